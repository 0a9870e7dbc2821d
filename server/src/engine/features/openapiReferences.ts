// From a spec's operation, webhook or schema to the docs.json entries and MDX pages that reference it (references
// request and code lens), and the "generates N endpoint pages" lens on navigation elements with `openapi` and no pages.
import { CodeLens, Location, Position } from 'vscode-languageserver-types';
import { nodeRange } from '../docsjson';
import { ownOpenApiValue } from '../docsjson';
import { isRemoteSpec } from '../openapiDocument';
import { isPageFile } from '../project';
import { Project } from '../project';
import { ownSpecs, specUri } from '../siteSpecs';
import { navigationReferences, pageReferences, SpecReference } from '../siteSpecs';
import { ReferenceResolver } from '../siteSpecs';
import { sameTarget, SpecTarget, targetAt } from '../siteSpecs';
import { rangeOf } from '../text';
import { joinUri } from '../workspace';
import { configDocument } from './documents';

/** The client command that shows a list of locations (VS Code: client/src/extension.ts). */
export const SHOW_REFERENCES_COMMAND = 'docsLsp.showReferences';

interface ResolvedReference {
  readonly ref: SpecReference;
  readonly specUri: string;
  readonly target: NonNullable<Extract<ReturnType<ReferenceResolver['resolve']>, { status: 'found' }>['target']>;
}

/** Every reference of every docs root that resolves into the spec `uri`. */
function referencesInto(project: Project, uri: string): ResolvedReference[] {
  const result: ResolvedReference[] = [];
  for (const root of project.index.getRoots()) {
    const config = project.config(root)?.config;
    const resolver = new ReferenceResolver(project, root, config);
    const refs = config ? navigationReferences(config) : [];
    for (const path of root.files) {
      const page = isPageFile(path) ? project.frontmatter.get(joinUri(root.uri, path)) : undefined;
      if (page) refs.push(...pageReferences(page));
    }
    for (const ref of refs) {
      const resolution = resolver.resolve(ref);
      if (resolution.status === 'found' && resolution.spec.uri === uri)
        result.push({ ref, specUri: uri, target: resolution.target });
    }
  }
  return result;
}

function locationOf(ref: SpecReference): Location {
  return { uri: ref.uri, range: rangeOf(ref.doc, ref.start, ref.end - ref.start) };
}

export function findOpenApiReferences(project: Project, uri: string, position: Position): Location[] {
  const target = targetAt(project, uri, position);
  if (!target) return [];
  return referencesInto(project, uri)
    .filter((r) => sameTarget(target, r.target))
    .map((r) => locationOf(r.ref));
}

/** On a spec's operations, webhooks and schemas: how many references in the docs use each. */
export function specLenses(project: Project, uri: string): CodeLens[] {
  const state = project.isSpecDocument(uri) ? project.specs.get(uri) : undefined;
  const index = state?.status === 'missing' ? undefined : state?.lookup?.index;
  if (!index) return [];
  const refs = referencesInto(project, uri);
  const lenses: CodeLens[] = [];
  const lens = (target: SpecTarget, range: CodeLens['range'], always: boolean) => {
    const locations = refs.filter((r) => sameTarget(target, r.target)).map((r) => locationOf(r.ref));
    if (locations.length === 0 && !always) return;
    const title = `${locations.length} reference${locations.length === 1 ? '' : 's'} in the docs`;
    lenses.push({
      range,
      command: {
        title,
        command: locations.length ? SHOW_REFERENCES_COMMAND : '',
        arguments: [uri, range.start, locations],
      },
    });
  };
  for (const op of [...index.operations, ...index.webhooks]) lens({ kind: 'operation', op }, op.selection, true);
  for (const schema of index.schemas) lens({ kind: 'schema', schema }, schema.selection, false);
  return lenses;
}

/** On a navigation element with `openapi` and no pages of its own: how many pages the service generates. */
export function generatesLenses(project: Project, uri: string): CodeLens[] {
  const context = configDocument(project, uri);
  if (!context) return [];
  const lenses: CodeLens[] = [];
  const allowRemote = project.settingsFor(context.root.uri).openapi.allowRemote;
  for (const element of context.built.config.elements) {
    const value = ownOpenApiValue(element);
    if (!value || value.file.uri !== uri || element.pages.length > 0 || element.children.length > 0) continue;
    let count = 0;
    let unknown = false;
    for (const spec of ownSpecs(element)) {
      const target = specUri(project, context.root, spec.source);
      const state =
        target === undefined
          ? undefined
          : isRemoteSpec(target)
            ? project.specs.getRemote(target, allowRemote)
            : project.specs.get(target);
      const index = state?.lookup?.index;
      if (!index) unknown = true;
      else count += index.operations.filter((op) => !op.hidden).length + index.webhooks.filter((w) => !w.hidden).length;
    }
    const title =
      unknown && count === 0
        ? 'generates endpoint pages (spec not loaded)'
        : `generates ${count} endpoint page${count === 1 ? '' : 's'}${unknown ? ' (+ specs not loaded)' : ''}`;
    lenses.push({ range: nodeRange(value), command: { title, command: '' } });
  }
  return lenses;
}

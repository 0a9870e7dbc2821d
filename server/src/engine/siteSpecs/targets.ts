// What spec reference stands at a document position (docs.json entry or frontmatter field), and which operation,
// webhook or schema of a spec file a position is in.
import { Position, Range } from 'vscode-languageserver-types';
import { DocsConfig } from '../docsjson';
import { DocsRoot } from '../project';
import { isPageFile } from '../project';
import { Project } from '../project';
import { ReferenceResolver } from './resolve';
import { navigationReferences, pageReferences, SpecReference } from './references';
import { OperationInfo, SchemaInfo } from '../openapiDocument';

export interface ReferenceContext {
  readonly root: DocsRoot;
  readonly config: DocsConfig | undefined;
  readonly resolver: ReferenceResolver;
  /** References of the document. */
  readonly refs: readonly SpecReference[];
}

export function referencesOf(project: Project, uri: string): ReferenceContext | undefined {
  const root = project.index.rootOf(uri);
  if (!root) return undefined;
  const config = project.config(root)?.config;
  const resolver = new ReferenceResolver(project, root, config);
  if (config?.files.some((f) => f.uri === uri))
    return { root, config, resolver, refs: navigationReferences(config).filter((r) => r.uri === uri) };
  const page = isPageFile(uri) ? project.frontmatter.get(uri) : undefined;
  return page ? { root, config, resolver, refs: pageReferences(page) } : undefined;
}

export function referenceAt(
  project: Project,
  uri: string,
  position: Position,
): (ReferenceContext & { ref: SpecReference }) | undefined {
  const context = referencesOf(project, uri);
  const ref = context?.refs.find((r) => {
    const offset = r.doc.offsetAt(position);
    return offset >= r.start && offset <= r.end;
  });
  return context && ref ? { ...context, ref } : undefined;
}

export type SpecTarget =
  { readonly kind: 'operation'; readonly op: OperationInfo } | { readonly kind: 'schema'; readonly schema: SchemaInfo };

/** The innermost operation, webhook or schema of a loaded spec that holds the position. */
export function targetAt(project: Project, uri: string, position: Position): SpecTarget | undefined {
  const index = project.isSpecDocument(uri) ? project.specs.get(uri).lookup?.index : undefined;
  if (!index) return undefined;
  const op = [...index.operations, ...index.webhooks].find((o) => contains(o.range, position));
  if (op) return { kind: 'operation', op };
  const schema = index.schemas.find((s) => contains(s.range, position));
  return schema && { kind: 'schema', schema };
}

export function contains(range: Range, position: Position): boolean {
  const after =
    position.line > range.start.line ||
    (position.line === range.start.line && position.character >= range.start.character);
  const before =
    position.line < range.end.line || (position.line === range.end.line && position.character <= range.end.character);
  return after && before;
}

/** The same operation, webhook or schema (targets are compared by identity of their key). */
export function sameTarget(a: SpecTarget, b: OperationInfo | SchemaInfo): boolean {
  if (a.kind === 'schema') return !('method' in b) && b.name === a.schema.name;
  return 'method' in b && b.method === a.op.method && b.path === a.op.path && b.webhook === a.op.webhook;
}

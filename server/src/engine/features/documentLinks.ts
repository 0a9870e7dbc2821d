// Document links and go-to-definition from docs.json entries to the files they name: pages, group roots,
// relative `href`s and local `openapi` specs.
import { DocumentLink, LocationLink, Position, Range } from 'vscode-languageserver-types';
import { JsonNode, property, stringContentRange, stringValue } from '../docsjson';
import { DocsConfig } from '../docsjson';
import { DocsRoot } from '../project';
import { findPageFile } from '../project';
import { Project } from '../project';
import { allNavigationSpecs } from '../siteSpecs';
import { isRemoteSpec } from '../openapiDocument';
import { resolveSpecPath } from '../project';
import { Workspace } from '../workspace';
import { joinUri } from '../workspace';
import { configDocument } from './documents';

interface FileReference {
  readonly node: JsonNode;
  readonly target: string;
}

function fileReferences(workspace: Workspace, root: DocsRoot, config: DocsConfig, uri: string): FileReference[] {
  const refs: FileReference[] = [];
  const page = (node: JsonNode | undefined) => {
    const value = stringValue(node);
    const file = value !== undefined ? findPageFile(root, value.split(/[?#]/)[0]) : undefined;
    if (node && file) refs.push({ node, target: joinUri(root.uri, file) });
  };
  for (const entry of config.pages) if (entry.kind === 'page') page(entry.node);
  for (const element of config.elements) {
    page(property(element.node, 'root')?.valueNode);
    page(property(element.node, 'href')?.valueNode);
  }
  for (const spec of allNavigationSpecs(config)) {
    const target = isRemoteSpec(spec.source) ? undefined : resolveSpecPath(workspace, root, spec.source);
    if (target) refs.push({ node: spec.node, target });
  }
  return refs.filter((r) => r.node.file.uri === uri);
}

export function findDocumentLinks(project: Project, uri: string): DocumentLink[] {
  const context = configDocument(project, uri);
  if (!context) return [];
  return fileReferences(project.workspace, context.root, context.built.config, uri).map((ref) => ({
    range: stringContentRange(ref.node),
    target: ref.target,
  }));
}

export function findDefinition(project: Project, uri: string, position: Position): LocationLink[] {
  const context = configDocument(project, uri);
  if (!context) return [];
  const offset = context.doc.offsetAt(position);
  const start: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  return fileReferences(project.workspace, context.root, context.built.config, uri)
    .filter((ref) => offset >= ref.node.node.offset && offset <= ref.node.node.offset + ref.node.node.length)
    .map((ref) => ({
      originSelectionRange: stringContentRange(ref.node),
      targetUri: ref.target,
      targetRange: start,
      targetSelectionRange: start,
    }));
}

// What a link in a page names, as the site reads it (from a snippet: as each importer reads it): the page or file
// and the heading there, for the features on page links (hover, definition, document links, completion, fixes).
import { Position, Range } from 'vscode-languageserver-types';
import { fragmentForms } from '../mdx';
import { linkReadings, snippetImports } from '../rules';
import { PageAnchor, PageLink } from '../mdx';
import { LinkTarget } from '../mdx';
import { DocsRoot } from '../project';
import { findPageFile, isPageFile } from '../project';
import { Project } from '../project';
import { isSnippet } from '../rules';
import { joinUri, relativePath } from '../workspace';

export interface PageAt {
  readonly root: DocsRoot;
  readonly path: string;
}

export function pageAt(project: Project, uri: string): PageAt | undefined {
  const root = project.index.rootOf(uri);
  const path = root && relativePath(root.uri, uri);
  return root && path !== undefined && isPageFile(path) ? { root, path } : undefined;
}

export interface Resolved {
  /** The page or other file the link names (root-relative). */
  readonly file: string;
  readonly anchor?: PageAnchor;
}

/**
 * What a link names, as the site reads it: from its own page, or, in a snippet, from each file importing it (one
 * target per distinct reading; see rules/links/snippetReadings.ts), so that hover and definition agree with the check.
 */
export function resolve(project: Project, at: PageAt, link: PageLink): Resolved[] {
  const importers = isSnippet(at.path) ? snippetImports(project.links, at.root, at.path) : [];
  const found: Resolved[] = [];
  for (const reading of linkReadings(at.root, at.path, link, importers)) {
    const resolved = resolveTarget(project, at.root, reading.from, reading.target);
    if (resolved && !found.some((f) => f.file === resolved.file && f.anchor === resolved.anchor)) found.push(resolved);
  }
  return found;
}

/** The file a link target read from the file `from` names, and the anchor there, if any. */
function resolveTarget(project: Project, root: DocsRoot, from: string, target: LinkTarget): Resolved | undefined {
  if (target.kind === 'external') return undefined;
  let file: string | undefined = from;
  if (target.kind === 'path') {
    if (target.path === undefined) return undefined;
    const path = target.path.replace(/\.mdx?$/, '');
    file = findPageFile(root, path) ?? (root.files.has(target.path) ? target.path : undefined);
    if (!file && target.fromFolder !== undefined) file = findPageFile(root, target.fromFolder);
  }
  if (!file) return undefined;
  const forms = target.fragment ? fragmentForms(target.fragment) : undefined;
  const anchors = project.bodies.get(joinUri(root.uri, file))?.content?.anchors ?? [];
  const anchor = forms ? anchors.find((a) => a.ids.some((id) => forms.includes(id))) : undefined;
  return { file, anchor };
}

export function linkAt(project: Project, uri: string, position: Position): PageLink | undefined {
  return project.bodies
    .get(uri)
    ?.content?.links.find((link) => contains(link.range, position) && link.kind !== 'import');
}

export function contains(range: Range, p: Position): boolean {
  const after = p.line > range.start.line || (p.line === range.start.line && p.character >= range.start.character);
  const before = p.line < range.end.line || (p.line === range.end.line && p.character <= range.end.character);
  return after && before;
}

export function sameRange(a: Range, b: Range): boolean {
  return contains(a, b.start) && contains(a, b.end) && contains(b, a.start) && contains(b, a.end);
}

export function titleOf(project: Project, uri: string): { title?: string; description?: string } {
  const fields = project.frontmatter.get(uri)?.fields ?? [];
  const field = (key: string) => {
    const value = fields.find((f) => f.key === key)?.value;
    return typeof value === 'string' ? value : undefined;
  };
  return { title: field('title'), description: field('description') };
}

export function targetRange(resolved: Resolved): Range {
  return resolved.anchor?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
}

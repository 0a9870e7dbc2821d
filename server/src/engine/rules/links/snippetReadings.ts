// Where a link of a snippet is read: a snippet is shown inside the pages that import it, so its relative links other
// than its imports (`./x`, `../x`, `x/y`, `#id`) are read from the folder of each file importing it, not from the
// snippet's own folder. The link check judges them that way, and the renames (of files, folders and headings) use the
// same readings, so that what they rewrite is what the check reads.
import { PageLink } from '../../mdx';
import { LinkTarget, parseLinkTarget } from '../../mdx';
import { DocsRoot } from '../../project';
import { folderOf, IndexedLink, LinkIndex } from '../../project';
import { isPageFile } from '../../project';
import { Project } from '../../project';
import { joinUri } from '../../workspace';
import { isSnippet } from '../config/unreachable';

export interface LinkReading {
  /** The file the link is read from (root-relative): the importing file, or the link's own file. */
  readonly from: string;
  readonly target: LinkTarget;
}

/** The import links of other files naming the snippet at `path` (root-relative). */
export function snippetImports(links: LinkIndex, root: DocsRoot, path: string, oncePerTurn = false): IndexedLink[] {
  const uri = joinUri(root.uri, path);
  return links.linksTo(root, [path], oncePerTurn).filter((l) => l.link.kind === 'import' && l.uri !== uri);
}

/** Whether a link of the file at `path` is read from the files importing it (see above), given its importers. */
export function readFromImporters(path: string, link: PageLink, importers: readonly IndexedLink[]): boolean {
  return isSnippet(path) && importers.length > 0 && link.kind !== 'import' && !link.target.trim().startsWith('/');
}

/** How the site reads a link of the file at `path`: once per importing file, or once from its own folder. */
export function linkReadings(
  root: DocsRoot,
  path: string,
  link: PageLink,
  importers: readonly IndexedLink[],
): LinkReading[] {
  if (!readFromImporters(path, link, importers))
    return [{ from: path, target: parseLinkTarget(link.target, folderOf(path)) }];
  return importers.map((importer) => {
    const from = importer.uri.slice(root.uri.length + 1);
    return { from, target: parseLinkTarget(link.target, folderOf(from)) };
  });
}

export interface SnippetLink {
  readonly path: string;
  readonly link: PageLink;
  readonly readings: readonly LinkReading[];
}

/**
 * The links of the root as the site reads them that name one of `paths` (page paths or files, root-relative): the
 * link index's, where a snippet's link read from its importers is taken with the first importer's reading that names
 * one of them (not with the reading from the snippet's own folder, which the index holds).
 */
export function linksNaming(project: Project, root: DocsRoot, paths: readonly string[]): IndexedLink[] {
  const snippetLinks = importerReadSnippetLinks(project, root);
  const importerRead = new Set(snippetLinks.map(({ path, link }) => linkKey(joinUri(root.uri, path), link)));
  const names = (target: LinkTarget) =>
    target.kind === 'path' && [target.path, target.fromFolder].some((path) => path && paths.includes(path));
  return [
    ...project.links.linksTo(root, paths).filter((l) => !importerRead.has(linkKey(l.uri, l.link))),
    ...snippetLinks.flatMap(({ path, link, readings }) => {
      const reading = readings.find((r) => names(r.target));
      return reading ? [{ uri: joinUri(root.uri, path), link, target: reading.target }] : [];
    }),
  ];
}

/** A link's place: its file and range. */
export function linkKey(uri: string, link: PageLink): string {
  const { start, end } = link.range;
  return `${uri} ${start.line}:${start.character}-${end.line}:${end.character}`;
}

/** Every link of a snippet of the root that is read from the files importing it, with its readings. */
export function importerReadSnippetLinks(project: Project, root: DocsRoot): SnippetLink[] {
  const found: SnippetLink[] = [];
  project.links.linksTo(root, []); // brings the index up to date once: each snippet's importers are then looked up
  for (const path of root.files) {
    if (!isSnippet(path) || !isPageFile(path)) continue;
    const content = project.bodies.get(joinUri(root.uri, path))?.content;
    const importers = content ? snippetImports(project.links, root, path, true) : [];
    for (const link of content?.links ?? [])
      if (readFromImporters(path, link, importers))
        found.push({ path, link, readings: linkReadings(root, path, link, importers) });
  }
  return found;
}

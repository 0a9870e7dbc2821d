// When pages (or folders of pages) are renamed or moved, the links that follow them: in every page, the Markdown and
// reference-style links, `href`/`src` on components and snippet imports naming a moved page, each rewritten in the
// style it was written in (from the root, `./` or `../` from the linking page's new folder, with its extension,
// anchor and query kept); and in a moved page, its own `./`/`../` links, written again from its new folder so that
// they reach what they reached before. A link that still reads right from where it now stands is left alone.
// A snippet's relative links are read from the files importing it (as the link check reads them): one is rewritten
// when the pages it reaches or its importers move, into a link that reaches, from every importer's new folder, what
// it reached from there before; when no single link can (importers in different folders reaching pages that do not
// move together), it is left as it is and `warn` says why, naming the importers.
import { TextEdit } from 'vscode-languageserver-types';
import { PageLink } from '../mdx';
import { escapeLinkPath, parseLinkTarget } from '../mdx';
import { folderOf } from '../project';
import { DocsRoot } from '../project';
import { isPageFile, pagePathOf } from '../project';
import { Project } from '../project';
import { isSnippet } from '../rules';
import { importerReadSnippetLinks, SnippetLink } from '../rules';
import { joinUri } from '../workspace';
import { lastLineFromFirstOf } from '../text';

/** `movedTo`: the new path of a file or folder of the root that moves (relative to the root). */
export function addPageLinkEdits(
  project: Project,
  root: DocsRoot,
  movedTo: (path: string) => string | undefined,
  edit: (uri: string, edit: TextEdit) => void,
  warn: (message: string) => void,
): void {
  const moved = new Map<string, string>(); // old page file -> new page file
  for (const file of root.files) {
    const target = isPageFile(file) ? movedTo(file) : undefined;
    if (target !== undefined) moved.set(file, target);
  }
  if (moved.size === 0) return;
  const snippetLinks = importerReadSnippetLinks(project, root);
  const names = new Map<string, { file: string; named: 'page' | 'folder' | 'file' }>();
  for (const file of moved.keys()) {
    const page = pagePathOf(file);
    names.set(page, { file, named: 'page' });
    names.set(file, { file, named: 'file' });
    if (page.endsWith('/index')) names.set(page.slice(0, -'/index'.length), { file, named: 'folder' });
  }
  const movedUris = new Map([...moved].map(([from, to]) => [joinUri(root.uri, from), to]));
  const done = new Set<string>(); // links already rewritten (or read from a snippet's importers), by page and place
  const key = (uri: string, link: PageLink) => `${uri} ${JSON.stringify(link.range)}`;
  for (const { path, link } of snippetLinks) done.add(key(joinUri(root.uri, path), link));
  /** The path a link naming `path` (a page, page file or folder of pages) names once the moves are done. */
  const afterMoves = (path: string): string => {
    const name = names.get(path);
    if (!name) return path;
    const newFile = moved.get(name.file)!;
    const newPage = pagePathOf(newFile);
    return name.named === 'file' ? newFile : name.named === 'folder' ? newPage.replace(/\/index$/, '') : newPage;
  };
  const rewrite = (uri: string, link: PageLink, fromFile: string, newPath: string) => {
    done.add(key(uri, link));
    const written = link.target.trim();
    // a relative link that reads right from the page's new folder stays as it is
    const reread = parseLinkTarget(written, folderOf(fromFile));
    if (written.startsWith('.') && reread.kind === 'path' && reread.path === newPath) return;
    const suffix = lastLineFromFirstOf(written, '#?');
    const replacement = written.startsWith('/')
      ? `/${newPath}`
      : written.startsWith('.')
        ? relativeLink(folderOf(fromFile), newPath)
        : newPath;
    edit(uri, TextEdit.replace(link.range, escapeLinkPath(link.kind, replacement) + suffix));
  };
  for (const link of project.links.linksTo(root, names.keys())) {
    if (link.target.kind !== 'path' || link.target.path === undefined || !names.has(link.target.path)) continue;
    if (done.has(key(link.uri, link.link))) continue;
    rewrite(
      link.uri,
      link.link,
      movedUris.get(link.uri) ?? link.uri.slice(root.uri.length + 1),
      afterMoves(link.target.path),
    );
  }
  for (const snippetLink of snippetLinks) {
    const written = followingLink(snippetLink, movedTo, afterMoves);
    const uri = joinUri(root.uri, snippetLink.path);
    if (written === undefined) continue;
    if (written !== null)
      edit(
        uri,
        TextEdit.replace(snippetLink.link.range, escapeLinkPath(snippetLink.link.kind, written.path) + written.suffix),
      );
    else
      warn(
        `\`${snippetLink.link.target.trim()}\` in ${snippetLink.path} is read from ${readers(snippetLink)}, which ` +
          'would need different links after this move: it is left as it is. Write it from the docs root (`/...`) or ' +
          'split the snippet.',
      );
  }
  for (const [from, to] of moved) {
    if (folderOf(from) === folderOf(to)) continue;
    const uri = joinUri(root.uri, from);
    for (const link of project.bodies.get(uri)?.content?.links ?? []) {
      // a snippet's links other than its imports are read from the pages that import it: they do not move with it
      if (
        done.has(key(uri, link)) ||
        !/^\.\.?\//.test(link.target.trim()) ||
        (isSnippet(from) && link.kind !== 'import')
      )
        continue;
      const target = parseLinkTarget(link.target, folderOf(from));
      if (target.kind === 'path' && target.path !== undefined)
        rewrite(uri, link, to, movedTo(target.path) ?? target.path);
    }
  }
}

/**
 * The link a snippet's relative link must become so that, from each importer's folder after the moves, it reaches
 * what it reached from there before (a page that moved: its new path): undefined when it already does (or reaches
 * nothing the moves concern), null when no single link does. Written in its own style (`./`/`../` or from the root
 * without `/`); from the root with `/` when only that one works for all.
 */
function followingLink(
  { link, readings }: SnippetLink,
  movedTo: (path: string) => string | undefined,
  afterMoves: (path: string) => string,
): { path: string; suffix: string } | null | undefined {
  const written = link.target.trim();
  const wanted = readings.flatMap(({ from, target }) =>
    target.kind === 'path' && target.path !== undefined
      ? [{ folder: folderOf(movedTo(from) ?? from), path: afterMoves(target.path) }]
      : [],
  );
  const reaches = (candidate: string) =>
    wanted.every(({ folder, path }) => {
      const target = parseLinkTarget(candidate, folder);
      return target.kind === 'path' && target.path === path;
    });
  if (wanted.length === 0 || reaches(written)) return undefined;
  const suffix = lastLineFromFirstOf(written, '#?');
  const candidates = written.startsWith('.')
    ? wanted.map(({ folder, path }) => relativeLink(folder, path))
    : wanted.map(({ path }) => path);
  const path = [...candidates, `/${wanted[0].path}`].find((candidate) => reaches(candidate + suffix));
  return path === undefined ? null : { path, suffix };
}

/** The importers a snippet link is read from, for a message: `guides/a.mdx and other/b.mdx`. */
function readers({ readings }: SnippetLink): string {
  const files = [...new Set(readings.map((r) => r.from))];
  return files.length === 1 ? files[0] : `${files.slice(0, -1).join(', ')} and ${files.at(-1)}`;
}

/** `./x` or `../../x`: the path to `target` from `folder` (both relative to the root). */
function relativeLink(folder: string, target: string): string {
  const from = folder === '' ? [] : folder.split('/');
  const to = target.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  const up = from.length - common;
  return `${up === 0 ? './' : '../'.repeat(up)}${to.slice(common).join('/')}`;
}

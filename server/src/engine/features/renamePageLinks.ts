// When pages (or folders of pages) are renamed or moved, the links that follow them: in every page, the Markdown and
// reference-style links, `href`/`src` on components and snippet imports naming a moved page, each rewritten in the
// style it was written in (from the root, `./` or `../` from the linking page's new folder, with its extension,
// anchor and query kept); and in a moved page, its own `./`/`../` links, written again from its new folder so that
// they reach what they reached before. A link that still reads right from where it now stands is left alone.
import { TextEdit } from 'vscode-languageserver-types';
import { PageLink } from '../mdx/content';
import { escapeLinkPath, parseLinkTarget } from '../mdx/linkTargets';
import { folderOf } from '../project/linkIndex';
import { DocsRoot } from '../project/fileIndex';
import { isPageFile, pagePathOf } from '../project/pagePaths';
import { Project } from '../project/project';
import { isSnippet } from '../rules/navigation/unreachable';
import { joinUri } from '../workspace';

/** `movedTo`: the new path of a file or folder of the root that moves (relative to the root). */
export function addPageLinkEdits(
  project: Project,
  root: DocsRoot,
  movedTo: (path: string) => string | undefined,
  edit: (uri: string, edit: TextEdit) => void,
): void {
  const moved = new Map<string, string>(); // old page file -> new page file
  for (const file of root.files) {
    const target = isPageFile(file) ? movedTo(file) : undefined;
    if (target !== undefined) moved.set(file, target);
  }
  if (moved.size === 0) return;
  const names = new Map<string, { file: string; named: 'page' | 'folder' | 'file' }>();
  for (const file of moved.keys()) {
    const page = pagePathOf(file);
    names.set(page, { file, named: 'page' });
    names.set(file, { file, named: 'file' });
    if (page.endsWith('/index')) names.set(page.slice(0, -'/index'.length), { file, named: 'folder' });
  }
  const movedUris = new Map([...moved].map(([from, to]) => [joinUri(root.uri, from), to]));
  const done = new Set<string>(); // links already rewritten, by page and place
  const key = (uri: string, link: PageLink) => `${uri} ${JSON.stringify(link.range)}`;
  const rewrite = (uri: string, link: PageLink, fromFile: string, newPath: string) => {
    done.add(key(uri, link));
    const written = link.target.trim();
    // a relative link that reads right from the page's new folder stays as it is
    const reread = parseLinkTarget(written, folderOf(fromFile));
    if (written.startsWith('.') && reread.kind === 'path' && reread.path === newPath) return;
    const suffix = /[#?].*$/.exec(written)?.[0] ?? '';
    const replacement = written.startsWith('/')
      ? `/${newPath}`
      : written.startsWith('.')
        ? relativeLink(folderOf(fromFile), newPath)
        : newPath;
    edit(uri, TextEdit.replace(link.range, escapeLinkPath(link.kind, replacement) + suffix));
  };
  for (const link of project.links.linksTo(root, names.keys())) {
    if (link.target.kind !== 'path' || link.target.path === undefined) continue;
    const name = names.get(link.target.path);
    if (!name) continue;
    const newFile = moved.get(name.file)!;
    const newPage = pagePathOf(newFile);
    const newPath =
      name.named === 'file' ? newFile : name.named === 'folder' ? newPage.replace(/\/index$/, '') : newPage;
    rewrite(link.uri, link.link, movedUris.get(link.uri) ?? link.uri.slice(root.uri.length + 1), newPath);
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

/** `./x` or `../../x`: the path to `target` from `folder` (both relative to the root). */
function relativeLink(folder: string, target: string): string {
  const from = folder === '' ? [] : folder.split('/');
  const to = target.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  const up = from.length - common;
  return `${up === 0 ? './' : '../'.repeat(up)}${to.slice(common).join('/')}`;
}

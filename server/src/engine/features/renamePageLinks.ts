// When pages (or folders of pages) are renamed or moved, the links in every page that follow them: Markdown and
// reference-style links, `href`/`src` on components and snippet imports, each rewritten in the style it was written
// in (from the root, `./` or `../` from the linking page's new folder, with its extension, anchor and query kept).
import { TextEdit } from 'vscode-languageserver-types';
import { folderOf } from '../project/linkIndex';
import { DocsRoot } from '../project/fileIndex';
import { pagePathOf } from '../project/pagePaths';
import { Project } from '../project/project';
import { joinUri } from '../workspace';

/** `moved`: old page file -> new page file, relative to the root. Each edit is handed to `edit`. */
export function addPageLinkEdits(
  project: Project,
  root: DocsRoot,
  moved: ReadonlyMap<string, string>,
  edit: (uri: string, edit: TextEdit) => void,
): void {
  const names = new Map<string, { file: string; named: 'page' | 'folder' | 'file' }>();
  for (const file of moved.keys()) {
    const page = pagePathOf(file);
    names.set(page, { file, named: 'page' });
    names.set(file, { file, named: 'file' });
    if (page.endsWith('/index')) names.set(page.slice(0, -'/index'.length), { file, named: 'folder' });
  }
  const movedUris = new Map([...moved].map(([from, to]) => [joinUri(root.uri, from), to]));
  for (const link of project.links.linksTo(root, names.keys())) {
    if (link.target.kind !== 'path' || link.target.path === undefined) continue;
    const name = names.get(link.target.path);
    if (!name) continue;
    const newFile = moved.get(name.file)!;
    const newPage = pagePathOf(newFile);
    const newPath =
      name.named === 'file' ? newFile : name.named === 'folder' ? newPage.replace(/\/index$/, '') : newPage;
    const written = link.link.target.trim();
    const suffix = /[#?].*$/.exec(written)?.[0] ?? '';
    const fromFile = movedUris.get(link.uri) ?? link.uri.slice(root.uri.length + 1);
    const replacement = written.startsWith('/')
      ? `/${newPath}`
      : written.startsWith('.')
        ? relativeLink(folderOf(fromFile), newPath)
        : newPath;
    edit(link.uri, TextEdit.replace(link.link.range, escapeFor(link.link.kind, replacement) + suffix));
  }
}

/** A path as it can stand in the link: characters that would end a Markdown target or an attribute, escaped. */
function escapeFor(kind: string, path: string): string {
  const unsafe = kind === 'href' || kind === 'src' || kind === 'import' ? /["'%]/g : /[\s()<>%\\]/g;
  return path.replace(unsafe, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
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

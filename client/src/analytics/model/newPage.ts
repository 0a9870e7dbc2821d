// A new page for a search term: a safe file slug, the `pages` arrays of docs.json it can go into (with their place),
// and the edits: an MDX file with a `title` (never through a symbolic link out of the docs root), and the entry
// appended to the chosen array.
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as jsonc from 'jsonc-parser';
import { LABEL_KEYS } from './sitePages';

export interface PagesArray {
  /** The JSON path of the array in docs.json. */
  readonly path: jsonc.JSONPath;
  /** "Guides › Get started". */
  readonly place: string;
  /** Slugs already listed there. */
  readonly pages: readonly string[];
}

/** "Terraform provider" → "terraform-provider"; nothing usable (only symbols) → undefined. */
export function slugForTerm(term: string): string | undefined {
  const slug = term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    // runs of signs are one hyphen by now
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return slug || undefined;
}

/** A page path a user typed: relative, inside the docs root, plain segments. */
export function checkPagePath(value: string): string | undefined {
  const path = value.trim().replace(/\.mdx$/, '');
  if (!path) return 'Type a page path, for example guides/sso.';
  if (path.startsWith('/') || path.includes('\\')) return 'The path is relative to the docs root (no leading / or \\).';
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(path) || path.split('/').some((s) => s === '.' || s === '..'))
    return 'Use letters, digits, ".", "-" and "_" in segments separated by "/".';
  return undefined;
}

/**
 * Whether a page file made at `file` lands inside the docs root `root` as the disk really is: every symbolic link on
 * the way resolved (the nearest existing folder for a file not made yet); a dangling link lands nowhere. With
 * `ext -> /outside`, `ext/sso.mdx` would be written outside.
 */
export function landsInside(root: string, file: string): boolean {
  const real = realPathOf(file);
  const realRoot = realPathOf(root);
  return real !== undefined && realRoot !== undefined && (real + path.sep).startsWith(realRoot + path.sep);
}

function realPathOf(file: string): string | undefined {
  try {
    return fs.realpathSync.native(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
  }
  if (fs.lstatSync(file, { throwIfNoEntry: false })) return undefined; // there, yet unresolved: a dangling link
  const parent = path.dirname(file);
  const real = parent === file ? undefined : realPathOf(parent);
  return real === undefined ? undefined : path.join(real, path.basename(file));
}

export function pagesArrays(docsJson: string): PagesArray[] {
  const tree = jsonc.parseTree(docsJson, [], { allowTrailingComma: true });
  const navigation = tree && keptProperty(tree, 'navigation')?.children?.[1];
  const arrays: PagesArray[] = [];
  const visit = (node: jsonc.Node, place: readonly string[]) => {
    if (node.type === 'array') return node.children?.forEach((child) => visit(child, place));
    if (node.type !== 'object') return;
    const label = LABEL_KEYS.map((key) => keptProperty(node, key)?.children?.[1]?.value).find(
      (value) => typeof value === 'string',
    ) as string | undefined;
    const here = label ? [...place, label] : place;
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      // a key written twice: the platform reads the last one, so only what it holds is offered
      if (!key || !value || keptProperty(node, key.value) !== property) continue;
      if (key.value === 'pages' && value.type === 'array') {
        arrays.push({
          path: jsonc.getNodePath(value),
          place: here.join(' › ') || '(top level)',
          pages: (value.children ?? []).flatMap((child) => (typeof child.value === 'string' ? [child.value] : [])),
        });
      }
      visit(value, here);
    }
  };
  if (navigation) visit(navigation, []);
  return arrays;
}

/** The property of `object` named `key` that the platform reads: the last one (JSON.parse keeps the last). */
function keptProperty(object: jsonc.Node, key: unknown): jsonc.Node | undefined {
  let kept: jsonc.Node | undefined;
  for (const property of object.type === 'object' ? (object.children ?? []) : [])
    if (property.children?.[0]?.value === key) kept = property;
  return kept;
}

/** The page's text: a `title` in YAML front matter (a JSON string is a valid YAML double-quoted scalar). */
export function newPageText(title: string): string {
  return `---\ntitle: ${JSON.stringify(title)}\n---\n\n`;
}

/**
 * The edits appending `slug` to the array at `path`, in the file's own indentation (formatted as jsonc-parser's
 * `modify` formats it). The path is followed as the platform reads it, through the last of a key written twice;
 * `modify` would follow the first.
 */
export function appendPageEdits(docsJson: string, path: jsonc.JSONPath, slug: string): jsonc.Edit[] {
  let array = jsonc.parseTree(docsJson);
  for (const step of path) {
    array = typeof step === 'number' ? array?.children?.[step] : array && keptProperty(array, step)?.children?.[1];
  }
  if (array?.type !== 'array') return [];
  const last = array.children?.at(-1);
  const insertion: jsonc.Edit = last
    ? { offset: last.offset + last.length, length: 0, content: `,${JSON.stringify(slug)}` }
    : { offset: array.offset + 1, length: 0, content: JSON.stringify(slug) };
  let after = jsonc.applyEdits(docsJson, [insertion]);
  let begin = insertion.offset;
  let end = insertion.offset + insertion.content.length;
  while (begin > 0 && !/[\r\n]/.test(after[begin - 1])) begin--;
  while (end < after.length && !/[\r\n]/.test(after[end])) end++;
  const indent = /\n([ \t]+)\S/.exec(docsJson)?.[1] ?? '  ';
  const formatting = jsonc.format(
    after,
    { offset: begin, length: end - begin },
    {
      insertSpaces: !indent.startsWith('\t'),
      tabSize: indent.startsWith('\t') ? 1 : indent.length,
      eol: docsJson.includes('\r\n') ? '\r\n' : '\n',
      keepLines: false,
    },
  );
  for (const edit of [...formatting].reverse()) {
    after = jsonc.applyEdits(after, [edit]);
    begin = Math.min(begin, edit.offset);
    end = Math.max(end, edit.offset + edit.length) + edit.content.length - edit.length;
  }
  return [{ offset: begin, length: docsJson.length - (after.length - end) - begin, content: after.slice(begin, end) }];
}

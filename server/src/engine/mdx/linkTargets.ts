// What a link target names on the site. `/a/b` and `x/y` are read from the docs root (as the platform reads a link
// without `./`), `./x` and `../x` from the page's folder; for `x/y` the page-folder reading is kept too (a browser's
// reading), so that the two can be compared.
import { decodeFragment } from './anchorIds';
import type { LinkKind } from './pageReader';

export type LinkTarget =
  | { readonly kind: 'external' }
  | { readonly kind: 'same-page'; readonly fragment: string }
  | {
      readonly kind: 'path';
      /** From the docs root, no leading or trailing slash; undefined when `..` leaves the docs root. */
      readonly path: string | undefined;
      readonly fragment?: string;
      /** For `x/y` on a page in a folder: the path as read from the page's folder. */
      readonly fromFolder?: string;
    };

export const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** `folder`: the folder of the page holding the link, relative to the docs root ('' at the root). */
export function parseLinkTarget(written: string, folder: string): LinkTarget {
  const target = written.trim();
  if (target === '' || SCHEME.test(target) || target.startsWith('//') || /[{}]/.test(target))
    return { kind: 'external' };
  const hash = target.indexOf('#');
  const fragment = hash >= 0 ? decodeFragment(target.slice(hash + 1)) : undefined;
  const path = decodePath((hash >= 0 ? target.slice(0, hash) : target).split('?')[0]);
  if (path === '') return fragment === undefined ? { kind: 'external' } : { kind: 'same-page', fragment };
  if (path.startsWith('/')) return { kind: 'path', path: normalize(path), fragment };
  if (path.startsWith('./') || path.startsWith('../') || path === '.' || path === '..')
    return { kind: 'path', path: normalize(`${folder}/${path}`), fragment };
  const fromFolder = folder === '' ? undefined : normalize(`${folder}/${path}`);
  return { kind: 'path', path: normalize(path), fragment, fromFolder };
}

/**
 * Each segment decoded whole, `%23` and `%3F` too (`decodeURI` keeps them): the site serves `/a%23b` from the page
 * `a#b.mdx`, as its router decodes each segment of a path.
 */
function decodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** `.`/`..` segments resolved; undefined when the path climbs above the docs root. */
export function normalize(path: string): string | undefined {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(segment);
  }
  return out.join('/');
}

export function hasPageExtension(path: string): boolean {
  return /\.mdx?$/.test(path);
}

/** A path whose last segment names a file other than a page (`logo.png`, `spec.yaml`): an asset, not a page. */
export function looksLikeAsset(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,5}$/i.test(last) && !hasPageExtension(last) && !/^v?\d+(\.\d+)+$/.test(last);
}

/**
 * A path as it can be written into a link of this kind: the characters that would end a Markdown target (spaces,
 * parentheses, angle brackets, backslashes) or an attribute value (quotes) percent-encoded, and `%` itself, since
 * links are read decoded. In a link (not an import, which names a file as written) `#` and `?` would start its
 * fragment or query, and a first segment such as `http:x` would make it a URL: they are encoded too.
 */
export function escapeLinkPath(kind: LinkKind, path: string): string {
  const unsafe = kind === 'import' ? /["'%]/g : kind === 'href' || kind === 'src' ? /["'%#?]/g : /[\s()<>%\\#?]/g;
  const escaped = path.replace(unsafe, percentEncoded);
  return kind !== 'import' && SCHEME.test(escaped) ? escaped.replace(':', '%3A') : escaped;
}

function percentEncoded(c: string): string {
  return `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}

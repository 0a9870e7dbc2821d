// What a link target names on the site. `/a/b` and `x/y` are read from the docs root (as the platform reads a link
// without `./`), `./x` and `../x` from the page's folder; for `x/y` the page-folder reading is kept too (a browser's
// reading), so that the two can be compared. Then what the site serves at that path.
import { DocsRoot } from '../project/fileIndex';
import { findPageFile, PAGE_EXTENSIONS } from '../project/pages';
import { redirectFor, SiteRoutes } from './siteRoutes';
import { decodeFragment } from './anchorIds';

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

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

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

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
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

export type Served =
  | { readonly kind: 'page'; readonly file: string }
  | { readonly kind: 'generated' | 'folder' | 'home' | 'unknown' }
  | { readonly kind: 'file'; readonly file: string }
  | { readonly kind: 'redirect'; readonly source: string; readonly destination: string; readonly broken: boolean }
  | { readonly kind: 'missing' };

/** What the site serves at `path` (from the docs root, no leading slash). */
export function servedAt(root: DocsRoot, routes: SiteRoutes, path: string, followRedirect = true): Served {
  if (path === '') return { kind: 'home' };
  const page = findPageFile(root, path);
  if (page) return { kind: 'page', file: page };
  if (routes.generated.has(path.toLowerCase())) return { kind: 'generated' };
  if (root.files.has(path)) return { kind: 'file', file: path };
  if (routes.folders.has(path)) return { kind: 'folder' };
  const redirect = followRedirect ? redirectFor(routes, path) : undefined;
  if (redirect) {
    const destination = redirect.destination.trim();
    const next =
      SCHEME.test(destination) || /[:*]/.test(destination) ? undefined : normalize(destination.split(/[?#]/)[0]);
    const broken = next !== undefined && servedAt(root, routes, next, false).kind === 'missing';
    return { kind: 'redirect', source: redirect.redirect.source, destination, broken };
  }
  const lower = path.toLowerCase();
  if (routes.unknownDirectories.some((dir) => lower === dir || lower.startsWith(`${dir}/`))) return { kind: 'unknown' };
  return { kind: 'missing' };
}

export function isServed(served: Served): boolean {
  return served.kind !== 'missing' && !(served.kind === 'redirect' && served.broken);
}

export function hasPageExtension(path: string): boolean {
  return PAGE_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/** A path whose last segment names a file other than a page (`logo.png`, `spec.yaml`): an asset, not a page. */
export function looksLikeAsset(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,5}$/i.test(last) && !hasPageExtension(last) && !/^v?\d+(\.\d+)+$/.test(last);
}

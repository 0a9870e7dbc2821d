// analytics-dead-path: paths readers viewed in the analytics period that the site does not serve (no page file, no
// endpoint page generated from an `openapi` entry, no folder of pages, no `redirects` source): readers of an old link
// or a renamed page get a 404. The paths come from the editor (which holds the analytics key and cache); the engine
// only compares them with the site's routes, and knows nothing of the network.
import { nodeRange, property } from '../../docsjson';
import { DocsConfig } from '../../docsjson';
import { Report } from '../../findings';
import { DocsRoot } from '../../project';
import { closestPage, pageFiles } from '../../project';
import { ViewedPaths } from '../../project';
import { closestMatch, editDistance, upToFirstOf } from '../../text';
import { isLiteralRedirectSource, servedAt, SiteRoutes } from './siteRoutes';

/** Reports, on the `redirects` key of docs.json (else on `navigation`), every viewed path the site does not serve. */
export function checkDeadPaths(
  root: DocsRoot,
  config: DocsConfig,
  routes: SiteRoutes,
  viewedPaths: ViewedPaths,
  report: Report,
): void {
  if (!config.top) return;
  const anchor = (property(config.top, 'redirects') ?? property(config.top, 'navigation'))?.keyNode;
  if (!anchor) return;
  const seen = new Set<string>();
  for (const { path, views } of viewedPaths.paths) {
    const slug = slugOfPath(path);
    if (slug === undefined || seen.has(slug)) continue;
    seen.add(slug);
    // a spec still loading (or remote) leaves its directory unknown: not judged until its pages are known
    if (servedAt(root, routes, slug).kind !== 'missing') continue;
    const url = `/${slug}`;
    const page = closestExistingPage(root, slug);
    const destination = page === undefined ? undefined : `/${page.replace(/(^|\/)index$/, '')}`;
    const didYouMean = destination ? ` Did you mean ${destination}?` : '';
    report({
      uri: anchor.file.uri,
      range: nodeRange(anchor),
      code: 'analytics-dead-path',
      message:
        `Readers viewed ${url} ${views} time${views === 1 ? '' : 's'} in the last ${viewedPaths.periodDays} days, ` +
        `but no page and no redirect has that path: they get a 404.${didYouMean}`,
      // no redirect from a path that the platform would read as a pattern: a reader chose it (`/%3Aslug*`)
      data: destination && isLiteralRedirectSource(url) ? { fix: 'addRedirect', source: url, destination } : undefined,
    });
  }
}

/** The page slug of a viewed path or URL (`/guides/errors#x` → `guides/errors`, `/` → ``), or undefined. */
export function slugOfPath(path: string): string | undefined {
  let pathname = path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
    try {
      const url = new URL(path);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      pathname = url.pathname;
    } catch {
      return undefined;
    }
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(upToFirstOf(pathname, '?#'));
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  // eslint-disable-next-line no-control-regex -- a control character in a path names no page
  if (segments.some((segment) => segment === '..' || /[\\\u0000-\u001f]/.test(segment))) return undefined;
  return segments.join('/');
}

/**
 * Where a dead path should lead: a close spelling of the whole path, else of its last segment (a page that moved to
 * another folder), else its folder's overview or index, else the nearest page.
 */
function closestExistingPage(root: DocsRoot, slug: string): string | undefined {
  const close = closestPage(root, slug);
  if (close) return close;
  const pages = pageFiles(root)
    .map((page) => page.path)
    .filter((path) => !path.startsWith('snippets/'));
  const name = (path: string) =>
    path
      .replace(/\/index$/, '')
      .split('/')
      .pop()!;
  const byName = closestMatch(name(slug), new Set(pages.map(name)));
  const moved = byName === undefined ? undefined : pages.find((path) => name(path) === byName);
  if (moved) return moved;
  const folder = slug.includes('/') ? slug.slice(0, slug.lastIndexOf('/')) : '';
  const inFolder = pages.filter((path) => (folder ? path.startsWith(`${folder}/`) : !path.includes('/')));
  const overview = ['overview', 'index', 'introduction'].map((name) => (folder ? `${folder}/${name}` : name));
  const preferred = overview.find((path) => inFolder.includes(path));
  if (preferred) return preferred;
  const candidates = inFolder.length ? inFolder : pages;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const path of candidates) {
    const distance = editDistance(slug, path);
    if (distance < bestDistance) [best, bestDistance] = [path, distance];
  }
  return best;
}

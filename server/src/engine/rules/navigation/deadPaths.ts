// analytics-dead-path: paths readers viewed in the analytics period that name no page of the site and match no
// `redirects` source: readers of an old link or a renamed page get a 404. The paths come from the editor (which
// holds the analytics key and cache); the engine only compares them with the site, and knows nothing of the network.
import { openApiSources, openApiValues } from '../../docsjson/openapiSources';
import { items, nodeRange, property, stringValue } from '../../docsjson/json';
import { DEFAULT_DIRECTORY } from '../../openapi/navigationSpecs';
import { DocsRoot } from '../../project/fileIndex';
import { closestPage, findPageFile, pageFiles } from '../../project/pagePaths';
import { closestMatch, editDistance } from '../../text';
import { ConfigRule } from './ruleContext';

export const checkDeadPaths: ConfigRule = ({ root, config, report, enabled, viewedPaths }) => {
  if (!viewedPaths || !enabled('analytics-dead-path') || !config.top) return;
  const redirectsProperty = property(config.top, 'redirects');
  const sources = (redirectsProperty?.valueNode ? items(redirectsProperty.valueNode) : []).flatMap((entry) => {
    const source = entry.node.type === 'object' ? stringValue(property(entry, 'source')?.valueNode) : undefined;
    return source === undefined ? [] : [redirectPattern(source)];
  });
  // Pages generated from a spec are not files: paths under a spec's directory are left to the spec's own checks.
  const specDirectories = openApiValues(config).flatMap(({ value }) =>
    openApiSources(value).map((s) => (s.directory ?? DEFAULT_DIRECTORY).replace(/^\/+|\/+$/g, '').toLowerCase()),
  );
  const anchor = redirectsProperty?.keyNode ?? property(config.top, 'navigation')?.keyNode;
  if (!anchor) return;
  const seen = new Set<string>();
  for (const { path, views } of viewedPaths.paths) {
    const slug = slugOfPath(path);
    if (slug === undefined || seen.has(slug)) continue;
    seen.add(slug);
    if (findPageFile(root, slug || 'index')) continue;
    const url = `/${slug}`;
    if (sources.some((source) => source.test(url))) continue;
    if (specDirectories.some((dir) => slug.toLowerCase() === dir || slug.toLowerCase().startsWith(`${dir}/`))) continue;
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
      data: destination ? { fix: 'addRedirect', source: url, destination } : undefined,
    });
  }
};

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
    decoded = decodeURIComponent(pathname.replace(/[?#].*$/s, ''));
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  // eslint-disable-next-line no-control-regex -- a control character in a path names no page
  if (segments.some((segment) => segment === '..' || /[\\\u0000-\u001f]/.test(segment))) return undefined;
  return segments.join('/');
}

/**
 * A redirect `source` as the platform matches it: `:name` is one path segment, `:name*` and `*` the rest of the
 * path; a trailing slash does not matter.
 */
export function redirectPattern(source: string): RegExp {
  const path = `/${source.trim().replace(/^\/+|\/+$/g, '')}`;
  const pattern = path
    .split(/(:[A-Za-z_][A-Za-z0-9_]*\*?|\*)/)
    .map((part, i) => (i % 2 === 0 ? part.replace(/[.+?^${}()|[\]\\]/g, '\\$&') : part.endsWith('*') ? '.*' : '[^/]+'))
    .join('');
  return new RegExp(`^${pattern}/?$`);
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

// Feedback `path` and conversation URLs name a page by path (`/guides/errors`) or full URL; this finds the page slug
// (`guides/errors`) that a docs root stores as `guides/errors.mdx`.

/** The page slug of a path or URL, or undefined for other schemes and paths leaving the root. */
export function pageSlugOf(pathOrUrl: string): string | undefined {
  if (!pathOrUrl.trim()) return undefined;
  let pathname: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl)) {
    let url: URL;
    try {
      url = new URL(pathOrUrl);
    } catch {
      return undefined;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    pathname = url.pathname;
  } else {
    const query = pathOrUrl.search(/[?#]/);
    pathname = query < 0 ? pathOrUrl : pathOrUrl.slice(0, query);
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter((segment) => segment && segment !== '.');
  if (segments.some((segment) => segment === '..' || segment.includes('\\'))) return undefined;
  const slug = segments.join('/').replace(/\.(mdx|md|html)$/i, '');
  return slug || 'index';
}

/** Slugs to try in turn: the whole slug, then without leading segments (a site served under `/docs/` and the like). */
export function slugCandidates(slug: string): string[] {
  const segments = slug.split('/');
  return segments.map((_, index) => segments.slice(index).join('/'));
}

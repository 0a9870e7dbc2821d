// What a link from the API may open: a page of the workspace, an http(s) site, or nothing at all.
import { pageSlugOf } from '../../../../shared/src/analytics/pagePath';

export type LinkTarget =
  /** Open the page's file when the workspace has it, else `external` if there is one. */
  | { readonly kind: 'page'; readonly slug: string; readonly external?: string }
  | { readonly kind: 'blocked'; readonly reason: string };

export function linkTarget(href: string): LinkTarget {
  const trimmed = href.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https')
    return { kind: 'blocked', reason: `${scheme}: links are not opened` };
  const slug = pageSlugOf(trimmed);
  if (slug === undefined) return { kind: 'blocked', reason: 'the link leaves the docs site' };
  return scheme ? { kind: 'page', slug, external: trimmed } : { kind: 'page', slug };
}

// The rows of the Pages view: every page of the site (navigation first, then files not in it) with its stats, plus
// viewed paths that have no page; which rows stand out (no traffic, worst thumbs-down ratio); and sorting.
import type { NavigationPage } from './sitePages';
import { emptyStats, PageStats, thumbsDownRatio } from './traffic';

export type PageKind = 'navigation' | 'hidden' | 'missing';

export interface PageRow {
  readonly slug: string;
  /** "Guides › Get started", "not in navigation", or "no page". */
  readonly place: string;
  readonly kind: PageKind;
  readonly stats: PageStats;
  /** A page of the site that nobody viewed or visited in the period: a candidate to remove. */
  readonly noTraffic: boolean;
  /** Among the pages with the highest share of thumbs down. */
  readonly worst: boolean;
}

export const SORT_COLUMNS = ['slug', 'place', 'views', 'visitors', 'thumbsUp', 'thumbsDown', 'ratio'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export interface Sort {
  readonly column: SortColumn;
  readonly descending: boolean;
}
export const DEFAULT_SORT: Sort = { column: 'views', descending: true };

const WORST_COUNT = 3;
const WORST_MIN_RATIO = 0.3;

export function pageRows(
  navigation: readonly NavigationPage[],
  files: readonly string[],
  stats: ReadonlyMap<string, PageStats>,
): PageRow[] {
  const rows: Omit<PageRow, 'noTraffic' | 'worst'>[] = [];
  const listed = new Set<string>();
  const row = (slug: string, place: string, kind: PageKind) => {
    listed.add(slug);
    rows.push({ slug, place, kind, stats: stats.get(slug) ?? emptyStats(slug) });
  };
  for (const page of navigation) row(page.slug, page.place.join(' › ') || '(top level)', 'navigation');
  for (const slug of files) if (!listed.has(slug)) row(slug, 'not in navigation', 'hidden');
  for (const [slug, page] of stats) if (!listed.has(slug) && page.views.total > 0) row(slug, 'no page', 'missing');
  const worst = new Set(
    rows
      .filter((r) => r.kind !== 'missing')
      .map((r) => [r.slug, thumbsDownRatio(r.stats)] as const)
      .filter((entry): entry is readonly [string, number] => entry[1] !== undefined && entry[1] >= WORST_MIN_RATIO)
      .sort((a, b) => b[1] - a[1])
      .slice(0, WORST_COUNT)
      .map(([slug]) => slug),
  );
  return rows.map((r) => ({
    ...r,
    noTraffic: r.kind !== 'missing' && r.stats.views.total === 0 && r.stats.visitors.total === 0,
    worst: worst.has(r.slug),
  }));
}

function sortValue(row: PageRow, column: SortColumn): number | string {
  switch (column) {
    case 'slug':
      return row.slug;
    case 'place':
      return row.place;
    case 'views':
      return row.stats.views.total;
    case 'visitors':
      return row.stats.visitors.total;
    case 'thumbsUp':
      return row.stats.thumbsUp;
    case 'thumbsDown':
      return row.stats.thumbsDown;
    case 'ratio':
      return thumbsDownRatio(row.stats) ?? -1;
  }
}

export function sortRows(rows: readonly PageRow[], sort: Sort): PageRow[] {
  const direction = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [sortValue(a, sort.column), sortValue(b, sort.column)];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order * direction || a.slug.localeCompare(b.slug);
  });
}

/** A sort message from the webview (untrusted): a known column, else the current sort. */
export function nextSort(current: Sort, column: unknown): Sort {
  if (!(SORT_COLUMNS as readonly unknown[]).includes(column)) return current;
  const chosen = column as SortColumn;
  if (chosen === current.column) return { column: chosen, descending: !current.descending };
  return { column: chosen, descending: chosen !== 'slug' && chosen !== 'place' };
}

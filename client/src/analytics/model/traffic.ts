// The traffic of each page for the period: views, visitors and feedback counts joined by page slug (a path is
// `/guides/errors`, a full URL or `/` for the index), and the one-line summary the code lens and hovers show.
import { pageSlugOf } from '../../../../shared/src/analytics/pagePath';
import { PageFeedbackCounts, PageTraffic } from '../../../../shared/src/analytics/types';
import type { TrafficSnapshot, TrafficState } from '../trafficLoader';
import { ViewedPathsParams } from '../../../../shared/src/analytics/viewedPaths';

export interface Counts {
  readonly human: number;
  readonly ai: number;
  readonly total: number;
}

export interface PageStats {
  readonly slug: string;
  readonly views: Counts;
  readonly visitors: Counts;
  readonly thumbsUp: number;
  readonly thumbsDown: number;
  readonly code: number;
}

const NONE: Counts = { human: 0, ai: 0, total: 0 };

/** A count the API sent as something else counts as 0: a service breaking its schema must not break the views. */
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function add(a: Counts, row: PageTraffic): Counts {
  return { human: a.human + count(row.human), ai: a.ai + count(row.ai), total: a.total + count(row.total) };
}

/** Stats per page slug; several paths of one page (anchors, full URLs) add up. */
export function statsBySlug(
  snapshot: Pick<TrafficSnapshot, 'views' | 'visitors' | 'feedback'>,
): Map<string, PageStats> {
  const stats = new Map<string, PageStats>();
  const update = (path: unknown, change: (current: PageStats) => PageStats) => {
    const slug = pageSlugOf(String(path ?? ''));
    if (slug === undefined) return;
    const current = stats.get(slug) ?? { slug, views: NONE, visitors: NONE, thumbsUp: 0, thumbsDown: 0, code: 0 };
    stats.set(slug, change(current));
  };
  for (const row of snapshot.views.entries) update(row.path, (s) => ({ ...s, views: add(s.views, row) }));
  for (const row of snapshot.visitors.entries) update(row.path, (s) => ({ ...s, visitors: add(s.visitors, row) }));
  for (const row of snapshot.feedback.entries as PageFeedbackCounts[])
    update(row.path, (s) => ({
      ...s,
      thumbsUp: s.thumbsUp + count(row.thumbsUp),
      thumbsDown: s.thumbsDown + count(row.thumbsDown),
      code: s.code + count(row.code),
    }));
  return stats;
}

export function emptyStats(slug: string): PageStats {
  return { slug, views: NONE, visitors: NONE, thumbsUp: 0, thumbsDown: 0, code: 0 };
}

/** 1204 as "1 204" (a narrow no-break space between thousands). */
export function formatCount(value: number): string {
  const digits = String(Math.round(value));
  if (!/^-?\d+$/.test(digits)) return digits; // NaN, Infinity, 1e+21
  const sign = digits.startsWith('-') ? '-' : '';
  const groups: string[] = [];
  for (let end = digits.length; end > sign.length; end -= 3)
    groups.unshift(digits.slice(Math.max(sign.length, end - 3), end));
  return sign + groups.join('\u202f');
}

/** "1 204 views · 311 visitors (280 human · 31 AI) · 👍 12 👎 3 · 30 days" */
export function trafficLine(stats: PageStats, period: number): string {
  const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;
  return [
    plural(stats.views.total, 'view'),
    `${plural(stats.visitors.total, 'visitor')} (${formatCount(stats.visitors.human)} human · \
${formatCount(stats.visitors.ai)} AI)`,
    `👍 ${formatCount(stats.thumbsUp)} 👎 ${formatCount(stats.thumbsDown)}`,
    `${period} days`,
  ].join(' · ');
}

/** Share of thumbs down among the thumbs, or undefined with fewer than `minVotes` votes (too few to judge). */
export function thumbsDownRatio(stats: PageStats, minVotes = 3): number | undefined {
  const votes = stats.thumbsUp + stats.thumbsDown;
  return votes >= minVotes ? stats.thumbsDown / votes : undefined;
}

/** Paths readers viewed in the period, with their views: what the dead-path rule checks against the site. */
export function viewedPaths(snapshot: Pick<TrafficSnapshot, 'views'>): { path: string; views: number }[] {
  return snapshot.views.entries
    .filter((row) => typeof row.path === 'string' && count(row.total) > 0)
    .map((row) => ({ path: row.path, views: count(row.total) }));
}

/**
 * What the language server is told for a traffic state: the viewed paths once loaded, null when analytics is not
 * set up or failed (the rule is off then), and nothing new while loading.
 */
export function viewedPathsParams(state: TrafficState, period: number): ViewedPathsParams | null | 'unchanged' {
  if (state.kind === 'loading') return 'unchanged';
  if (state.kind !== 'ready') return null;
  return { periodDays: state.snapshot.period ?? period, paths: viewedPaths(state.snapshot) };
}

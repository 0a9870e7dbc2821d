// The data of the panel's four charts; each is a list of labelled counts in display order.
import { pageSlugOf } from '../../../../shared/src/analytics/pagePath';
import { CallerStats, Conversation, FEEDBACK_STATUSES, FeedbackEntry } from '../../../../shared/src/analytics/types';

export interface ChartPoint {
  readonly label: string;
  readonly value: number;
}

/** Feedback per UTC day, oldest first, with zero days filled in between the first and last day. */
export function feedbackPerDay(entries: readonly FeedbackEntry[]): ChartPoint[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const time = entry.createdAt ? Date.parse(entry.createdAt) : NaN;
    if (Number.isNaN(time)) continue;
    const day = new Date(time).toISOString().slice(0, 10);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const days = [...counts.keys()].sort();
  if (days.length === 0) return [];
  const points: ChartPoint[] = [];
  for (let day = Date.parse(days[0]); day <= Date.parse(days[days.length - 1]); day += 86_400_000) {
    const label = new Date(day).toISOString().slice(0, 10);
    points.push({ label, value: counts.get(label) ?? 0 });
  }
  return points;
}

/** Counts per status: the known ones in workflow order (zeros kept), then any others the service adds. */
export function statusBreakdown(entries: readonly FeedbackEntry[]): ChartPoint[] {
  const counts = countBy(entries, (e) => String(e.status));
  const known = FEEDBACK_STATUSES.map((status) => ({ label: status, value: counts.get(status) ?? 0 }));
  const others = [...counts]
    .filter(([label]) => !(FEEDBACK_STATUSES as readonly string[]).includes(label))
    .map(([label, value]) => ({ label, value }));
  return [...known, ...byCount(others)];
}

/** The pages with the most feedback. */
export function topPages(entries: readonly FeedbackEntry[], count = 8): ChartPoint[] {
  return byCount(
    [...countBy(entries, (e) => pageSlugOf(String(e.path ?? '')) ?? String(e.path ?? ''))].map(([label, value]) => ({
      label,
      value,
    })),
  ).slice(0, count);
}

/** Conversations per query category; no category counts as "uncategorised". */
export function queryCategories(conversations: readonly Conversation[]): ChartPoint[] {
  return byCount(
    [...countBy(conversations, (c) => c.queryCategory ?? 'uncategorised')].map(([label, value]) => ({ label, value })),
  );
}

/** Assistant queries per caller (web, API, other), in that order, with the service's own labels. */
export function callerPoints(stats: CallerStats): ChartPoint[] {
  const value = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
  return [
    { label: 'web', value: value(stats.web) },
    { label: 'API', value: value(stats.api) },
    { label: 'other', value: value(stats.other) },
  ];
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function byCount(points: ChartPoint[]): ChartPoint[] {
  return points.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}

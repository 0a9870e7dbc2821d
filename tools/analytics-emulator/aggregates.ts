// The emulator's answers for the aggregate endpoints: views and visitors per path (offset pages), search terms
// (opaque cursors), feedback counts per page (no paging) and caller stats, all summed over the days in the range.
import { pageSlugOf } from '../../shared/src/analytics/pagePath';
import {
  CallerStats,
  FeedbackEntry,
  PageFeedbackCounts,
  PageTraffic,
  SearchTerm,
} from '../../shared/src/analytics/types';
import { Dataset } from './data';
import { Faults } from './faults';
import { EmulatorQuery } from './query';
import { decodeSearchCursor, encodeSearchCursor } from './searchCursor';
import { Traffic } from './trafficData';

const DAY = 86_400_000;

/** Days whose start lies in [from, to): dateTo is exclusive. */
function dayIndexes(traffic: Traffic, query: EmulatorQuery): number[] {
  return traffic.dayStarts.flatMap((start, index) =>
    (query.from === undefined || start + DAY > query.from) && (query.to === undefined || start < query.to)
      ? [index]
      : [],
  );
}

const byCountThen =
  <T>(count: (item: T) => number, name: (item: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);

/** Per-path rows (paths without any event in the range left out), most first, and the site totals. */
export function trafficRows(
  traffic: Traffic,
  query: EmulatorQuery,
  kind: 'views' | 'visitors',
): { rows: PageTraffic[]; totals: { human: number; ai: number; total: number } } {
  const days = dayIndexes(traffic, query);
  const [humanColumn, aiColumn] = kind === 'views' ? [0, 1] : [2, 3];
  const rows: PageTraffic[] = [];
  for (const { path, days: counts } of traffic.paths) {
    let human = 0;
    let ai = 0;
    for (const day of days) {
      human += counts[day][humanColumn];
      ai += counts[day][aiColumn];
    }
    if (human + ai === 0) continue;
    // Distinct visitors are deduplicated across human and AI: a few of them are counted as both.
    const total = kind === 'views' ? human + ai : human + ai - Math.floor(Math.min(human, ai) / 20);
    rows.push({ path, human, ai, total });
  }
  rows.sort(
    byCountThen(
      (row) => row.total,
      (row) => row.path,
    ),
  );
  const sum = (pick: (row: PageTraffic) => number) => rows.reduce((total, row) => total + pick(row), 0);
  // A visitor reads several pages: the site has fewer distinct visitors than the pages' visitors added up.
  const share = kind === 'views' ? 1 : 0.55;
  const human = Math.round(sum((row) => row.human) * share);
  const ai = Math.round(sum((row) => row.ai) * share);
  const total = kind === 'views' ? human + ai : Math.round(sum((row) => row.total) * share);
  return { rows, totals: { human, ai, total } };
}

export function offsetPage(
  traffic: Traffic,
  query: EmulatorQuery,
  kind: 'views' | 'visitors',
  faults: Faults,
  extraFields: boolean,
): object {
  const { rows, totals } = trafficRows(traffic, query, kind);
  const offset = faults.ignoreOffset ? 0 : (query.offset ?? 0);
  const page = rows.slice(offset, offset + query.limit).map((row) => (extraFields ? { ...row, bounceRate: 0.4 } : row));
  return { totals, [kind]: page, hasMore: offset + query.limit < rows.length };
}

export function searchRows(traffic: Traffic, query: EmulatorQuery): { rows: SearchTerm[]; totalSearches: number } {
  const days = dayIndexes(traffic, query);
  const rows: SearchTerm[] = [];
  for (const term of traffic.searches) {
    const hits = days.reduce((sum, day) => sum + term.hits[day], 0);
    if (hits === 0) continue;
    const clicks = term.page === null ? 0 : Math.round(hits * term.clickRate);
    const last = days.find((day) => term.hits[day] > 0)!;
    rows.push({
      searchQuery: term.term,
      hits,
      ctr: clicks / hits,
      topClickedPage: clicks > 0 ? term.page : null,
      // Late in the day, so that the last search lies inside the day it is counted in.
      lastSearchedAt: new Date(traffic.dayStarts[last] + 17 * 3_600_000 + 1234).toISOString(),
    });
  }
  rows.sort(
    byCountThen(
      (row) => row.hits,
      (row) => row.searchQuery,
    ),
  );
  return { rows, totalSearches: rows.reduce((sum, row) => sum + row.hits, 0) };
}

export function searchesPage(traffic: Traffic, query: EmulatorQuery, faults: Faults, extraFields: boolean): object {
  const { rows, totalSearches } = searchRows(traffic, query);
  const start = query.cursor === undefined ? 0 : decodeSearchCursor(query.cursor)!;
  const page = rows.slice(start, start + query.limit).map((row) => (extraFields ? { ...row, locale: 'en' } : row));
  let nextCursor = start + query.limit < rows.length ? encodeSearchCursor(start + query.limit) : null;
  if (nextCursor && faults.repeatCursor && query.cursor !== undefined) nextCursor = query.cursor;
  return { searches: page, totalSearches, nextCursor };
}

/** The feedback of each page (anchors, full URLs and the bare path counted together), most first. */
export function feedbackByPage(feedback: readonly FeedbackEntry[]): PageFeedbackCounts[] {
  const counts = new Map<string, { thumbsUp: number; thumbsDown: number; code: number; total: number }>();
  for (const entry of feedback) {
    const slug = pageSlugOf(entry.path);
    const path = slug === undefined ? entry.path : slug === 'index' ? '/' : `/${slug}`;
    const row = counts.get(path) ?? { thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 };
    if (entry.source === 'contextual' && entry.helpful === true) row.thumbsUp++;
    if (entry.source === 'contextual' && entry.helpful === false) row.thumbsDown++;
    if (entry.source === 'code_snippet') row.code++;
    row.total++;
    counts.set(path, row);
  }
  return [...counts]
    .map(([path, row]) => ({ path, ...row }))
    .sort(
      byCountThen(
        (row) => row.total,
        (row) => row.path,
      ),
    );
}

export function feedbackByPagePage(matching: readonly FeedbackEntry[], query: EmulatorQuery): object {
  const rows = feedbackByPage(matching);
  return { feedback: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

export function callerStats(data: Dataset, traffic: Traffic, inRange: (time: number) => boolean): CallerStats {
  const stats = { web: 0, api: 0, other: 0, total: 0 };
  for (const conversation of data.conversations) {
    if (!inRange(Date.parse(conversation.timestamp))) continue;
    stats[traffic.callers.get(conversation.id) ?? 'web']++;
    stats.total++;
  }
  return stats;
}

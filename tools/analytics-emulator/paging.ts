// One page of the emulator's answer: filters, newest first, the cursor as the last ID of the previous page, and the
// cursor faults.
import { AnalyticsEndpoint, EntryOf, PAGE_ARRAY_KEY } from '../../shared/src/analytics/types';
import { Dataset } from './data';
import { Faults } from './faults';
import { EmulatorQuery } from './query';

/** The entries of the dataset that the query's dates (dateTo exclusive), statuses and source select. */
export function matchingEntries<E extends AnalyticsEndpoint>(
  endpoint: E,
  data: Dataset,
  query: EmulatorQuery,
): EntryOf[E][] {
  const all = (endpoint === 'feedback' ? data.feedback : data.conversations) as EntryOf[E][];
  return all.filter((entry) => {
    const text = endpoint === 'feedback' ? entry.createdAt : entry.timestamp;
    if (!inDateRange(query, typeof text === 'string' ? Date.parse(text) : NaN)) return false;
    if (query.statuses && !query.statuses.has(String(entry.status))) return false;
    return query.source === undefined || entry.source === query.source;
  });
}

/** Whether a time is inside the query's dates (dateTo exclusive); an unknown time is only outside a range. */
export function inDateRange(query: EmulatorQuery, time: number): boolean {
  if (query.from === undefined && query.to === undefined) return true;
  if (Number.isNaN(time)) return false;
  return (query.from === undefined || time >= query.from) && (query.to === undefined || time < query.to);
}

export function pageOf(endpoint: AnalyticsEndpoint, data: Dataset, query: EmulatorQuery, faults: Faults): object {
  const matching = matchingEntries(endpoint, data, query);
  // Entries are newest first by ULID; a cursor is the last ID of the previous page.
  const start = query.cursor === undefined ? 0 : matching.findIndex((entry) => entry.id < query.cursor!);
  const entries = start < 0 ? [] : matching.slice(start, start + query.limit);
  const hasMore = start >= 0 && start + query.limit < matching.length;
  let nextCursor = hasMore ? entries[entries.length - 1].id : null;
  if (hasMore && faults.nullCursor) nextCursor = null;
  if (hasMore && faults.repeatCursor && query.cursor !== undefined) nextCursor = query.cursor;
  return { [PAGE_ARRAY_KEY[endpoint]]: entries, nextCursor, hasMore };
}

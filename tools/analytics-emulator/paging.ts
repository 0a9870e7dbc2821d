// One page of the emulator's answer: filters, newest first, the cursor as the last ID of the previous page, and the
// cursor faults.
import { AnalyticsEndpoint, PAGE_ARRAY_KEY } from '../../shared/src/analytics/types';
import { Dataset } from './data';
import { Faults } from './faults';
import { EmulatorQuery } from './query';

export function pageOf(endpoint: AnalyticsEndpoint, data: Dataset, query: EmulatorQuery, faults: Faults): object {
  const all: readonly { id: string; [field: string]: unknown }[] =
    endpoint === 'feedback' ? data.feedback : data.conversations;
  const matching = all.filter((entry) => {
    const text = endpoint === 'feedback' ? entry.createdAt : entry.timestamp;
    const time = typeof text === 'string' ? Date.parse(text) : NaN;
    if ((query.from !== undefined || query.to !== undefined) && Number.isNaN(time)) return false;
    if (query.from !== undefined && time < query.from) return false;
    if (query.to !== undefined && time >= query.to) return false; // dateTo is exclusive
    if (query.statuses && !query.statuses.has(String(entry.status))) return false;
    return query.source === undefined || entry.source === query.source;
  });
  // Entries are newest first by ULID; a cursor is the last ID of the previous page.
  const start = query.cursor === undefined ? 0 : matching.findIndex((entry) => entry.id < query.cursor!);
  const entries = start < 0 ? [] : matching.slice(start, start + query.limit);
  const hasMore = start >= 0 && start + query.limit < matching.length;
  let nextCursor = hasMore ? entries[entries.length - 1].id : null;
  if (hasMore && faults.nullCursor) nextCursor = null;
  if (hasMore && faults.repeatCursor && query.cursor !== undefined) nextCursor = query.cursor;
  return { [PAGE_ARRAY_KEY[endpoint]]: entries, nextCursor, hasMore };
}

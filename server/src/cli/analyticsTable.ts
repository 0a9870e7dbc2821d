// The `table` format of `docs-lsp analytics`: one readable line per entry. API text is flattened and stripped of
// control characters so that a comment cannot move the cursor or recolour the terminal.
import { AnalyticsEndpoint, Conversation, EntryOf, FeedbackEntry } from '../../../shared/src/analytics/types';

/** `2026-01-02T03:04:05Z` as `2026-01-02 03:04`. */
const minute = (time: string | null | undefined) => time?.slice(0, 16).replace('T', ' ');

type Cell<T> = readonly [header: string, width: number, value: (entry: T) => unknown];

const FEEDBACK: readonly Cell<FeedbackEntry>[] = [
  ['created', 16, (e) => minute(e.createdAt)],
  ['status', 11, (e) => e.status],
  ['source', 12, (e) => e.source],
  ['helpful', 7, (e) => (typeof e.helpful === 'boolean' ? (e.helpful ? 'yes' : 'no') : '')],
  ['page', 32, (e) => e.path],
  ['comment', 60, (e) => e.comment],
];

const ASSISTANT: readonly Cell<Conversation>[] = [
  ['time', 16, (e) => minute(e.timestamp)],
  ['category', 15, (e) => e.queryCategory],
  ['resolution', 10, (e) => e.resolutionStatus],
  ['sources', 7, (e) => (Array.isArray(e.sources) ? e.sources.length : '')],
  ['query', 60, (e) => e.query],
];

const CELLS: { [E in AnalyticsEndpoint]: readonly Cell<EntryOf[E]>[] } = { feedback: FEEDBACK, assistant: ASSISTANT };

/** One line of plain text, at most `width` characters. */
function cellText(value: unknown, width: number): string {
  const text = value === null || value === undefined ? '' : String(value);
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

export function formatTable<E extends AnalyticsEndpoint>(endpoint: E, entries: readonly EntryOf[E][]): string {
  const cells = CELLS[endpoint] as readonly Cell<EntryOf[E]>[];
  const line = (texts: string[]) => `${texts.join('  ').trimEnd()}\n`;
  const header = line(cells.map(([name, width]) => name.padEnd(width)));
  const rule = line(cells.map(([, width]) => '-'.repeat(width)));
  const rows = entries.map((entry) => line(cells.map(([, width, value]) => cellText(value(entry), width))));
  return (
    `${header}${rule}${rows.join('')}${entries.length} ` +
    `${endpoint === 'feedback' ? 'feedback entries' : 'conversations'}\n`
  );
}

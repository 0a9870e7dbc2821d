// Export formats shared by the CLI and the panel: a JSON array with every field kept, and RFC 4180 CSV with fixed
// columns.
import { AnalyticsEndpoint, contactEmail, Conversation, EntryOf, FeedbackEntry } from './types';

type Column<T> = readonly [name: string, value: (entry: T) => unknown];

const FEEDBACK_COLUMNS: readonly Column<FeedbackEntry>[] = [
  ['id', (e) => e.id],
  ['createdAt', (e) => e.createdAt],
  ['path', (e) => e.path],
  ['source', (e) => e.source],
  ['status', (e) => e.status],
  ['helpful', (e) => e.helpful],
  ['comment', (e) => e.comment],
  ['contact', (e) => contactEmail(e.contact)],
  ['code', (e) => e.code],
  ['filename', (e) => e.filename],
  ['lang', (e) => e.lang],
];

const ASSISTANT_COLUMNS: readonly Column<Conversation>[] = [
  ['id', (e) => e.id],
  ['timestamp', (e) => e.timestamp],
  ['query', (e) => e.query],
  ['response', (e) => e.response],
  ['responseType', (e) => e.responseType],
  ['resolutionStatus', (e) => e.resolutionStatus],
  ['queryCategory', (e) => e.queryCategory],
  ['pageUrl', (e) => e.pageUrl],
  // Sources are a list of objects: kept whole as JSON so that nothing is lost.
  ['sources', (e) => (Array.isArray(e.sources) ? JSON.stringify(e.sources) : e.sources)],
];

const COLUMNS: { [E in AnalyticsEndpoint]: readonly Column<EntryOf[E]>[] } = {
  feedback: FEEDBACK_COLUMNS,
  assistant: ASSISTANT_COLUMNS,
};

/** One CSV field: quoted when it holds a comma, quote, CR or LF (quotes doubled); the text itself is never changed. */
export function csvField(value: unknown): string {
  const text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: CRLF line ends, a header row, one row per entry. */
export function toCsv<E extends AnalyticsEndpoint>(endpoint: E, entries: readonly EntryOf[E][]): string {
  const columns = COLUMNS[endpoint] as readonly Column<EntryOf[E]>[];
  const rows = [
    columns.map(([name]) => name).join(','),
    ...entries.map((entry) => columns.map(([, value]) => csvField(value(entry))).join(',')),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

export function toJson(entries: readonly unknown[]): string {
  return `${JSON.stringify(entries, null, 2)}\n`;
}

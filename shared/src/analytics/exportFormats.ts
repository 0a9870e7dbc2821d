// Export formats shared by the CLI and the panel: a JSON array with every field kept, and RFC 4180 CSV with fixed
// columns.
import {
  AssistantThread,
  CallerStats,
  contactEmail,
  Conversation,
  EntryOf,
  FeedbackEntry,
  ListEndpoint,
  PageFeedbackCounts,
  PageTraffic,
  SearchTerm,
} from './types';

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

const TRAFFIC_COLUMNS: readonly Column<PageTraffic>[] = [
  ['path', (e) => e.path],
  ['human', (e) => e.human],
  ['ai', (e) => e.ai],
  ['total', (e) => e.total],
];

const SEARCH_COLUMNS: readonly Column<SearchTerm>[] = [
  ['searchQuery', (e) => e.searchQuery],
  ['hits', (e) => e.hits],
  ['ctr', (e) => e.ctr],
  ['topClickedPage', (e) => e.topClickedPage],
  ['lastSearchedAt', (e) => e.lastSearchedAt],
];

const FEEDBACK_BY_PAGE_COLUMNS: readonly Column<PageFeedbackCounts>[] = [
  ['path', (e) => e.path],
  ['thumbsUp', (e) => e.thumbsUp],
  ['thumbsDown', (e) => e.thumbsDown],
  ['code', (e) => e.code],
  ['total', (e) => e.total],
];

const COLUMNS: { [E in ListEndpoint]: readonly Column<EntryOf[E]>[] } = {
  feedback: FEEDBACK_COLUMNS,
  assistant: ASSISTANT_COLUMNS,
  views: TRAFFIC_COLUMNS,
  visitors: TRAFFIC_COLUMNS,
  searches: SEARCH_COLUMNS,
  'feedback/by-page': FEEDBACK_BY_PAGE_COLUMNS,
};

const CALLER_STATS_COLUMNS: readonly Column<CallerStats>[] = [
  ['web', (e) => e.web],
  ['api', (e) => e.api],
  ['other', (e) => e.other],
  ['total', (e) => e.total],
];

/** One row per message, the thread's ID first so that several threads can be appended into one file. */
const THREAD_COLUMNS: readonly Column<{ thread: AssistantThread; message: AssistantThread['messages'][number] }>[] = [
  ['threadId', (e) => e.thread.threadId],
  ['id', (e) => e.message.id],
  ['role', (e) => e.message.role],
  ['createdAt', (e) => e.message.createdAt],
  ['content', (e) => e.message.content],
];

/** What a spreadsheet reads as a formula at the start of a cell (OWASP's list for CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: quoted when it holds a comma, quote, CR or LF (quotes doubled). Text from readers (feedback, search
 * queries, assistant messages) that starts as a formula does in a spreadsheet (`=`, `+`, `-`, `@`, tab, CR) gets a
 * `'` before it, as OWASP advises, so opening the export never runs it; numbers stay numbers.
 */
export function csvField(value: unknown): string {
  const text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvRows<T>(columns: readonly Column<T>[], entries: readonly T[]): string {
  const rows = [
    columns.map(([name]) => name).join(','),
    ...entries.map((entry) => columns.map(([, value]) => csvField(value(entry))).join(',')),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/** RFC 4180: CRLF line ends, a header row, one row per entry. */
export function toCsv<E extends ListEndpoint>(endpoint: E, entries: readonly EntryOf[E][]): string {
  return csvRows(COLUMNS[endpoint] as readonly Column<EntryOf[E]>[], entries);
}

export function callerStatsCsv(stats: CallerStats): string {
  return csvRows(CALLER_STATS_COLUMNS, [stats]);
}

export function threadCsv(thread: AssistantThread): string {
  return csvRows(
    THREAD_COLUMNS,
    thread.messages.map((message) => ({ thread, message })),
  );
}

export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

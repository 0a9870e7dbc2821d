// The `table` format of `docs-lsp analytics`: one readable line per entry. API text is flattened and stripped of
// control characters so that a comment cannot move the cursor or recolour the terminal.
import {
  AssistantThread,
  CallerStats,
  Conversation,
  EntryOf,
  FeedbackEntry,
  ListEndpoint,
  PageFeedbackCounts,
  PageTraffic,
  SearchTerm,
} from '../../../shared/src/analytics/types';
import { printable } from './printable';

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

const TRAFFIC: readonly Cell<PageTraffic>[] = [
  ['total', 9, (e) => e.total],
  ['human', 9, (e) => e.human],
  ['AI', 9, (e) => e.ai],
  ['page', 60, (e) => e.path],
];

const SEARCHES: readonly Cell<SearchTerm>[] = [
  ['hits', 7, (e) => e.hits],
  ['CTR', 5, (e) => (typeof e.ctr === 'number' ? `${Math.round(e.ctr * 100)}%` : '')],
  ['last searched', 16, (e) => minute(e.lastSearchedAt)],
  ['term', 32, (e) => e.searchQuery],
  ['most-clicked page', 40, (e) => e.topClickedPage ?? '(none)'],
];

const FEEDBACK_BY_PAGE: readonly Cell<PageFeedbackCounts>[] = [
  ['total', 6, (e) => e.total],
  ['up', 5, (e) => e.thumbsUp],
  ['down', 5, (e) => e.thumbsDown],
  ['code', 5, (e) => e.code],
  ['page', 60, (e) => e.path],
];

const CELLS: { [E in ListEndpoint]: readonly Cell<EntryOf[E]>[] } = {
  feedback: FEEDBACK,
  assistant: ASSISTANT,
  views: TRAFFIC,
  visitors: TRAFFIC,
  searches: SEARCHES,
  'feedback/by-page': FEEDBACK_BY_PAGE,
};

const NOUNS: { [E in ListEndpoint]: string } = {
  feedback: 'feedback entries',
  assistant: 'conversations',
  views: 'pages',
  visitors: 'pages',
  searches: 'search terms',
  'feedback/by-page': 'pages',
};

/** One line of plain text, at most `width` characters. */
function cellText(value: unknown, width: number): string {
  const text = value === null || value === undefined ? '' : String(value);
  // line breaks and tabs as one space; every other unprintable character escaped
  const flat = printable(text.replace(/[\n\r\t]+/g, ' ')).trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

function table<T>(cells: readonly Cell<T>[], entries: readonly T[], footer: string): string {
  const line = (texts: string[]) => `${texts.join('  ').trimEnd()}\n`;
  const header = line(cells.map(([name, width]) => name.padEnd(width)));
  const rule = line(cells.map(([, width]) => '-'.repeat(width)));
  const rows = entries.map((entry) => line(cells.map(([, width, value]) => cellText(value(entry), width))));
  return `${header}${rule}${rows.join('')}${footer}\n`;
}

export function formatTable<E extends ListEndpoint>(endpoint: E, entries: readonly EntryOf[E][]): string {
  return table(CELLS[endpoint] as readonly Cell<EntryOf[E]>[], entries, `${entries.length} ${NOUNS[endpoint]}`);
}

export function formatCallerStatsTable(stats: CallerStats): string {
  const share = (n: number) => (stats.total > 0 ? `${Math.round((n / stats.total) * 100)}%` : '');
  const rows = (['web', 'api', 'other', 'total'] as const).map((caller) => ({ caller, count: stats[caller] }));
  return table(
    [
      ['caller', 6, (row) => row.caller],
      ['queries', 9, (row) => row.count],
      ['share', 5, (row) => (row.caller === 'total' ? '' : share(row.count))],
    ],
    rows,
    `${stats.total} assistant queries`,
  );
}

export function formatThreadTable(thread: AssistantThread): string {
  return table(
    [
      ['time', 16, (m) => minute(m.createdAt)],
      ['role', 9, (m) => m.role],
      ['message', 100, (m) => m.content],
    ],
    thread.messages,
    `${thread.messages.length} messages in thread ${cellText(thread.threadId, 40).trim()}`,
  );
}

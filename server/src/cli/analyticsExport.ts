// `docs-lsp analytics <what> --project ID [...]`: a complete export of one analytics endpoint, never cached.
// Key from DOCS_API_KEY, base URL from --base-url or DOCS_API_BASE_URL. Exit 0 done, 1 API error (or the output file
// could not be written), 2 usage error (nothing sent).
import { AnalyticsClient } from '../../../shared/src/analytics/client';
import { AnalyticsError } from '../../../shared/src/analytics/errors';
import { callerStatsCsv, threadCsv, toCsv, toJson } from '../../../shared/src/analytics/exportFormats';
import {
  AnalyticsQuery,
  AssistantThread,
  CallerStats,
  EntryOf,
  LIST_SHAPES,
  ListEndpoint,
} from '../../../shared/src/analytics/types';
import { parseArgs, ParsedArgs } from './args';
import { formatCallerStatsTable, formatTable, formatThreadTable } from './analyticsTable';
import { CliCommand, CliIo, UsageError } from './io';
import { checkOutputFile, OutputFileError, writeFileAtomic } from './outputFile';
import * as path from 'node:path';
import { printable } from './printable';

const FORMATS = ['json', 'csv', 'table'] as const;
type Format = (typeof FORMATS)[number];

/** The commands that export a list, by the endpoint they read. */
const LIST_COMMANDS: Record<string, ListEndpoint> = {
  feedback: 'feedback',
  assistant: 'assistant',
  views: 'views',
  visitors: 'visitors',
  searches: 'searches',
  'feedback-by-page': 'feedback/by-page',
};
const COMMANDS = [...Object.keys(LIST_COMMANDS), 'caller-stats', 'thread'];

/** Options that only some commands take; any other command refuses them. */
const ONLY_FOR: Record<string, readonly string[]> = {
  status: ['feedback', 'feedback-by-page'],
  source: ['feedback', 'feedback-by-page'],
  'page-size': Object.keys(LIST_COMMANDS),
  max: Object.keys(LIST_COMMANDS),
  totals: ['views', 'visitors', 'searches'],
  from: COMMANDS.filter((command) => command !== 'thread'),
  to: COMMANDS.filter((command) => command !== 'thread'),
};

interface Output {
  readonly text: string;
  /** Notes for stderr (totals, more pages than listed). */
  readonly notes: string[];
  /** How many entries a list holds (for the note once a file is written). */
  readonly entries?: number;
}

export const analyticsCommand: CliCommand = {
  summary: 'export analytics: feedback, conversations, views, visitors, searches, caller stats, a thread',
  synopsis: 'feedback|assistant|views|visitors|searches|feedback-by-page|caller-stats|thread ID --project ID [options]',
  options: [
    { name: 'project', value: 'ID', help: 'the documentation project (required)' },
    { name: 'base-url', value: 'URL', help: 'the analytics API (default: DOCS_API_BASE_URL)' },
    { name: 'from', value: 'DATE', help: 'first date, ISO 8601 or YYYY-MM-DD (not for thread)' },
    { name: 'to', value: 'DATE', help: 'end date, exclusive' },
    {
      name: 'status',
      value: 'a,b',
      help: 'feedback, feedback-by-page: pending, in_progress, resolved, dismissed (comma-separated)',
    },
    { name: 'source', value: 'S', help: 'feedback, feedback-by-page: code_snippet, contextual, agent, thumbs_only' },
    {
      name: 'page-size',
      value: 'N',
      help: 'entries per request (feedback 100, assistant 1000, views/visitors 250, searches 100 at most)',
    },
    { name: 'max', value: 'N', help: 'stop after N entries' },
    { name: 'totals', help: 'views, visitors, searches: the site totals beside the entries (json only)' },
    { name: 'format', value: 'json|csv|table', help: 'json (default, every field), csv (RFC 4180) or table' },
    {
      name: 'output',
      alias: 'o',
      value: 'FILE',
      help: 'write to FILE instead of stdout, replaced only when the export is complete',
    },
  ],
  notes: [
    'Commands: feedback (reader feedback), assistant (conversations), views and visitors (per path, human and AI),',
    'searches (terms, hits, click-through), feedback-by-page (thumbs and code feedback per page, one request),',
    'caller-stats (assistant queries by caller), thread ID (one whole assistant conversation).',
    'The key is read from DOCS_API_KEY (an admin key, mint_...).',
    'Exit codes: 0 done, 1 API error or the file could not be written, 2 usage error (no request sent).',
  ],
  async run(argv, io) {
    const args = parseArgs(argv, this.options);
    const [command, ...rest] = args.positionals;
    if (command === undefined || !COMMANDS.includes(command))
      throw new UsageError(
        `expects one of ${COMMANDS.join(', ')}, not ${command === undefined ? 'nothing' : `"${command}"`}`,
      );
    const threadId = command === 'thread' ? rest.shift() : undefined;
    if (command === 'thread' && threadId === undefined) throw new UsageError('thread expects a thread ID');
    if (rest.length) throw new UsageError(`unexpected argument "${rest[0]}"`);
    for (const [option, commands] of Object.entries(ONLY_FOR)) {
      if ((args.values[option] || args.flags.has(option)) && !commands.includes(command))
        throw new UsageError(`--${option} is for ${commands.join(', ')}, not ${command}`);
    }
    const format = (last(args, 'format') ?? 'json') as Format;
    if (!FORMATS.includes(format)) throw new UsageError(`--format must be json, csv or table, not "${format}"`);
    if (args.flags.has('totals') && format !== 'json')
      throw new UsageError('--totals is for --format json; csv and table print the totals on stderr');
    const max = wholeNumber(args, 'max');
    const outputPath = outputFile(args, io);
    const client = createClient(args, io);
    const dates = { dateFrom: last(args, 'from'), dateTo: last(args, 'to') };
    let output: Output;
    try {
      if (command === 'caller-stats') output = callerStatsOutput(await client.callerStats(dates), format);
      else if (command === 'thread') output = threadOutput(await client.thread(threadId!), format);
      else {
        const endpoint = LIST_COMMANDS[command];
        const query: AnalyticsQuery = {
          ...dates,
          status: last(args, 'status')?.split(','),
          source: last(args, 'source'),
          // One request answers feedback by page: ask for as many pages as the API lists.
          limit:
            wholeNumber(args, 'page-size') ??
            (endpoint === 'feedback/by-page' ? LIST_SHAPES[endpoint].limit.max : undefined),
        };
        output = await listOutput(client, endpoint, query, max, format, args.flags.has('totals'), io);
      }
    } catch (error) {
      if (!(error instanceof AnalyticsError)) throw error;
      if (error.isUsageError) throw new UsageError(error.message);
      io.stderr(`docs-lsp analytics: ${printable(error.message)}\n`);
      return 1;
    }
    for (const note of output.notes) io.stderr(`docs-lsp analytics: ${printable(note)}\n`);
    if (outputPath === undefined) {
      io.stdout(output.text);
      return 0;
    }
    try {
      // Exports hold readers' e-mail addresses: only the user may read the file.
      writeFileAtomic(outputPath, output.text, { mode: 0o600 });
    } catch (error) {
      if (!(error instanceof OutputFileError)) throw error;
      io.stderr(`docs-lsp analytics: ${printable(error.message)}\n`);
      return 1;
    }
    const what = output.entries === undefined ? '' : `${output.entries} entries to `;
    io.stderr(`docs-lsp analytics: wrote ${what}${outputPath}\n`);
    return 0;
  },
};

function last(args: ParsedArgs, name: string): string | undefined {
  return args.values[name]?.at(-1);
}

function wholeNumber(args: ParsedArgs, name: string): number | undefined {
  const text = last(args, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1)
    throw new UsageError(`--${name} expects a whole number of at least 1, not "${text}"`);
  return value;
}

/** The `-o` file, checked before any request so that a wasted export costs nothing of the hourly budget. */
function outputFile(args: ParsedArgs, io: CliIo): string | undefined {
  const value = last(args, 'output');
  if (value === undefined || value === '-') return undefined;
  if (value === '') throw new UsageError('-o expects a file name');
  const file = path.resolve(io.cwd, value);
  try {
    checkOutputFile(file);
  } catch (error) {
    throw error instanceof OutputFileError ? new UsageError(error.message) : error;
  }
  return file;
}

function createClient(args: ParsedArgs, io: CliIo): AnalyticsClient {
  const projectId = last(args, 'project');
  if (!projectId) throw new UsageError('--project ID is required');
  const baseUrl = last(args, 'base-url') ?? io.env.DOCS_API_BASE_URL;
  if (!baseUrl)
    throw new UsageError(
      'no base URL: pass --base-url URL or set DOCS_API_BASE_URL (for example https://api.mintlify.com)',
    );
  const apiKey = io.env.DOCS_API_KEY;
  if (!apiKey) throw new UsageError('no API key: set the environment variable DOCS_API_KEY to an admin key (mint_...)');
  try {
    return new AnalyticsClient({
      baseUrl,
      projectId,
      apiKey,
      retry: {
        ...(io.sleep && { sleep: io.sleep }),
        onRetry: ({ delayMs, reason }) =>
          io.stderr(`docs-lsp analytics: ${printable(reason)}; retrying in ${Math.ceil(delayMs / 1000)} s\n`),
      },
    });
  } catch (error) {
    throw error instanceof AnalyticsError ? new UsageError(error.message) : error;
  }
}

/** Every page (or `--max` entries) of a list, with its totals on stderr or beside the entries (`--totals`). */
async function listOutput<E extends ListEndpoint>(
  client: AnalyticsClient,
  endpoint: E,
  query: AnalyticsQuery,
  maxEntries: number | undefined,
  format: Format,
  withTotals: boolean,
  io: CliIo,
): Promise<Output> {
  const entries: EntryOf[E][] = [];
  let total = 0;
  let summary: Readonly<Record<string, unknown>> = {};
  let hasMore = false;
  const onPage = (
    page: { entries: unknown[]; summary: Readonly<Record<string, unknown>>; hasMore: boolean },
    pages: number,
  ) => {
    total += page.entries.length;
    summary = page.summary;
    hasMore = page.hasMore;
    if (pages > 1) io.stderr(`docs-lsp analytics: ${total} entries from ${pages} pages\n`);
  };
  for await (const entry of client.entries(endpoint, query, { maxEntries, onPage })) entries.push(entry);
  const shape = LIST_SHAPES[endpoint];
  const notes: string[] = [];
  if (shape.paging === 'none' && hasMore)
    notes.push(
      `more pages have feedback than the ${entries.length} listed ` +
        `(the API lists at most ${shape.limit.max} and has no further pages): narrow --from/--to, --status or --source`,
    );
  if (!withTotals) for (const [name, value] of Object.entries(summary)) notes.push(`${name}: ${JSON.stringify(value)}`);
  const text =
    format === 'json'
      ? toJson(withTotals ? { ...summary, [shape.arrayKey]: entries } : entries)
      : format === 'csv'
        ? toCsv(endpoint, entries)
        : formatTable(endpoint, entries);
  return { text, notes, entries: entries.length };
}

function callerStatsOutput(stats: CallerStats, format: Format): Output {
  const text =
    format === 'json' ? toJson(stats) : format === 'csv' ? callerStatsCsv(stats) : formatCallerStatsTable(stats);
  return { text, notes: [] };
}

function threadOutput(thread: AssistantThread, format: Format): Output {
  const text = format === 'json' ? toJson(thread) : format === 'csv' ? threadCsv(thread) : formatThreadTable(thread);
  return { text, notes: [] };
}

// `docs-lsp analytics feedback|assistant --project ID [--base-url URL] [--from DATE] [--to DATE] [--status a,b]
//  [--source S] [--page-size N] [--max N] [--format json|csv|table]`: a complete export, never cached.
// Key from DOCS_API_KEY, base URL from --base-url or DOCS_API_BASE_URL. Exit 0 done, 1 API error, 2 usage error.
import { AnalyticsClient } from '../../../shared/src/analytics/client';
import { AnalyticsError } from '../../../shared/src/analytics/errors';
import { toCsv, toJson } from '../../../shared/src/analytics/exportFormats';
import { AnalyticsEndpoint, AnalyticsQuery, EntryOf } from '../../../shared/src/analytics/types';
import { parseArgs, ParsedArgs } from './args';
import { formatTable } from './analyticsTable';
import { CliCommand, CliIo, UsageError } from './io';

const USAGE = `Usage: docs-lsp analytics feedback|assistant --project ID [--base-url URL] [--from DATE] [--to DATE]
         [--status a,b] [--source S] [--page-size N] [--max N] [--format json|csv|table]

  The key is read from DOCS_API_KEY (an admin key, mint_...); the base URL from --base-url or DOCS_API_BASE_URL.
  --from/--to    ISO 8601 or YYYY-MM-DD; --to is exclusive
  --status       feedback only: pending, in_progress, resolved, dismissed (comma-separated)
  --source       feedback only: code_snippet, contextual, agent, thumbs_only
  --page-size    entries per request: 1-100 (feedback), 1-1000 (assistant)
  --max          stop after N entries
  --format       json (default, every field), csv (RFC 4180), table
  Exit codes: 0 done, 1 API error, 2 usage error (no request sent).
`;

const FORMATS = ['json', 'csv', 'table'] as const;
type Format = (typeof FORMATS)[number];

export const analyticsCommand: CliCommand = {
  summary: 'export feedback or assistant conversations (json, csv, table); key in DOCS_API_KEY',
  async run(argv, io) {
    const args = parseArgs(argv, {
      values: ['project', 'base-url', 'from', 'to', 'status', 'source', 'page-size', 'max', 'format'],
      flags: ['help'],
      aliases: { h: 'help' },
    });
    if (args.flags.has('help')) {
      io.stdout(USAGE);
      return 0;
    }
    const [endpoint, ...rest] = args.positionals;
    if (endpoint !== 'feedback' && endpoint !== 'assistant')
      throw new UsageError(
        `expects "feedback" or "assistant", not ${endpoint === undefined ? 'nothing' : `"${endpoint}"`}`,
      );
    if (rest.length) throw new UsageError(`unexpected argument "${rest[0]}"`);
    const format = (last(args, 'format') ?? 'json') as Format;
    if (!FORMATS.includes(format)) throw new UsageError(`--format must be json, csv or table, not "${format}"`);
    const max = wholeNumber(args, 'max');
    const client = createClient(args, io);
    const query: AnalyticsQuery = {
      dateFrom: last(args, 'from'),
      dateTo: last(args, 'to'),
      status: last(args, 'status')?.split(','),
      source: last(args, 'source'),
      limit: wholeNumber(args, 'page-size'),
    };
    let entries: EntryOf[AnalyticsEndpoint][];
    try {
      entries = await exportAll(client, endpoint, query, max, io);
    } catch (error) {
      if (!(error instanceof AnalyticsError)) throw error;
      if (error.isUsageError) throw new UsageError(error.message);
      io.stderr(`docs-lsp analytics: ${error.message}\n`);
      return 1;
    }
    io.stdout(
      format === 'json'
        ? toJson(entries)
        : format === 'csv'
          ? toCsv(endpoint, entries)
          : formatTable(endpoint, entries),
    );
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
        onRetry: ({ delayMs, reason }) =>
          io.stderr(`docs-lsp analytics: ${reason}; retrying in ${Math.ceil(delayMs / 1000)} s\n`),
      },
    });
  } catch (error) {
    throw error instanceof AnalyticsError ? new UsageError(error.message) : error;
  }
}

async function exportAll<E extends AnalyticsEndpoint>(
  client: AnalyticsClient,
  endpoint: E,
  query: AnalyticsQuery,
  maxEntries: number | undefined,
  io: CliIo,
): Promise<EntryOf[E][]> {
  const entries: EntryOf[E][] = [];
  let total = 0;
  const onPage = (page: { entries: unknown[] }, pages: number) => {
    total += page.entries.length;
    if (pages > 1) io.stderr(`docs-lsp analytics: ${total} entries from ${pages} pages\n`);
  };
  for await (const entry of client.entries(endpoint, query, { maxEntries, onPage })) entries.push(entry);
  return entries;
}

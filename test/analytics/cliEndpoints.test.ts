// `docs-lsp analytics views|visitors|searches|feedback-by-page|caller-stats|thread`: exactly the emulator's data in
// every format, and every endpoint through the fault modes (hostile data included); totals on stderr or with
// --totals; -o FILE replaced whole or not at all.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { callerStats, feedbackByPage, searchRows, trafficRows } from '../../tools/analytics-emulator/aggregates';
import { runInProcess } from '../helpers/runCli';
import { tempSite } from '../helpers/tempSite';
import { parseCsv } from './cliSupport';
import { resetEmulator, useEmulator } from './support';

describe('docs-lsp analytics: views, visitors, searches, feedback by page, caller stats, threads', () => {
  const emulator = useEmulator({ feedbackCount: 500, conversationCount: 200, extraPaths: 333 });
  beforeEach(() => resetEmulator(emulator()));
  const env = () => ({ DOCS_API_KEY: emulator().adminKey, DOCS_API_BASE_URL: emulator().url });
  const run = (...argv: string[]) =>
    runInProcess(['analytics', ...argv, '--project', emulator().projectId], { env: env() });
  const month = { limit: 0, from: Date.parse('2026-10-01'), to: Date.parse('2026-10-31') };
  const dates = ['--from', '2026-10-01', '--to', '2026-10-31'];

  for (const kind of ['views', 'visitors'] as const) {
    it(`${kind}: every row of every offset page through a 429 and a cut-off body; totals on stderr`, async () => {
      Object.assign(emulator().faults, { rateLimited: 1, retryAfter: '0', truncated: 1 });
      const result = await run(kind, ...dates, '--page-size', '100');
      assert.equal(result.code, 0, result.stderr);
      const expected = trafficRows(emulator().traffic, month, kind);
      assert.ok(expected.rows.length > 300);
      assert.deepEqual(JSON.parse(result.stdout), expected.rows);
      assert.equal(new Set(emulator().requests.map((r) => r.query.offset)).size, Math.ceil(expected.rows.length / 100));
      assert.match(result.stderr, new RegExp(`${expected.rows.length} entries from 4 pages\\n`));
      assert.ok(result.stderr.endsWith(`docs-lsp analytics: totals: ${JSON.stringify(expected.totals)}\n`));
    });
  }

  it('--totals: the totals beside the entries in one JSON object, nothing on stderr but progress', async () => {
    const result = await run('views', ...dates, '--page-size', '250', '--totals');
    const expected = trafficRows(emulator().traffic, month, 'views');
    assert.deepEqual(JSON.parse(result.stdout), { totals: expected.totals, views: expected.rows });
    assert.doesNotMatch(result.stderr, /totals/);
  });

  it('searches: every term across cursors, csv with fixed columns, totalSearches on stderr', async () => {
    const result = await run('searches', ...dates, '--page-size', '40', '--format', 'csv');
    assert.equal(result.code, 0, result.stderr);
    const expected = searchRows(emulator().traffic, month);
    const [header, ...rows] = parseCsv(result.stdout);
    assert.deepEqual(header, ['searchQuery', 'hits', 'ctr', 'topClickedPage', 'lastSearchedAt']);
    assert.deepEqual(
      rows,
      expected.rows.map((row) => [
        row.searchQuery,
        String(row.hits),
        String(row.ctr),
        row.topClickedPage ?? '',
        row.lastSearchedAt,
      ]),
    );
    assert.match(result.stderr, new RegExp(`totalSearches: ${expected.totalSearches}\\n$`));
  });

  it('feedback-by-page: one request for up to 100 pages; with fewer asked, stderr says more exist', async () => {
    const all = await run('feedback-by-page', '--format', 'table');
    const expected = feedbackByPage(emulator().data.feedback);
    assert.equal(all.stdout.split('\n')[0], 'total   up     down   code   page');
    assert.match(all.stdout, new RegExp(`\\n${expected.length} pages\\n$`));
    assert.equal(all.stderr, '');
    assert.deepEqual(emulator().requests[0].query, { limit: '100' });
    const few = await run('feedback-by-page', '--page-size', '3', '--source', 'contextual');
    assert.deepEqual(
      JSON.parse(few.stdout),
      feedbackByPage(emulator().data.feedback.filter((f) => f.source === 'contextual')).slice(0, 3),
    );
    assert.match(few.stderr, /more pages have feedback than the 3 listed .*narrow --from\/--to, --status or --source/);
    assert.equal(emulator().requests.length, 2);
  });

  it('caller-stats: one object, one csv row, a table with shares', async () => {
    const json = await run('caller-stats', ...dates);
    const stats = JSON.parse(json.stdout);
    assert.equal(stats.web + stats.api + stats.other, stats.total);
    const csv = await run('caller-stats', ...dates, '--format', 'csv');
    assert.deepEqual(parseCsv(csv.stdout), [
      ['web', 'api', 'other', 'total'],
      [stats.web, stats.api, stats.other, stats.total].map(String),
    ]);
    const table = await run('caller-stats', ...dates, '--format', 'table');
    assert.match(table.stdout, new RegExp(`^web     ${stats.web} +\\d+%$`, 'm'));
    assert.match(table.stdout, new RegExp(`\\n${stats.total} assistant queries\\n$`));
  });

  it('thread ID: the whole conversation in json, one csv row per message, a table', async () => {
    const conversation = emulator().data.conversations[2];
    const thread = emulator().traffic.threads.get(conversation.id)!;
    const json = await run('thread', conversation.id);
    assert.deepEqual(JSON.parse(json.stdout), thread);
    const csv = await run('thread', conversation.id, '--format', 'csv');
    const [header, ...rows] = parseCsv(csv.stdout);
    assert.deepEqual(header, ['threadId', 'id', 'role', 'createdAt', 'content']);
    assert.deepEqual(
      rows,
      thread.messages.map((m) => [thread.threadId, m.id, m.role, m.createdAt, m.content]),
    );
    const table = await run('thread', conversation.id, '--format', 'table');
    assert.match(table.stdout, new RegExp(`\\n${thread.messages.length} messages in thread ${thread.threadId}\\n$`));
  });

  it('thread: an unknown ID is exit 1 (404), nothing on stdout', async () => {
    const result = await run('thread', '01ARZ3NDEKTSV4RRFFQ69G5FAV');
    assert.equal(result.code, 1);
    assert.equal(result.stdout, '');
    assert.equal(result.stderr, 'docs-lsp analytics: HTTP 404, no such thread: Thread not found\n');
  });

  it('exit 1 when offset pages repeat, with nothing on stdout', async () => {
    emulator().faults.ignoreOffset = true;
    const result = await run('visitors', '--page-size', '50');
    assert.equal(result.code, 1);
    assert.equal(result.stdout, '');
    assert.match(result.stderr, /the same page at offset 50 as at offset 0 \(the offset was ignored\)/);
  });

  describe('-o FILE', () => {
    it('writes the same text as stdout, mode 0600, replacing an older file whole', async () => {
      const site = tempSite({ 'old export.json': 'old' });
      const file = site.path('old export.json');
      const stdout = await run('searches', '--format', 'csv');
      const written = await run('searches', '--format', 'csv', '-o', file);
      assert.equal(written.code, 0, written.stderr);
      assert.equal(written.stdout, '');
      assert.equal(fs.readFileSync(file, 'utf8'), stdout.stdout);
      assert.equal(fs.statSync(file).mode & 0o777, 0o600);
      assert.deepEqual(fs.readdirSync(site.dir), ['old export.json']);
    });

    it('a relative name is resolved in the working folder; hostile names are names', async () => {
      const site = tempSite();
      const name = '-- $(touch x); "q"\n.json';
      const result = await runInProcess(
        ['analytics', 'caller-stats', '--project', emulator().projectId, `--output=${name}`],
        { env: env(), cwd: site.dir },
      );
      assert.equal(result.code, 0, result.stderr);
      assert.deepEqual(fs.readdirSync(site.dir), [name]);
      assert.equal(JSON.parse(fs.readFileSync(path.join(site.dir, name), 'utf8')).total > 0, true);
    });

    it('on an API error the older file is left as it was, and no temporary file stays', async () => {
      const site = tempSite({ 'views.json': 'previous export' });
      emulator().faults.malformed = 1;
      const result = await run('views', '-o', site.path('views.json'));
      assert.equal(result.code, 1);
      assert.equal(fs.readFileSync(site.path('views.json'), 'utf8'), 'previous export');
      assert.deepEqual(fs.readdirSync(site.dir), ['views.json']);
    });

    it('a folder that does not exist, or a folder as the file, is a usage error before any request', async () => {
      const site = tempSite();
      const missing = await run('caller-stats', '-o', site.path('no/such/folder/x.json'));
      assert.equal(missing.code, 2);
      assert.match(missing.stderr, /cannot write .*x\.json: its folder .*ENOENT/);
      const folder = await run('caller-stats', '-o', site.dir);
      assert.equal(folder.code, 2);
      assert.match(folder.stderr, /is a folder/);
      assert.deepEqual(fs.readdirSync(site.dir), []);
      assert.equal(emulator().requests.length, 0);
    });
  });

  const usageErrors: [string, string[], RegExp][] = [
    ['--totals with csv', ['views', '--totals', '--format', 'csv'], /--totals is for --format json/],
    ['--totals on feedback', ['feedback', '--totals'], /--totals is for views, visitors, searches, not feedback/],
    ['--status on views', ['views', '--status', 'pending'], /--status is for feedback, feedback-by-page, not views/],
    ['--max on caller-stats', ['caller-stats', '--max', '3'], /--max is for .*, not caller-stats/],
    ['--from on a thread', ['thread', '01ARZ3NDEKTSV4RRFFQ69G5FAV', '--from', '2026-01-01'], /--from is for/],
    ['a thread without an ID', ['thread'], /thread expects a thread ID/],
    ['a thread ID that is not a ULID', ['thread', '../../feedback'], /the thread ID "..\/..\/feedback" is not a ULID/],
    ['views page size 251', ['views', '--page-size', '251'], /from 1 to 250 for views/],
    ['feedback-by-page over 100', ['feedback-by-page', '--page-size', '101'], /from 1 to 100 for feedback\/by-page/],
    ['an empty -o', ['views', '-o', ''], /-o expects a file name/],
  ];
  for (const [name, argv, message] of usageErrors) {
    it(`exit 2 without a request on ${name}`, async () => {
      const result = await run(...argv);
      assert.equal(result.code, 2);
      assert.equal(result.stdout, '');
      assert.match(result.stderr, message);
      assert.equal(emulator().requests.length, 0);
    });
  }
});

describe('docs-lsp analytics: every endpoint exported through the fault modes, hostile strings in the data', () => {
  const emulator = useEmulator({ feedbackCount: 300, conversationCount: 120, extraPaths: 150, hostile: true });
  beforeEach(() => resetEmulator(emulator()));
  // the waits between retries are recorded rather than waited: the backoff's values are asserted instead
  let waits: number[] = [];
  const run = (...argv: string[]) =>
    runInProcess(['analytics', ...argv, '--project', emulator().projectId], {
      env: { DOCS_API_KEY: emulator().adminKey, DOCS_API_BASE_URL: emulator().url },
      sleep: async (ms) => void waits.push(ms),
    });

  it('gives the emulator data exactly through a 429, a 500 or a cut-off body, slow answers', async () => {
    const all = { limit: 0 };
    const { data, traffic } = emulator();
    const conversation = data.conversations[9];
    const expected: [string[], unknown][] = [
      [['feedback'], data.feedback],
      [['assistant'], data.conversations],
      [['views'], trafficRows(traffic, all, 'views').rows],
      [['visitors'], trafficRows(traffic, all, 'visitors').rows],
      [['searches'], searchRows(traffic, all).rows],
      [['feedback-by-page'], feedbackByPage(data.feedback).slice(0, 100)],
      [['caller-stats'], callerStats(data, traffic, () => true)],
      [['thread', conversation.id], traffic.threads.get(conversation.id)],
    ];
    assert.match(JSON.stringify(expected), /onerror=alert\(1\)/, 'the data holds hostile strings');
    for (const [i, [argv, rows]] of expected.entries()) {
      // a 429 with Retry-After: 0, then a 500 or a body cut off mid-way (retried after the second backoff, 2 s)
      const second = i % 2 === 0 ? { serverErrors: 1 } : { truncated: 1 };
      Object.assign(emulator().faults, { rateLimited: 1, retryAfter: '0', delayMs: 20, ...second });
      waits = [];
      const result = await run(...argv);
      assert.deepEqual(waits, [0, 2000], `${argv[0]}: Retry-After: 0, then the second backoff`);
      assert.equal(result.code, 0, `${argv[0]}: ${result.stderr}`);
      const output = JSON.parse(result.stdout);
      if (Array.isArray(rows)) assert.equal(output.length, rows.length, argv[0]);
      assert.deepEqual(output, rows, argv[0]);
      assert.match(result.stderr, /HTTP 429, rate limited/, argv[0]);
      assert.match(result.stderr, 'serverErrors' in second ? /HTTP 500/ : /network failure .*terminated/, argv[0]);
      const { rateLimited, serverErrors, truncated } = emulator().faults;
      assert.equal(rateLimited + serverErrors + truncated, 0, argv[0]);
    }
  });
});

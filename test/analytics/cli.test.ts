// `docs-lsp analytics`: every format, the exit codes, and no request at all on a usage error.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { contactEmail, FeedbackEntry } from '../../shared/src/analytics/types';
import { formatTable } from '../../server/src/cli/analyticsTable';
import { runInProcess } from '../helpers/runCli';
import { parseCsv } from './cliSupport';
import { resetEmulator, useEmulator } from './support';

describe('docs-lsp analytics', () => {
  const emulator = useEmulator({ feedbackCount: 700, conversationCount: 400 });
  beforeEach(() => resetEmulator(emulator()));
  const env = () => ({ DOCS_API_KEY: emulator().adminKey, DOCS_API_BASE_URL: emulator().url });
  const project = () => ['--project', emulator().projectId];

  it('json (the default): one array of every entry across pages, every field kept, progress on stderr', async () => {
    const run = await runInProcess(['analytics', 'feedback', ...project(), '--page-size', '100'], { env: env() });
    assert.equal(run.code, 0);
    assert.deepEqual(JSON.parse(run.stdout), emulator().data.feedback);
    assert.equal(emulator().requests.length, 7);
    assert.match(
      run.stderr,
      /^docs-lsp analytics: 200 entries from 2 pages\n[^]*docs-lsp analytics: 700 entries from 7 pages\n$/,
    );
  });

  it('csv: RFC 4180 with fixed columns starting with id, one row per entry, text unchanged', async () => {
    const run = await runInProcess(
      [
        'analytics',
        'feedback',
        ...project(),
        '--format',
        'csv',
        '--source',
        'contextual',
        '--base-url',
        emulator().url,
      ],
      { env: { DOCS_API_KEY: emulator().adminKey } },
    );
    assert.equal(run.code, 0);
    const [header, ...rows] = parseCsv(run.stdout);
    assert.deepEqual(header, [
      'id',
      'createdAt',
      'path',
      'source',
      'status',
      'helpful',
      'comment',
      'contact',
      'code',
      'filename',
      'lang',
    ]);
    const expected = emulator().data.feedback.filter((f) => f.source === 'contextual');
    assert.deepEqual(
      rows,
      expected.map((f: FeedbackEntry) => [
        f.id,
        f.createdAt ?? '',
        f.path,
        f.source,
        f.status,
        String(f.helpful),
        f.comment ?? '',
        contactEmail(f.contact) ?? '',
        '',
        '',
        '',
      ]),
    );
    assert.ok(
      rows.some((row) => row[6].includes('"')),
      'some comments need quoting',
    );
  });

  it('csv of conversations keeps multi-line markdown answers intact', async () => {
    const run = await runInProcess(['analytics', 'assistant', ...project(), '--format', 'csv', '--max', '50'], {
      env: env(),
    });
    const [header, ...rows] = parseCsv(run.stdout);
    assert.equal(header[0], 'id');
    assert.deepEqual(
      rows.map((row) => row[3]),
      emulator()
        .data.conversations.slice(0, 50)
        .map((c) => c.response),
    );
    assert.ok(rows.some((row) => row[3].includes('\n')));
  });

  it('--help prints the usage, exit 0, no request', async () => {
    const run = await runInProcess(['analytics', '--help'], { env: {} });
    assert.equal(run.code, 0);
    assert.match(
      run.stdout,
      /^Usage: docs-lsp analytics feedback\|assistant\|views\|visitors\|searches\|feedback-by-page\|caller-stats\|thread ID --project ID/,
    );
    assert.equal(emulator().requests.length, 0);
  });

  it('table: a readable summary', async () => {
    const run = await runInProcess(['analytics', 'assistant', ...project(), '--format', 'table', '--max', '3'], {
      env: env(),
    });
    assert.equal(run.code, 0);
    const lines = run.stdout.split('\n');
    assert.equal(lines[0], 'time              category         resolution  sources  query');
    assert.equal(lines.length, 7);
    assert.equal(lines[5], '3 conversations');
  });

  it('table cells are one line, cut to width, control characters and bidi overrides escaped', () => {
    const entry: FeedbackEntry = {
      id: 'x',
      path: '/p\u202e',
      comment: `red \u001b[31mtext\u001b[0m\nsecond line ${'x'.repeat(80)}`,
      createdAt: '2026-01-02T03:04:05Z',
      source: 'contextual',
      status: 'pending',
      helpful: false,
    };
    const row = formatTable('feedback', [entry]).split('\n')[2];
    assert.equal(
      row,
      `2026-01-02 03:04  pending      contextual    no       /p\\u202e                          red ` +
        `\\u001b[31mtext\\u001b[0m second line ${'x'.repeat(19)}…`,
    );
  });

  it('--max and filters: exactly the entries asked for', async () => {
    const run = await runInProcess(
      [
        'analytics',
        'feedback',
        ...project(),
        '--status',
        'pending,in_progress',
        '--from',
        '2026-10-01',
        '--to',
        '2026-11-01',
        '--max',
        '20',
      ],
      { env: env() },
    );
    const expected = emulator()
      .data.feedback.filter(
        (f) =>
          ['pending', 'in_progress'].includes(f.status) &&
          f.createdAt !== null &&
          f.createdAt >= '2026-10-01' &&
          f.createdAt < '2026-11-01',
      )
      .slice(0, 20);
    assert.deepEqual(JSON.parse(run.stdout), expected);
  });

  it('waits out a short 429 and says so on stderr', async () => {
    Object.assign(emulator().faults, { rateLimited: 1, retryAfter: '0' });
    const run = await runInProcess(['analytics', 'assistant', ...project(), '--max', '1'], { env: env() });
    assert.equal(run.code, 0);
    assert.match(run.stderr, /^docs-lsp analytics: HTTP 429, rate limited .*: Rate limit exceeded; retrying in 0 s\n$/);
  });

  const usageErrors: [string, string[], Record<string, string | undefined> | 'default', RegExp][] = [
    [
      'no key',
      ['feedback', '--project', 'p', '--base-url', 'http://127.0.0.1:9'],
      {},
      /no API key: set the environment variable DOCS_API_KEY/,
    ],
    [
      'no base URL',
      ['feedback', '--project', 'p'],
      { DOCS_API_KEY: 'mint_x' },
      /no base URL: pass --base-url URL or set DOCS_API_BASE_URL/,
    ],
    ['no project', ['feedback'], 'default', /--project ID is required/],
    ['no endpoint', [], 'default', /expects one of feedback, assistant, views, .*, thread, not nothing/],
    ['an unknown endpoint', ['pageviews', '--project', 'p'], 'default', /expects one of .*, not "pageviews"/],
    [
      'an unknown format',
      ['feedback', '--project', 'p', '--format', 'xml'],
      'default',
      /--format must be json, csv or table, not "xml"/,
    ],
    ['an unknown option', ['feedback', '--project', 'p', '--limit', '5'], 'default', /unknown option --limit/],
    [
      'page size 0',
      ['feedback', '--project', 'p', '--page-size', '0'],
      'default',
      /--page-size expects a whole number of at least 1, not "0"/,
    ],
    [
      'page size over the maximum',
      ['feedback', '--project', 'p', '--page-size', '101'],
      'default',
      /limit must be a whole number from 1 to 100 for feedback, not 101/,
    ],
    ['--max not a number', ['assistant', '--project', 'p', '--max', 'all'], 'default', /--max expects a whole number/],
    [
      'a bad date',
      ['feedback', '--project', 'p', '--from', '01/02/2026'],
      'default',
      /dateFrom "01\/02\/2026" is not a date/,
    ],
    [
      'an empty range',
      ['feedback', '--project', 'p', '--from', '2026-02-01', '--to', '2026-01-01'],
      'default',
      /must be after dateFrom/,
    ],
    [
      'an unknown status',
      ['feedback', '--project', 'p', '--status', 'pending,open'],
      'default',
      /status "open" is not one of/,
    ],
    [
      'an unknown source',
      ['feedback', '--project', 'p', '--source', 'email'],
      'default',
      /source "email" is not one of/,
    ],
    [
      'status on conversations',
      ['assistant', '--project', 'p', '--status', 'pending'],
      'default',
      /--status is for feedback, feedback-by-page, not assistant/,
    ],
    [
      'plain http to a remote host',
      ['feedback', '--project', 'p', '--base-url', 'http://api.example.com'],
      'default',
      /refusing to send the API key to http:\/\/api.example.com/,
    ],
  ];
  for (const [name, argv, runEnv, message] of usageErrors) {
    it(`exit 2 without a request on ${name}`, async () => {
      const run = await runInProcess(['analytics', ...argv], { env: runEnv === 'default' ? env() : runEnv });
      assert.equal(run.code, 2);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, message);
      assert.equal(emulator().requests.length, 0);
    });
  }

  const apiErrors: [string, () => void, string[], RegExp][] = [
    [
      'an unknown project',
      () => {},
      ['--project', 'p'],
      /^docs-lsp analytics: HTTP 404, unknown project \(check the project ID\): Project not found\n$/,
    ],
    [
      'a 429 asking for an hour',
      () => Object.assign(emulator().faults, { rateLimited: 1, retryAfter: '3600' }),
      [],
      /HTTP 429, rate limited \(about 100 requests per hour\): retry in 3600 s/,
    ],
    [
      'malformed JSON',
      () => (emulator().faults.malformed = 1),
      [],
      /the service sent an unexpected answer: malformed JSON/,
    ],
    ['a repeated cursor', () => (emulator().faults.repeatCursor = true), ['--page-size', '100'], /repeated the cursor/],
  ];
  for (const [name, fault, extra, message] of apiErrors) {
    it(`exit 1 with nothing on stdout on ${name}`, async () => {
      fault();
      const run = await runInProcess(['analytics', 'feedback', ...project(), ...extra], { env: env() });
      assert.equal(run.code, 1);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, message);
    });
  }

  it('exit 1 on a wrong key, naming the problem but not the key', async () => {
    const run = await runInProcess(['analytics', 'feedback', ...project()], {
      env: { ...env(), DOCS_API_KEY: 'mint_not_the_right_one' },
    });
    assert.equal(run.code, 1);
    assert.equal(
      run.stderr,
      'docs-lsp analytics: HTTP 401, the API key is missing, wrong or expired: Invalid API key\n',
    );
  });
});

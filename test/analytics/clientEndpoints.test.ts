// The six endpoints beyond feedback and conversations: offset pages (views, visitors), opaque cursors (searches), one
// page with hasMore (feedback by page), caller stats and threads; every entry exactly once through the fault modes.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { AnalyticsError } from '../../shared/src/analytics/errors';
import { ListEndpoint } from '../../shared/src/analytics/types';
import { feedbackByPage, searchRows, trafficRows } from '../../tools/analytics-emulator/aggregates';
import { clientFor, collect, resetEmulator, useEmulator } from './support';

const ALL_TIME = {};

describe('analytics client: views, visitors, searches, feedback by page, caller stats, threads', () => {
  const emulator = useEmulator({ feedbackCount: 600, conversationCount: 300, extraPaths: 611, extraFields: true });
  beforeEach(() => resetEmulator(emulator()));

  for (const kind of ['views', 'visitors'] as const) {
    it(`${kind}: every row once, in API order, the offset growing by the limit, through 500s, 429s, cuts`, async () => {
      Object.assign(emulator().faults, { serverErrors: 1, rateLimited: 1, retryAfter: '0', truncated: 1 });
      const { client } = clientFor(emulator());
      const pages = await collect(client.pages(kind, { limit: 250 }));
      const expected = trafficRows(emulator().traffic, { limit: 250 }, kind);
      assert.ok(expected.rows.length > 600 && expected.rows.length % 250 !== 0, `${expected.rows.length} rows`);
      assert.deepEqual(
        pages.flatMap((page) => page.entries).map(({ bounceRate, ...row }) => (assert.equal(bounceRate, 0.4), row)),
        expected.rows,
      );
      assert.deepEqual(pages.at(-1)!.summary, { totals: expected.totals });
      const offsets = emulator()
        .requests.map((r) => r.query.offset)
        .filter((offset, i, all) => offset !== all[i - 1]); // a retried request asks for the same offset
      assert.deepEqual(offsets, ['0', '250', '500']);
      assert.equal(emulator().requests.length, 3 + 3);
    });
  }

  it('offset pages: an answer that ignores the offset is an error before any row repeats', async () => {
    emulator().faults.ignoreOffset = true;
    const { client } = clientFor(emulator());
    const seen: string[] = [];
    await assert.rejects(
      (async () => {
        for await (const row of client.entries('views', { limit: 5 })) seen.push(row.path);
      })(),
      (error: AnalyticsError) =>
        error.kind === 'bad-response' &&
        /the same page at offset 5 as at offset 0 \(the offset was ignored\); stopped to avoid an endless loop/.test(
          error.message,
        ),
    );
    assert.equal(seen.length, 5);
    assert.equal(emulator().requests.length, 2);
  });

  it('offset pages: continue from a given offset; maxEntries stops early', async () => {
    const { client } = clientFor(emulator());
    const rows = trafficRows(emulator().traffic, { limit: 10 }, 'views').rows;
    const later = await collect(client.entries('views', { limit: 10 }, { offset: 30, maxEntries: 25 }));
    assert.deepEqual(
      later.map((row) => row.path),
      rows.slice(30, 55).map((row) => row.path),
    );
    assert.equal(emulator().requests.length, 3);
  });

  it('searches: every term across opaque cursors, totalSearches the sum of hits; a repeated cursor stops', async () => {
    const { client } = clientFor(emulator());
    const pages = await collect(client.pages('searches', { limit: 30, dateFrom: '2026-09-01' }));
    const expected = searchRows(emulator().traffic, { limit: 30, from: Date.parse('2026-09-01') });
    assert.deepEqual(
      pages.flatMap((page) => page.entries).map(({ locale, ...row }) => (assert.equal(locale, 'en'), row)),
      expected.rows,
    );
    assert.equal(pages.length, Math.ceil(expected.rows.length / 30));
    assert.equal(pages[0].summary.totalSearches, expected.totalSearches);
    assert.equal(
      expected.totalSearches,
      expected.rows.reduce((sum, row) => sum + row.hits, 0),
    );
    resetEmulator(emulator());
    emulator().faults.repeatCursor = true;
    await assert.rejects(collect(client.pages('searches', { limit: 30 })), /repeated the cursor/);
    assert.equal(emulator().requests.length, 2);
  });

  it('feedback by page: one request with the filters; hasMore says more pages exist than the limit', async () => {
    const { client } = clientFor(emulator());
    const query = { limit: 5, status: ['pending'], source: 'contextual' };
    const pages = await collect(client.pages('feedback/by-page', query));
    assert.equal(pages.length, 1);
    const expected = feedbackByPage(
      emulator().data.feedback.filter((f) => f.status === 'pending' && f.source === 'contextual'),
    );
    assert.deepEqual(pages[0].entries, expected.slice(0, 5));
    assert.equal(pages[0].hasMore, true);
    assert.deepEqual(emulator().requests[0].query, { limit: '5', status: 'pending', source: 'contextual' });
    const all = await client.fetchPage('feedback/by-page', { limit: 100 });
    assert.equal(all.hasMore, false);
    assert.equal(all.entries.length, feedbackByPage(emulator().data.feedback).length);
  });

  it('caller stats: web, API and other add up to the conversations of the range', async () => {
    const { client } = clientFor(emulator());
    const stats = await client.callerStats({ dateFrom: '2026-10-01', dateTo: '2026-10-15' });
    const inRange = emulator().data.conversations.filter(
      (c) => c.timestamp >= '2026-10-01' && c.timestamp < '2026-10-15',
    );
    assert.equal(stats.total, inRange.length);
    assert.equal(stats.web + stats.api + stats.other, stats.total);
    assert.ok(stats.web > stats.api && stats.api > 0);
    assert.deepEqual(emulator().requests[0].query, { dateFrom: '2026-10-01', dateTo: '2026-10-15' });
  });

  it('thread: the whole conversation, the first question and answer those of the listed conversation', async () => {
    const { client } = clientFor(emulator());
    const conversation = emulator().data.conversations[7];
    const thread = await client.thread(conversation.id);
    assert.deepEqual(thread, emulator().traffic.threads.get(conversation.id));
    assert.equal(thread.messages[0].content, conversation.query);
    assert.equal(thread.messages[1].role, 'assistant');
    await assert.rejects(
      client.thread('01ARZ3NDEKTSV4RRFFQ69G5FAV'),
      (error: AnalyticsError) => error.kind === 'not-found' && /HTTP 404, no such thread/.test(error.message),
    );
  });

  const rejected: [string, () => Promise<unknown>, RegExp][] = [
    [
      'views limit 251',
      () => clientFor(emulator()).client.fetchPage('views', { limit: 251 }),
      /from 1 to 250 for views/,
    ],
    [
      'a status filter on visitors',
      () => clientFor(emulator()).client.fetchPage('visitors', { status: ['pending'] }),
      /the visitors endpoint does not take them/,
    ],
    [
      'an offset on a cursor endpoint',
      () => clientFor(emulator()).client.fetchPage('searches', {}, { offset: 5 }),
      /offset 5 is not valid for searches/,
    ],
    [
      'a negative offset',
      () => clientFor(emulator()).client.fetchPage('views', {}, { offset: -1 }),
      /offset -1 is not valid/,
    ],
    [
      'feedback by page limit 101',
      () => clientFor(emulator()).client.fetchPage('feedback/by-page', { limit: 101 }),
      /from 1 to 100/,
    ],
    ['a thread ID that is not a ULID', () => clientFor(emulator()).client.thread('../feedback'), /is not a ULID/],
    [
      'caller stats with dates in the wrong order',
      () => clientFor(emulator()).client.callerStats({ dateFrom: '2026-02-01', dateTo: '2026-01-01' }),
      /must be after dateFrom/,
    ],
  ];
  for (const [name, call, message] of rejected) {
    it(`rejects ${name} without a request`, async () => {
      await assert.rejects(
        call(),
        (error: AnalyticsError) => error.kind === 'invalid-parameter' && message.test(error.message),
      );
      assert.equal(emulator().requests.length, 0);
    });
  }

  it('refuses answers of the wrong shape', async () => {
    const { client } = clientFor(emulator());
    emulator().faults.malformed = 1;
    await assert.rejects(client.fetchPage('views', ALL_TIME), /malformed JSON/);
    const shapes: ListEndpoint[] = ['views', 'visitors', 'searches', 'feedback/by-page'];
    for (const endpoint of shapes) assert.ok((await client.fetchPage(endpoint, {})).entries.length > 0);
  });
});

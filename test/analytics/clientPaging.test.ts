// Iteration over every page: nothing lost, nothing duplicated, loops refused, filters and unknown fields honoured.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { AnalyticsError } from '../../shared/src/analytics/errors';
import { FeedbackEntry } from '../../shared/src/analytics/types';
import { clientFor, collect, resetEmulator, useEmulator } from './support';

describe('analytics client: pages', () => {
  const emulator = useEmulator({ feedbackCount: 10_000, conversationCount: 2_500, extraFields: true });
  beforeEach(() => resetEmulator(emulator()));

  it('yields 10 000 feedback entries exactly once, in the API order, through 500s, 429s, cut bodies', async () => {
    Object.assign(emulator().faults, { serverErrors: 2, rateLimited: 1, retryAfter: '0', truncated: 1 });
    const { client } = clientFor(emulator());
    const entries = await collect(client.entries('feedback', { limit: 100 }));
    assert.equal(entries.length, 10_000);
    assert.equal(new Set(entries.map((e) => e.id)).size, 10_000);
    assert.deepEqual(
      entries.map((e) => e.id),
      emulator().data.feedback.map((e) => e.id),
    );
    // 100 pages, plus two 500s, one 429 and one page cut off mid-body that were all repeated.
    assert.equal(emulator().requests.length, 104);
  });

  it('uses the default page size when no limit is given (50 feedback, 100 conversations)', async () => {
    const { client } = clientFor(emulator());
    assert.equal((await client.fetchPage('feedback', {})).entries.length, 50);
    assert.equal((await client.fetchPage('assistant', {})).entries.length, 100);
  });

  it('keeps every field, also those the published description does not know', async () => {
    const { client } = clientFor(emulator());
    const [entry] = (await client.fetchPage('feedback', { limit: 1 })).entries;
    assert.deepEqual(entry, emulator().data.feedback[0]);
    assert.ok('sentiment' in entry && 'browser' in entry);
  });

  it('stops after maxEntries without fetching further pages', async () => {
    const { client } = clientFor(emulator());
    const entries = await collect(client.entries('assistant', { limit: 100 }, { maxEntries: 250 }));
    assert.deepEqual(
      entries.map((e) => e.id),
      emulator()
        .data.conversations.slice(0, 250)
        .map((e) => e.id),
    );
    assert.equal(emulator().requests.length, 3);
  });

  it('stops with an error when a cursor repeats, without duplicating entries', async () => {
    emulator().faults.repeatCursor = true;
    const { client } = clientFor(emulator());
    const seen: string[] = [];
    await assert.rejects(
      (async () => {
        for await (const entry of client.entries('feedback', { limit: 100 })) seen.push(entry.id);
      })(),
      (error: AnalyticsError) =>
        error.kind === 'bad-response' &&
        /repeated the cursor \w+; stopped to avoid an endless loop/.test(error.message),
    );
    assert.equal(seen.length, 200);
    assert.equal(new Set(seen).size, 200);
    assert.equal(emulator().requests.length, 2);
  });

  it('stops with an error when hasMore comes without a cursor', async () => {
    emulator().faults.nullCursor = true;
    const { client } = clientFor(emulator());
    await assert.rejects(
      collect(client.pages('assistant', { limit: 1000 })),
      (error: AnalyticsError) =>
        error.kind === 'bad-response' && /hasMore\) but sent no nextCursor/.test(error.message),
    );
    assert.equal(emulator().requests.length, 1);
  });

  it('applies date (dateTo exclusive), status and source filters across pages', async () => {
    const { client } = clientFor(emulator());
    const query = {
      dateFrom: '2026-09-01',
      dateTo: '2026-10-01T00:00:00Z',
      status: ['pending', 'in_progress'],
      source: 'code_snippet',
      limit: 100,
    };
    const entries = await collect(client.entries('feedback', query));
    const expected = emulator().data.feedback.filter(
      (e: FeedbackEntry) =>
        e.createdAt !== null &&
        e.createdAt >= '2026-09-01' &&
        e.createdAt < '2026-10-01' &&
        ['pending', 'in_progress'].includes(e.status) &&
        e.source === 'code_snippet',
    );
    assert.ok(expected.length > 10, `${expected.length} entries match`);
    assert.deepEqual(
      entries.map((e) => e.id),
      expected.map((e) => e.id),
    );
  });

  it('an entry at exactly dateTo is left out, one at dateFrom kept', async () => {
    const { client } = clientFor(emulator());
    const pivot = emulator().data.conversations[500].timestamp;
    const before = await collect(client.entries('assistant', { dateTo: pivot, limit: 1000 }));
    const after = await collect(client.entries('assistant', { dateFrom: pivot, limit: 1000 }));
    assert.ok(!before.some((e) => e.timestamp === pivot));
    assert.ok(after.some((e) => e.timestamp === pivot));
    assert.equal(before.length + after.length, emulator().data.conversations.length);
  });
});

// Every parameter rule is checked before a request is sent: the emulator sees nothing.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { AnalyticsClient } from '../../shared/src/analytics/client';
import { AnalyticsError } from '../../shared/src/analytics/errors';
import { AnalyticsEndpoint, AnalyticsQuery } from '../../shared/src/analytics/types';
import { clientFor, resetEmulator, useEmulator } from './support';

describe('analytics client: parameters', () => {
  const emulator = useEmulator({ feedbackCount: 200, conversationCount: 200 });
  beforeEach(() => resetEmulator(emulator()));

  const rejected: [string, AnalyticsEndpoint, AnalyticsQuery, RegExp][] = [
    ['feedback limit 0', 'feedback', { limit: 0 }, /limit must be a whole number from 1 to 100 for feedback, not 0/],
    ['feedback limit 101', 'feedback', { limit: 101 }, /from 1 to 100 for feedback, not 101/],
    ['assistant limit 1001', 'assistant', { limit: 1001 }, /from 1 to 1000 for assistant, not 1001/],
    ['fractional limit', 'assistant', { limit: 2.5 }, /not 2.5/],
    [
      'a word as a date',
      'feedback',
      { dateFrom: 'yesterday' },
      /dateFrom "yesterday" is not a date in ISO 8601 or YYYY-MM-DD format/,
    ],
    [
      'a day that does not exist',
      'feedback',
      { dateTo: '2024-02-30' },
      /dateTo "2024-02-30" is not a real calendar date/,
    ],
    ['month 13', 'assistant', { dateFrom: '2024-13-01' }, /not a date|not a real calendar date/],
    ['a time without zone', 'feedback', { dateFrom: '2024-01-01T10:00' }, /not a date in ISO 8601/],
    [
      'dateTo equal to dateFrom',
      'feedback',
      { dateFrom: '2024-03-01', dateTo: '2024-03-01' },
      /dateTo \(2024-03-01\) must be after dateFrom \(2024-03-01\): dateTo is exclusive/,
    ],
    [
      'dateTo before dateFrom',
      'assistant',
      { dateFrom: '2024-03-02T00:00:00Z', dateTo: '2024-03-01' },
      /must be after dateFrom/,
    ],
    [
      'unknown status',
      'feedback',
      { status: ['pending', 'open'] },
      /status "open" is not one of pending, in_progress, resolved, dismissed/,
    ],
    ['empty status list', 'feedback', { status: [] }, /status needs at least one value/],
    [
      'unknown source',
      'feedback',
      { source: 'email' },
      /source "email" is not one of code_snippet, contextual, agent, thumbs_only/,
    ],
    ['status on the assistant endpoint', 'assistant', { status: ['pending'] }, /filter feedback only/],
  ];
  for (const [name, endpoint, query, message] of rejected) {
    it(`rejects ${name} without a request`, async () => {
      const { client } = clientFor(emulator());
      await assert.rejects(client.fetchPage(endpoint, query), (error: AnalyticsError) => {
        assert.equal(error.kind, 'invalid-parameter');
        assert.match(error.message, message);
        return true;
      });
      assert.equal(emulator().requests.length, 0);
    });
  }

  it('accepts the limits at both ends, date-only and full ISO 8601 dates, and every enum value', async () => {
    const { client } = clientFor(emulator());
    await client.fetchPage('feedback', {
      limit: 100,
      dateFrom: '2026-01-01',
      dateTo: '2026-11-01T00:00:00.000Z',
      status: ['pending', 'in_progress', 'resolved', 'dismissed'],
      source: 'thumbs_only',
    });
    await client.fetchPage('assistant', { limit: 1000, dateFrom: '2026-06-01T12:30:00+02:00' });
    await client.fetchPage('assistant', { limit: 1 });
    assert.deepEqual(
      emulator().requests.map((r) => [r.status, r.query]),
      [
        [
          200,
          {
            limit: '100',
            dateFrom: '2026-01-01',
            dateTo: '2026-11-01T00:00:00.000Z',
            status: 'pending,in_progress,resolved,dismissed',
            source: 'thumbs_only',
          },
        ],
        [200, { limit: '1000', dateFrom: '2026-06-01T12:30:00+02:00' }],
        [200, { limit: '1' }],
      ],
    );
  });

  const refusedSetups: [string, () => unknown, string, RegExp][] = [
    [
      'plain http to another host',
      () => new AnalyticsClient({ baseUrl: 'http://analytics.example.com', projectId: 'p', apiKey: 'mint_x' }),
      'insecure-url',
      /refusing to send the API key to http:\/\/analytics.example.com: use https/,
    ],
    [
      // a name under .localhost may be resolved by a DNS server to any address
      'plain http to a name under .localhost',
      () => new AnalyticsClient({ baseUrl: 'http://api.localhost:8080', projectId: 'p', apiKey: 'mint_x' }),
      'insecure-url',
      /refusing to send the API key to http:\/\/api.localhost:8080: use https/,
    ],
    [
      'an ftp URL',
      () => new AnalyticsClient({ baseUrl: 'ftp://127.0.0.1', projectId: 'p', apiKey: 'mint_x' }),
      'insecure-url',
      /refusing/,
    ],
    [
      'a base URL that is no URL',
      () => new AnalyticsClient({ baseUrl: 'api.example.com', projectId: 'p', apiKey: 'mint_x' }),
      'invalid-parameter',
      /the base URL "api.example.com" is not a URL/,
    ],
    [
      'credentials in the base URL',
      () => new AnalyticsClient({ baseUrl: 'https://u:p@api.example.com', projectId: 'p', apiKey: 'mint_x' }),
      'invalid-parameter',
      /user name or password/,
    ],
    [
      'an empty project ID',
      () => new AnalyticsClient({ baseUrl: 'https://api.example.com', projectId: ' ', apiKey: 'mint_x' }),
      'invalid-parameter',
      /project ID is empty/,
    ],
    [
      'an empty key',
      () => new AnalyticsClient({ baseUrl: 'https://api.example.com', projectId: 'p', apiKey: '' }),
      'invalid-parameter',
      /no API key/,
    ],
  ];
  for (const [name, create, kind, message] of refusedSetups) {
    it(`refuses ${name}`, () => {
      assert.throws(create, (error: AnalyticsError) => error.kind === kind && message.test(error.message));
    });
  }

  it('allows https anywhere and http to loopback hosts', () => {
    for (const baseUrl of [
      'https://api.example.com',
      'http://localhost:4010',
      'http://127.0.0.2:80',
      'http://[::1]:4010',
      'https://api.example.com/prefix/',
    ]) {
      assert.ok(new AnalyticsClient({ baseUrl, projectId: 'p', apiKey: 'mint_x' }));
    }
  });
});

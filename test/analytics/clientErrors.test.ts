// Every error class, the retry rules and cancellation, against the emulator's fault switches.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { AnalyticsError } from '../../shared/src/analytics/errors';
import { startEmulator } from '../../tools/analytics-emulator/server';
import { clientFor, resetEmulator, useEmulator } from './support';

function expectError(kind: string, message: RegExp) {
  return (error: unknown) => {
    assert.ok(error instanceof AnalyticsError, String(error));
    assert.equal(error.kind, kind);
    assert.match(error.message, message);
    return true;
  };
}

describe('analytics client: errors and retries', () => {
  const emulator = useEmulator({ feedbackCount: 300, conversationCount: 300 });
  beforeEach(() => resetEmulator(emulator()));

  it('401: a wrong key, with the service text and without the key', async () => {
    const { client } = clientFor(emulator(), { apiKey: 'mint_wrong_key_abc' });
    await assert.rejects(
      client.fetchPage('feedback', {}),
      expectError('unauthorized', /^HTTP 401, the API key is missing, wrong or expired: Invalid API key$/),
    );
    assert.equal(emulator().requests.length, 1, '401 is not retried');
  });

  it('403: a key without the analytics scope', async () => {
    const { client } = clientFor(emulator(), { apiKey: emulator().limitedKey });
    await assert.rejects(
      client.fetchPage('assistant', {}),
      expectError(
        'forbidden',
        /^HTTP 403, the API key lacks the scope for analytics \(use an admin key\): This API key does not have access to analytics/,
      ),
    );
  });

  it('404: an unknown project', async () => {
    const { client } = clientFor(emulator(), { projectId: 'nope' });
    await assert.rejects(
      client.fetchPage('feedback', {}),
      expectError('not-found', /^HTTP 404, unknown project \(check the project ID\): Project not found$/),
    );
  });

  it('400: the service validation details are quoted', async () => {
    const { client } = clientFor(emulator());
    await assert.rejects(
      client.fetchPage('assistant', {}, { cursor: 'not-a-ulid' }),
      expectError(
        'client-error',
        /^HTTP 400, the request was refused: Invalid query parameters; cursor: Invalid ulid$/,
      ),
    );
    assert.equal(emulator().requests.length, 1);
  });

  it('429: waits as long as Retry-After says, then succeeds', async () => {
    Object.assign(emulator().faults, { rateLimited: 2, retryAfter: '7' });
    const { client, waits } = clientFor(emulator());
    const page = await client.fetchPage('feedback', { limit: 5 });
    assert.equal(page.entries.length, 5);
    assert.deepEqual(waits, [7000, 7000]);
    assert.deepEqual(
      emulator().requests.map((r) => r.status),
      [429, 429, 200],
    );
  });

  it('429: a Retry-After beyond 60 s is an error that says when to come back, without waiting', async () => {
    Object.assign(emulator().faults, { rateLimited: 1, retryAfter: '3600' });
    const { client, waits } = clientFor(emulator());
    await assert.rejects(
      client.fetchPage('feedback', {}),
      expectError(
        'rate-limited',
        /^HTTP 429, rate limited \(about 100 requests per hour\): retry in 3600 s \(at \d{4}-\d\d-\d\dT.*Z\): Rate limit exceeded$/,
      ),
    );
    assert.deepEqual(waits, []);
    assert.equal(emulator().requests.length, 1);
  });

  it('429: the hourly budget of the emulator is enforced like the service', async () => {
    emulator().faults.hourlyLimit = 2;
    const { client } = clientFor(emulator(), { retry: { maxRetries: 0 } });
    await client.fetchPage('feedback', {});
    await client.fetchPage('feedback', {});
    await assert.rejects(client.fetchPage('feedback', {}), expectError('rate-limited', /retry in 3[56]\d\d s/));
  });

  it('5xx: a burst of 500s is retried with doubling backoff', async () => {
    emulator().faults.serverErrors = 3;
    const { client, waits } = clientFor(emulator(), { retry: { backoffMs: 100 } });
    const page = await client.fetchPage('assistant', { limit: 3 });
    assert.equal(page.entries.length, 3);
    assert.deepEqual(waits, [100, 200, 400]);
  });

  it('5xx: gives up after the bounded number of attempts', async () => {
    emulator().faults.serverErrors = 100;
    const { client, waits } = clientFor(emulator(), { retry: { maxRetries: 2 } });
    await assert.rejects(
      client.fetchPage('feedback', {}),
      expectError(
        'service-error',
        /^HTTP 500, the analytics service failed: Internal server error \(gave up after 3 attempts\)$/,
      ),
    );
    assert.equal(waits.length, 2);
    assert.equal(emulator().requests.length, 3);
  });

  it('a body cut off mid-way is a network failure and is retried', async () => {
    emulator().faults.truncated = 2;
    const { client } = clientFor(emulator());
    const page = await client.fetchPage('feedback', { limit: 10 });
    assert.equal(page.entries.length, 10);
    assert.equal(emulator().requests.length, 3);
  });

  it('malformed JSON is an error, not a crash, and not retried', async () => {
    emulator().faults.malformed = 1;
    const { client } = clientFor(emulator());
    await assert.rejects(
      client.fetchPage('feedback', {}),
      expectError('bad-response', /^the service sent an unexpected answer: malformed JSON \(/),
    );
    assert.equal(emulator().requests.length, 1);
  });

  it('a slow answer times out, per attempt, and the retries are bounded', async () => {
    emulator().faults.delayMs = 400;
    const { client } = clientFor(emulator(), { timeoutMs: 50, retry: { maxRetries: 1 } });
    await assert.rejects(
      client.fetchPage('feedback', {}),
      expectError(
        'timeout',
        /no complete answer from http:\/\/127\.0\.0\.1:\d+ within 0.05 s \(gave up after 2 attempts\)/,
      ),
    );
  });

  it('a refused connection is a network failure, retried then reported', async () => {
    const closed = await startEmulator({ feedbackCount: 1, conversationCount: 1 });
    await closed.close();
    const { client, waits } = clientFor(closed, { retry: { maxRetries: 1 } });
    await assert.rejects(
      client.fetchPage('feedback', {}),
      expectError(
        'network',
        /^network failure talking to http:\/\/127\.0\.0\.1:\d+: fetch failed \(.*ECONNREFUSED.*\) \(gave up after 2 attempts\)$/,
      ),
    );
    assert.equal(waits.length, 1);
  });

  it('cancellation stops a slow request and the retry wait', async () => {
    emulator().faults.delayMs = 2000;
    const { client } = clientFor(emulator());
    const controller = new AbortController();
    const pending = client.fetchPage('feedback', {}, { signal: controller.signal });
    setImmediate(() => controller.abort());
    await assert.rejects(pending, expectError('cancelled', /^cancelled$/));
    emulator().faults.delayMs = 0;
    emulator().faults.serverErrors = 5;
    const waiting = new AbortController();
    const { client: sleeper } = clientFor(emulator(), { retry: { sleep: async () => waiting.abort() } });
    await assert.rejects(
      sleeper.fetchPage('feedback', {}, { signal: waiting.signal }),
      expectError('cancelled', /cancelled/),
    );
  });

  it('never follows a redirect to another origin, and so never sends the key there', async () => {
    const other = await startEmulator({ feedbackCount: 1, conversationCount: 1 });
    try {
      emulator().faults.redirectTo = other.url;
      const { client } = clientFor(emulator());
      await assert.rejects(
        client.fetchPage('feedback', {}),
        expectError(
          'insecure-url',
          /^the service redirected to another origin \(http:\/\/127\.0\.0\.1:\d+\); the API key is not sent there$/,
        ),
      );
      assert.equal(other.requests.length, 0);
    } finally {
      await other.close();
    }
  });

  it('follows a redirect within the same origin', async () => {
    const server = http.createServer((request, response) => {
      if (request.url?.startsWith('/old/')) {
        response.writeHead(308, { location: request.url.replace('/old/', '/') }).end();
        return;
      }
      const ok = request.headers.authorization === 'Bearer mint_same_origin';
      response
        .writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
        .end(
          JSON.stringify(
            ok ? { feedback: [{ id: 'a', path: '/x' }], nextCursor: null, hasMore: false } : { error: 'no' },
          ),
        );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { client } = clientFor(emulator(), { baseUrl: `http://127.0.0.1:${port}/old`, apiKey: 'mint_same_origin' });
      const page = await client.fetchPage('feedback', {});
      assert.deepEqual(page.entries, [{ id: 'a', path: '/x' }]);
    } finally {
      server.close();
    }
  });
});

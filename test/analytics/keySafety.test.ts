// Hostile base URLs, keys and error bodies: the key goes only to the base URL's origin, a key that cannot be a header
// is refused before any request, and no spelling of the key an answer echoes is ever printed.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { AnalyticsClient } from '../../shared/src/analytics/client';
import { AnalyticsError, redactSecret } from '../../shared/src/analytics/errors';
import { endpointUrl } from '../../shared/src/analytics/params';
import { NO_FILTERS } from '../../client/src/analytics/viewModel';
import { runInProcess } from '../helpers/runCli';
import { loaderFor, resetEmulator, useEmulator } from './support';

const KEY = 'mint_SECRET_safety_7c1e0b';

interface Listener {
  readonly port: number;
  /** The Authorization headers received. */
  readonly received: string[];
  close(): void;
}

/** A server that records every Authorization header and answers `answer(...)` (default: a 401 that echoes nothing). */
async function listener(
  answer: (authorization: string) => { status: number; body: string } = () => ({ status: 401, body: '{}' }),
): Promise<Listener> {
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    received.push(request.headers.authorization ?? '');
    const { status, body } = answer(request.headers.authorization ?? '');
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, received, close: () => server.close() };
}

/** No spelling of the key: as is, in any case, or its distinctive middle part. */
function assertNoKey(text: string): void {
  assert.ok(!text.toLowerCase().includes('secret_safety'), text);
  assert.ok(!text.toLowerCase().includes('7c1e0b'), text);
}

describe('analytics: hostile base URLs', () => {
  const emulator = useEmulator({ adminKey: KEY, feedbackCount: 3 });
  beforeEach(() => resetEmulator(emulator()));

  const hostileBases = (thiefPort: number) => [
    `${emulator().url}//127.0.0.1:${thiefPort}`,
    `${emulator().url}/\\127.0.0.1:${thiefPort}`,
    `${emulator().url}/\\\\127.0.0.1:${thiefPort}/`,
    `${emulator().url}///127.0.0.1:${thiefPort}/x`,
  ];

  it('the endpoint URL keeps the base origin whatever the base path holds', () => {
    for (const base of hostileBases(4402).concat([
      'https://api.example.com//127.0.0.1:4402',
      'https://a.example/%2F%2Fb',
    ]))
      assert.equal(endpointUrl(base, 'p', 'feedback').origin, new URL(base).origin, base);
    assert.equal(
      endpointUrl('https://a.example/base/', 'p', 'feedback').href,
      'https://a.example/base/v1/analytics/p/feedback',
    );
    assert.throws(() => endpointUrl('https://a.example', '..', 'feedback'), AnalyticsError);
    assert.equal(
      endpointUrl('https://a.example', '../../x', 'feedback').pathname,
      '/v1/analytics/..%2F..%2Fx/feedback',
    );
  });

  it('CLI: a base path naming another host never sends the key there', async () => {
    const thief = await listener();
    try {
      for (const base of hostileBases(thief.port)) {
        const run = await runInProcess(['analytics', 'feedback', '--project', 'p', '--base-url', base], {
          env: { DOCS_API_KEY: KEY },
        });
        assert.notEqual(run.code, 0);
        assertNoKey(run.stdout + run.stderr);
      }
      assert.deepEqual(thief.received, []);
      assert.ok(emulator().requests.length >= 4, 'the requests went to the base origin');
    } finally {
      thief.close();
    }
  });

  it('client and panel loader: a real-looking host with a path to loopback connects to that host', async () => {
    const thief = await listener();
    try {
      const client = new AnalyticsClient({
        baseUrl: `https://unreachable.invalid//127.0.0.1:${thief.port}`,
        projectId: 'p',
        apiKey: KEY,
        retry: { maxRetries: 0, sleep: async () => {} },
      });
      const error = await client.fetchPage('feedback', {}).catch((e: unknown) => e);
      assert.ok(error instanceof AnalyticsError && error.kind === 'network', String(error));
      assert.match(error.message, /unreachable\.invalid/);
      const { loader, log } = loaderFor(emulator(), {
        settings: { baseUrl: `${emulator().url}//127.0.0.1:${thief.port}` },
      });
      await loader.load('feedback', NO_FILTERS, 'refresh');
      assert.deepEqual(thief.received, []);
      assertNoKey(log.join('\n'));
    } finally {
      thief.close();
    }
  });
});

describe('analytics: keys that cannot be a header', () => {
  const emulator = useEmulator({ adminKey: KEY, feedbackCount: 3 });
  beforeEach(() => resetEmulator(emulator()));
  const badKeys = [`${KEY}\n# prod key`, `${KEY}\r\n`, `${KEY} trailing`, `${KEY}\u0000`, `${KEY}é`, `\t${KEY}`];

  it('CLI: a usage error (exit 2) at once, no request, no retry, the key never printed', async () => {
    for (const key of badKeys) {
      const run = await runInProcess(['analytics', 'feedback', '--project', 'p', '--base-url', emulator().url], {
        env: { DOCS_API_KEY: key },
      });
      assert.equal(run.code, 2, run.stderr);
      assert.match(
        run.stderr,
        /the API key contains (a line break|a space|a control character|a character outside ASCII) at character \d+/,
      );
      assert.doesNotMatch(run.stderr, /retrying/);
      assertNoKey(run.stdout + run.stderr);
    }
    assert.equal(emulator().requests.length, 0);
  });

  it('panel loader: an error state and a log line without the key, no request', async () => {
    const { loader, log } = loaderFor(emulator(), { key: `${KEY}\n# prod key` });
    const state = await loader.load('feedback', NO_FILTERS, 'refresh');
    assert.equal(state.kind, 'error');
    assertNoKey(JSON.stringify(state) + log.join('\n'));
    assert.equal(emulator().requests.length, 0);
  });
});

describe('analytics: answers that echo the key in another spelling', () => {
  const echoes = (authorization: string) => {
    const key = authorization.replace(/^Bearer /, '');
    const escaped = [...key].map((c) => (c === '_' ? '\\u005f' : c)).join('');
    return [
      // JSON-escaped in the raw body: JSON.parse decodes it to the key itself
      `{"error":"invalid key ${escaped}"}`,
      JSON.stringify({ error: `INVALID KEY ${key.toUpperCase()}` }),
      JSON.stringify({ error: 'bad', details: [{ message: `key=${encodeURIComponent(key).replace(/_/g, '%5F')}` }] }),
      // not JSON: the parser's message would quote it
      `mint\\u005f${key.slice(5)} is not valid`,
    ];
  };

  it('CLI and client: every echo redacted, in errors and retry notices alike', async () => {
    let turn = 0;
    const service = await listener((authorization) => {
      const bodies = echoes(authorization);
      const body = bodies[turn++ % bodies.length];
      return { status: body.startsWith('{') ? (turn % 2 ? 401 : 500) : 200, body };
    });
    try {
      const outputs: string[] = [];
      for (let i = 0; i < 4; i++) {
        const run = await runInProcess(
          ['analytics', 'feedback', '--project', 'p', '--base-url', `http://127.0.0.1:${service.port}`],
          { env: { DOCS_API_KEY: KEY } },
        );
        outputs.push(run.stderr + run.stdout);
      }
      turn = 0;
      for (let i = 0; i < 4; i++) {
        const notices: string[] = [];
        const client = new AnalyticsClient({
          baseUrl: `http://127.0.0.1:${service.port}`,
          projectId: 'p',
          apiKey: KEY,
          retry: { maxRetries: 1, sleep: async () => {}, onRetry: ({ reason }) => notices.push(reason) },
        });
        const error = await client.fetchPage('feedback', {}).catch((e: Error) => e);
        assert.ok(error instanceof Error);
        outputs.push(`${error.message}\n${error.stack}\n${notices.join('\n')}`);
      }
      assert.ok(service.received.length >= 8);
      for (const output of outputs) assertNoKey(output);
      assert.ok(outputs.some((o) => o.includes('[redacted]')));
    } finally {
      service.close();
    }
  });

  it('redactSecret: as is, any case, JSON and URL escapes of any character', () => {
    const key = 'mint_ab/c-1';
    for (const text of [
      'mint_ab/c-1',
      'MINT_AB/C-1',
      'mint\\u005fab\\/c-1',
      'mint\\u005Fab\\u002fc\\u002d1',
      'mint%5Fab%2Fc-1',
    ])
      assert.equal(redactSecret(`<${text}>`, key), '<[redacted]>');
    assert.equal(redactSecret('mint_ab', key), 'mint_ab');
  });

  it('redactSecret: a long part of the key, and the key in base64 (a Basic credential)', () => {
    const key = 'mint_0123456789abcdefXYZ';
    const basic = btoa(`:${key}`);
    for (const [text, redacted] of [
      [`bad key ${key.slice(0, -1)}!`, 'bad key [redacted]!'],
      [`bad key ${key.slice(1).toUpperCase()}`, 'bad key [redacted]'],
      [`echo: ${key.slice(3, 17)} and ${key.slice(5, 20)}`, 'echo: [redacted] and [redacted]'],
      [`Authorization: Basic ${basic}`, 'Authorization: Basic [redacted]'],
      [`token=${btoa(key)}`, 'token=[redacted]'],
      [`token=${btoa(key).replace(/=+$/, '')};`, 'token=[redacted];'],
    ])
      assert.equal(redactSecret(text, key), redacted, text);
    // short common parts stay: a message may say "mint_" or a few of the key's letters
    assert.equal(redactSecret('use a mint_ key of 24 characters, 0123', key), 'use a mint_ key of 24 characters, 0123');
  });
});

// The API key appears in no output, log, error message, cache file, webview HTML or setting: it travels only in the
// Authorization header to an allowed origin.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { AddressInfo } from 'node:net';
import { AnalyticsClient } from '../../shared/src/analytics/client';
import { LoadState, NO_FILTERS } from '../../client/src/analytics/viewModel';
import { renderFeedbackView } from '../../client/src/analytics/webview/feedbackView';
import { renderAssistantView } from '../../client/src/analytics/webview/assistantView';
import { runInProcess } from '../helpers/runCli';
import { loaderFor, resetEmulator, useEmulator } from './support';

const KEY = 'mint_SECRET_leak_check_4f2a9c';
const ROOT = path.resolve(__dirname, '../..');

/** A service that quotes the Authorization header back in its errors, like a careless proxy. */
async function echoingService(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    const status = request.url?.includes('/feedback') ? 500 : 400;
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(
        JSON.stringify({ error: `bad header ${request.headers.authorization}`, details: [{ message: `key=${KEY}` }] }),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe('the analytics key never leaks', () => {
  const emulator = useEmulator({ feedbackCount: 250, conversationCount: 100, adminKey: KEY, hostile: true });
  beforeEach(() => resetEmulator(emulator()));

  it('CLI: neither stdout nor stderr holds it, in any format or on any error', async () => {
    const env = { DOCS_API_KEY: KEY, DOCS_API_BASE_URL: emulator().url };
    const runs = [];
    for (const format of ['json', 'csv', 'table'])
      runs.push(
        await runInProcess(
          ['analytics', 'feedback', '--project', emulator().projectId, '--format', format, '--page-size', '100'],
          { env: env },
        ),
      );
    runs.push(await runInProcess(['analytics', 'assistant', '--project', 'other'], { env: env }));
    runs.push(
      await runInProcess(['analytics', 'assistant', '--project', 'p', '--base-url', 'http://api.example.com'], {
        env: env,
      }),
    );
    runs.push(await runInProcess(['analytics', 'feedback', '--project', 'p', '--page-size', '500'], { env: env }));
    Object.assign(emulator().faults, { rateLimited: 1, retryAfter: '0' });
    runs.push(
      await runInProcess(['analytics', 'feedback', '--project', emulator().projectId, '--max', '1'], { env: env }),
    );
    const echo = await echoingService();
    try {
      runs.push(await runInProcess(['analytics', 'assistant', '--project', 'p', '--base-url', echo.url], { env: env }));
    } finally {
      echo.close();
    }
    assert.deepEqual(
      runs.map((r) => r.code),
      [0, 0, 0, 1, 2, 2, 0, 1],
    );
    assert.match(runs[7].stderr, /bad header Bearer \[redacted\]; key=\[redacted\]/);
    for (const run of runs) {
      assert.ok(!run.stdout.includes(KEY) && !run.stderr.includes(KEY), run.stderr);
      assert.ok(!run.stdout.includes('SECRET') && !run.stderr.includes('SECRET'));
    }
  });

  it('client errors, also retried ones from a service that echoes it, are redacted', async () => {
    const echo = await echoingService();
    try {
      const notices: string[] = [];
      const client = new AnalyticsClient({
        baseUrl: echo.url,
        projectId: 'p',
        apiKey: KEY,
        retry: { maxRetries: 1, sleep: async () => {}, onRetry: ({ reason }) => notices.push(reason) },
      });
      const error = await client.fetchPage('feedback', {}).catch((e: Error) => e);
      assert.ok(error instanceof Error);
      assert.equal(
        error.message,
        'HTTP 500, the analytics service failed: bad header Bearer [redacted]; key=[redacted] (gave up ' +
          'after 2 attempts)',
      );
      assert.ok(!notices.join().includes(KEY) && !String(error.stack).includes(KEY));
    } finally {
      echo.close();
    }
  });

  it('panel: no log line, cache file or view HTML holds it', async () => {
    const { loader, log, cacheDir } = loaderFor(emulator(), { key: KEY, settings: { pagesPerLoad: 3 } });
    const feedbackStates: LoadState<'feedback'>[] = [
      await loader.load('feedback', NO_FILTERS, 'cached'),
      await loaderFor(emulator(), { key: KEY, settings: { projectId: 'nope' } }).loader.load(
        'feedback',
        NO_FILTERS,
        'refresh',
      ),
    ];
    const assistantStates: LoadState<'assistant'>[] = [
      await loader.load('assistant', NO_FILTERS, 'cached'),
      await loaderFor(emulator(), { key: 'mint_wrong' }).loader.load('assistant', NO_FILTERS, 'refresh'),
    ];
    assert.deepEqual(
      [...feedbackStates, ...assistantStates].map((s) => s.kind),
      ['ready', 'error', 'ready', 'error'],
    );
    const html = [
      ...feedbackStates.map(
        (state) => renderFeedbackView({ state, filters: NO_FILTERS, pagesPerLoad: 3, now: Date.now() }).text,
      ),
      ...assistantStates.map(
        (state) =>
          renderAssistantView({ state, filters: NO_FILTERS, search: '', pagesPerLoad: 3, now: Date.now() }).text,
      ),
    ];
    const files = fs.readdirSync(cacheDir).map((name) => fs.readFileSync(path.join(cacheDir, name), 'utf8'));
    assert.equal(files.length, 2);
    for (const text of [...log, ...html, ...files]) assert.ok(!text.includes(KEY));
    assert.ok(
      emulator().requests.every((r) => !JSON.stringify(r.query).includes(KEY)),
      'never in a URL',
    );
  });

  it('extension: no setting can hold it, only SecretStorage stores it, and nothing else writes settings', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const settings = Object.keys(manifest.contributes.configuration.properties);
    assert.deepEqual(
      settings.filter((name) => /key|token|secret|password/i.test(name)),
      [],
    );
    const sources = fs
      .readdirSync(path.join(ROOT, 'client/src/analytics'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'));
    const code = sources.map((f) => fs.readFileSync(path.join(ROOT, 'client/src/analytics', f), 'utf8')).join('\n');
    assert.deepEqual(code.match(/secrets\.store\(/g), ['secrets.store(']);
    // The one setting the views write is the period they show.
    assert.deepEqual(code.match(/\.update\([^,]*/g), [".update('period'"]);
    assert.doesNotMatch(code, /postMessage\([^)]*key/i);
  });
});

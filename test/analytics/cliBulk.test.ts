// A 10 000-entry export through the CLI, with a rate limit and a cut-off body on the way: every entry exactly once.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runInProcess } from '../helpers/runCli';
import { useEmulator } from './support';

describe('docs-lsp analytics: a large export', () => {
  const emulator = useEmulator({ feedbackCount: 10_000, conversationCount: 1 });

  it('exports 10 000 feedback entries exactly once, in order', async () => {
    Object.assign(emulator().faults, { rateLimited: 1, retryAfter: '0', truncated: 1 });
    const waits: number[] = [];
    const run = await runInProcess(
      ['analytics', 'feedback', '--project', emulator().projectId, '--page-size', '100', '--format', 'csv'],
      {
        env: { DOCS_API_KEY: emulator().adminKey, DOCS_API_BASE_URL: emulator().url },
        sleep: async (ms) => void waits.push(ms),
      },
    );
    assert.equal(run.code, 0, run.stderr);
    const ids = run.stdout
      .split('\r\n')
      .slice(1, -1)
      .filter((line) => /^[0-9A-Z]{26},/.test(line))
      .map((line) => line.slice(0, 26));
    assert.equal(new Set(ids).size, 10_000);
    assert.deepEqual(
      ids,
      emulator().data.feedback.map((e) => e.id),
    );
    assert.match(run.stderr, /HTTP 429, rate limited .*; retrying in 0 s\n/);
    assert.match(run.stderr, /network failure talking to .*: terminated .*; retrying in 2 s\n/);
    assert.deepEqual(waits, [0, 2000], 'the waits the retries asked for');
    assert.match(run.stderr, /10000 entries from 100 pages\n$/);
  });
});

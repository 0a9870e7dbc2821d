// The panel's loader against the emulator: bounded loads, the cache, "load more", and the states before data.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { LoadState, NO_FILTERS } from '../../client/src/analytics/viewModel';
import { AnalyticsEndpoint } from '../../shared/src/analytics/types';
import { loaderFor, resetEmulator, useEmulator } from './support';

function ready<E extends AnalyticsEndpoint>(state: LoadState<E>) {
  assert.equal(state.kind, 'ready', JSON.stringify(state));
  return state as Extract<LoadState<E>, { kind: 'ready' }>;
}

describe('analytics panel loader', () => {
  const emulator = useEmulator({ feedbackCount: 450, conversationCount: 50 });
  beforeEach(() => resetEmulator(emulator()));

  it('asks for settings, then for a key, without a request', async () => {
    assert.deepEqual(
      await loaderFor(emulator(), { settings: { projectId: '', baseUrl: '' } }).loader.load(
        'feedback',
        NO_FILTERS,
        'cached',
      ),
      { kind: 'needs-settings', missing: ['docsLsp.analytics.projectId', 'docsLsp.analytics.baseUrl'] },
    );
    assert.deepEqual(await loaderFor(emulator(), { key: undefined }).loader.load('feedback', NO_FILTERS, 'cached'), {
      kind: 'needs-key',
    });
    assert.equal(emulator().requests.length, 0);
  });

  it('loads a bounded number of the largest pages, then serves the cache without requests', async () => {
    const { loader, log, cacheDir } = loaderFor(emulator());
    const first = ready(await loader.load('feedback', NO_FILTERS, 'cached'));
    assert.equal(first.fromCache, false);
    assert.deepEqual(
      first.list.entries.map((e) => e.id),
      emulator()
        .data.feedback.slice(0, 200)
        .map((e) => e.id),
    );
    assert.deepEqual(
      [first.list.requests, first.list.hasMore, first.list.nextCursor],
      [2, true, emulator().data.feedback[199].id],
    );
    assert.deepEqual(
      emulator().requests.map((r) => r.query.limit),
      ['100', '100'],
    );
    const again = ready(await loaderFor(emulator(), { cacheDir }).loader.load('feedback', NO_FILTERS, 'cached'));
    assert.equal(again.fromCache, true);
    assert.deepEqual(again.list, first.list);
    assert.equal(emulator().requests.length, 2);
    assert.deepEqual(log, ['feedback: 200 entries after 2 requests, more available']);
  });

  it('"more" continues where the last load stopped until everything is loaded, exactly once', async () => {
    const { loader } = loaderFor(emulator());
    let state = ready(await loader.load('feedback', NO_FILTERS, 'refresh'));
    state = ready(await loader.load('feedback', NO_FILTERS, 'more', state.list));
    state = ready(await loader.load('feedback', NO_FILTERS, 'more', state.list));
    assert.deepEqual(
      state.list.entries.map((e) => e.id),
      emulator().data.feedback.map((e) => e.id),
    );
    assert.deepEqual([state.list.requests, state.list.hasMore, state.list.nextCursor], [5, false, null]);
  });

  it('"refresh" ignores the cache; other filters are another cache entry', async () => {
    const { loader } = loaderFor(emulator());
    await loader.load('assistant', NO_FILTERS, 'cached');
    await loader.load('assistant', NO_FILTERS, 'refresh');
    const filtered = ready(await loader.load('assistant', { ...NO_FILTERS, from: '2026-10-01' }, 'cached'));
    assert.equal(emulator().requests.length, 3);
    assert.deepEqual(emulator().requests[2].query, { limit: '1000', dateFrom: '2026-10-01' });
    assert.ok(filtered.list.entries.every((c) => c.timestamp >= '2026-10-01'));
  });

  it('errors become an error state with the readable message; bad filters send nothing', async () => {
    const { loader, log } = loaderFor(emulator(), { settings: { projectId: 'missing' } });
    assert.deepEqual(await loader.load('feedback', NO_FILTERS, 'cached'), {
      kind: 'error',
      message: 'HTTP 404, unknown project (check the project ID): Project not found',
    });
    assert.deepEqual(await loader.load('feedback', { ...NO_FILTERS, from: '2026-02-01', to: '2026-01-01' }, 'cached'), {
      kind: 'error',
      message: 'dateTo (2026-01-01) must be after dateFrom (2026-02-01): dateTo is exclusive',
    });
    assert.equal(emulator().requests.length, 1);
    assert.equal(log.length, 2);
  });
});

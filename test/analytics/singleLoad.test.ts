// One load at a time for the views' data: the same load joined, another one cancelling it, and a key set while a
// load that found no key is still running (the views stayed on "set a key" when the new key's load joined it).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SingleLoad } from '../../client/src/analytics/model/singleLoad';
import { AnalyticsLoader } from '../../client/src/analytics/loader';
import { LoadState, NO_FILTERS } from '../../client/src/analytics/viewModel';
import { AnalyticsCache } from '../../shared/src/analytics/cache';
import { tempSite } from '../helpers/tempSite';
import { useEmulator } from './support';

/** A promise settled from outside. */
function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

describe('one load at a time', () => {
  it('joins a load of the same kind: one load runs, one result', async () => {
    const loads = new SingleLoad<string>();
    const results: string[] = [];
    const answer = gate<string>();
    let started = 0;
    const load = () => {
      started++;
      return answer.promise;
    };
    const first = loads.run('cached', load, (state) => results.push(state));
    const second = loads.run('cached', load, (state) => results.push(`joined ${state}`));
    assert.equal(first, second);
    answer.open('ready');
    await loads.done;
    assert.equal(started, 1);
    assert.deepEqual(results, ['ready']);
  });

  it('cancels a running load for another one: its signal aborts and its result is dropped', async () => {
    const loads = new SingleLoad<string>();
    const results: string[] = [];
    const old = gate<string>();
    let oldSignal: AbortSignal | undefined;
    const first = loads.run(
      'cached',
      (signal) => ((oldSignal = signal), old.promise),
      (state) => results.push(state),
    );
    const second = loads.run(
      'refresh',
      async () => 'refreshed',
      (state) => results.push(state),
    );
    assert.equal(oldSignal?.aborted, true);
    await second;
    old.open('stale');
    await first;
    assert.deepEqual(results, ['refreshed']);
  });

  it('after cancel, a load of the same kind starts afresh instead of joining the dropped one', async () => {
    const loads = new SingleLoad<string>();
    const results: string[] = [];
    const old = gate<string>();
    const first = loads.run(
      'cached',
      () => old.promise,
      (state) => results.push(state),
    );
    loads.cancel();
    const second = loads.run(
      'cached',
      async () => 'new',
      (state) => results.push(state),
    );
    assert.notEqual(first, second);
    await second;
    old.open('old');
    await first;
    assert.deepEqual(results, ['new']);
    await loads.done; // none running: settles at once
  });

  describe('a key set while the first load still runs without one', () => {
    const emulator = useEmulator({ feedbackCount: 20, conversationCount: 5 });

    it('ends with the entries of the new key', async () => {
      const secrets: { key?: string } = {};
      const keyRead = gate<void>();
      let reads = 0;
      const cacheDir = tempSite().dir;
      const loader = new AnalyticsLoader({
        settings: () => ({ baseUrl: emulator().url, projectId: emulator().projectId, pagesPerLoad: 2 }),
        // the first read of the key is answered only after the key was stored (a slow secret storage)
        apiKey: async () => (reads++ === 0 ? (await keyRead.promise, undefined) : secrets.key),
        cache: () => new AnalyticsCache(cacheDir, 60_000),
        log: () => {},
        retry: { sleep: async () => {} },
      });
      const loads = new SingleLoad<LoadState<'feedback'>>();
      const states: string[] = [];
      const load = () =>
        loads.run(
          'cached',
          (signal) => loader.load('feedback', NO_FILTERS, 'cached', undefined, signal),
          (state) => states.push(state.kind),
        );
      const first = load();
      secrets.key = emulator().adminKey; // the key is stored: the extension reloads everything
      loads.cancel();
      const second = load();
      keyRead.open();
      await Promise.all([first, second]);
      assert.deepEqual(states, ['ready']);
    });
  });
});

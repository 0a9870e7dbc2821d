// A whole assistant thread: one request then the cache; the transcript with hostile messages as text; the Assistant
// view's "Open thread" buttons and the caller-stats chart beside the query categories.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { loadThread } from '../../client/src/analytics/threadLoader';
import { NO_FILTERS } from '../../client/src/analytics/viewModel';
import { renderAssistantView } from '../../client/src/analytics/webview/assistantView';
import { renderThreadView } from '../../client/src/analytics/webview/threadView';
import { AnalyticsCache } from '../../shared/src/analytics/cache';
import { HOSTILE } from '../../tools/analytics-emulator/hostile';
import { tempSite } from '../helpers/tempSite';
import { resetEmulator, useEmulator } from './support';

describe('assistant threads', () => {
  const emulator = useEmulator({ feedbackCount: 10, conversationCount: 50, hostile: true });
  beforeEach(() => resetEmulator(emulator()));
  const deps = (cacheDir: string) => ({
    settings: () => ({ baseUrl: emulator().url, projectId: emulator().projectId, pagesPerLoad: 1 }),
    apiKey: async () => emulator().adminKey,
    cache: () => new AnalyticsCache(cacheDir, 60_000),
    log: () => {},
    retry: { sleep: async () => {} },
  });

  it('loads a thread with one request, then from the cache', async () => {
    const { dir } = tempSite();
    const id = emulator().data.conversations[5].id;
    const first = await loadThread(deps(dir), id);
    assert.equal(first.kind, 'ready');
    assert.deepEqual(first.kind === 'ready' && first.loaded.thread, emulator().traffic.threads.get(id));
    const again = await loadThread(deps(dir), id);
    assert.equal(again.kind === 'ready' && again.fromCache, true);
    assert.equal(emulator().requests.length, 1);
    assert.match(renderThreadView(again, Date.now()).text, /no request spent/);
  });

  it('renders hostile messages inert', async () => {
    const hostile = emulator().data.conversations.find((c) => c.query.includes(HOSTILE.img))!;
    const state = await loadThread(deps(tempSite().dir), hostile.id);
    const markup = renderThreadView(state, Date.now()).text;
    assert.ok(!markup.includes(HOSTILE.img) && !markup.includes(HOSTILE.script));
    assert.ok(!/href="javascript:/i.test(markup));
    assert.match(markup, /1 request in \d+ ms/);
  });

  it('a missing thread is an error state, not a throw', async () => {
    const state = await loadThread(deps(tempSite().dir), '01ARZ3NDEKTSV4RRFFQ69G5FAV');
    assert.equal(state.kind, 'error');
  });

  it('the Assistant view offers each thread and charts the callers of the period', () => {
    const conversations = emulator().data.conversations.slice(0, 3);
    const markup = renderAssistantView({
      state: {
        kind: 'ready',
        list: { entries: conversations, nextCursor: null, hasMore: false, requests: 1, loadedAt: Date.now() },
        fromCache: false,
      },
      filters: NO_FILTERS,
      search: '',
      pagesPerLoad: 5,
      now: Date.now(),
      callers: { stats: { web: 80, api: 15, other: 5, total: 100 }, period: 30 },
    }).text;
    assert.equal((markup.match(/data-action="thread"/g) ?? []).length, 3);
    assert.match(markup, /Callers \(last 30 days\)/);
    assert.match(markup, /<title>API: 15<\/title>/);
  });
});

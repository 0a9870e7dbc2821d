// The traffic of a period: one bounded refresh against the emulator, cached per project and period (no request
// while fresh), joined per page for the code lens and hover; the pages of a navigation with their place.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { navigationPages, pageEntryAt, sitePages } from '../../client/src/analytics/model/sitePages';
import { formatCount, statsBySlug, trafficLine, viewedPaths } from '../../client/src/analytics/model/traffic';
import {
  Period,
  periodDates,
  refreshCost,
  TrafficLoader,
  TrafficState,
} from '../../client/src/analytics/trafficLoader';
import { AnalyticsCache } from '../../shared/src/analytics/cache';
import { feedbackByPage, searchRows, trafficRows } from '../../tools/analytics-emulator/aggregates';
import { tempSite } from '../helpers/tempSite';
import { resetEmulator, useEmulator } from './support';
import { RunningEmulator } from '../../tools/analytics-emulator/server';

const NOW = Date.parse('2026-10-31T12:00:00Z');

function trafficLoaderFor(
  emulator: RunningEmulator,
  options: { period?: Period; cacheDir?: string; pages?: number } = {},
) {
  const cacheDir = options.cacheDir ?? tempSite().dir;
  const log: string[] = [];
  const loader = new TrafficLoader({
    settings: () => ({ baseUrl: emulator.url, projectId: emulator.projectId, pagesPerLoad: options.pages ?? 5 }),
    traffic: () => ({ period: options.period ?? 30 }),
    apiKey: async () => emulator.adminKey,
    cache: () => new AnalyticsCache(cacheDir, 60_000),
    log: (line) => log.push(line),
    retry: { sleep: async () => {} },
    now: () => NOW,
  });
  return { loader, cacheDir, log };
}

function ready(state: TrafficState) {
  assert.equal(state.kind, 'ready', JSON.stringify(state));
  return state as Extract<TrafficState, { kind: 'ready' }>;
}

describe('traffic of a period', () => {
  const emulator = useEmulator({ feedbackCount: 800, conversationCount: 300, extraPaths: 400 });
  beforeEach(() => resetEmulator(emulator()));

  it('the last N days, today included, dateTo exclusive', () => {
    assert.deepEqual(periodDates(30, NOW), { dateFrom: '2026-10-02', dateTo: '2026-11-01' });
    assert.deepEqual(periodDates(7, Date.parse('2026-03-01T00:00:00Z')), {
      dateFrom: '2026-02-23',
      dateTo: '2026-03-02',
    });
  });

  it('one refresh loads every list of the period within its stated cost; the next is served from cache', async () => {
    const { loader, cacheDir } = trafficLoaderFor(emulator());
    const { snapshot, fromCache } = ready(await loader.load('cached'));
    assert.equal(fromCache, false);
    const query = { limit: 0, from: Date.parse('2026-10-02'), to: Date.parse('2026-11-01') };
    const views = trafficRows(emulator().traffic, query, 'views');
    assert.deepEqual(snapshot.views.entries, views.rows);
    assert.deepEqual(snapshot.views.summary, { totals: views.totals });
    assert.equal(snapshot.views.complete, true);
    assert.deepEqual(snapshot.visitors.entries, trafficRows(emulator().traffic, query, 'visitors').rows);
    assert.deepEqual(snapshot.searches.entries, searchRows(emulator().traffic, query).rows);
    const feedback = emulator().data.feedback.filter(
      (f) => f.createdAt && f.createdAt >= '2026-10-02' && f.createdAt < '2026-11-01',
    );
    assert.deepEqual(snapshot.feedback.entries, feedbackByPage(feedback).slice(0, 100));
    // views 2 (250 each), visitors 2, searches 2 (100 each), feedback by page 1, caller stats 1
    assert.equal(snapshot.requests, 8);
    assert.equal(emulator().requests.length, 8);
    assert.ok(snapshot.requests <= refreshCost(5));

    const again = ready(await trafficLoaderFor(emulator(), { cacheDir }).loader.load('cached'));
    assert.equal(again.fromCache, true);
    assert.deepEqual(again.snapshot, snapshot);
    assert.equal(emulator().requests.length, 8);
    const [file] = fs.readdirSync(cacheDir);
    assert.equal(fs.statSync(path.join(cacheDir, file)).mode & 0o777, 0o600);
    assert.ok(!fs.readFileSync(path.join(cacheDir, file), 'utf8').includes(emulator().adminKey));
  });

  it('the cost is bounded: one page per list at most with pagesPerLoad 1, lists marked incomplete', async () => {
    const { snapshot } = ready(await trafficLoaderFor(emulator(), { pages: 1 }).loader.load('refresh'));
    assert.equal(snapshot.requests, refreshCost(1));
    assert.equal(emulator().requests.length, refreshCost(1));
    assert.equal(snapshot.views.complete, false);
    assert.equal(snapshot.views.entries.length, 250);
  });

  it('each period has its own cache entry; refresh spends requests even when cached', async () => {
    const { cacheDir } = trafficLoaderFor(emulator());
    ready(await trafficLoaderFor(emulator(), { cacheDir, period: 7 }).loader.load('cached'));
    const spent = emulator().requests.length;
    ready(await trafficLoaderFor(emulator(), { cacheDir, period: 90 }).loader.load('cached'));
    assert.ok(emulator().requests.length > spent);
    assert.match(emulator().requests.at(-1)!.query.dateFrom, /^2026-08-03$/);
    const before = emulator().requests.length;
    ready(await trafficLoaderFor(emulator(), { cacheDir, period: 7 }).loader.load('cached'));
    assert.equal(emulator().requests.length, before);
    ready(await trafficLoaderFor(emulator(), { cacheDir, period: 7 }).loader.load('refresh'));
    assert.ok(emulator().requests.length > before);
  });

  it('an error of the service is a state with its message, never a throw', async () => {
    emulator().faults.malformed = 1;
    const state = await trafficLoaderFor(emulator()).loader.load('refresh');
    assert.equal(state.kind, 'error');
    assert.match((state as { message: string }).message, /malformed JSON/);
  });

  it('joins views, visitors and feedback per page; the line of the code lens', async () => {
    const { snapshot } = ready(await trafficLoaderFor(emulator()).loader.load('cached'));
    const stats = statsBySlug(snapshot);
    const quickstart = stats.get('quickstart')!;
    const viewRow = snapshot.views.entries.find((row) => row.path === '/quickstart')!;
    assert.deepEqual(quickstart.views, { human: viewRow.human, ai: viewRow.ai, total: viewRow.total });
    assert.ok(stats.has('index'), 'the path / is the index page');
    assert.ok(stats.has('guides/legacy-sdk'));
    const line = trafficLine(
      {
        ...quickstart,
        views: { human: 1000, ai: 204, total: 1204 },
        visitors: { human: 280, ai: 31, total: 311 },
        thumbsUp: 12,
        thumbsDown: 3,
      },
      30,
    );
    assert.equal(line, '1\u202f204 views · 311 visitors (280 human · 31 AI) · 👍 12 👎 3 · 30 days');
    assert.equal(formatCount(1234567), '1\u202f234\u202f567');
    assert.ok(viewedPaths(snapshot).some((p) => p.path === '/guides/getting-started' && p.views > 0));
  });
});

describe('pages of a navigation', () => {
  const example = fs.readFileSync(path.resolve(__dirname, '../../example/docs.json'), 'utf8');

  it('lists every page with its place, groups roots included, endpoint entries left out', () => {
    const pages = navigationPages(example);
    assert.deepEqual(pages.find((p) => p.slug === 'guides/errors')?.place, ['Guides', 'Guides', 'Advanced']);
    assert.deepEqual(pages.find((p) => p.slug === 'guides/overview')?.place, ['Guides', 'Guides']);
    assert.deepEqual(pages.find((p) => p.slug === 'quickstart')?.place, ['Guides', 'Get started']);
    assert.ok(!pages.some((p) => p.slug.startsWith('GET')));
    assert.equal(navigationPages('{"navigation": {"pages": ["a", ').length, 1);
  });

  it('gathers the pages of every docs root: each navigation in order, a slug twice once, each file once', () => {
    const site = sitePages([
      { navigation: navigationPages(example), files: ['quickstart', 'drafts/x'] },
      {
        navigation: navigationPages(
          '{"navigation": {"groups": [{"group": "Blog", "pages": ["blog/launch", "quickstart"]}]}}',
        ),
        files: ['blog/launch', 'drafts/x'],
      },
    ]);
    assert.deepEqual(site.navigation.find((p) => p.slug === 'blog/launch')?.place, ['Blog']);
    assert.deepEqual(site.navigation.find((p) => p.slug === 'quickstart')?.place, ['Guides', 'Get started']);
    assert.equal(site.navigation.filter((p) => p.slug === 'quickstart').length, 1);
    assert.deepEqual(site.files, ['blog/launch', 'drafts/x', 'quickstart']);
    assert.deepEqual(sitePages([]), { navigation: [], files: [] });
  });

  it('finds the page entry under the cursor', () => {
    const offset = example.indexOf('"guides/webhooks"') + 3;
    assert.equal(pageEntryAt(example, offset)?.value, 'guides/webhooks');
    assert.equal(pageEntryAt(example, example.indexOf('"Acme Docs"') + 2), undefined);
    assert.equal(pageEntryAt(example, example.indexOf('"guides/overview"') + 2)?.value, 'guides/overview');
  });
});

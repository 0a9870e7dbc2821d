// The Pages and Search gaps views: rows that stand out, sorting, hostile strings as text, what a load cost; and the
// new page for a search term (safe slug, the file's title, the docs.json entry in the chosen group).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as jsonc from 'jsonc-parser';
import {
  appendPageEdits,
  checkPagePath,
  landsInside,
  newPageText,
  pagesArrays,
  slugForTerm,
} from '../../client/src/analytics/model/newPage';
import { nextSort, pageRows, sortRows } from '../../client/src/analytics/model/pageRows';
import { searchRows } from '../../client/src/analytics/model/searchGaps';
import { navigationPages } from '../../client/src/analytics/model/sitePages';
import { statsBySlug } from '../../client/src/analytics/model/traffic';
import { TrafficSnapshot } from '../../client/src/analytics/trafficLoader';
import { renderPagesView } from '../../client/src/analytics/webview/pagesView';
import { renderSearchesView } from '../../client/src/analytics/webview/searchesView';
import { HOSTILE } from '../../tools/analytics-emulator/hostile';
import { tempSite } from '../helpers/tempSite';

const NOW = Date.parse('2026-11-01T12:00:00Z');
const DOCS_JSON = JSON.stringify(
  {
    navigation: {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'guides/auth', 'guides/old'] }] },
        { tab: 'API', groups: [{ group: 'Reference', pages: ['api/list', 'GET /items'] }] },
      ],
    },
  },
  null,
  2,
);

const traffic = (path: string, total: number) => ({ path, human: total - 1, ai: 1, total });
const snapshot = (): TrafficSnapshot => ({
  period: 30,
  dateFrom: '2026-10-03',
  dateTo: '2026-11-02',
  views: {
    entries: [
      traffic('/guides/auth', 500),
      traffic('/', 300),
      traffic('/api/list', 40),
      traffic('/guides/legacy', 9),
      traffic(`/${HOSTILE.script}`, 3),
    ],
    summary: { totals: { human: 847, ai: 5, total: 852 } },
    complete: true,
  },
  visitors: { entries: [traffic('/guides/auth', 200), traffic('/', 90)], summary: {}, complete: true },
  searches: {
    entries: [
      {
        searchQuery: 'auth',
        hits: 90,
        ctr: 0.8,
        topClickedPage: '/guides/auth',
        lastSearchedAt: '2026-10-30T10:00:00Z',
      },
      { searchQuery: 'sso', hits: 40, ctr: 0, topClickedPage: null, lastSearchedAt: '2026-10-30T10:00:00Z' },
      {
        searchQuery: 'retry',
        hits: 20,
        ctr: 0.05,
        topClickedPage: '/guides/auth',
        lastSearchedAt: '2026-10-29T10:00:00Z',
      },
      { searchQuery: HOSTILE.img, hits: 3, ctr: 0.5, topClickedPage: HOSTILE.jsUrl, lastSearchedAt: 'x' },
    ],
    summary: { totalSearches: 153 },
    complete: false,
  },
  feedback: {
    entries: [
      { path: '/guides/auth', thumbsUp: 10, thumbsDown: 2, code: 1, total: 13 },
      { path: '/api/list', thumbsUp: 1, thumbsDown: 5, code: 0, total: 6 },
    ],
    summary: {},
    complete: false,
  },
  callerStats: { web: 8, api: 2, other: 0, total: 10 },
  requests: 8,
  loadMs: 1234,
  loadedAt: NOW - 3 * 60_000,
});

describe('Pages view', () => {
  const rows = pageRows(navigationPages(DOCS_JSON), ['guides/auth', 'drafts/secret'], statsBySlug(snapshot()));

  it('every page with its place; pages without traffic, the worst thumbs-down and 404 paths stand out', () => {
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    assert.equal(bySlug.get('guides/auth')?.place, 'Guides › Start');
    assert.equal(bySlug.get('drafts/secret')?.place, 'not in navigation');
    assert.equal(bySlug.get('guides/old')?.noTraffic, true);
    assert.equal(bySlug.get('drafts/secret')?.noTraffic, true);
    assert.equal(bySlug.get('guides/auth')?.noTraffic, false);
    assert.equal(bySlug.get('api/list')?.worst, true);
    assert.equal(bySlug.get('guides/auth')?.worst, false);
    assert.equal(bySlug.get('guides/legacy')?.kind, 'missing');
    assert.ok(!bySlug.has('GET /items'));
  });

  it('sorts by any column, a second click reverses', () => {
    const byViews = sortRows(rows, { column: 'views', descending: true }).map((row) => row.slug);
    assert.deepEqual(byViews.slice(0, 3), ['guides/auth', 'index', 'api/list']);
    const sort = nextSort(nextSort({ column: 'views', descending: true }, 'slug'), 'slug');
    assert.deepEqual(sort, { column: 'slug', descending: true });
    assert.deepEqual(nextSort(sort, 'onclick'), sort);
    assert.equal(sortRows(rows, { column: 'ratio', descending: true })[0].slug, 'api/list');
  });

  it('renders the cost and time of the load, the marks, and hostile paths as text', () => {
    const markup = renderPagesView({
      state: { kind: 'ready', snapshot: snapshot(), fromCache: false },
      period: 30,
      refreshCost: 17,
      now: NOW,
      rows,
      sort: { column: 'views', descending: true },
      focus: 'guides/auth',
    }).text;
    assert.match(markup, /Refresh \(up to 17 requests\)/);
    assert.match(
      markup,
      /2026-10-03 to 2026-11-02 \(exclusive\) · loaded 2026-11-01 11:57 UTC · 8 requests in 1\u202f234 ms/,
    );
    assert.match(markup, /<option value="30" selected>last 30 days<\/option>/);
    assert.match(markup, /<tr class="worst"[^>]*data-slug="api\/list"/);
    assert.match(markup, /<tr class="no-traffic" data-slug="guides\/old"/);
    assert.match(markup, /<tr class="focus" data-slug="guides\/auth"/);
    assert.match(markup, /Feedback counts cover the 2 pages with the most feedback/);
    assert.ok(!markup.includes(HOSTILE.script));
    assert.ok(markup.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
    const cached = renderPagesView({
      state: { kind: 'ready', snapshot: snapshot(), fromCache: true },
      period: 30,
      refreshCost: 17,
      now: NOW,
      rows,
      sort: { column: 'views', descending: true },
    }).text;
    assert.match(cached, /cached, loaded 3 min ago: no request spent/);
  });
});

describe('Search gaps view', () => {
  it('marks terms with nothing clicked or a low click-through as gaps; hostile terms are text', () => {
    const rows = searchRows(snapshot().searches.entries);
    assert.deepEqual(
      rows.map((row) => row.gap),
      [undefined, 'no-click', 'low-ctr', undefined],
    );
    const markup = renderSearchesView({
      state: { kind: 'ready', snapshot: snapshot(), fromCache: false },
      period: 30,
      refreshCost: 17,
      now: NOW,
      rows,
      gapsOnly: false,
    }).text;
    assert.match(markup, /4 terms · 153 searches · 2 gaps/);
    assert.match(markup, /sso <span class="badge status-unanswered">gap: nothing clicked<\/span>/);
    assert.match(markup, /More terms exist than one refresh loads/);
    assert.ok(!markup.includes(HOSTILE.img) && !/href="javascript/.test(markup));
    const gapsOnly = renderSearchesView({
      state: { kind: 'ready', snapshot: snapshot(), fromCache: false },
      period: 30,
      refreshCost: 17,
      now: NOW,
      rows,
      gapsOnly: true,
    }).text;
    assert.equal((gapsOnly.match(/<tr class="gap">/g) ?? []).length, 2);
    assert.ok(!gapsOnly.includes('>auth<'));
  });

  it('the states before data ask for settings or a key', () => {
    const markup = renderSearchesView({
      state: { kind: 'needs-key' },
      period: 7,
      refreshCost: 17,
      now: NOW,
      rows: [],
      gapsOnly: false,
    }).text;
    assert.match(markup, /Set your analytics API key/);
  });
});

describe('a new page for a search term', () => {
  it('a safe slug from any term, or none', () => {
    assert.equal(slugForTerm('Terraform provider'), 'terraform-provider');
    assert.equal(slugForTerm('Équipe SSO'), 'equipe-sso');
    assert.equal(slugForTerm('../../etc/passwd'), 'etc-passwd');
    assert.equal(slugForTerm(HOSTILE.script), 'script-alert-1-script');
    assert.equal(slugForTerm('¿?!'), undefined);
  });

  it('refuses paths outside the docs root or with odd characters', () => {
    assert.equal(checkPagePath('guides/sso'), undefined);
    assert.match(checkPagePath('../sso')!, /Use letters/);
    assert.match(checkPagePath('/etc/sso')!, /relative/);
    assert.match(checkPagePath('a\\b')!, /relative/);
    assert.match(checkPagePath('guides/<x>')!, /Use letters/);
    assert.match(checkPagePath(' ')!, /Type a page path/);
  });

  it('offers only the `pages` lists the platform reads (the last of a key written twice)', () => {
    const docs = '{"navigation":{"groups":[{"group":"G","pages":["ignored"],"pages":["kept"]}]}}';
    const arrays = pagesArrays(docs);
    assert.deepEqual(
      arrays.map((array) => array.pages),
      [['kept']],
    );
    const edited = jsonc.applyEdits(docs, appendPageEdits(docs, arrays[0].path, 'new'));
    assert.deepEqual(JSON.parse(edited).navigation.groups[0].pages, ['kept', 'new']);
  });

  it('never makes a page through a symbolic link that leads out of the docs root', () => {
    const outside = tempSite({ 'sso.mdx': 'PRECIOUS' });
    const site = tempSite({ 'docs.json': '{}', 'guides/a.mdx': '' });
    fs.symlinkSync(outside.dir, site.path('ext'));
    fs.symlinkSync(site.path('guides'), site.path('alias'));
    fs.symlinkSync(outside.path('nothing-yet'), site.path('dangling.mdx'));
    assert.equal(landsInside(site.dir, site.path('guides/new/sso.mdx')), true);
    assert.equal(landsInside(site.dir, site.path('alias/sso.mdx')), true);
    assert.equal(landsInside(site.dir, site.path('ext/sso.mdx')), false);
    assert.equal(landsInside(site.dir, site.path('ext/deeper/sso.mdx')), false);
    assert.equal(landsInside(site.dir, site.path('dangling.mdx')), false);
  });

  it('the title survives YAML whatever the term; the entry is appended to the chosen group', () => {
    const title = `He said "hi": <b>#1</b>\\`;
    assert.equal(newPageText(title), `---\ntitle: ${JSON.stringify(title)}\n---\n\n`);
    const arrays = pagesArrays(DOCS_JSON);
    assert.deepEqual(
      arrays.map((array) => array.place),
      ['Guides › Start', 'API › Reference'],
    );
    const edited = jsonc.applyEdits(DOCS_JSON, appendPageEdits(DOCS_JSON, arrays[1].path, 'api/sso'));
    assert.deepEqual(JSON.parse(edited).navigation.tabs[1].groups[0].pages, ['api/list', 'GET /items', 'api/sso']);
    assert.ok(edited.includes('\n              "api/sso"'), edited);
  });
});

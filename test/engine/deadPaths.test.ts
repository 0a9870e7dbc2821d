// analytics-dead-path: viewed paths with no page and no redirect, reported on docs.json only while the editor sends
// analytics; `:param` and `*` redirect sources honoured; the fix adds a redirect that makes the warning go away.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TextEdit } from 'vscode-languageserver-types';
import { slugOfPath } from '../../server/src/engine/rules/links/deadPaths';
import { readViewedPaths } from '../../server/src/engine/project/viewedPaths';
import { applyEdits, createSite, docsJson, page, ROOT } from '../helpers/site';

const files = {
  'index.mdx': page('Home'),
  'quickstart.mdx': page('Quickstart'),
  'guides/overview.mdx': page('Overview'),
  'guides/intro.mdx': page('Intro'),
  'guides/setup/index.mdx': page('Setup'),
};
const navigation = { pages: ['index', 'quickstart', 'guides/overview', 'guides/intro', 'guides/setup'] };
const viewed = (...paths: string[]) => ({ periodDays: 30, paths: paths.map((path, i) => ({ path, views: 10 + i })) });

function siteWith(extra: Record<string, unknown> = {}, options?: Parameters<typeof createSite>[1]) {
  return createSite({ 'docs.json': docsJson(navigation, extra), ...files }, options);
}
const dead = (site: ReturnType<typeof createSite>) =>
  site.diagnostics('docs.json').filter((d) => d.code === 'analytics-dead-path');

describe('analytics-dead-path', () => {
  it('is silent until the editor sends viewed paths (analytics not configured)', () => {
    const site = siteWith();
    assert.deepEqual(dead(site), []);
    site.service.setViewedPaths(null);
    assert.deepEqual(dead(site), []);
  });

  it('reports only viewed paths with neither a page nor a redirect, on the redirects key, with "did you mean"', () => {
    const site = siteWith({
      redirects: [
        { source: '/blog/:year/:slug', destination: '/changelog' },
        { source: '/v1/*', destination: '/quickstart' },
        { source: '/beta/:rest*', destination: '/guides/intro' },
        { source: '/renamed/', destination: '/guides/intro' },
      ],
    });
    site.service.setViewedPaths(
      viewed(
        '/quickstart',
        '/',
        '/guides/intro#install',
        'https://docs.example.com/guides/setup?ref=x',
        '/guides/quickstrat',
        '/blog/2024/launch',
        '/blog/2024/launch/extra',
        '/v1/deep/path',
        '/beta/a/b',
        '/renamed',
        '/guides/legacy-sdk',
        '/guides/legacy-sdk#a',
      ),
    );
    const found = dead(site);
    assert.deepEqual(
      found.map((d) => [d.message, d.data]),
      [
        [
          'Readers viewed /guides/quickstrat 14 times in the last 30 days, but no page and no redirect has ' +
            'that path: they get a 404. Did you mean /quickstart?',
          { fix: 'addRedirect', source: '/guides/quickstrat', destination: '/quickstart' },
        ],
        [
          'Readers viewed /blog/2024/launch/extra 16 times in the last 30 days, but no page and no ' +
            'redirect has that path: they get a 404. Did you mean /guides/intro?',
          { fix: 'addRedirect', source: '/blog/2024/launch/extra', destination: '/guides/intro' },
        ],
        [
          'Readers viewed /guides/legacy-sdk 20 times in the last 30 days, but no page and no redirect has ' +
            'that path: they get a 404. Did you mean /guides/overview?',
          { fix: 'addRedirect', source: '/guides/legacy-sdk', destination: '/guides/overview' },
        ],
      ],
    );
    assert.ok(
      site.findings('docs.json').every((f) => !f.startsWith('analytics-dead-path') || f.endsWith(': "redirects"')),
    );
  });

  it('the quick fix adds a redirects entry (the array made when missing), and the warning goes away', () => {
    const site = siteWith();
    site.service.setViewedPaths(viewed('/guides/legacy-sdk', '/guides/getting-started'));
    for (let round = 0; round < 2; round++) {
      const [first] = dead(site);
      const [action] = site.service.getCodeActions(site.uri('docs.json'), [first]);
      assert.equal(action.title, `Redirect ${first.data.source} to /guides/overview`);
      const edits = action.edit!.changes![site.uri('docs.json')] as TextEdit[];
      site.workspace.write(`${ROOT}/docs.json`, applyEdits(site.text('docs.json'), edits));
      assert.equal(dead(site).length, 1 - round);
    }
    assert.deepEqual(JSON.parse(site.text('docs.json')).redirects, [
      { source: '/guides/legacy-sdk', destination: '/guides/overview' },
      { source: '/guides/getting-started', destination: '/guides/overview' },
    ]);
  });

  it('counts the generated endpoint pages of an openapi entry as pages: other paths under it are dead', async () => {
    const spec = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      paths: {
        '/pets': { get: { tags: ['Pets'], summary: 'List pets', responses: { '200': { description: 'ok' } } } },
        '/pets/{id}': { delete: { summary: 'Delete a pet', responses: { '204': { description: 'gone' } } } },
      },
    });
    const site = createSite({
      'docs.json': docsJson(
        {
          groups: [
            { group: 'G', pages: navigation.pages },
            { group: 'API', openapi: { source: 'pets.json', directory: 'Reference' } },
          ],
        },
        { redirects: [{ source: '/reference/old/:slug', destination: '/reference/pets/list-pets' }] },
      ),
      'pets.json': spec,
      ...files,
    });
    const viewedPaths = viewed(
      '/reference/pets/list-pets',
      '/reference/delete-a-pet',
      '/reference/pets',
      '/reference/old/x',
      '/reference/pets/get-pet',
      '/reference/internal-metrics',
    );
    site.service.setViewedPaths(viewedPaths);
    await site.service.loadSpecs();
    assert.deepEqual(
      dead(site).map((d) => d.data?.source),
      ['/reference/pets/get-pet', '/reference/internal-metrics'],
    );
  });

  it('obeys its severity', () => {
    const off = siteWith({}, { settings: { rules: { 'analytics-dead-path': 'off' } } });
    off.service.setViewedPaths(viewed('/gone'));
    assert.deepEqual(dead(off), []);
  });

  it('offers no redirect from a path the platform would read as a pattern (a reader chose it): no catch-all', () => {
    const site = siteWith();
    const hostile = [
      '/%3Aslug*',
      '/%3Aother%2A',
      '/guides/*',
      '/a%28b%29',
      '/q%3Fx',
      '/h%23x',
      '/p%2525',
      '/x+',
      '/{y}',
    ];
    site.service.setViewedPaths(viewed(...hostile, '/guides/legacy-sdk'));
    const found = dead(site);
    assert.equal(found.length, hostile.length + 1, found.map((d) => d.message).join('\n'));
    assert.deepEqual(
      found.filter((d) => d.data).map((d) => d.data.source),
      ['/guides/legacy-sdk'],
    );
    const actions = site.service.getCodeActions(site.uri('docs.json'), found);
    assert.deepEqual(
      actions.map((a) => a.title),
      ['Redirect /guides/legacy-sdk to /guides/overview'],
    );
    // a tampered diagnostic is refused too
    const [tampered] = site.service.getCodeActions(site.uri('docs.json'), [
      { ...found.at(-1)!, data: { fix: 'addRedirect', source: '/:slug*', destination: '/quickstart' } },
    ]);
    assert.equal(tampered, undefined);
  });

  it('a malformed redirects value is not replaced by the fix', () => {
    const site = siteWith({ redirects: 'nope' });
    site.service.setViewedPaths(viewed('/gone'));
    assert.deepEqual(site.service.getCodeActions(site.uri('docs.json'), dead(site)), []);
  });
});

describe('viewed paths and redirect sources', () => {
  it('reads the editor message defensively', () => {
    assert.equal(readViewedPaths('x'), undefined);
    assert.equal(readViewedPaths({ periodDays: 0, paths: [] }), undefined);
    assert.deepEqual(readViewedPaths({ periodDays: 7, paths: [{ path: '/a', views: 2.4 }, { path: 3 }, null, 'x'] }), {
      periodDays: 7,
      paths: [{ path: '/a', views: 2 }],
    });
  });

  it('slugs of paths and URLs; other schemes and climbing paths name no page', () => {
    assert.equal(slugOfPath('/'), '');
    assert.equal(slugOfPath('/guides/a%20b/#x'), 'guides/a b');
    assert.equal(slugOfPath('https://docs.example.com/q?x=1'), 'q');
    assert.equal(slugOfPath('javascript:alert(1)'), undefined);
    assert.equal(slugOfPath('/a/../../etc'), undefined);
    assert.equal(slugOfPath('/%E0%A4%A'), undefined);
  });

  it('`:param` is one segment, `:param*` and `*` the rest, a trailing slash does not matter, `.` is a dot', () => {
    const redirects = ['/docs/:slug', '/deep/:rest*', '/old/*', 'old/page/', '/a.b'].map((source) => ({
      source,
      destination: '/quickstart',
    }));
    const site = siteWith({ redirects });
    site.service.setViewedPaths(viewed('/docs/a', '/docs/a/b', '/deep/a/b', '/old/x/y', '/old/page', '/a.b', '/aXb'));
    assert.deepEqual(
      dead(site).map((d) => d.data?.source),
      ['/docs/a/b', '/aXb'],
    );
  });
});

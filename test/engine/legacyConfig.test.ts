// A site still on mint.json: it is a docs root, its navigation's pages and its `openapi` files are checked at their
// exact spot in mint.json, frontmatter references resolve against its specs, and one info says it is the legacy
// format; beside a docs.json, mint.json is ignored (a hint) and docs.json configures the site.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticSeverity, DiagnosticTag } from 'vscode-languageserver-types';
import { createSite, docsJson, page } from '../helpers/site';
import { STORE_JSON } from '../helpers/specFixtures';

const mintJson = (extra: Record<string, unknown> = {}) =>
  JSON.stringify(
    {
      name: 'Legacy',
      favicon: '/favicon.svg',
      colors: { primary: '#112233' },
      navigation: [
        { group: 'Start', pages: ['index', 'gone', { group: 'Nested', pages: ['guides/intro', 'guides/gone'] }] },
        { group: 'Versioned', version: 'v1', pages: ['index'] },
        { group: 'Versioned', version: 'v2', pages: ['index'] },
      ],
      ...extra,
    },
    null,
    2,
  );

describe('mint.json without docs.json', () => {
  it('is a docs root: missing pages at their entry, the legacy info on the top brace with the upgrade fix', () => {
    const site = createSite({ 'mint.json': mintJson(), 'index.mdx': page('Home'), 'guides/intro.mdx': page('Intro') });
    assert.deepEqual(site.findings('mint.json'), [
      'legacy-config: {',
      'nav-missing-page: gone',
      'nav-missing-page: guides/gone',
    ]);
    const [legacy] = site.diagnostics('mint.json');
    assert.equal(legacy.severity, DiagnosticSeverity.Information);
    assert.deepEqual(legacy.data, { fix: 'upgradeToDocsJson' });
    assert.equal(site.service.getDocsRoots()[0].configUri, site.uri('mint.json'));
  });

  it('a page listed in two versions is no duplicate; one listed twice in a version is', () => {
    const site = createSite({
      'mint.json': mintJson({
        navigation: [
          { group: 'A', version: 'v1', pages: ['index', 'index'] },
          { group: 'B', version: 'v2', pages: ['index'] },
        ],
      }),
      'index.mdx': page('Home'),
    });
    assert.deepEqual(
      site.findings('mint.json').filter((f) => f.startsWith('nav-duplicate-page')),
      ['nav-duplicate-page: index'],
    );
  });

  it('checks the top-level openapi files and resolves frontmatter references against them', () => {
    const site = createSite({
      'mint.json': mintJson({ openapi: ['api.json', 'missing.yaml'] }),
      'api.json': STORE_JSON,
      'index.mdx': page('Home'),
      'guides/intro.mdx': '---\ntitle: Intro\nopenapi: GET /nowhere\n---\n',
    });
    assert.ok(
      site.findings('mint.json').includes('nav-openapi-missing-file: missing.yaml'),
      site.findings('mint.json').join('\n'),
    );
    assert.deepEqual(
      site.diagnostics('guides/intro.mdx').map((d) => d.code),
      ['ref-unknown-endpoint'],
    );
  });

  it('reports an orphan page, and a mint.json that is not an object or has no navigation', () => {
    const orphan = createSite({ 'mint.json': mintJson(), 'index.mdx': page('Home'), 'orphan.mdx': page('Orphan') });
    assert.deepEqual(
      orphan.diagnostics('orphan.mdx').map((d) => d.code),
      ['page-not-in-navigation'],
    );
    assert.deepEqual(createSite({ 'mint.json': '[]' }).findings('mint.json'), ['nav-missing: []']);
    const noNavigation = createSite({ 'mint.json': '{ "name": "x", "navigation": {} }' }).findings('mint.json');
    for (const finding of ['legacy-config: {', 'nav-missing: {}', 'config-schema: {}'])
      assert.ok(noNavigation.includes(finding), noNavigation.join('\n'));
  });
});

describe('mint.json settings', () => {
  it("are validated against the platform's legacy schema", () => {
    const site = createSite({
      'mint.json': mintJson({ colors: { primary: 'green' }, topbarLinks: [{ name: 'Help' }] }),
      'index.mdx': page('Home'),
      'guides/intro.mdx': page('Intro'),
    });
    const codes = site.findings('mint.json').map((f) => f.slice(0, f.indexOf(':')));
    assert.ok(codes.includes('config-schema'), site.findings('mint.json').join('\n'));
    assert.deepEqual(
      createSite({
        'mint.json': mintJson({ colors: { primary: '#112233' } }),
        'index.mdx': page('Home'),
        'guides/intro.mdx': page('Intro'),
      })
        .findings('mint.json')
        .filter((f) => f.startsWith('config-')),
      [],
    );
  });
});

describe('mint.json beside docs.json', () => {
  it('docs.json configures the site; mint.json gets one faded hint and is not checked', () => {
    const site = createSite({
      'docs.json': docsJson({ pages: ['index'] }),
      'mint.json': mintJson(),
      'index.mdx': page('Home'),
    });
    assert.equal(site.service.getDocsRoots()[0].configUri, site.uri('docs.json'));
    const diagnostics = site.diagnostics('mint.json');
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.severity, d.tags]),
      [['legacy-config-ignored', DiagnosticSeverity.Hint, [DiagnosticTag.Unnecessary]]],
    );
    assert.deepEqual(site.findings('docs.json'), []);
  });
});

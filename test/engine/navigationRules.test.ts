// One passing and one failing case per navigation rule, asserting the code and the exact text each range covers.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RULES } from '../../server/src/engine/ruleCatalog';
import { createLanguageService } from '../../server/src/engine/languageService';
import { createSite, docsJson, page } from '../helpers/site';
import { MemoryWorkspace } from '../helpers/memoryWorkspace';

const pages = {
  'index.mdx': page('Home'),
  'quickstart.mdx': page('Quickstart'),
  'guides/intro.mdx': page('Intro'),
  'guides/setup/index.mdx': page('Setup'),
};

/** The navigation findings of docs.json (OpenAPI references have tests of their own). */
function check(
  navigation: unknown,
  extra: Record<string, unknown> = {},
  files: Record<string, string> = pages,
): string[] {
  const codes = new Set<string>(RULES.filter((r) => r.check.startsWith('config.')).map((r) => r.code));
  return createSite({ 'docs.json': docsJson(navigation, extra), ...files })
    .findings('docs.json')
    .filter((f) => codes.has(f.slice(0, f.indexOf(':'))));
}

describe('json-syntax', () => {
  it('reports every syntax error at its position', () => {
    const site = createSite({
      'docs.json': '{\n  "navigation": { "pages": ["index",] },\n  // note\n  "name": \'x\'\n}',
      ...pages,
    });
    const codes = site
      .diagnostics('docs.json')
      .map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character}`);
    assert.deepEqual(codes, ['json-syntax@1:36', 'json-syntax@2:2', 'json-syntax@3:10', 'json-syntax@4:0']);
  });
  it('accepts valid JSON', () => assert.deepEqual(check({ pages: ['index'] }), []));

  it('lists the first hundred errors of a text far from JSON, counts the rest, and reads nothing of it', () => {
    const docs = docsJson({ pages: ['index'] }).replace('"pages"', `${'<Tab title="t">\n'.repeat(5_000)}"pages"`);
    const site = createSite({ 'docs.json': docs, ...pages });
    const diagnostics = site.diagnostics('docs.json');
    assert.deepEqual([...new Set(diagnostics.map((d) => d.code))], ['json-syntax']);
    assert.equal(diagnostics.length, 101);
    assert.match(diagnostics[100].message, /\(and \d+ more syntax errors after it, not listed: the file is not read/);
    // a hundred errors are still read around, as while typing
    const typed = docsJson({ pages: ['index', 'nope'] }).replace('"pages"', `${'x '.repeat(50)}"pages"`);
    const codes = createSite({ 'docs.json': typed, ...pages })
      .diagnostics('docs.json')
      .map((d) => d.code);
    assert.ok(codes.includes('nav-missing-page') && codes.includes('json-syntax'), codes.join());
  });
});

describe('nav-missing', () => {
  it('reports a docs.json without navigation on its opening brace', () => {
    const site = createSite({ 'docs.json': '{ "name": "x" }' });
    assert.deepEqual(site.findings('docs.json'), ['nav-missing: {', 'config-schema: {', 'config-schema: {']);
    assert.deepEqual(
      site
        .diagnostics('docs.json')
        .map((d) => d.message)
        .slice(1),
      [
        'docs.json needs `theme` (the layout theme of the site).',
        'docs.json needs `colors` (the colors to use in your documentation).',
      ],
    );
  });
  it('reports a docs.json whose top level is not an object', () => {
    assert.deepEqual(createSite({ 'docs.json': '[1, 2]' }).findings('docs.json'), ['nav-missing: [1, 2]']);
  });
});

describe('nav-root', () => {
  it('reports a navigation with no primary pattern on the navigation key', () => {
    assert.deepEqual(check({ global: { anchors: [] } }), ['nav-root: "navigation"']);
  });
  it('reports every extra primary pattern on its key', () => {
    assert.deepEqual(check({ pages: ['index'], groups: [{ group: 'A', pages: ['quickstart'] }] }), [
      'nav-root: "groups"',
    ]);
  });
  it('accepts one pattern beside global', () => {
    assert.deepEqual(
      check({ pages: ['index'], global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }] } }),
      [],
    );
  });
});

describe('nav-mixed-children', () => {
  it('reports a tab holding both anchors and groups', () => {
    const nav = {
      tabs: [
        { tab: 'Docs', anchors: [{ anchor: 'A', pages: ['index'] }], groups: [{ group: 'G', pages: ['quickstart'] }] },
      ],
    };
    assert.deepEqual(check(nav), ['nav-mixed-children: "groups"']);
  });
  it('reports a version with groups and pages', () => {
    const nav = { versions: [{ version: 'v1', groups: [{ group: 'G', pages: ['index'] }], pages: ['quickstart'] }] };
    assert.deepEqual(check(nav), ['nav-mixed-children: "pages"']);
  });
  it('accepts tab > anchors > groups', () => {
    assert.deepEqual(
      check({ tabs: [{ tab: 'Docs', anchors: [{ anchor: 'A', groups: [{ group: 'G', pages: ['index'] }] }] }] }),
      [],
    );
  });
});

describe('nav-child-not-allowed', () => {
  it('reports a tab inside a tab, menu outside a tab or product, global holding groups', () => {
    const nav = {
      tabs: [{ tab: 'Docs', tabs: [{ tab: 'Inner', pages: ['index'] }] }],
      global: { groups: [] },
    };
    assert.deepEqual(check(nav), ['nav-child-not-allowed: "tabs"', 'nav-child-not-allowed: "groups"']);
    assert.deepEqual(check({ anchors: [{ anchor: 'A', menu: [] }] }), ['nav-child-not-allowed: "menu"']);
  });
  it('reports a menu item holding a menu, and a tab object inside pages', () => {
    const nav = {
      tabs: [
        {
          tab: 'Docs',
          menu: [
            { item: 'One', menu: [] },
            { item: 'Two', pages: ['index', { tab: 'X', pages: [] }] },
          ],
        },
      ],
    };
    const site = createSite({ 'docs.json': docsJson(nav), ...pages });
    const findings = site.findings('docs.json');
    assert.equal(findings.length, 2);
    assert.equal(findings[0], 'nav-child-not-allowed: "menu"');
    assert.match(findings[1], /^nav-child-not-allowed: \{$/);
  });
  it('accepts menu items with groups and pages', () => {
    assert.deepEqual(
      check({
        tabs: [
          {
            tab: 'Docs',
            menu: [
              { item: 'One', groups: [{ group: 'G', pages: ['index'] }] },
              { item: 'Two', pages: ['quickstart'] },
            ],
          },
        ],
      }),
      [],
    );
  });
});

describe('nav-required-field', () => {
  it('reports a tab without label and an empty label', () => {
    const nav = { tabs: [{ groups: [{ group: 'G', pages: ['index'] }] }, { tab: '', pages: ['quickstart'] }] };
    const site = createSite({ 'docs.json': docsJson(nav), ...pages });
    assert.deepEqual(site.findings('docs.json'), ['nav-required-field: {', 'nav-required-field: ""']);
  });
  it('accepts a group with openapi and no pages (every endpoint gets a page)', () => {
    assert.deepEqual(check({ groups: [{ group: 'API', openapi: 'https://example.com/openapi.json' }] }), []);
  });
});

describe('nav-type', () => {
  it('reports values of the wrong JSON type', () => {
    const nav = {
      languages: [
        {
          language: 'en',
          banner: { content: 3, dismissible: 'yes' },
          groups: [{ group: 'G', pages: [{ group: 'N', expanded: 'yes', tag: 3, pages: 'intro' }] }],
        },
        { language: 'fr', banner: { dismissible: true }, pages: ['index', 7] },
      ],
    };
    assert.deepEqual(check(nav), [
      'nav-type: 3',
      'nav-type: "yes"',
      'nav-type: "yes"',
      'nav-type: 3',
      'nav-type: "intro"',
      'nav-type: {',
      'nav-type: 7',
    ]);
  });
  it('accepts icons as strings or { name, style }', () => {
    assert.deepEqual(
      check({
        groups: [
          { group: 'G', icon: { name: 'gear', style: 'solid' }, pages: ['index'] },
          { group: 'H', icon: 'book', pages: [] },
        ],
      }),
      [],
    );
  });
});

describe('nav-unknown-field', () => {
  it('reports unknown keys with a suggestion, and offers the rename', () => {
    const site = createSite({
      'docs.json': docsJson({
        tabs: [
          { tab: 'Docs', grups: [] },
          { tab: 'More', page: [] },
        ],
      }),
      ...pages,
    });
    assert.deepEqual(site.findings('docs.json'), ['nav-unknown-field: "grups"', 'nav-unknown-field: "page"']);
    assert.deepEqual(
      site.diagnostics('docs.json').map((d) => d.data),
      [
        { fix: 'renameKey', key: 'groups' },
        { fix: 'renameKey', key: 'pages' },
      ],
    );
  });
  it('accepts the fields real sites use and other top-level keys', () => {
    const nav = {
      versions: [
        {
          version: 'v2',
          default: true,
          tabs: [
            {
              tab: 'A',
              hidden: false,
              searchable: true,
              groups: [{ group: 'G', public: true, boost: 2, root: 'index', pages: ['quickstart'] }],
            },
          ],
        },
      ],
    };
    assert.deepEqual(
      check(nav, { colors: { primary: '#000' }, logo: { light: '/l.svg', dark: '/d.svg' }, footer: {}, redirects: [] }),
      [],
    );
  });
});

describe('nav-expanded-top-level', () => {
  it('reports expanded on a top-level group, not on a nested one', () => {
    const nav = {
      groups: [
        { group: 'Top', expanded: true, pages: ['index', { group: 'Nested', expanded: true, pages: ['quickstart'] }] },
      ],
    };
    assert.deepEqual(check(nav), ['nav-expanded-top-level: "expanded"']);
  });
});

describe('nav-missing-page', () => {
  it('reports page paths, group roots and global anchor paths with no file, case-sensitively', () => {
    const nav = {
      groups: [
        {
          group: 'G',
          root: 'guides/missing-root',
          pages: ['index', '/quickstart', 'guides/Intro', 'guides/setup', 'nope'],
        },
      ],
      global: { anchors: [{ anchor: 'Changelog', href: '/changelog' }] },
    };
    assert.deepEqual(check(nav), [
      'nav-missing-page: guides/missing-root',
      'nav-missing-page: guides/Intro',
      'nav-missing-page: nope',
      'nav-missing-page: /changelog',
    ]);
  });
  it('never reports endpoint references as pages', () => {
    assert.deepEqual(
      check({
        groups: [
          {
            group: 'API',
            openapi: 'https://example.com/o.json',
            pages: [
              'GET /users',
              'post /users/{id}',
              'api.yaml DELETE /x',
              'webhook user.created',
              'spec.json webhook ping',
            ],
          },
        ],
      }),
      [],
    );
  });
  it('offers to create the page, or the closest existing path', () => {
    const site = createSite({ 'docs.json': docsJson({ pages: ['guides/intr'] }), ...pages });
    assert.deepEqual(site.diagnostics('docs.json')[0].data, {
      fix: 'createPage',
      path: 'guides/intr.mdx',
      title: 'Intr',
      replacements: ['guides/intro'],
    });
  });
  it('follows pages created and deleted after the first check (page lookups are remembered per file set)', () => {
    const site = createSite({ 'docs.json': docsJson({ pages: ['guides/new', 'guides/nwe'] }), ...pages });
    const suggestions = () =>
      site
        .diagnostics('docs.json')
        .map((d) => `${d.code}: ${(d.data as { replacements: string[] }).replacements.join()}`);
    assert.deepEqual(suggestions(), ['nav-missing-page: ', 'nav-missing-page: ']);
    const created = site.workspace.write('/site/guides/new.mdx', page('New'));
    site.service.filesChanged([{ uri: created, kind: 'created' }]);
    assert.deepEqual(suggestions(), ['nav-missing-page: guides/new']);
    site.workspace.delete('/site/guides/new.mdx');
    site.service.filesChanged([{ uri: created, kind: 'deleted' }]);
    assert.deepEqual(suggestions(), ['nav-missing-page: ', 'nav-missing-page: ']);
  });
});

describe('nav-duplicate-page', () => {
  it('reports repeats after the first within one version, not across versions', () => {
    const nav = {
      versions: [
        { version: 'v1', pages: ['index', 'quickstart', '/index'] },
        { version: 'v2', pages: ['index'] },
      ],
    };
    assert.deepEqual(check(nav), ['nav-duplicate-page: /index']);
  });
});

describe('nav-href-with-children', () => {
  it('reports an href beside pages', () => {
    assert.deepEqual(check({ anchors: [{ anchor: 'A', href: 'https://example.com', pages: ['index'] }] }), [
      'nav-href-with-children: "href"',
    ]);
  });
  it('accepts an href alone', () => {
    assert.deepEqual(
      check({
        tabs: [
          { tab: 'Docs', pages: ['index'] },
          { tab: 'Blog', href: 'https://example.com/blog' },
        ],
      }),
      [],
    );
  });
});

describe('nav-invalid-href', () => {
  it('reports hrefs that are neither URLs nor pages', () => {
    const nav = {
      tabs: [
        { tab: 'Docs', pages: ['index'] },
        { tab: 'A', href: 'https://' },
        { tab: 'B', href: 'www.example.com' },
        { tab: 'C', href: '../outside' },
      ],
    };
    assert.deepEqual(check(nav), [
      'nav-invalid-href: https://',
      'nav-invalid-href: www.example.com',
      'nav-invalid-href: ../outside',
    ]);
  });
  it('accepts URLs, mailto and pages of the docs', () => {
    const nav = {
      tabs: [
        { tab: 'Docs', pages: ['index'] },
        { tab: 'A', href: 'https://example.com/x?y=1' },
        { tab: 'B', href: 'mailto:a@b.c' },
        { tab: 'C', href: '/quickstart' },
      ],
    };
    assert.deepEqual(check(nav), []);
  });
});

describe('nav-language-code', () => {
  it('reports unsupported codes with the obvious fix', () => {
    const site = createSite({
      'docs.json': docsJson({
        languages: [
          { language: 'en', pages: ['index'] },
          { language: 'ua', pages: ['quickstart'] },
          { language: 'xx', pages: ['guides/intro'] },
        ],
      }),
      ...pages,
    });
    assert.deepEqual(site.findings('docs.json'), ['nav-language-code: ua', 'nav-language-code: xx']);
    assert.deepEqual(
      site.diagnostics('docs.json').map((d) => d.data),
      [{ fix: 'replace', replacements: ['uk'] }, undefined],
    );
  });
  it('accepts every supported code', () => {
    assert.deepEqual(
      check({
        languages: ['zh-Hant', 'pt-BR', 'jp', 'cn', 'ja', 'zh', 'zh-Hans', 'zh-TW', 'uk', 'pt', 'da'].map(
          (language) => ({
            language,
            pages: ['index'],
          }),
        ),
      }),
      [],
    );
  });
});

describe('nav-duplicate-entry', () => {
  it('reports a second language with one code and a second version with one name', () => {
    const nav = {
      languages: [
        {
          language: 'en',
          versions: [
            { version: 'v1', pages: [] },
            { version: 'v1', pages: [] },
          ],
        },
        { language: 'en', pages: [] },
      ],
    };
    assert.deepEqual(check(nav), ['nav-duplicate-entry: "v1"', 'nav-duplicate-entry: "en"']);
  });
});

describe('nav-openapi-value', () => {
  it('reports malformed openapi values, also api.openapi', () => {
    const nav = {
      tabs: [
        { tab: 'A', openapi: '', pages: [] },
        { tab: 'B', openapi: { directory: 'api' }, pages: [] },
        { tab: 'C', openapi: ['https://example.com/a.json', 3], pages: [] },
      ],
    };
    assert.deepEqual(check(nav, { api: { openapi: true } }), [
      'nav-openapi-value: true',
      'nav-openapi-value: ""',
      'nav-openapi-value: {\n          "directory": "api"\n        }',
      'nav-openapi-value: 3',
    ]);
  });
  it('accepts strings, { source, directory } and arrays', () => {
    const files = { ...pages, 'openapi.yaml': 'openapi: 3.1.0', 'specs/b.json': '{}' };
    const nav = {
      tabs: [
        { tab: 'A', openapi: ['openapi.yaml', { source: '/specs/b.json', directory: 'ref' }], pages: [] },
        { tab: 'B', openapi: '/specs/b', pages: [] },
      ],
    };
    assert.deepEqual(check(nav, { api: { openapi: 'https://example.com/o.json' } }, files), []);
  });
});

describe('nav-openapi-missing-file', () => {
  it('reports a local spec path with no file, never a URL', () => {
    assert.deepEqual(
      check({
        groups: [
          { group: 'API', openapi: 'spec/missing.yaml' },
          { group: 'Remote', openapi: 'https://example.com/o.yaml' },
        ],
      }),
      ['nav-openapi-missing-file: spec/missing.yaml'],
    );
  });
});

describe('config-schema', () => {
  it('reports wrong styling.eyebrows and interaction.drilldown', () => {
    assert.deepEqual(
      check({ pages: ['index'] }, { styling: { eyebrows: 'crumbs' }, interaction: { drilldown: 'yes' } }),
      ['config-schema: "crumbs"', 'config-schema: "yes"'],
    );
  });
  it('accepts the defined values', () => {
    assert.deepEqual(
      check({ pages: ['index'] }, { styling: { eyebrows: 'section' }, interaction: { drilldown: false } }),
      [],
    );
  });
});

describe('json-ref', () => {
  it('follows $ref into another file, with diagnostics in that file', () => {
    const site = createSite({
      'docs.json': docsJson({
        languages: [{ language: 'en', pages: ['index'] }, { $ref: './fr.json' }, { $ref: './gone.json' }],
      }),
      'fr.json': JSON.stringify({ language: 'fr', pages: ['index', 'fr/missing'] }),
      ...pages,
    });
    assert.deepEqual(site.findings('docs.json'), ['json-ref: "./gone.json"']);
    assert.deepEqual(site.findings('fr.json'), ['nav-missing-page: fr/missing']);
  });
  it('stops at a cycle', () => {
    const site = createSite({
      'docs.json': docsJson({ pages: ['index', { $ref: './a.json' }] }),
      'a.json': '{ "group": "A", "pages": [{ "$ref": "./a.json" }] }',
      ...pages,
    });
    assert.deepEqual(site.findings('a.json'), ['json-ref: "./a.json"']);
  });
});

describe('page-not-in-navigation', () => {
  it('reports MDX pages that no entry reaches, except snippets', () => {
    const site = createSite({
      'docs.json': docsJson({ pages: ['index'] }),
      ...pages,
      'snippets/note.mdx': 'x',
      'README.md': '# readme',
    });
    assert.deepEqual(site.findings('quickstart.mdx'), ['page-not-in-navigation: ']);
    assert.deepEqual(site.findings('index.mdx'), []);
    assert.deepEqual(site.findings('snippets/note.mdx'), []);
    assert.deepEqual(site.findings('README.md'), []);
  });
});

describe('severity settings', () => {
  it('turns rules off or changes their severity, from settings and docs-lsp.json', () => {
    const files = { 'docs.json': docsJson({ tabs: [{ tab: 'A', grups: [], pages: ['nope'] }] }), ...pages };
    const fromEditor = createSite(files, {
      settings: { rules: { 'nav-unknown-field': 'off', 'nav-missing-page': 'warning' } },
    });
    assert.deepEqual(
      fromEditor.diagnostics('docs.json').map((d) => [d.code, d.severity]),
      [['nav-missing-page', 2]],
    );
    const fromFile = createSite({
      ...files,
      'docs-lsp.json': JSON.stringify({ rules: { 'nav-missing-page': 'off' } }),
    });
    assert.deepEqual(
      fromFile.diagnostics('docs.json').map((d) => [d.code, d.severity]),
      [['nav-unknown-field', 2]],
    );
  });

  it('reads docs-lsp.json at the docs root or above it inside the workspace folder, never above the folder', () => {
    const docs = docsJson({ pages: ['index', 'nope'] });
    const off = JSON.stringify({ rules: { 'nav-missing-page': 'off' } });
    const codes = (files: Record<string, string>, folder: string, config: string) => {
      const workspace = new MemoryWorkspace(files, [folder]);
      const service = createLanguageService({ workspace });
      return service.getDiagnostics(MemoryWorkspace.uri(config)).map((d) => d.code);
    };
    const site = { '/ws/site/docs.json': docs, '/ws/site/index.mdx': page('Home') };
    assert.deepEqual(codes({ ...site, '/docs-lsp.json': off }, '/ws', '/ws/site/docs.json'), ['nav-missing-page']);
    assert.deepEqual(codes({ ...site, '/ws-other/docs-lsp.json': off }, '/ws', '/ws/site/docs.json'), [
      'nav-missing-page',
    ]);
    assert.deepEqual(codes({ ...site, '/ws/docs-lsp.json': off }, '/ws', '/ws/site/docs.json'), []);
    assert.deepEqual(codes({ ...site, '/ws/site/docs-lsp.json': off }, '/ws/site', '/ws/site/docs.json'), []);
  });

  it('lets a repository file turn downloads off, never on', () => {
    const files = { 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': page('Home') };
    const on = createSite({ ...files, 'docs-lsp.json': '{ "openapi": { "allowRemote": true } }' });
    assert.equal(on.service.settingsFor(on.uri('docs.json')).openapi.allowRemote, false);
    assert.deepEqual(
      on.diagnostics('docs-lsp.json').map((d) => [d.code, d.message.slice(0, 50)]),
      [['settings-invalid', 'A repository file cannot turn on downloads (`opena']],
    );
    const narrowed = createSite(
      { ...files, 'docs-lsp.json': '{ "openapi": { "allowRemote": false } }' },
      { settings: { openapi: { allowRemote: true } } },
    );
    assert.equal(narrowed.service.settingsFor(narrowed.uri('docs.json')).openapi.allowRemote, false);
    assert.deepEqual(narrowed.diagnostics('docs-lsp.json'), []);
    const user = createSite(files, { settings: { openapi: { allowRemote: true } } });
    assert.equal(user.service.settingsFor(user.uri('docs.json')).openapi.allowRemote, true);
  });
});

// Shapes found on real public sites that the platform accepts and uses: none of them is an error. Each case is the
// shape as the site wrote it, cut down to what matters.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeSpec } from '../../server/src/engine/openapiDocument/analyze';
import { createSite, docsJson, page } from '../helpers/site';

const pages = {
  'index.mdx': page('Home'),
  'quickstart.mdx': page('Quickstart'),
  'guides/intro.mdx': page('Intro'),
  'api/overview.mdx': page('Overview'),
};

/** Every navigation finding of docs.json (settings findings have tests of their own). */
function navFindings(navigation: unknown, files: Record<string, string> = pages): string[] {
  return createSite({ 'docs.json': docsJson(navigation), ...files })
    .findings('docs.json')
    .filter((f) => f.startsWith('nav-'));
}

describe('labels of spaces', () => {
  it('accepts an untitled group and an icon-only anchor; a missing or empty label stays an error', () => {
    const nav = {
      anchors: [
        { anchor: ' ', icon: 'github', href: 'https://github.com/acme' },
        { anchor: 'Docs', groups: [{ group: ' ', pages: ['index'] }] },
      ],
    };
    assert.deepEqual(navFindings(nav), []);
    assert.deepEqual(navFindings({ groups: [{ group: '', pages: ['index'] }, { pages: ['quickstart'] }] }), [
      'nav-required-field: ""',
      'nav-required-field: {',
    ]);
  });
});

describe('language codes from the schema', () => {
  it('accepts ja, zh, zh-Hans, zh-TW, uk, pt, da beside jp and cn; ua is an error fixed to uk', () => {
    const codes = ['en', 'ja', 'zh', 'zh-Hans', 'zh-TW', 'uk', 'pt', 'da', 'jp', 'cn'];
    assert.deepEqual(navFindings({ languages: codes.map((language) => ({ language, pages: ['index'] })) }), []);
    const site = createSite({ 'docs.json': docsJson({ languages: [{ language: 'ua', pages: ['index'] }] }), ...pages });
    const [diagnostic] = site.diagnostics('docs.json').filter((d) => d.code === 'nav-language-code');
    assert.deepEqual(diagnostic.data, { fix: 'replace', replacements: ['uk'] });
    assert.match(diagnostic.message, /Did you mean "uk"\?/);
  });
});

describe('children and fields the schema allows', () => {
  it('accepts global with languages, versions, tabs, dropdowns, anchors and products (links with href)', () => {
    const link = (key: string) => ({ [key]: `Link ${key}`, href: 'https://example.com' });
    const nav = {
      pages: ['index'],
      global: {
        languages: [{ language: 'en', href: 'https://example.com/en' }],
        versions: [link('version')],
        tabs: [link('tab')],
        dropdowns: [link('dropdown')],
        anchors: [link('anchor')],
        products: [link('product')],
      },
    };
    assert.deepEqual(navFindings(nav), []);
  });
  it('accepts searchable on a group, name on a product, directory on a menu item', () => {
    const nav = {
      products: [
        {
          product: 'api',
          name: 'API',
          tabs: [
            {
              tab: 'Reference',
              menu: [
                { item: 'Guides', directory: 'card', groups: [{ group: 'G', searchable: true, pages: ['index'] }] },
              ],
            },
          ],
        },
      ],
    };
    assert.deepEqual(navFindings(nav), []);
  });
  it('reports a value outside the enum the schema gives a field', () => {
    assert.deepEqual(
      navFindings({
        tabs: [{ tab: 'A', align: 'middle', directory: 'card', groups: [{ group: 'G', pages: ['index'] }] }],
      }),
      ['nav-type: "middle"'],
    );
  });
  it('still reports a key the schema does not define, with "did you mean"', () => {
    assert.deepEqual(navFindings({ groups: [{ group: 'G', pages: ['index'], searchabel: true }] }), [
      'nav-unknown-field: "searchabel"',
    ]);
  });
});

describe('menu items and empty groups', () => {
  it('accepts a menu item holding anchors', () => {
    const nav = {
      tabs: [{ tab: 'Docs', menu: [{ item: 'SDKs', anchors: [{ anchor: 'Python', pages: ['quickstart'] }] }] }],
    };
    assert.deepEqual(navFindings(nav), []);
  });
  it('warns that a group without pages shows nothing', () => {
    const site = createSite({
      'docs.json': docsJson({ groups: [{ group: 'Soon' }, { group: 'G', pages: ['index'] }] }),
      ...pages,
    });
    const [empty] = site.diagnostics('docs.json').filter((d) => d.code === 'nav-empty-group');
    assert.equal(empty.severity, 2);
    assert.match(empty.message, /group "Soon" has no `pages`: the platform shows it as an empty group/);
  });
});

describe('pages listed in two sidebars', () => {
  it('is a hint across tabs, a warning within one sidebar', () => {
    const nav = {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'A', pages: ['index', 'quickstart'] }] },
        {
          tab: 'API',
          groups: [
            { group: 'B', pages: ['quickstart'] },
            { group: 'C', pages: ['api/overview', 'index'] },
          ],
        },
      ],
    };
    const site = createSite({ 'docs.json': docsJson({ ...nav }), ...pages });
    const found = site.diagnostics('docs.json').filter((d) => d.code === 'nav-cross-listed-page');
    assert.deepEqual(
      found.map((d) => d.severity),
      [4, 4],
    );
    const products = {
      products: [
        { product: 'A', pages: ['index'] },
        { product: 'B', pages: ['index', 'quickstart', 'quickstart'] },
      ],
    };
    assert.deepEqual(
      createSite({ 'docs.json': docsJson(products), ...pages })
        .findings('docs.json')
        .filter((f) => f.startsWith('nav-')),
      ['nav-cross-listed-page: index', 'nav-duplicate-page: quickstart'],
    );
  });
});

describe('expanded', () => {
  it('applies to a group in a pages array, even at the top of a tab; not to one in a groups array', () => {
    const nav = {
      tabs: [
        { tab: 'A', pages: [{ group: 'Nested', expanded: true, pages: ['index'] }] },
        { tab: 'B', groups: [{ group: 'Top', expanded: true, pages: ['quickstart'] }] },
      ],
    };
    assert.deepEqual(navFindings(nav), ['nav-expanded-top-level: "expanded"']);
  });
});

describe('pages reached by a redirect or excluded by .mintignore', () => {
  it('does not report a redirect destination or an ignored file as unlisted', () => {
    const site = createSite({
      'docs.json': docsJson({ pages: ['index'] }, { redirects: [{ source: '/old', destination: '/quickstart' }] }),
      '.mintignore': 'drafts/\n',
      ...pages,
      'drafts/wip.mdx': page('WIP'),
      'orphan.mdx': page('Orphan'),
    });
    const unlisted = (path: string) => site.diagnostics(path).filter((d) => d.code === 'page-not-in-navigation').length;
    assert.equal(unlisted('quickstart.mdx'), 0);
    assert.equal(unlisted('drafts/wip.mdx'), 0);
    assert.equal(unlisted('orphan.mdx'), 1);
  });
  it('reports a listed page that .mintignore excludes as missing', () => {
    const site = createSite({
      'docs.json': docsJson({ pages: ['index', 'drafts/wip'] }),
      '.mintignore': 'drafts/\n',
      ...pages,
      'drafts/wip.mdx': page('WIP'),
    });
    assert.deepEqual(
      site.findings('docs.json').filter((f) => f.startsWith('nav-')),
      ['nav-missing-page: drafts/wip'],
    );
  });
});

describe('.mintignore edits', () => {
  it('take effect without a rescan: written, changed, emptied, deleted', () => {
    const site = createSite({ 'docs.json': docsJson({ pages: ['index'] }), ...pages, 'drafts/wip.mdx': page('WIP') });
    const unlisted = (path: string) => site.diagnostics(path).filter((d) => d.code === 'page-not-in-navigation').length;
    const listedDraft = () => site.findings('docs.json').filter((f) => f.startsWith('nav-missing-page'));
    assert.equal(unlisted('drafts/wip.mdx'), 1);
    // a .mintignore written after the first walk (as an editor would: no file event)
    site.workspace.write('/site/.mintignore', 'drafts/\n');
    assert.equal(unlisted('drafts/wip.mdx'), 0);
    assert.equal(unlisted('quickstart.mdx'), 1);
    site.workspace.write('/site/.mintignore', 'drafts/\nquickstart.mdx\n');
    assert.equal(unlisted('quickstart.mdx'), 0);
    site.workspace.write('/site/docs.json', docsJson({ pages: ['index', 'drafts/wip'] }));
    assert.deepEqual(listedDraft(), ['nav-missing-page: drafts/wip']);
    site.workspace.write('/site/.mintignore', '');
    assert.deepEqual(listedDraft(), []);
    assert.equal(unlisted('quickstart.mdx'), 1);
    site.workspace.write('/site/.mintignore', 'drafts/\n');
    assert.deepEqual(listedDraft(), ['nav-missing-page: drafts/wip']);
    site.service.filesChanged([{ uri: site.workspace.delete('/site/.mintignore'), kind: 'deleted' }]);
    assert.deepEqual(listedDraft(), []);
  });
});

describe('OpenAPI specs', () => {
  const response = (version: string) => `openapi: ${version}
info: { title: T, version: '1' }
servers: [{ url: 'https://api.test' }]
paths:
  /a:
    get:
      responses:
        '200': { description: OK }
        '400':
          $ref: '#/components/responses/BadRequest'
          content:
            application/json:
              schema: { type: object }
components:
  responses:
    BadRequest:
      description: Bad request
`;
  it('accepts a $ref with sibling keys in 3.1 (the current Reference Object) and in 3.0 (siblings ignored)', () => {
    for (const version of ['3.1.0', '3.0.3'])
      assert.deepEqual(
        analyzeSpec('file:///s/a.yaml', 1, response(version)).findings.map((f) => f.code),
        [],
        version,
      );
  });
  const source = `openapi: 3.1.0
info: { title: Source, version: '1' }
servers: [{ url: 'https://api.test' }]
paths:
  /users:
    $ref: './paths/users.yaml'
`;
  it('makes an external $ref information in a spec nothing uses, an error in a spec the site uses', () => {
    const files = (navigation: unknown) => ({
      '/s/docs.json': JSON.stringify({ navigation }),
      '/s/index.mdx': page('Home'),
      '/s/src/openapi.yaml': source,
    });
    const unused = createSite(files({ pages: ['index'] }));
    assert.deepEqual(unused.findings('/s/src/openapi.yaml'), ["openapi-source-external-ref: './paths/users.yaml'"]);
    const used = createSite(files({ groups: [{ group: 'API', openapi: 'src/openapi.yaml' }], pages: undefined }));
    assert.deepEqual(used.findings('/s/src/openapi.yaml'), ["openapi-external-ref: './paths/users.yaml'"]);
  });
  it('follows edits of docs.json and of pages: whether a spec is used decides the code', () => {
    const site = createSite({
      '/s/docs.json': JSON.stringify({ navigation: { pages: ['index'] } }),
      '/s/index.mdx': page('Home'),
      '/s/src/openapi.yaml': source,
    });
    const code = () => site.diagnostics('/s/src/openapi.yaml').map((d) => d.code);
    assert.deepEqual(code(), ['openapi-source-external-ref']);
    const navigation = { groups: [{ group: 'API', openapi: 'src/openapi.yaml', pages: ['index'] }] };
    site.workspace.write('/s/docs.json', JSON.stringify({ navigation }));
    assert.deepEqual(code(), ['openapi-external-ref']);
    site.workspace.write('/s/docs.json', JSON.stringify({ navigation: { pages: ['index'] } }));
    assert.deepEqual(code(), ['openapi-source-external-ref']);
    site.workspace.write('/s/index.mdx', '---\ntitle: Users\nopenapi: src/openapi.yaml GET /users\n---\n');
    assert.deepEqual(code(), ['openapi-external-ref']);
    site.workspace.write('/s/index.mdx', page('Home'));
    assert.deepEqual(code(), ['openapi-source-external-ref']);
  });
});

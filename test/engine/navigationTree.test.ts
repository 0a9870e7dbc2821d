// The navigation tree (docsLsp/navigationTree) and its edits (docsLsp/navigationEdit) on the engine.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as jsonc from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { TextDocumentEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import type { NavigationEditParams, NavigationNode, NavigationRoot } from '../../shared/src/protocol/navigationTree';
import { createLanguageService } from '../../server/src/engine/languageService';
import { fileUri, NodeWorkspace } from '../../server/src/engine/workspace';
import { createSite, page, TestSite } from '../helpers/site';

const SPEC = `openapi: 3.1.0
info: { title: Shop, version: 1.0.0 }
paths:
  /orders:
    get: { summary: List orders, tags: [Orders], responses: { '200': { description: ok } } }
    post: { summary: List orders, tags: [Orders], responses: { '200': { description: ok } } }
  /health:
    get: { responses: { '200': { description: ok } } }
  /secret:
    get: { summary: Secret, x-hidden: true, responses: { '200': { description: ok } } }
`;

const DOCS = `{
  "name": "Test",
  "navigation": {
    "tabs": [
      {
        "tab": "Guides",
        "icon": "book-open",
        "groups": [
          {
            "group": "Start",
            "pages": ["index", "quickstart", "missing"]
          },
          {
            "group": "More",
            "tag": "NEW",
            "pages": ["guides/a", { "group": "Nested", "icon": { "name": "gear" }, "pages": ["guides/b"] }]
          }
        ]
      },
      {
        "tab": "API",
        "openapi": "shop.yaml",
        "groups": [{ "group": "Endpoints", "pages": ["GET /orders", "guides/c"] }]
      },
      { "tab": "Generated", "openapi": { "source": "shop.yaml", "directory": "Reference" } },
      { "tab": "Blog", "href": "https://blog.example.com" }
    ]
  }
}
`;

const FILES = {
  'docs.json': DOCS,
  'index.mdx': '---\ntitle: Welcome\nsidebarTitle: Home\nicon: house\n---\n',
  'quickstart.mdx': '---\ntitle: Quickstart\ntag: BETA\nhidden: true\n---\n',
  'guides/a.mdx': '# no frontmatter\n',
  'guides/b.mdx': page('B'),
  'guides/c.mdx': page('C'),
  'shop.yaml': SPEC,
};

async function siteWith(files: Record<string, string> = FILES): Promise<TestSite> {
  const site = createSite(files);
  await site.service.loadSpecs();
  return site;
}

function tree(site: TestSite): NavigationRoot {
  const [root] = site.service.getNavigationTree(site.uri('docs.json'));
  return root;
}

function outline(nodes: readonly NavigationNode[], depth = 0): string[] {
  return nodes.flatMap((n) => [
    `${'  '.repeat(depth)}${n.kind} ${n.label}${n.method ? ` [${n.method}]` : ''}${n.path ? ` -> ${n.path}` : ''}\
${n.generated ? ' (generated)' : ''}`,
    ...outline(n.children ?? [], depth + 1),
  ]);
}

function find(nodes: readonly NavigationNode[], label: string): NavigationNode {
  for (const n of nodes) {
    if (n.label === label) return n;
    const below = n.children && findOrUndefined(n.children, label);
    if (below) return below;
  }
  throw new Error(`no node "${label}"`);
}

function findOrUndefined(nodes: readonly NavigationNode[], label: string): NavigationNode | undefined {
  try {
    return find(nodes, label);
  } catch {
    return undefined;
  }
}

describe('navigation tree', () => {
  it('shows tabs, groups and pages in order with the titles, icons, tags and links the sidebar shows', async () => {
    const site = await siteWith();
    assert.deepEqual(outline(tree(site).children), [
      'tab Guides',
      '  group Start',
      '    page Home -> index',
      '    page Quickstart -> quickstart',
      '    page missing -> missing',
      '  group More',
      '    page guides/a -> guides/a',
      '    group Nested',
      '      page B -> guides/b',
      'tab API',
      '  group Endpoints',
      '    endpoint List orders [GET] -> api-reference/orders/list-orders',
      '    page C -> guides/c',
      'tab Generated',
      '  group Orders (generated)',
      '    endpoint List orders [GET] -> reference/orders/list-orders (generated)',
      '    endpoint List orders [POST] -> reference/orders/list-orders-1 (generated)',
      '  group API Reference (generated)',
      '    endpoint Get health [GET] -> reference/get-health (generated)',
      'tab Blog',
    ]);
    const nodes = tree(site).children;
    const home = find(nodes, 'Home');
    assert.equal(home.icon, 'house');
    assert.equal(home.file, 'index.mdx');
    assert.deepEqual(home.entry, { start: { line: 10, character: 22 }, end: { line: 10, character: 29 } });
    const quickstart = find(nodes, 'Quickstart');
    assert.equal(quickstart.tag, 'BETA');
    assert.equal(quickstart.hidden, true);
    assert.equal(find(nodes, 'Nested').icon, 'gear');
    assert.equal(find(nodes, 'More').tag, 'NEW');
    assert.equal(find(nodes, 'Blog').href, 'https://blog.example.com');
    const generated = find(nodes, 'Generated').children![0].children![0];
    assert.equal(generated.operation?.uri, site.uri('shop.yaml'));
    assert.equal(generated.entry, undefined);
  });

  it('puts each problem on its entry and counts errors up the tree', async () => {
    const site = await siteWith();
    const nodes = tree(site).children;
    const missing = find(nodes, 'missing');
    assert.deepEqual(
      missing.problems?.map((p) => [p.code, p.severity]),
      [['nav-missing-page', 1]],
    );
    assert.equal(find(nodes, 'Start').errors, 1);
    assert.equal(find(nodes, 'Guides').errors, 1);
    assert.equal(find(nodes, 'Home').problems, undefined);
  });

  it('follows a page title edited as you type, and a docs.json edit', async () => {
    const site = await siteWith();
    const before = tree(site);
    assert.deepEqual(site.service.navigationChangedBy([site.uri('guides/b.mdx')]), []);
    site.workspace.write('/site/guides/b.mdx', page('B') + '\nmore text\n');
    assert.deepEqual(site.service.navigationChangedBy([site.uri('guides/b.mdx')]), [], 'the body is not shown');
    site.workspace.write('/site/guides/b.mdx', page('Bee'));
    assert.deepEqual(site.service.navigationChangedBy([site.uri('guides/b.mdx')]), [tree(site).uri]);
    const after = tree(site);
    assert.notEqual(after.revision, before.revision);
    assert.ok(findOrUndefined(after.children, 'Bee'));
    site.workspace.write('/site/docs.json', DOCS.replace('"Start"', '"Begin"'));
    assert.deepEqual(site.service.navigationChangedBy([site.uri('docs.json')]), [tree(site).uri]);
    assert.ok(findOrUndefined(tree(site).children, 'Begin'));
  });

  it('sends a part of the tree: levels below a node, with child counts where it stops', async () => {
    const site = await siteWith();
    const [top] = site.service.getNavigationTree(site.uri('docs.json'), { depth: 1 });
    assert.deepEqual(
      top.children.map((n) => [n.label, n.children, n.childCount]),
      [
        ['Guides', undefined, 2],
        ['API', undefined, 1],
        ['Generated', undefined, 2],
        ['Blog', undefined, undefined],
      ],
    );
    const [more] = site.service.getNavigationTree(site.uri('docs.json'), { parent: '0.1', depth: 1 });
    assert.deepEqual(
      more.children.map((n) => [n.id, n.label, n.childCount]),
      [
        ['0.1.0', 'guides/a', undefined],
        ['0.1.1', 'Nested', 1],
      ],
    );
    const [generated] = site.service.getNavigationTree(site.uri('docs.json'), { parent: '2.g0' });
    assert.deepEqual(
      generated.children.map((n) => n.path),
      ['reference/orders/list-orders', 'reference/orders/list-orders-1'],
    );
    assert.equal(tree(site).children[0].children?.length, 2, 'the whole tree is kept');
  });

  it('does not count switchers as levels: languages and versions come with what they hold', async () => {
    const site = await siteWith({
      'docs.json': JSON.stringify({
        navigation: {
          languages: [
            {
              language: 'en',
              versions: [{ version: 'v1', tabs: [{ tab: 'Docs', groups: [{ group: 'G', pages: ['index'] }] }] }],
            },
          ],
        },
      }),
      'index.mdx': page('Home'),
    });
    const [root] = site.service.getNavigationTree(site.uri('docs.json'), { depth: 2 });
    const [en] = root.children;
    const [v1] = en.children!;
    const [docs] = v1.children!;
    assert.deepEqual([en.label, v1.label, docs.label, docs.children?.[0].label], ['en', 'v1', 'Docs', 'G']);
    assert.equal(docs.children?.[0].childCount, 1);
  });

  it('builds rows only for the nodes it sends, with exact counts of what lies below', async () => {
    const site = createSite(FILES);
    const read: string[] = [];
    const reader = site.workspace.read.bind(site.workspace);
    site.workspace.read = (uri) => (uri.endsWith('.mdx') && read.push(uri), reader(uri));
    const [top] = site.service.getNavigationTree(site.uri('docs.json'), { depth: 1 });
    assert.deepEqual(read, [], 'the first level reads no page');
    assert.deepEqual(
      top.children.map((n) => [n.label, n.errors]),
      [
        ['Guides', 1],
        ['API', undefined],
        ['Generated', undefined],
        ['Blog', undefined],
      ],
    );
    const [start] = site.service.getNavigationTree(site.uri('docs.json'), { parent: '0.0', depth: 1 });
    assert.deepEqual(read.sort(), [site.uri('index.mdx'), site.uri('quickstart.mdx')]);
    assert.deepEqual(
      start.children.map((n) => [n.label, n.problems?.map((p) => p.code)]),
      [
        ['Home', undefined],
        ['Quickstart', undefined],
        ['missing', ['nav-missing-page']],
      ],
    );
    for (const parent of ['9', '0.7', '0.g0', '2.0', 'x', '0..1'])
      assert.deepEqual(site.service.getNavigationTree(site.uri('docs.json'), { parent })[0].children, [], parent);
  });

  it('counts the problems of a file pulled in with $ref on the entries above it', async () => {
    const site = await siteWith({
      ...FILES,
      'docs.json': DOCS.replace('"pages": ["guides/a", {', '"pages": { "$ref": "more.json" }, "x": ["guides/a", {'),
      'more.json': '[\n  "guides/a",\n  "gone"\n]\n',
    });
    const [top] = site.service.getNavigationTree(site.uri('docs.json'), { depth: 2 });
    const more = top.children[0].children![1];
    assert.equal(more.label, 'More');
    assert.deepEqual([more.errors, more.warnings], [1, 1], 'the missing page in more.json, the unknown field');
    assert.equal(top.children[0].errors, 2);
    const [below] = site.service.getNavigationTree(site.uri('docs.json'), { parent: more.id });
    const gone = below.children.find((n) => n.path === 'gone')!;
    assert.equal(gone.entryUri, site.uri('more.json'));
    assert.deepEqual(
      gone.problems?.map((p) => p.code),
      ['nav-missing-page'],
    );
  });

  it('places problems walking down from the top as it does with every slot made (a $ref file)', () => {
    const navigation = {
      tabs: [
        {
          tab: 'Guides',
          icon: 'book',
          groups: [
            { group: 'Start', pages: ['index', 'gone', { group: 'Deep', pages: ['guides/a', 'x'] }], expanded: true },
            { group: 'Empty' },
            { group: 'Odd', pagez: ['guides/b'], pages: ['guides/b', 'guides/b'] },
          ],
        },
        { tab: 'Other', href: 'nowhere', groups: [{ group: 'Last', pages: ['guides/c', 'y'] }] },
      ],
      colour: 'red',
    };
    const written = (seo: unknown) =>
      JSON.stringify({ name: 7, navigation, seo, theme: 'nope' }, null, 2).replace(
        '"navigation": {',
        '"navigation": { "q": 1,',
      );
    // a setting pulled in with $ref: two files, so every slot is made and each problem placed among them all
    const sites = [written({ indexing: 'all' }), written({ $ref: 'seo.json' })].map((text) =>
      createSite({ ...FILES, 'docs.json': text, 'seo.json': '{ "indexing": "all" }' }),
    );
    const placed = (site: TestSite) =>
      listedNodes(tree(site).children).map((n) => [n.id, n.errors, n.warnings, n.problems?.map((p) => p.code)]);
    const [walked, everySlot] = sites.map(placed);
    assert.deepEqual(walked, everySlot);
    assert.ok(walked.filter(([, errors]) => errors).length >= 6, JSON.stringify(walked));
  });

  it('answers from the same tree while nothing changed', async () => {
    const site = await siteWith();
    const [first, second] = [tree(site), tree(site)];
    assert.equal(first.revision, second.revision);
    assert.deepEqual(first, second);
  });
});

const LABEL_KEYS = ['language', 'version', 'product', 'dropdown', 'tab', 'anchor', 'item', 'group'];

/** Every page entry of docs.json (strings of `pages`) in document order, under the labels of the elements above it. */
function pageEntries(config: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, above: string[], key?: string) => {
    if (Array.isArray(value))
      value.forEach((v) =>
        key === 'pages' && typeof v === 'string' ? found.push([...above, v].join(' > ')) : walk(v, above),
      );
    else if (value && typeof value === 'object') {
      // a blank label (`"group": " "`) shows as the element's kind
      const key = LABEL_KEYS.find((k) => typeof (value as Record<string, unknown>)[k] === 'string');
      const label = key && ((value as Record<string, string>)[key].trim() || key[0].toUpperCase() + key.slice(1));
      const here = label ? [...above, label] : above;
      for (const [k, v] of Object.entries(value)) if (k !== 'global') walk(v, here, k);
    }
  };
  walk((config as { navigation: unknown }).navigation, []);
  return found;
}

/** The page and endpoint entries of the tree (generated pages left out), under the labels of their elements. */
function treeEntries(nodes: readonly NavigationNode[], above: string[] = []): string[] {
  return nodes.flatMap((n) =>
    n.generated || n.kind === 'global'
      ? []
      : n.kind === 'page' || n.kind === 'endpoint'
        ? [[...above, n.kind === 'page' ? n.path : n.reference].join(' > ')]
        : treeEntries(n.children ?? [], [...above, n.label]),
  );
}

function treePages(nodes: readonly NavigationNode[]): NavigationNode[] {
  return nodes.flatMap((n) => [
    ...(n.kind === 'page' || (n.kind === 'endpoint' && !n.generated) ? [n] : []),
    ...treePages(n.children ?? []),
  ]);
}

async function checkSite(dir: string): Promise<NavigationRoot> {
  const service = createLanguageService({ workspace: new NodeWorkspace([fileUri(dir)]) });
  try {
    await service.loadSpecs();
    const [root] = service.getNavigationTree(fileUri(path.join(dir, 'docs.json')));
    const config = jsonc.parse(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8'));
    const expected = pageEntries(config);
    assert.ok(expected.length > 0);
    assert.deepEqual(treeEntries(root.children), expected, 'every page entry once, in its place, in order');
    return root;
  } finally {
    service.dispose();
  }
}

describe('navigation tree on real sites', () => {
  it('matches the bundled example, endpoints at the platform paths', async () => {
    const root = await checkSite(path.resolve(__dirname, '../../example'));
    const endpoint = treePages(root.children).find((n) => n.kind === 'endpoint')!;
    assert.equal(endpoint.path, 'api-reference/get-a-project');
    assert.equal(endpoint.method, 'GET');
  });

  const largest = path.resolve(__dirname, '../../../shared/corpus/box__box-mintlify');
  const skip = !fs.existsSync(largest) && 'no ../shared/corpus beside the project';
  it('matches the largest site of the corpus', { skip }, async () => {
    await checkSite(largest);
  });
});

function applied(site: TestSite, edit: WorkspaceEdit, file = 'docs.json'): string {
  const change = edit.documentChanges!.find(
    (c): c is TextDocumentEdit => 'textDocument' in c && c.textDocument.uri === site.uri(file),
  )!;
  return TextDocument.applyEdits(TextDocument.create('x', 'json', 0, site.text(file)), change.edits);
}

type EditWithoutRoot = Record<string, unknown> & { action: NavigationEditParams['action'] };

function edit(site: TestSite, params: EditWithoutRoot): string {
  const result = site.service.editNavigation({ ...params, rootUri: tree(site).uri } as NavigationEditParams);
  if ('refused' in result) throw new Error(`refused: ${result.refused}`);
  const changes = result.edit.documentChanges!.filter((c): c is TextDocumentEdit => 'textDocument' in c);
  assert.equal(changes.filter((c) => c.textDocument.uri === site.uri('docs.json')).length <= 1, true);
  for (const c of changes) assert.equal(c.edits.length, 1, 'one text edit per file');
  const text = applied(site, result.edit);
  const errors: jsonc.ParseError[] = [];
  jsonc.parse(text, errors);
  assert.deepEqual(errors, [], 'the result parses');
  return text;
}

function refusal(site: TestSite, params: EditWithoutRoot): string {
  const result = site.service.editNavigation({ ...params, rootUri: tree(site).uri } as NavigationEditParams);
  assert.ok('refused' in result, 'refused');
  return result.refused;
}

describe('navigation edits', () => {
  it('moves a page within its group, keeping the layout of the file', async () => {
    const site = await siteWith();
    const text = edit(site, { action: 'move', source: '0.0.0', target: '0.0', index: 3 });
    assert.equal(text, DOCS.replace('["index", "quickstart", "missing"]', '["quickstart", "missing", "index"]'));
    const up = edit(site, { action: 'move', source: '0.0.2', target: '0.0', index: 0 });
    assert.equal(up, DOCS.replace('["index", "quickstart", "missing"]', '["missing", "index", "quickstart"]'));
  });

  it('moves a page to another group and a group to another tab', async () => {
    const site = await siteWith();
    const text = edit(site, { action: 'move', source: '0.0.1', target: '0.1.1', index: 0 });
    assert.ok(text.includes('"pages": ["index", "missing"]'), text);
    assert.ok(text.includes('"pages": ["quickstart", "guides/b"]'), text);
    const group = edit(site, { action: 'move', source: '0.1', target: '1' });
    const parsed = jsonc.parse(group);
    assert.deepEqual(
      parsed.navigation.tabs[1].groups.map((g: { group: string }) => g.group),
      ['Endpoints', 'More'],
    );
    assert.equal(parsed.navigation.tabs[0].groups.length, 1);
    assert.ok(group.includes(', {\n          "group": "More",'), 'the group is re-indented');
    assert.ok(group.includes('["guides/b"] }]\n        }]'), group);
  });

  it('refuses drops the platform would not accept, with the reason', async () => {
    const site = await siteWith();
    assert.match(
      refusal(site, { action: 'move', source: '1', target: '0.0' }),
      /group holds pages and groups, not tab/,
    );
    assert.match(refusal(site, { action: 'move', source: '0.0.0', target: '0' }), /holds groups: drop the page/);
    assert.match(refusal(site, { action: 'move', source: '0.0.0', target: '' }), /holds `tabs`/);
    assert.match(refusal(site, { action: 'move', source: '0.1', target: '0.1.1' }), /into itself/);
    site.workspace.write('/site/docs.json', DOCS.replace('["guides/b"]', '["guides/b", "index"]'));
    assert.match(
      refusal(site, { action: 'move', source: '0.0.0', target: '0.1' }),
      /already listed in tab "Guides" > group "More" > group "Nested"/,
    );
  });

  it('adds a page (file and entry) and renames and removes entries, with hostile names', async () => {
    const site = await siteWith();
    const hostile = 'Quo"te \\ back\u0007bell — ünï 日本 \u2028';
    const result = site.service.editNavigation({
      action: 'addPage',
      rootUri: tree(site).uri,
      target: '0.0',
      path: 'guides/ny "quoted" ünï',
      title: hostile,
    });
    assert.ok('edit' in result);
    const created = result.edit.documentChanges!.find((c) => 'kind' in c && c.kind === 'create');
    assert.equal((created as { uri: string }).uri, site.uri('guides/ny "quoted" ünï.mdx'));
    const fileText = (result.edit.documentChanges![1] as TextDocumentEdit).edits[0].newText;
    assert.match(fileText, /^---\ntitle: "Quo\\"te \\\\ back bell — ünï 日本"\n---\n/);
    const docs = applied(site, result.edit);
    assert.deepEqual(jsonc.parse(docs).navigation.tabs[0].groups[0].pages, [
      'index',
      'quickstart',
      'missing',
      'guides/ny "quoted" ünï',
    ]);
    for (const bad of ['../outside', 'a\\b', 'x\u0000y', '', 'guides/a.mdx'])
      refusal(site, { action: 'addPage', target: '0.0', path: bad, title: 't' });
    assert.match(refusal(site, { action: 'addPage', target: '0.0', path: '/index', title: 't' }), /already listed/);

    const renamed = site.service.editNavigation({
      action: 'rename',
      rootUri: tree(site).uri,
      source: '0.0.0',
      title: hostile,
    });
    assert.ok('edit' in renamed);
    const pageText = applied(site, renamed.edit, 'index.mdx');
    assert.equal(pageText.split('\n')[2], 'sidebarTitle: "Quo\\"te \\\\ back bell — ünï 日本"');
    const label = edit(site, { action: 'rename', source: '0.1', title: 'Mo"re\\' });
    assert.equal(jsonc.parse(label).navigation.tabs[0].groups[1].group, 'Mo"re\\');
    assert.match(refusal(site, { action: 'rename', source: '1.0.0', title: 'x' }), /summary/);

    const removed = edit(site, { action: 'remove', source: '0.0.2' });
    assert.ok(removed.includes('"pages": ["index", "quickstart"]'));
    const only = edit(site, { action: 'remove', source: '0.1.1.0' });
    assert.ok(only.includes('"pages": []'));
  });

  it("renames a page's title written as a block scalar, whatever its style, keeping the next key", async () => {
    for (const [title, rest] of [
      ['>-\n  A long\n  title', 'description: keep me\n'],
      ['|\n  A title\n\n', 'description: keep me\n'],
      ['>+\n  A title\n', '# a comment\ndescription: keep me\n'],
    ]) {
      const site = await siteWith({ ...FILES, 'index.mdx': `---\ntitle: ${title}\n${rest}---\n\nBody\n` });
      const renamed = site.service.editNavigation({
        action: 'rename',
        rootUri: tree(site).uri,
        source: '0.0.0',
        title: 'New: title',
      });
      assert.ok('edit' in renamed);
      const written = applied(site, renamed.edit, 'index.mdx');
      assert.ok(written.startsWith('---\ntitle: "New: title"\n'), written);
      assert.ok(written.endsWith(`${rest}---\n\nBody\n`), written);
    }
  });

  it('edits the key the platform keeps when a group writes `pages` or its label twice (the last one)', () => {
    const docs =
      '{"navigation":{"groups":[{"group":"Ignored","group":"Shown","pages":["a"],"pages":["b"]},' +
      '{"group":"Other","pages":["c"]}]}}';
    const site = createSite({ 'docs.json': docs, 'a.mdx': page('A'), 'b.mdx': page('B'), 'c.mdx': page('C') });
    const kept = (text: string) => jsonc.parse(text).navigation.groups[0];
    const moved = edit(site, { action: 'move', source: '1.0', target: '0' });
    assert.deepEqual(kept(moved).pages, ['b', 'c']);
    assert.ok(moved.includes('"pages":["a"]'), moved);
    const added = edit(site, { action: 'addPage', target: '0', path: 'd', title: 'D' });
    assert.deepEqual(kept(added).pages, ['b', 'd']);
    assert.equal(kept(edit(site, { action: 'rename', source: '0', title: 'Renamed' })).group, 'Renamed');
  });

  it('writes a page title into a page without frontmatter', async () => {
    const site = await siteWith();
    const renamed = site.service.editNavigation({
      action: 'rename',
      rootUri: tree(site).uri,
      source: '0.1.0',
      title: 'A',
    });
    assert.ok('edit' in renamed);
    assert.equal(applied(site, renamed.edit, 'guides/a.mdx'), '---\ntitle: "A"\n---\n\n# no frontmatter\n');
  });
});

describe('navigation edits through $ref files', () => {
  const ODD = 'nav/my "odd" #1 ünï.json';
  const files = {
    'docs.json': `{
  "navigation": {
    "tabs": [
      {
        "tab": "Guides",
        "groups": [
          { "$ref": ${JSON.stringify(ODD)} },
          { "group": "Start", "pages": ["index"] },
          { "group": "Listed", "pages": { "$ref": "nav/pages.json" } }
        ]
      },
      {
        "tab": "Other",
        "groups": [
          { "group": "Twice A", "pages": { "$ref": "nav/shared.json" } },
          { "group": "Twice B", "pages": { "$ref": "nav/shared.json" } }
        ]
      }
    ]
  }
}
`,
    [ODD]: '{\n  "group": "Odd \\"group\\" ]}",\n  "pages": [\n    "guides/a",\n    "guides/b"\n  ]\n}\n',
    'nav/pages.json': '[\n  "guides/c"\n]\n',
    'nav/shared.json': '["guides/shared"]\n',
    'index.mdx': page('Home'),
    'guides/a.mdx': page('A'),
    'guides/b.mdx': page('B'),
    'guides/c.mdx': page('C'),
    'guides/shared.mdx': page('Shared'),
  };

  /** Every file the edit changes, as written after it; each must parse. */
  function move(site: TestSite, source: string, target: string, index?: number): Record<string, string> {
    const rootUri = tree(site).uri;
    const result = site.service.editNavigation({ action: 'move', rootUri, source, target, index });
    if ('refused' in result) throw new Error(`refused: ${result.refused}`);
    const texts: Record<string, string> = {};
    for (const change of result.edit.documentChanges as TextDocumentEdit[]) {
      assert.equal(change.edits.length, 1, 'one text edit per file');
      const file = Object.keys(files).find((f) => site.uri(f) === change.textDocument.uri)!;
      assert.ok(file, `an edit of a file of the site: ${change.textDocument.uri}`);
      texts[file] = applied(site, result.edit, file);
      const errors: jsonc.ParseError[] = [];
      jsonc.parse(texts[file], errors);
      assert.deepEqual(errors, [], `${file} parses`);
    }
    return texts;
  }

  /** The tree's groups and pages after the files are written. */
  function shown(site: TestSite, texts: Record<string, string>): string[] {
    for (const [file, text] of Object.entries(texts)) site.workspace.write(`/site/${file}`, text);
    return outline(tree(site).children);
  }

  it('moves a page out of a group defined in a $ref file: one edit of each file', async () => {
    const site = await siteWith(files);
    assert.equal(find(tree(site).children, 'A').entryUri, site.uri(ODD));
    const texts = move(site, '0.0.0', '0.1');
    assert.deepEqual(Object.keys(texts).sort(), ['docs.json', ODD]);
    assert.equal(texts[ODD], files[ODD].replace('    "guides/a",\n', ''));
    assert.ok(texts['docs.json'].includes('"pages": ["index", "guides/a"]'), texts['docs.json']);
    const after = shown(site, texts);
    assert.ok(
      after.includes('    page A -> guides/a') &&
        after.indexOf('    page A -> guides/a') > after.indexOf('  group Start'),
    );
    assert.equal(after.filter((l) => l.includes('guides/a')).length, 1, 'listed once');
  });

  it('moves a page into a group of a $ref file and into a `pages` list pulled in with $ref', async () => {
    const site = await siteWith(files);
    const into = move(site, '0.1.0', '0.0', 1);
    assert.equal(into[ODD], files[ODD].replace('"guides/a",\n', '"guides/a",\n    "index",\n'));
    assert.ok(into['docs.json'].includes('{ "group": "Start", "pages": [] }'), into['docs.json']);
    const listed = move(site, '0.1.0', '0.2');
    assert.equal(listed['nav/pages.json'], '[\n  "guides/c",\n  "index"\n]\n');
  });

  it('moves a group that is a whole file as its $ref, the path written again from another folder', async () => {
    const site = await siteWith(files);
    const sameFile = move(site, '0.0', '1', 0);
    assert.ok(
      sameFile['docs.json'].includes(
        `"groups": [\n          { "$ref": ${JSON.stringify(ODD)} },\n          { "group": "Twice A"`,
      ),
      sameFile['docs.json'],
    );
    const elsewhere = move(site, '0.0', '0.2');
    assert.deepEqual(Object.keys(elsewhere).sort(), ['docs.json', 'nav/pages.json']);
    assert.deepEqual(jsonc.parse(elsewhere['nav/pages.json']), ['guides/c', { $ref: 'my "odd" #1 ünï.json' }]);
    const after = shown(site, elsewhere);
    const listedAt = after.indexOf('  group Listed');
    assert.deepEqual(after.slice(listedAt, listedAt + 5), [
      '  group Listed',
      '    page C -> guides/c',
      '    group Odd "group" ]}',
      '      page A -> guides/a',
      '      page B -> guides/b',
    ]);
    assert.deepEqual(site.diagnostics('docs.json', /json-ref/), []);
  });

  it('moves a group holding a nested $ref into a file of another folder, the nested path written again', async () => {
    const site = await siteWith(files);
    const texts = move(site, '0.2', '0.0');
    assert.deepEqual(Object.keys(texts).sort(), ['docs.json', ODD]);
    const [, , listed] = jsonc.parse(texts[ODD]).pages;
    assert.deepEqual(listed, { group: 'Listed', pages: { $ref: 'pages.json' } });
    const after = shown(site, texts);
    const at = after.indexOf('    group Listed');
    assert.deepEqual(after.slice(at, at + 2), ['    group Listed', '      page C -> guides/c']);
    assert.deepEqual(site.diagnostics('docs.json', /json-ref/), []);
  });

  it('refuses to change a file pulled in at two places, with the reason', async () => {
    const site = await siteWith(files);
    assert.match(
      refusal(site, { action: 'move', source: '1.0.0', target: '0.1' }),
      /"nav\/shared.json" is pulled in with `\$ref` at 2 places/,
    );
    assert.match(refusal(site, { action: 'move', source: '0.1.0', target: '1.1' }), /at 2 places/);
    assert.match(refusal(site, { action: 'remove', source: '1.1.0' }), /at 2 places/);
  });
});

function listedNodes(nodes: readonly NavigationNode[]): NavigationNode[] {
  return nodes.flatMap((n) => [n, ...listedNodes(n.children ?? [])]);
}

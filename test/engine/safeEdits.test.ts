// Edits offered in the editor never leave the docs root, never corrupt docs.json, never write a duplicate key, and a
// rename or move updates every reference the engine knows. Hostile entries and names are the fixtures.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseLinkTarget } from '../../server/src/engine/mdx/linkTargets';
import * as fs from 'node:fs';
import { CodeAction, TextDocumentEdit, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import type { NavigationEditParams } from '../../shared/src/protocol/navigationTree';
import { createLanguageService } from '../../server/src/engine/languageService';
import { NodeWorkspace } from '../../server/src/engine/workspace';
import { applyEdits, createSite, docsJson, page, TestSite } from '../helpers/site';
import { PETS_YAML } from '../helpers/specFixtures';
import { tempSite } from '../helpers/tempSite';

const ESCAPING = ['../../outside', '/../../outside', 'guides/../../../outside', '..\\..\\outside', 'a/./../../b'];

/** Every URI a workspace edit touches (created, edited or renamed). */
function touchedUris(edit: WorkspaceEdit | undefined): string[] {
  if (!edit) return [];
  const uris = Object.keys(edit.changes ?? {});
  for (const change of edit.documentChanges ?? []) {
    if ('kind' in change) uris.push(change.kind === 'rename' ? change.newUri : change.uri);
    else uris.push((change as TextDocumentEdit).textDocument.uri);
  }
  return uris;
}

function allActions(s: TestSite, path = 'docs.json'): CodeAction[] {
  return s.service.getCodeActions(s.uri(path), s.diagnostics(path));
}

function applyChanges(s: TestSite, edit: WorkspaceEdit | null | undefined, path = 'docs.json'): string {
  return applyEdits(s.text(path), edit?.changes?.[s.uri(path)] ?? []);
}

describe('no edit outside the docs root', () => {
  it('page entries, group roots and global-anchor links that leave the root: reported, no create fix', () => {
    const s = createSite({
      'docs.json': docsJson({
        global: { anchors: [{ anchor: 'Out', href: '../../outside' }] },
        groups: [{ group: 'G', root: '/../../outside', pages: ['index', ...ESCAPING] }],
      }),
      'index.mdx': page('Home'),
    });
    const messages = s.diagnostics('docs.json').filter((d) => d.code === 'nav-missing-page');
    assert.equal(messages.length, ESCAPING.length + 1);
    for (const d of messages) assert.match(d.message, /leaves the docs root/);
    // a global anchor's href must be a path from the root, as the platform's validator demands
    const [anchor] = s.diagnostics('docs.json').filter((d) => d.code === 'nav-invalid-href');
    assert.match(anchor.message, /"\.\.\/\.\.\/outside" of global > global anchor "Out" must be a path from the root/);
    const actions = allActions(s);
    assert.deepEqual(actions, []);
  });

  it('the create fix is refused even for a diagnostic whose data was tampered with', () => {
    const s = createSite({ 'docs.json': docsJson({ pages: ['new-page'] }) });
    const [diagnostic] = s.diagnostics('docs.json');
    for (const path of ['../../outside.mdx', '/../x.mdx', 'a/../../x.mdx', '\u0000.mdx']) {
      const actions = s.service.getCodeActions(s.uri('docs.json'), [
        { ...diagnostic, data: { ...diagnostic.data, path } },
      ]);
      assert.deepEqual(
        actions.flatMap((a) => touchedUris(a.edit)),
        [],
        path,
      );
    }
    const [create] = allActions(s);
    assert.deepEqual(touchedUris(create.edit), [s.uri('new-page.mdx'), s.uri('new-page.mdx')]);
  });

  it('an href that leaves the root says so', () => {
    const s = createSite({ 'docs.json': docsJson({ tabs: [{ tab: 'T', href: '../../x', pages: [] }] }) });
    assert.match(
      s.diagnostics('docs.json').find((d) => d.code === 'nav-invalid-href')!.message,
      /leaves the docs root/,
    );
  });

  it('an openapi directory that leaves the root is reported, and "Create the page" is not offered', () => {
    const docs = JSON.stringify({
      navigation: {
        groups: [
          { group: 'API', openapi: { source: 'pets.yaml', directory: '../../outside-dir' }, pages: ['GET /pets'] },
        ],
      },
    });
    const s = createSite({ '/site/docs.json': docs, '/site/pets.yaml': PETS_YAML });
    const uri = s.uri('/site/docs.json');
    assert.match(
      s.service.getDiagnostics(uri).find((d) => d.code === 'nav-openapi-value')?.message ?? '',
      /`directory` leaves the docs root/,
    );
    const at = docs.indexOf('GET /pets') + 1;
    const actions = s.service.getCodeActions(uri, [], {
      start: { line: 0, character: at },
      end: { line: 0, character: at },
    });
    assert.deepEqual(actions, []);
  });

  it('an x-mint href with .. in the spec: no page created outside', () => {
    const spec = PETS_YAML.replace(
      'summary: List pets',
      'summary: List pets\n      x-mint: { href: "/../../../etc/evil" }',
    );
    const docs = JSON.stringify({
      navigation: { groups: [{ group: 'API', openapi: 'pets.yaml', pages: ['GET /pets'] }] },
    });
    const s = createSite({ '/site/docs.json': docs, '/site/pets.yaml': spec });
    const at = docs.indexOf('GET /pets') + 1;
    const actions = s.service.getCodeActions(s.uri('/site/docs.json'), [], {
      start: { line: 0, character: at },
      end: { line: 0, character: at },
    });
    for (const uri of actions.flatMap((a) => touchedUris(a.edit))) assert.ok(uri.startsWith('file:///site/'), uri);
  });
});

/** A site on disk (real symbolic links), with the engine over it as the CLI and the server read it. */
function diskSite(files: Record<string, string>, links: Record<string, string> = {}) {
  const disk = tempSite(files);
  for (const [link, target] of Object.entries(links)) fs.symlinkSync(target, disk.path(link));
  const service = createLanguageService({ workspace: new NodeWorkspace([disk.uri('')]) });
  const diagnostics = (path: string) => service.getDiagnostics(disk.uri(path));
  const actions = (path: string, code: string) =>
    service.getCodeActions(
      disk.uri(path),
      diagnostics(path).filter((d) => d.code === code),
    );
  return { disk, service, diagnostics, actions };
}

describe('no edit through a symbolic link that leads out of the docs root', () => {
  const outside = tempSite({ 'existing.mdx': 'PRECIOUS\n', 'nested/keep.txt': '' });
  const files = {
    'docs.json': docsJson({ pages: ['index', 'ext/new-page', 'deep/new-page', 'alias/new-page', 'fresh/new-page'] }),
    'index.mdx': page('Home'),
    'guides/intro.mdx': page('Intro'),
    'p.mdx': '[a](/ext/other) [b](/deep/other) [c](/alias/other)\n',
  };
  const links = { ext: outside.dir, deep: outside.path('nested'), alias: 'guides' };
  const created = (actions: CodeAction[]) =>
    actions.flatMap((a) => touchedUris(a.edit).filter((uri) => uri.endsWith('.mdx') && !uri.endsWith('/p.mdx')));

  it('create fixes of nav-missing-page and link-missing-page: only inside (a link inside is fine)', () => {
    const s = diskSite(files, links);
    const nav = created(s.actions('docs.json', 'nav-missing-page'));
    assert.deepEqual([...new Set(nav)].sort(), [s.disk.uri('alias/new-page.mdx'), s.disk.uri('fresh/new-page.mdx')]);
    const fromLinks = created(s.actions('p.mdx', 'link-missing-page'));
    assert.deepEqual([...new Set(fromLinks)], [s.disk.uri('alias/other.mdx')]);
  });

  it('"Add page" of the tree: refused behind the link, also onto an existing file there', () => {
    const s = diskSite(files, links);
    const rootUri = s.service.getDocsRoots()[0].uri;
    const add = (path: string) =>
      s.service.editNavigation({ action: 'addPage', rootUri, target: '', path, title: 'T' } as NavigationEditParams);
    for (const path of ['ext/existing', 'ext/brand-new', 'deep/x']) {
      const result = add(path);
      assert.ok('refused' in result, `${path}: ${JSON.stringify(result)}`);
      assert.match(result.refused, /symbolic link/);
    }
    assert.ok('edit' in add('alias/added'));
    assert.equal(fs.readFileSync(outside.path('existing.mdx'), 'utf8'), 'PRECIOUS\n');
  });

  it('"Upgrade to docs.json": never through a dangling docs.json link beside mint.json', () => {
    const mint = JSON.stringify({ name: '$(touch PWNED)', navigation: [{ group: 'G', pages: ['index'] }] });
    const s = diskSite(
      { 'mint.json': mint, 'index.mdx': page('Home') },
      { 'docs.json': outside.path('.bash_aliases') },
    );
    assert.equal(s.service.getDocsRoots()[0].configUri, s.disk.uri('mint.json'));
    assert.deepEqual(s.actions('mint.json', 'legacy-config'), []);
    assert.deepEqual([...s.service.getUpgradeToDocsJsonEdits().keys()], []);
    const linkedFolder = diskSite({ 'docs/mint.json': mint }, { 'docs/docs.json': outside.path('nested/docs.json') });
    assert.deepEqual([...linkedFolder.service.getUpgradeToDocsJsonEdits().keys()], []);
    const plain = diskSite({ 'mint.json': mint, 'index.mdx': page('Home') });
    assert.equal(plain.actions('mint.json', 'legacy-config').length, 1);
  });

  it('"Create the page" of an endpoint whose directory is behind the link', async () => {
    const actionsAt = async (directory: string, links: Record<string, string> = {}) => {
      const docs = JSON.stringify({
        navigation: { groups: [{ group: 'API', openapi: { source: 'pets.yaml', directory }, pages: ['GET /pets'] }] },
      });
      const s = diskSite({ 'docs.json': docs, 'pets.yaml': PETS_YAML }, links);
      await s.service.loadSpecs();
      const at = docs.indexOf('GET /pets') + 1;
      const range = { start: { line: 0, character: at }, end: { line: 0, character: at } };
      return s.service.getCodeActions(s.disk.uri('docs.json'), [], range);
    };
    assert.deepEqual(await actionsAt('ext', { ext: outside.dir }), []);
    assert.equal((await actionsAt('reference')).length, 1);
  });
});

describe('no edit of a file pulled in through a link out of the root, or from node_modules/', () => {
  it('a `$ref` file linked to a file outside: not read, so neither renamed into nor moved from', () => {
    const outside = tempSite({ 'nav.json': JSON.stringify({ group: 'Linked', pages: ['intro'] }) });
    const docs = docsJson({ groups: [{ $ref: './nav.json' }, { group: 'Own', pages: ['index'] }] });
    const s = diskSite(
      { 'docs.json': docs, 'index.mdx': page('Home'), 'intro.mdx': page('Intro') },
      {
        'nav.json': outside.path('nav.json'),
      },
    );
    assert.deepEqual(
      s.diagnostics('nav.json').map((d) => d.code),
      ['file-unreadable'],
    );
    const edit = s.service.getRenameFilesEdits([{ oldUri: s.disk.uri('intro.mdx'), newUri: s.disk.uri('start.mdx') }]);
    assert.deepEqual(touchedUris(edit ?? undefined), []);
    const [tree] = s.service.getNavigationTree();
    assert.deepEqual(
      tree.children?.map((node) => node.label),
      ['Own'],
    );
    assert.equal(
      fs.readFileSync(outside.path('nav.json'), 'utf8'),
      JSON.stringify({ group: 'Linked', pages: ['intro'] }),
    );
  });

  it('a `$ref` file linked into node_modules/: read, never edited (a rename, a move of the tree)', () => {
    const docs = docsJson({ groups: [{ $ref: './pkg-nav.json' }, { group: 'Own', pages: ['index'] }] });
    const s = diskSite(
      {
        'docs.json': docs,
        'node_modules/pkg/nav.json': JSON.stringify({ group: 'Package', pages: ['intro'] }),
        'index.mdx': page('Home'),
        'intro.mdx': page('Intro'),
      },
      { 'pkg-nav.json': 'node_modules/pkg/nav.json' },
    );
    const warnings: string[] = [];
    const edit = s.service.getRenameFilesEdits(
      [{ oldUri: s.disk.uri('intro.mdx'), newUri: s.disk.uri('start.mdx') }],
      (message) => warnings.push(message),
    );
    assert.deepEqual(touchedUris(edit ?? undefined), []);
    assert.match(warnings.join('\n'), /pkg-nav\.json is left as it is/);
    const [tree] = s.service.getNavigationTree();
    assert.deepEqual(
      tree.children?.map((node) => node.label),
      ['Package', 'Own'],
    );
    const move = s.service.editNavigation({
      action: 'move',
      rootUri: tree.uri,
      source: tree.children![0].children![0].id,
      target: tree.children![1].id,
    } as NavigationEditParams);
    assert.ok('refused' in move, JSON.stringify(move));
  });

  it('a `$ref` into node_modules/ is not followed, and nothing there is edited or created', () => {
    const s = createSite({
      'docs.json': docsJson({ groups: [{ $ref: './node_modules/pkg/nav.json' }, { group: 'Own', pages: ['new'] }] }),
      'node_modules/pkg/nav.json': JSON.stringify({ group: 'Package', pages: ['intro'] }),
      'intro.mdx': page('Intro'),
    });
    assert.deepEqual(
      s
        .diagnostics('docs.json')
        .filter((d) => d.code === 'json-ref')
        .map((d) => d.message),
      ['`$ref` "./node_modules/pkg/nav.json" lies in node_modules/, which the platform ignores: it is not followed.'],
    );
    const edit = s.service.getRenameFilesEdits([{ oldUri: s.uri('intro.mdx'), newUri: s.uri('start.mdx') }]);
    assert.deepEqual(
      touchedUris(edit ?? undefined).filter((uri) => uri.includes('node_modules')),
      [],
    );
    const [missing] = s.diagnostics('docs.json').filter((d) => d.code === 'nav-missing-page');
    const tampered = s.service.getCodeActions(s.uri('docs.json'), [
      { ...missing, data: { ...missing.data, path: 'node_modules/pkg/new.mdx' } },
    ]);
    assert.deepEqual(
      tampered.flatMap((a) => touchedUris(a.edit)),
      [],
    );
  });
});

describe('strings written into JSON are escaped', () => {
  const NAMES = [
    'we"ird\\b',
    'tab\there',
    'line\nbreak',
    'nul\u0000',
    'ünïcødé 日本',
    'emoji 🎉',
    'quote"',
    'back\\slash',
  ];

  it('renaming a page to hostile names keeps docs.json valid and names the new file exactly', () => {
    for (const name of NAMES) {
      const s = createSite({ 'docs.json': docsJson({ pages: ['guides/intro'] }), 'guides/intro.mdx': page('Intro') });
      const edit = s.service.getRenameFilesEdits([
        { oldUri: s.uri('guides/intro.mdx'), newUri: s.uri(`guides/${name}.mdx`) },
      ]);
      const after = JSON.parse(applyChanges(s, edit));
      assert.deepEqual(after.navigation.pages, [`guides/${name}`], JSON.stringify(name));
    }
  });

  it('a "did you mean" toward a file with a quote in its name stays valid JSON', () => {
    const s = createSite({ 'docs.json': docsJson({ pages: ['we"irc'] }), 'we"ird.mdx': page('W') });
    const [change] = allActions(s);
    assert.equal(change.title, 'Change to "we"ird"');
    assert.deepEqual(JSON.parse(applyChanges(s, change.edit)).navigation.pages, ['we"ird']);
  });

  it('"Create the page" lists the new page as a JSON-escaped string', () => {
    const spec = PETS_YAML.replace('summary: List pets', 'summary: List "pets" \\\\ now');
    const docs = JSON.stringify({
      navigation: { groups: [{ group: 'API', openapi: 'pets.yaml', pages: ['GET /pets'] }] },
    });
    const s = createSite({ '/site/docs.json': docs, '/site/pets.yaml': spec });
    const at = docs.indexOf('GET /pets') + 1;
    const [action] = s.service.getCodeActions(s.uri('/site/docs.json'), [], {
      start: { line: 0, character: at },
      end: { line: 0, character: at },
    });
    const listing = action.edit!.documentChanges![2] as TextDocumentEdit;
    const after = JSON.parse(applyEdits(docs, listing.edits as TextEdit[]));
    assert.deepEqual(after.navigation.groups[0].pages, ['api-reference/list-"pets"-\\\\-now']);
  });
});

describe('no quick fix writes a duplicate key', () => {
  it('a misspelled key beside the right one: the lists are merged, the misspelled key removed', () => {
    const text = '{"navigation":{"groups":[{"group":"G","pages":["intro"],"page":["other", "more"]}]}}';
    const s = createSite({ 'docs.json': text, 'intro.mdx': page('I'), 'other.mdx': page('O'), 'more.mdx': page('M') });
    const actions = s.service.getCodeActions(
      s.uri('docs.json'),
      s.diagnostics('docs.json').filter((d) => d.code === 'nav-unknown-field'),
    );
    assert.deepEqual(
      actions.map((a) => a.title),
      ['Move the entries of "page" into "pages"'],
    );
    const after = applyChanges(s, actions[0].edit);
    assert.equal(after, '{"navigation":{"groups":[{"group":"G","pages":["intro", "other", "more"]}]}}');
  });

  it('a right key written twice: the entries go into the last one, the list the platform keeps', () => {
    const text = '{"navigation":{"groups":[{"group":"G","pages":["intro"],"pages":["kept"],"page":["other"]}]}}';
    const s = createSite({ 'docs.json': text, 'intro.mdx': page('I'), 'kept.mdx': page('K'), 'other.mdx': page('O') });
    const [action] = s.service.getCodeActions(
      s.uri('docs.json'),
      s.diagnostics('docs.json').filter((d) => d.code === 'nav-unknown-field'),
    );
    assert.equal(action.title, 'Move the entries of "page" into "pages"');
    const after = applyChanges(s, action.edit);
    assert.equal(after, '{"navigation":{"groups":[{"group":"G","pages":["intro"],"pages":["kept", "other"]}]}}');
    assert.deepEqual(JSON.parse(after).navigation.groups[0].pages, ['kept', 'other']);
  });

  it('a redirect is added to the `redirects` the platform keeps when the key is written twice', () => {
    const text = JSON.stringify({
      navigation: { pages: ['index', 'guides/overview'] },
      redirects: [{ source: '/ignored', destination: '/index' }],
      redirectz: [{ source: '/kept', destination: '/index' }],
    }).replace('"redirectz"', '"redirects"');
    const s = createSite({ 'docs.json': text, 'index.mdx': page('Home'), 'guides/overview.mdx': page('O') });
    s.service.setViewedPaths({ periodDays: 30, paths: [{ path: '/guides/overveiw', views: 3 }] });
    const [dead] = s.diagnostics('docs.json').filter((d) => d.code === 'analytics-dead-path');
    const [action] = s.service.getCodeActions(s.uri('docs.json'), [dead]);
    assert.deepEqual(JSON.parse(applyChanges(s, action.edit)).redirects, [
      { source: '/kept', destination: '/index' },
      { source: '/guides/overveiw', destination: '/guides/overview' },
    ]);
  });

  it('"Remove" takes the property reported, also under a key written twice (its path names another)', () => {
    const text =
      '{"navigation":{"tabs":[{"tab":"T","groups":[{"group":"A","pages":["a"]}],' +
      '"groups":[{"group":"B","expanded":true,"pages":["b"]}]}]}}';
    const s = createSite({ 'docs.json': text, 'a.mdx': page('A'), 'b.mdx': page('B') });
    const [action] = s.service.getCodeActions(
      s.uri('docs.json'),
      s.diagnostics('docs.json').filter((d) => d.code === 'nav-expanded-top-level'),
    );
    assert.equal(action.title, 'Remove "expanded"');
    assert.equal(applyChanges(s, action.edit), text.replace('"expanded":true,', ''));
  });

  it('an empty misspelled list beside the right key is removed', () => {
    const text = '{"navigation":{"groups":[{"group":"G","pages":["intro"],"page":[]}]}}';
    const s = createSite({ 'docs.json': text, 'intro.mdx': page('I') });
    const [action] = s.service.getCodeActions(
      s.uri('docs.json'),
      s.diagnostics('docs.json').filter((d) => d.code === 'nav-unknown-field'),
    );
    assert.equal(action.title, 'Remove "page" ("pages" is already set)');
    assert.equal(applyChanges(s, action.edit), '{"navigation":{"groups":[{"group":"G","pages":["intro"]}]}}');
  });

  it('no fix when the values cannot be merged', () => {
    const s = createSite({
      'docs.json': '{"navigation":{"groups":[{"group":"G","pages":["intro"],"page":"other"}]}}',
      'intro.mdx': page('I'),
    });
    const unknown = s.diagnostics('docs.json').filter((d) => d.code === 'nav-unknown-field');
    assert.equal(unknown.length, 1);
    assert.deepEqual(s.service.getCodeActions(s.uri('docs.json'), unknown), []);
  });

  it('json-duplicate-key: every ignored key is reported, the last one is kept', () => {
    const text = '{"navigation":{"groups":[{"group":"G","pages":["intro"],"pages":["other"]}]},"name":"a","name":"b"}';
    const s = createSite({ 'docs.json': text, 'intro.mdx': page('I'), 'other.mdx': page('O') });
    assert.deepEqual(
      s.findings('docs.json').filter((f) => f.startsWith('json-duplicate-key')),
      ['json-duplicate-key: "pages"', 'json-duplicate-key: "name"'].sort((a, b) => text.indexOf(a) - text.indexOf(b)),
    );
    assert.match(
      s.diagnostics('docs.json').find((d) => d.code === 'json-duplicate-key')!.message,
      /keeps only the last one/,
    );
    assert.deepEqual(
      s.findings('docs.json').filter((f) => f.startsWith('page-not-in')),
      [],
    );
  });
});

describe('redirects pulled in with $ref', () => {
  const REDIRECTS =
    '[\n  { "source": "/old", "destination": "/guides/intro" },\n  { "source": "/gone", "destination": "/moved" }\n]\n';
  const files = () => ({
    'docs.json': docsJson({ pages: ['index', 'guides/intro'] }, { redirects: { $ref: './redirects.json' } }),
    'redirects.json': REDIRECTS,
    'index.mdx': page('Home'),
    'guides/intro.mdx': page('Intro'),
    'moved.mdx': page('Moved'),
    'p.mdx': '[a](/old) [b](/guides/intor)\n',
  });
  const redirectsAfter = (s: TestSite, edit: WorkspaceEdit | undefined) => {
    assert.deepEqual(Object.keys(edit?.changes ?? {}), [s.uri('redirects.json')], 'only the file holding the list');
    return JSON.parse(applyChanges(s, edit, 'redirects.json'));
  };

  it('are honoured by the checks: links, reachable pages, dead paths', () => {
    const s = createSite(files());
    assert.deepEqual(s.findings('p.mdx'), ['page-not-in-navigation: ', 'link-missing-page: /guides/intor']);
    assert.deepEqual(s.findings('moved.mdx'), []);
    s.service.setViewedPaths({ periodDays: 30, paths: [{ path: '/old', views: 5 }] });
    assert.deepEqual(s.findings('docs.json', /analytics-dead-path/), []);
  });

  it('"add a redirect" appends to the $ref file, never replacing docs.json\'s `$ref`', () => {
    const s = createSite(files());
    const actions = s.service.getCodeActions(s.uri('p.mdx'), s.diagnostics('p.mdx', /link-missing-page/));
    const redirect = actions.find((a) => a.title.startsWith('Add a redirect'))!;
    assert.equal(redirect.title, 'Add a redirect from /guides/intor to /guides/intro in redirects.json');
    assert.deepEqual(redirectsAfter(s, redirect.edit), [
      ...JSON.parse(REDIRECTS),
      { source: '/guides/intor', destination: '/guides/intro' },
    ]);
    s.service.setViewedPaths({ periodDays: 30, paths: [{ path: '/guides/legacy', views: 5 }] });
    const [fix] = s.service.getCodeActions(s.uri('docs.json'), s.diagnostics('docs.json', /analytics-dead-path/));
    assert.deepEqual(redirectsAfter(s, fix.edit).at(-1), { source: '/guides/legacy', destination: '/guides/intro' });
  });

  it('so is `api` (its `openapi` names the spec of endpoint entries)', async () => {
    const s = createSite({
      'docs.json': docsJson({ pages: ['GET /pets'] }, { api: { $ref: './api.json' } }),
      'api.json': '{ "openapi": "pets.yaml" }',
      'pets.yaml': PETS_YAML,
    });
    await s.service.loadSpecs();
    assert.deepEqual(s.findings('docs.json', /^ref-/), []);
  });

  it('a renamed page keeps its redirect destinations in the $ref file', () => {
    const s = createSite(files());
    const edit = s.service.getRenameFilesEdits([
      { oldUri: s.uri('guides/intro.mdx'), newUri: s.uri('guides/start.mdx') },
    ]);
    const inRedirects = edit?.changes?.[s.uri('redirects.json')];
    assert.ok(inRedirects, JSON.stringify(edit));
    const after = JSON.parse(applyEdits(s.text('redirects.json'), inRedirects));
    assert.equal(after[0].destination, '/guides/start');
  });
});

describe('a rename updates every reference the engine knows', () => {
  const spec = PETS_YAML;
  const files = () => ({
    'docs.json': JSON.stringify(
      {
        navigation: {
          tabs: [
            {
              tab: 'API',
              openapi: '/en/api-reference/openapi.yaml',
              groups: [
                {
                  group: 'Ref',
                  root: 'en/api-reference/index',
                  pages: ['en/api-reference/intro', 'en/api-reference/openapi.yaml GET /pets'],
                },
                {
                  group: 'More',
                  openapi: { source: 'en/api-reference/openapi', directory: 'x' },
                  pages: ['GET /pets'],
                },
              ],
            },
            { tab: 'Plugins', href: '/en/develop-plugin/start', pages: ['en/develop-plugin/start'] },
          ],
        },
        api: { openapi: ['en/api-reference/openapi.yaml'] },
        redirects: [
          { source: '/old', destination: '/en/develop-plugin/start' },
          { source: '/old2', destination: '/en/develop-plugin/start#install' },
          { source: '/old3', destination: 'https://example.com/en/develop-plugin/start' },
        ],
      },
      null,
      2,
    ),
    'en/api-reference/index.mdx': page('Ref'),
    'en/api-reference/intro.mdx': page('Intro'),
    'en/api-reference/openapi.yaml': spec,
    'en/api-reference/pets.mdx': '---\ntitle: Pets\nopenapi: "/en/api-reference/openapi.yaml GET /pets"\n---\n',
    'en/api-reference/local.mdx': "---\ntitle: Local\nopenapi: 'openapi.yaml GET /pets'\n---\n",
    'en/other.mdx':
      '---\ntitle: Other\nopenapi: api-reference/openapi GET /pets\n' +
      'openapi-schema: /en/api-reference/openapi.yaml Pet\n---\n',
    'en/develop-plugin/start.mdx': page('Start'),
  });

  it('renaming a folder: pages, roots, openapi values, endpoint entries, frontmatter spec paths', () => {
    const s = createSite(files());
    const edit = s.service.getRenameFilesEdits([{ oldUri: s.uri('en/api-reference'), newUri: s.uri('en/api') }]);
    const after = JSON.parse(applyChanges(s, edit));
    const [api] = after.navigation.tabs;
    assert.equal(api.openapi, '/en/api/openapi.yaml');
    assert.deepEqual(api.groups[0].root, 'en/api/index');
    assert.deepEqual(api.groups[0].pages, ['en/api/intro', 'en/api/openapi.yaml GET /pets']);
    assert.deepEqual(api.groups[1].openapi, { source: 'en/api/openapi', directory: 'x' });
    assert.deepEqual(after.api.openapi, ['en/api/openapi.yaml']);
    assert.equal(
      applyChanges(s, edit, 'en/other.mdx'),
      '---\ntitle: Other\nopenapi: api/openapi GET /pets\nopenapi-schema: /en/api/openapi.yaml Pet\n---\n',
    );
    assert.equal(
      applyChanges(s, edit, 'en/api-reference/pets.mdx'),
      '---\ntitle: Pets\nopenapi: "/en/api/openapi.yaml GET /pets"\n---\n',
    );
    assert.equal(edit!.changes![s.uri('en/api-reference/local.mdx')], undefined, 'moves with its spec: unchanged');
  });

  it('escapes links to a page renamed with `#`, `?` or a scheme-like name; refuses a spec path with a space', () => {
    const s = createSite({
      ...files(),
      'en/links.mdx':
        `${page('Links')}\n[a](/en/develop-plugin/start) <Card href="/en/develop-plugin/start#install">x</Card> ` +
        '[b](en/develop-plugin/start) [c](./develop-plugin/start.mdx)\n',
    });
    const links = (to: string) => {
      const edit = s.service.getRenameFilesEdits([{ oldUri: s.uri('en/develop-plugin'), newUri: s.uri(to) }]);
      return applyChanges(s, edit, 'en/links.mdx').split('\n').at(-2);
    };
    assert.equal(
      links('en/a#b'),
      '[a](/en/a%23b/start) <Card href="/en/a%23b/start#install">x</Card> [b](en/a%23b/start) [c](./a%23b/start.mdx)',
    );
    assert.equal(
      links('en/what?'),
      '[a](/en/what%3F/start) <Card href="/en/what%3F/start#install">x</Card> [b](en/what%3F/start) ' +
        '[c](./what%3F/start.mdx)',
    );
    // a link without `/` or `./` whose first segment reads as a scheme would be a URL
    assert.equal(
      links('http:x'),
      '[a](/http:x/start) <Card href="/http:x/start#install">x</Card> [b](http%3Ax/start) [c](../http:x/start.mdx)',
    );
    // each link written reads back as the renamed page
    for (const [link, path] of [
      ['/en/a%23b/start', 'en/a#b/start'],
      ['en/a%23b/start', 'en/a#b/start'],
      ['./a%23b/start.mdx', 'en/a#b/start.mdx'],
      ['/en/what%3F/start', 'en/what?/start'],
      ['http%3Ax/start', 'http:x/start'],
    ])
      assert.equal((parseLinkTarget(link, 'en') as { path?: string }).path, path, link);
    const warnings: string[] = [];
    const spaced = s.service.getRenameFilesEdits(
      [{ oldUri: s.uri('en/api-reference'), newUri: s.uri('en/api ref') }],
      (message) => warnings.push(message),
    );
    assert.equal(
      applyChanges(s, spaced, 'en/other.mdx'),
      files()['en/other.mdx'],
      'the references with a space would not parse: left as written',
    );
    assert.ok(warnings.some((w) => /"api-reference\/openapi GET \/pets" is left as it is: .* holds a space/.test(w)));
    assert.equal(JSON.parse(applyChanges(s, spaced)).navigation.tabs[0].openapi, '/en/api ref/openapi.yaml');
  });

  it('renaming a folder or a file rewrites the `$ref` paths to it and from it', () => {
    const s = createSite({
      'docs.json': JSON.stringify({
        navigation: { groups: [{ $ref: './nav/two.json' }, { group: 'B', pages: { $ref: 'nav/more/pages.json' } }] },
        redirects: { $ref: './redirects.json' },
      }),
      'nav/two.json': JSON.stringify({ group: 'Two', pages: { $ref: './more/pages.json' } }),
      'nav/more/pages.json': '["index"]',
      'redirects.json': '[]',
      'index.mdx': page('Home'),
    });
    const folder = s.service.getRenameFilesEdits([{ oldUri: s.uri('nav'), newUri: s.uri('navigation/v2') }]);
    const docs = JSON.parse(applyChanges(s, folder));
    assert.equal(docs.navigation.groups[0].$ref, './navigation/v2/two.json');
    assert.equal(docs.navigation.groups[1].pages.$ref, 'navigation/v2/more/pages.json');
    assert.equal(docs.redirects.$ref, './redirects.json');
    // moved with the file that names it: unchanged
    assert.equal(folder!.changes![s.uri('nav/two.json')], undefined);
    const file = s.service.getRenameFilesEdits([{ oldUri: s.uri('nav/two.json'), newUri: s.uri('groups/two.json') }]);
    assert.equal(JSON.parse(applyChanges(s, file)).navigation.groups[0].$ref, './groups/two.json');
    assert.equal(JSON.parse(applyChanges(s, file, 'nav/two.json')).pages.$ref, '../nav/more/pages.json');
    const redirects = s.service.getRenameFilesEdits([
      { oldUri: s.uri('redirects.json'), newUri: s.uri('config/redirects.json') },
    ]);
    assert.equal(JSON.parse(applyChanges(s, redirects)).redirects.$ref, './config/redirects.json');
  });

  it('renaming a folder rewrites a spec path written as a block scalar, the next key left on its line', () => {
    const s = createSite({
      ...files(),
      'en/folded.mdx': '---\nopenapi: >-\n  /en/api-reference/openapi.yaml\n  GET /pets\ntitle: Folded\n---\n',
      'en/literal.mdx': '---\nopenapi-schema: |\n  /en/api-reference/openapi.yaml Pet\n\ntitle: Literal\n---\n',
    });
    const edit = s.service.getRenameFilesEdits([{ oldUri: s.uri('en/api-reference'), newUri: s.uri('en/api') }]);
    assert.equal(
      applyChanges(s, edit, 'en/folded.mdx'),
      '---\nopenapi: /en/api/openapi.yaml GET /pets\ntitle: Folded\n---\n',
    );
    assert.equal(
      applyChanges(s, edit, 'en/literal.mdx'),
      // a literal block keeps its last line break in the value: so does the value written
      '---\nopenapi-schema: "/en/api/openapi.yaml Pet\\n"\n\ntitle: Literal\n---\n',
    );
  });

  it('renaming a folder: redirect destinations and hrefs, keeping anchors; URLs untouched', () => {
    const s = createSite(files());
    const edit = s.service.getRenameFilesEdits([{ oldUri: s.uri('en/develop-plugin'), newUri: s.uri('en/plugins') }]);
    const after = JSON.parse(applyChanges(s, edit));
    assert.deepEqual(
      after.redirects.map((r: { destination: string }) => r.destination),
      ['/en/plugins/start', '/en/plugins/start#install', 'https://example.com/en/develop-plugin/start'],
    );
    assert.deepEqual(
      after.redirects.map((r: { source: string }) => r.source),
      ['/old', '/old2', '/old3'],
    );
    assert.equal(after.navigation.tabs[1].href, '/en/plugins/start');
    assert.deepEqual(after.navigation.tabs[1].pages, ['en/plugins/start']);
  });

  it('moving a page keeps its page-relative spec path working; moving the spec updates it', () => {
    const s = createSite(files());
    const pageMove = s.service.getRenameFilesEdits([
      { oldUri: s.uri('en/api-reference/local.mdx'), newUri: s.uri('en/guides/local.mdx') },
    ]);
    assert.equal(
      applyChanges(s, pageMove, 'en/api-reference/local.mdx'),
      "---\ntitle: Local\nopenapi: '../api-reference/openapi.yaml GET /pets'\n---\n",
    );
    const specMove = s.service.getRenameFilesEdits([
      { oldUri: s.uri('en/api-reference/openapi.yaml'), newUri: s.uri('specs/it\'s_"pets".yaml') },
    ]);
    assert.equal(
      applyChanges(s, specMove, 'en/api-reference/pets.mdx'),
      '---\ntitle: Pets\nopenapi: "/specs/it\'s_\\"pets\\".yaml GET /pets"\n---\n',
    );
    assert.equal(
      applyChanges(s, specMove, 'en/api-reference/local.mdx'),
      "---\ntitle: Local\nopenapi: '../../specs/it''s_\"pets\".yaml GET /pets'\n---\n",
    );
    assert.equal(JSON.parse(applyChanges(s, specMove)).navigation.tabs[0].openapi, '/specs/it\'s_"pets".yaml');
  });
});

describe('"Create the page" for endpoints that share a summary', () => {
  it('each gets its own page, numbered as the platform numbers them', () => {
    const spec = PETS_YAML.replace('summary: Create a pet', 'summary: List pets');
    const docs = JSON.stringify({
      navigation: { groups: [{ group: 'API', openapi: 'pets.yaml', pages: ['GET /pets', 'POST /pets'] }] },
    });
    const s = createSite({
      '/site/docs.json': docs,
      '/site/pets.yaml': spec,
      '/site/api-reference/list-pets.mdx': 'MINE',
    });
    const titles = ['GET /pets', 'POST /pets'].map((entry) => {
      const at = docs.indexOf(entry) + 1;
      return s.service
        .getCodeActions(s.uri('/site/docs.json'), [], {
          start: { line: 0, character: at },
          end: { line: 0, character: at },
        })
        .map((a) => a.title);
    });
    assert.deepEqual(titles, [[], ['Create the page api-reference/list-pets-1.mdx for POST /pets']]);
  });
});

describe('completion inside a docs.json string', () => {
  it('inserts a page path JSON-escaped', () => {
    const text = '{"navigation":{"pages":["we"]}}';
    const s = createSite({ 'docs.json': text, 'we"ird\\name.mdx': page('W') });
    const at = text.indexOf('"we"') + 3;
    const item = s.service
      .doComplete(s.uri('docs.json'), { line: 0, character: at })
      .items.find((i) => i.label === 'we"ird\\name')!;
    const after = applyEdits(text, [item.textEdit as TextEdit]);
    assert.deepEqual(JSON.parse(after).navigation.pages, ['we"ird\\name']);
  });
});

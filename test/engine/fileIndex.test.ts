// Docs roots: every folder with a docs.json, never inside node_modules, dot-folders or git-ignored paths; each file
// belongs to the nearest root above it; symbolic-link loops end the walk, not the process; links out of the workspace
// are neither walked nor read.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { FileIndex } from '../../server/src/engine/project/fileIndex';
import { TextReader } from '../../server/src/engine/project/textReader';
import { DEFAULT_LIMITS } from '../../server/src/engine/limits';
import { NodeWorkspace, relativePath } from '../../server/src/engine/workspace';
import { tempSite } from '../helpers/tempSite';
import { TextDocuments } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { ServerWorkspace } from '../../server/src/lsp/serverWorkspace';
import { runInProcess } from '../helpers/runCli';

describe('file index', () => {
  const site = tempSite({
    '.gitignore': 'build/\n*.tmp.mdx\n',
    'docs/docs.json': '{}',
    'docs/intro.mdx': '',
    'docs/draft.tmp.mdx': '',
    'docs/api/docs.json': '{}',
    'docs/api/ref.mdx': '',
    'docs/node_modules/pkg/docs.json': '{}',
    'docs/.vercel/docs.json': '{}',
    'build/docs.json': '{}',
  });
  fs.symlinkSync(site.path('docs'), site.path('docs/api/loop'));
  const index = new FileIndex(new TextReader(new NodeWorkspace([site.uri('')])));

  it('finds the docs roots, skipping node_modules, dot-folders and git-ignored paths', () => {
    assert.deepEqual(
      index.getRoots().map((r) => relativePath(site.uri(''), r.uri)),
      ['docs', 'docs/api'],
    );
  });

  it('gives each file to the nearest root, and survives a symbolic-link loop', () => {
    const [docs, api] = index.getRoots();
    assert.deepEqual([...docs.files].sort(), ['docs.json', 'intro.mdx']);
    assert.deepEqual([...api.files].sort(), ['docs.json', 'ref.mdx']);
    assert.equal(index.rootOf(site.uri('docs/api/ref.mdx')), api);
  });

  it('follows created and deleted files without walking again', () => {
    const [docs] = index.getRoots();
    const generation = index.generation;
    index.filesCreatedOrDeleted([
      { uri: site.uri('docs/new.mdx'), created: true },
      { uri: site.uri('docs/intro.mdx'), created: false },
    ]);
    assert.deepEqual([...docs.files].sort(), ['docs.json', 'new.mdx']);
    assert.ok(index.generation > generation);
    assert.equal(index.getRoots()[0], docs);
  });
});

describe("the platform's default ignores", () => {
  it('leave out README.md, LICENSE.md, CHANGELOG.md, CONTRIBUTING.md (any folder, any case) and .mintlify', () => {
    const site = tempSite({
      'docs.json': '{}',
      'intro.mdx': '',
      'README.md': '',
      'guides/readme.md': '',
      'LICENSE.md': '',
      'CHANGELOG.md': '',
      'changelog.mdx': '',
      'CONTRIBUTING.md': '',
      'node_modules/x/page.mdx': '',
      'snippets/.env.mdx': '',
      '.hidden/page.mdx': '',
    });
    const index = new FileIndex(new TextReader(new NodeWorkspace([site.uri('')])));
    const [root] = index.getRoots();
    assert.deepEqual([...root.files].sort(), ['changelog.mdx', 'docs.json', 'intro.mdx', 'snippets/.env.mdx']);
    // a file created later is judged by the same rules
    index.filesCreatedOrDeleted([
      { uri: site.uri('guides/README.md'), created: true },
      { uri: site.uri('guides/new.mdx'), created: true },
    ]);
    assert.deepEqual(
      [...root.files].filter((f) => f.startsWith('guides/')),
      ['guides/new.mdx'],
    );
  });
});

describe('a .gitignore that is not UTF-8', () => {
  it('ignores nothing and does not stop the walk', () => {
    const site = tempSite({ 'docs.json': '{}', 'intro.mdx': '' });
    fs.writeFileSync(site.path('.gitignore'), Buffer.from([0xff, 0xfe, 0x0a]));
    const [root] = new FileIndex(new TextReader(new NodeWorkspace([site.uri('')]))).getRoots();
    assert.deepEqual([...root.files].sort(), ['docs.json', 'intro.mdx']);
  });

  it('is read through the reader: one over the size limit ignores nothing', () => {
    const site = tempSite({ 'docs.json': '{}', 'intro.mdx': '', 'draft.mdx': '', '.mintignore': 'draft.mdx\n' });
    const workspace = new NodeWorkspace([site.uri('')]);
    const files = (maxFileBytes: number) => {
      const reader = new TextReader(workspace, () => ({ ...DEFAULT_LIMITS, maxFileBytes }));
      return [...new FileIndex(reader).getRoots()[0].files].sort();
    };
    assert.deepEqual(files(1000), ['docs.json', 'intro.mdx']);
    assert.deepEqual(files(5), ['docs.json', 'draft.mdx', 'intro.mdx']);
  });
});

describe('symbolic links out of the workspace', () => {
  it('are never followed: folders, files, devices; links inside it still are', async () => {
    const outside = tempSite({ 'other/docs.json': '{}', 'other/page.mdx': '', 'secret.mdx': 'SECRET' });
    const site = tempSite({ 'docs.json': '{}', 'intro.mdx': '', 'guides/a.mdx': '' });
    fs.symlinkSync(outside.dir, site.path('rootlink'));
    fs.symlinkSync('/', site.path('slash'));
    fs.symlinkSync(outside.path('secret.mdx'), site.path('secret.mdx'));
    fs.symlinkSync('/dev/zero', site.path('zero.mdx'));
    fs.symlinkSync(site.path('guides'), site.path('alias'));
    const roots = new FileIndex(new TextReader(new NodeWorkspace([site.uri('')]))).getRoots();
    assert.deepEqual(
      roots.map((r) => r.uri),
      [site.uri('')],
    );
    // each real folder is walked once: the page is found through the link or its folder
    const files = [...roots[0].files].sort();
    assert.deepEqual(
      files.filter((f) => !f.endsWith('/a.mdx')),
      ['docs.json', 'intro.mdx'],
    );
    assert.equal(files.filter((f) => f.endsWith('/a.mdx')).length, 1);
    const check = await runInProcess(['check', '.'], { cwd: site.dir });
    assert.doesNotMatch(check.stdout, /other|secret|zero/);
  });
});

describe('reads through symbolic links', () => {
  const TOKEN = 'ghp_SECRET0123456789';
  const outside = tempSite({
    'nav.json': JSON.stringify({ group: TOKEN, pages: [`${TOKEN}-page`] }),
    'dir/nav.json': JSON.stringify({ group: TOKEN, pages: [`${TOKEN}-page`] }),
    'schema.json': JSON.stringify({ type: 'object', properties: { name: { enum: [TOKEN] } } }),
    'spec.yaml':
      `openapi: 3.1.0\ninfo: { title: ${TOKEN}, version: '1' }\n` + `paths: { /x: { get: { summary: ${TOKEN} } } }\n`,
  });
  const files = {
    'docs.json': JSON.stringify({
      $schema: './schema.json',
      name: 'Site',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: {
        groups: [
          { $ref: './nav.json' },
          { $ref: './linked/nav.json' },
          { group: 'API', openapi: 'spec.yaml', pages: ['GET /x'] },
          { $ref: './inside-link.json' },
        ],
      },
    }),
    'inside.json': JSON.stringify({ group: 'Inside', pages: ['index'] }),
    'index.mdx': '---\ntitle: Home\n---\n',
  };

  it('are followed only while the real path stays inside the workspace: nothing of the target is shown', async () => {
    const site = tempSite(files);
    fs.symlinkSync(outside.path('nav.json'), site.path('nav.json'));
    fs.symlinkSync(outside.path('dir'), site.path('linked'));
    fs.symlinkSync(outside.path('schema.json'), site.path('schema.json'));
    fs.symlinkSync(outside.path('spec.yaml'), site.path('spec.yaml'));
    fs.symlinkSync(site.path('inside.json'), site.path('inside-link.json'));
    const workspace = new NodeWorkspace([site.uri('')]);
    for (const name of ['nav.json', 'linked/nav.json', 'schema.json', 'spec.yaml'])
      assert.throws(() => workspace.read(site.uri(name)), /symbolic link that leads out of the workspace/, name);
    assert.match(workspace.read(site.uri('inside-link.json')) ?? '', /Inside/);
    const check = await runInProcess(['check', '.', '--format', 'json'], { cwd: site.dir });
    assert.doesNotMatch(check.stdout + check.stderr, new RegExp(TOKEN));
    const unreadable = JSON.parse(check.stdout)
      .diagnostics.filter((d: { code: string }) => d.code === 'file-unreadable')
      .map((d: { file: string }) => d.file)
      .sort();
    // (a spec is found through the walk, which skips the link: "does not exist")
    assert.deepEqual(unreadable, ['linked/nav.json', 'nav.json', 'schema.json']);
  });

  it("the server's open documents too: a linked file open in the editor is not read from the editor either", () => {
    const site = tempSite({ 'docs.json': '{}' });
    fs.symlinkSync(outside.path('nav.json'), site.path('nav.json'));
    const open = TextDocument.create(site.uri('nav.json'), 'json', 1, `{ "pages": ["${TOKEN}"] }`);
    const documents = { get: (uri: string) => (uri === open.uri ? open : undefined) };
    const workspace = new ServerWorkspace([site.uri('')], documents as unknown as TextDocuments<TextDocument>);
    assert.throws(() => workspace.read(open.uri), /symbolic link that leads out of the workspace/);
    assert.equal(workspace.read(site.uri('docs.json')), '{}');
  });
});

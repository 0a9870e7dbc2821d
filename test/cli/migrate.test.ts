// `docs-lsp migrate` and the quick fix "Upgrade to docs.json": the written docs.json equals the platform's own
// upgrade (upgradeToDocsConfig of @mintlify/validation, the test oracle) on fixtures and on the corpus's mint.json
// sites, is valid docs.json, and checks without new errors; the writer never writes outside DIR, through a link,
// or over a docs.json without --force.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { upgradeToDocsConfig, validateDocsConfig } from '@mintlify/validation';
import { upgradeMintConfig } from '../../server/src/engine/docsjson/upgrade';
import { BIN, runInProcess } from '../helpers/runCli';
import { tempSite } from '../helpers/tempSite';
import { createSite, page } from '../helpers/site';

const corpus = path.resolve(__dirname, '../../../shared/corpus');
const MINT_SITES = ['1Router__1router-docs', 'AdamikHQ__adamik-documentation', 'AdeboyeDN__langtrace-docs'];

/** A value with its object keys sorted: the platform's key order is not part of the meaning. */
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;

/** Every page path of a docs.json navigation, in reading order. */
function pagesOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(pagesOf);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    ['pages', 'groups', 'tabs', 'anchors', 'versions', 'languages', 'dropdowns'].includes(key) ? pagesOf(value) : [],
  );
}

const FIXTURES: Record<string, Record<string, unknown>> = {
  'groups only, nested groups, settings': {
    name: 'Plain',
    theme: 'venus',
    colors: { primary: '#112233', light: '#445566', anchors: { from: '#000', to: '#fff' } },
    logo: { light: '/l.svg', dark: '/d.svg', href: 'https://x.test' },
    favicon: '/f.png',
    navigation: [{ group: 'A', pages: ['a', { group: 'B', icon: 'book', pages: ['b/1', 'b/2'] }] }],
    topbarLinks: [{ name: 'Support', url: 'mailto:help@x.test' }],
    topbarCtaButton: { type: 'github', url: 'https://github.com/x/y' },
    footerSocials: [
      { type: 'github', url: 'https://github.com/x' },
      { type: 'x', url: 'https://x.com/x' },
    ],
    analytics: { ga4: { measurementId: 'G-1' }, posthog: { apiKey: 'phc_1' } },
    api: { baseUrl: 'https://api.x.test', auth: { method: 'bearer' }, playground: { mode: 'show' } },
    openapi: 'openapi.yaml',
    modeToggle: { default: 'light', isHidden: true },
    metadata: { 'og:title': 'X' },
    redirects: [{ source: '/old', destination: '/new' }],
  },
  'tabs with URL prefixes, external and folder anchors, versions': {
    name: 'Layered',
    navigation: [
      { group: 'Start', pages: ['intro', 'api/overview', 'sdk/setup'] },
      { group: 'Old', version: 'v1', pages: ['api/legacy'] },
      { group: 'New', version: 'v2', pages: ['api/modern', 'guides/g'] },
    ],
    versions: ['v1', 'v2'],
    tabs: [
      { name: 'API', url: 'api' },
      { name: 'SDK', url: '/sdk/' },
    ],
    anchors: [
      { name: 'Guides', url: 'guides', icon: 'book' },
      { name: 'Blog', url: 'https://blog.x.test', icon: 'newspaper' },
      { name: 'Spec', url: 'spec', openapi: 'https://x.test/openapi.json' },
    ],
    topAnchor: { name: 'Docs', icon: 'house' },
    primaryTab: { name: 'Guides' },
  },
  'fonts for headings and body, styling, footer links, background, chat integrations': {
    name: 'Styled',
    colors: { primary: '#112233', background: { light: '#ffffff', dark: '#000000' } },
    navigation: [{ group: 'G', pages: ['index'] }],
    font: {
      headings: { family: 'Inter', weight: 700, url: 'https://x.test/i.woff2', format: 'woff2' },
      body: { family: 'Lato' },
    },
    eyebrow: { display: 'breadcrumbs' },
    codeBlock: { mode: 'auto' },
    background: { style: 'gradient' },
    backgroundImage: '/bg.png',
    footer: { links: [{ title: 'More', links: [{ label: 'Blog', url: 'https://x.test/blog' }] }] },
    integrations: { intercom: 'abcdef12', frontchat: 'chat1234' },
    topbarLinks: [{ type: 'github', url: 'https://github.com/x' }],
    api: { playground: { mode: 'simple', disableProxy: true }, request: { example: { languages: ['bash'] } } },
    seo: { indexHiddenPages: false },
  },
  'external anchors beside tabs': {
    name: 'Tabs',
    navigation: [{ group: 'G', pages: ['a', 'ref/b'] }],
    tabs: [{ name: 'Reference', url: 'ref' }],
    anchors: [{ name: 'Site', url: 'https://x.test', icon: 'globe' }],
  },
};

describe('upgrade of mint.json to docs.json', () => {
  for (const [name, mint] of Object.entries(FIXTURES)) {
    it(`${name}: the platform's upgrade, and valid docs.json`, () => {
      const ours = upgradeMintConfig(mint);
      // compared as written to a file (the platform's object may hold keys set to undefined)
      assert.deepEqual(sorted(ours), sorted(JSON.parse(JSON.stringify(upgradeToDocsConfig(mint as never)))));
      assert.equal((validateDocsConfig(ours as never) as { success: boolean }).success, true);
    });
  }

  for (const site of MINT_SITES) {
    it(
      `migrate ${site}: the oracle's pages in its order, valid, and no new error`,
      { skip: !fs.existsSync(corpus) && 'no corpus' },
      async () => {
        const copy = tempSite();
        fs.cpSync(path.join(corpus, site), copy.dir, { recursive: true });
        const errors = async () =>
          JSON.parse((await runInProcess(['check', copy.dir, '--format', 'json'])).stdout)
            .diagnostics.filter((d: { severity: string }) => d.severity === 'error')
            .map((d: { code: string; message: string }) => `${d.code}: ${d.message}`);
        const before = await errors();
        const result = await runInProcess(['migrate', copy.dir]);
        assert.equal(result.code, 0, result.stderr);
        const mint = JSON.parse(fs.readFileSync(copy.path('mint.json'), 'utf8'));
        const written = JSON.parse(fs.readFileSync(copy.path('docs.json'), 'utf8'));
        const oracle = upgradeToDocsConfig(mint) as { navigation: unknown };
        assert.deepEqual(pagesOf(written.navigation), pagesOf(oracle.navigation));
        // every key, the navigation's elements included
        assert.deepEqual(sorted(written), sorted(JSON.parse(JSON.stringify(oracle))));
        assert.ok(pagesOf(written.navigation).length > 0);
        assert.equal((validateDocsConfig(written) as { success: boolean }).success, true);
        assert.deepEqual(
          (await errors()).filter((e: string) => !before.includes(e)),
          [],
        );
      },
    );
  }
});

describe('docs-lsp migrate writes only DIR/docs.json', () => {
  const mintJson = JSON.stringify({ name: 'X', navigation: [{ group: 'G', pages: ['index'] }], feedback: {} });
  const listing = (dir: string) => fs.readdirSync(dir).sort();

  it('writes docs.json beside mint.json, keeps mint.json, names what it could not carry over', async () => {
    const site = tempSite({ 'my docs $(touch x)/mint.json': mintJson, 'my docs $(touch x)/index.mdx': page('Home') });
    const dir = site.path('my docs $(touch x)');
    const result = await runInProcess(['migrate', 'my docs $(touch x)'], { cwd: site.dir });
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(listing(dir), ['docs.json', 'index.mdx', 'mint.json']);
    assert.deepEqual(listing(site.dir), ['my docs $(touch x)']);
    assert.match(result.stderr, /not carried over \(no docs.json equivalent\): "feedback"/);
    assert.equal((await runInProcess(['check', dir])).code, 0);
  });

  it('never replaces a docs.json without --force, and replaces it with --force', async () => {
    const site = tempSite({ 'mint.json': mintJson, 'docs.json': '{ "mine": true }' });
    const refused = await runInProcess(['migrate', site.dir]);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /docs.json exists .* --force replaces it/);
    assert.equal(fs.readFileSync(site.path('docs.json'), 'utf8'), '{ "mine": true }');
    assert.equal((await runInProcess(['migrate', site.dir, '--force'])).code, 0);
    assert.equal(JSON.parse(fs.readFileSync(site.path('docs.json'), 'utf8')).name, 'X');
    assert.deepEqual(listing(site.dir), ['docs.json', 'mint.json']);
  });

  it('never writes through a docs.json link (even with --force, even dangling), nor into a linked DIR', async () => {
    const outside = tempSite({ 'victim.json': 'precious' });
    const site = tempSite({ 'mint.json': mintJson });
    fs.symlinkSync(outside.path('victim.json'), site.path('docs.json'));
    for (const args of [[], ['--force']]) {
      const result = await runInProcess(['migrate', site.dir, ...args]);
      assert.equal(result.code, 1);
      assert.match(result.stderr, /symbolic link: not written through/);
    }
    assert.equal(fs.readFileSync(outside.path('victim.json'), 'utf8'), 'precious');
    fs.unlinkSync(site.path('docs.json'));
    fs.symlinkSync(outside.path('not-yet.json'), site.path('docs.json'));
    assert.equal((await runInProcess(['migrate', site.dir])).code, 1);
    assert.deepEqual(listing(outside.dir), ['victim.json']);
    const linked = tempSite();
    fs.symlinkSync(site.dir, linked.path('docs'));
    const viaLink = await runInProcess(['migrate', 'docs'], { cwd: linked.dir });
    assert.equal(viaLink.code, 2);
    assert.match(viaLink.stderr, /is a symbolic link/);
  });

  it('--delete-old removes mint.json (a link itself, never its target) after writing', async () => {
    const outside = tempSite({ 'mint.json': mintJson });
    const site = tempSite();
    fs.symlinkSync(outside.path('mint.json'), site.path('mint.json'));
    const result = await runInProcess(['migrate', site.dir, '--delete-old']);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(listing(site.dir), ['docs.json']);
    assert.equal(fs.readFileSync(outside.path('mint.json'), 'utf8'), mintJson);
  });

  it('writes nothing for a missing or broken mint.json', async () => {
    const empty = tempSite();
    assert.equal((await runInProcess(['migrate', empty.dir])).code, 1);
    const broken = tempSite({ 'mint.json': '{ "name": "x", ' });
    const result = await runInProcess(['migrate', broken.dir, '--delete-old']);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /not a JSON object/);
    assert.deepEqual(listing(broken.dir), ['mint.json']);
    assert.deepEqual(listing(empty.dir), []);
  });

  it('reads mint.json through the one reader: not UTF-8, or nested past the limit, writes nothing', async () => {
    const latin1 = tempSite();
    fs.writeFileSync(path.join(latin1.dir, 'mint.json'), Buffer.from('{ "name": "caf\xe9" }', 'latin1'));
    const notUtf8 = await runInProcess(['migrate', latin1.dir]);
    assert.equal(notUtf8.code, 1);
    assert.match(notUtf8.stderr, /UTF-8/);
    const deep = tempSite({ 'mint.json': `{ "name": ${'['.repeat(600)}${']'.repeat(600)} }` });
    const nested = await runInProcess(['migrate', deep.dir]);
    assert.equal(nested.code, 1);
    assert.match(nested.stderr, /nest/i);
    assert.deepEqual([listing(latin1.dir), listing(deep.dir)], [['mint.json'], ['mint.json']]);
  });

  it(
    'a write that fails midway (EFBIG) leaves no truncated docs.json, the old one whole, and exits with a message',
    { skip: process.platform === 'win32' && 'no ulimit' },
    () => {
      // 3 000 pages: a docs.json of about 60 KB, past a file size limit of 16 KB (`ulimit -f`, in KB in bash)
      const big = JSON.stringify({
        name: 'X',
        navigation: [{ group: 'G', pages: [...Array(3000).keys()].map(String) }],
      });
      const limited = (dir: string, ...args: string[]) => {
        const result = spawnSync('bash', ['-c', 'ulimit -f 16 && exec "$@"', 'bash', process.execPath, BIN, ...args], {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, DOCS_LSP_NO_CODE_CACHE: '1' },
        });
        return { code: result.status, stderr: result.stderr };
      };
      const fresh = tempSite({ 'mint.json': big });
      const failed = limited(fresh.dir, 'migrate', '.');
      assert.equal(failed.code, 1, failed.stderr);
      assert.match(failed.stderr, /^docs-lsp migrate: cannot write .*docs\.json: .*EFBIG.*: nothing written\n$/);
      assert.deepEqual(listing(fresh.dir), ['mint.json']);
      const replacing = tempSite({ 'mint.json': big, 'docs.json': '{ "mine": true }' });
      const forced = limited(replacing.dir, 'migrate', '.', '--force');
      assert.equal(forced.code, 1, forced.stderr);
      assert.match(forced.stderr, /EFBIG/);
      assert.deepEqual(listing(replacing.dir), ['docs.json', 'mint.json']);
      assert.equal(fs.readFileSync(replacing.path('docs.json'), 'utf8'), '{ "mine": true }');
    },
  );
});

describe('quick fix: Upgrade to docs.json', () => {
  it('creates docs.json beside mint.json with the upgraded configuration, never over an existing file', () => {
    const mint = { name: 'X', navigation: [{ group: 'G', pages: ['index'] }] };
    const site = createSite({ 'mint.json': JSON.stringify(mint), 'index.mdx': page('Home') });
    const diagnostics = site.diagnostics('mint.json').filter((d) => d.code === 'legacy-config');
    const [action] = site.service.getCodeActions(site.uri('mint.json'), diagnostics);
    assert.equal(action.title, 'Upgrade to docs.json (mint.json is kept)');
    const [create, insert] = action.edit!.documentChanges! as [
      { kind: string; uri: string; options: unknown },
      { edits: { newText: string }[] },
    ];
    assert.deepEqual(create, {
      kind: 'create',
      uri: site.uri('docs.json'),
      options: { overwrite: false, ignoreIfExists: false },
    });
    assert.deepEqual(JSON.parse(insert.edits[0].newText), upgradeMintConfig(mint));
    site.workspace.write('/site/docs.json', '{}');
    assert.deepEqual(site.service.getCodeActions(site.uri('mint.json'), diagnostics), []);
  });
});

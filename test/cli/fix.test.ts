// `docs-lsp check --fix` and `--fix-dry-run`: the safe quick fixes applied as the editor applies them, pass after
// pass, each file written whole, never outside the docs root; a second run changes nothing.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { runInProcess } from '../helpers/runCli';
import { tempSite } from '../helpers/tempSite';
import { applyEdits, unifiedDiff } from '../../server/src/cli/fix';
import { RULES } from '../../server/src/engine/ruleCatalog';

const config = (pages: string, extra = '') =>
  '{\n  "theme": "mint",\n  "name": "Docs",\n  "colors": { "primary": "#0D9373" },\n' +
  `  "navigation": {\n    "groups": [\n      { "group": "Start",${extra} "pages": [${pages}] }\n    ]\n  }\n}\n`;

function fixable() {
  return tempSite({
    'docs.json': config('"index", "guides/setpu"', ' "expanded": true,'),
    'index.mdx': page('Home', 'See [setup](/guides/setup.mdx), [typo](/guides/setpu) and [gone](/guides/zzz).'),
    'guides/setup.mdx': page('Setup', '## Install\n\nBack [home](/index.mdx).'),
  });
}

const page = (title: string, body = '') => `---\ntitle: ${JSON.stringify(title)}\n---\n\n${body}\n`;

const check = async (dir: string, ...args: string[]) => runInProcess(['check', '.', ...args], { cwd: dir });
const codes = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .slice(0, -1)
    .map((line) => line.split(/ {2}/).at(-1))
    .sort();

describe('check --fix', () => {
  it('applies the safe fixes: extensions dropped, one close page, `expanded` removed; the rest reported', async () => {
    const site = fixable();
    const before = await check(site.dir);
    assert.deepEqual(codes(before.stdout), [
      'link-missing-page',
      'link-missing-page',
      'link-with-extension',
      'link-with-extension',
      'nav-expanded-top-level',
      'nav-missing-page',
      'page-not-in-navigation',
    ]);
    const fixed = await check(site.dir, '--fix');
    assert.match(fixed.stderr, /--fix: 5 fixes in 3 files/);
    assert.deepEqual(codes(fixed.stdout), ['link-missing-page']);
    assert.equal(fixed.code, 1);
    assert.match(
      fs.readFileSync(site.path('index.mdx'), 'utf8'),
      /\[setup\]\(\/guides\/setup\), \[typo\]\(\/guides\/setup\)/,
    );
    assert.match(fs.readFileSync(site.path('guides/setup.mdx'), 'utf8'), /\[home\]\(\/index\)/);
    const docs = JSON.parse(fs.readFileSync(site.path('docs.json'), 'utf8'));
    assert.deepEqual(docs.navigation.groups[0], { group: 'Start', pages: ['index', 'guides/setup'] });
  });

  it('is idempotent: a second run changes nothing and reports the same', async () => {
    const site = fixable();
    const first = await check(site.dir, '--fix');
    const texts = ['docs.json', 'index.mdx', 'guides/setup.mdx'].map((f) => fs.readFileSync(site.path(f), 'utf8'));
    const second = await check(site.dir, '--fix');
    assert.match(second.stderr, /--fix: 0 fixes in 0 files/);
    assert.equal(second.stdout, first.stdout);
    assert.deepEqual(
      ['docs.json', 'index.mdx', 'guides/setup.mdx'].map((f) => fs.readFileSync(site.path(f), 'utf8')),
      texts,
    );
  });

  it('leaves a fix that would bring a problem of its own: a page entry corrected to one listed beside it', async () => {
    const site = tempSite({
      'docs.json': config('"index", "guides/setpu", "guides/setup"'),
      'index.mdx': page('Home'),
      'guides/setup.mdx': page('Setup'),
    });
    const fixed = await check(site.dir, '--fix');
    assert.match(fixed.stderr, /--fix: 0 fixes in 0 files/);
    assert.deepEqual(codes(fixed.stdout), ['nav-missing-page']);
  });

  it('takes no choice: several close pages, a far one, or a new page are left to a human', async () => {
    const site = tempSite({
      'docs.json': config('"index", "guides/a1", "guides/a2"'),
      'index.mdx': page('Home', 'See [a](/guides/a3), [b](/guides/A4) and [far](/guides/somewhere-else).'),
      'guides/a1.mdx': page('A1'),
      'guides/a2.mdx': page('A2'),
    });
    const before = await check(site.dir);
    const fixed = await check(site.dir, '--fix');
    assert.equal(fixed.stdout, before.stdout);
    assert.match(fixed.stderr, /0 fixes/);
  });

  it('fixes pages whose names hold spaces, quotes, `#` and letters beyond ASCII, and links to them', async () => {
    const hostile = `guides/my page "quoted" #1 ünïcödé's.mdx`;
    const site = tempSite({
      'docs.json': config(`"index", ${JSON.stringify(hostile.replace(/\.mdx$/, ''))}`),
      'index.mdx': page(
        'Home',
        "See [it](/guides/my%20page%20%22quoted%22%20%231%20%C3%BCn%C3%AFc%C3%B6d%C3%A9's.mdx).",
      ),
      [hostile]: page('Hostile', 'Back [home](/index.mdx) and [again](./../index.md).'),
    });
    const fixed = await check(site.dir, '--fix', '--rule', 'page-not-in-navigation=off');
    // `./../index.md` is no problem: the platform resolves a relative link and drops its extension
    assert.match(fixed.stderr, /--fix: 2 fixes in 2 files/);
    assert.equal(fixed.stdout, '0 problems (0 errors, 0 warnings, 0 infos)\n');
    assert.match(fs.readFileSync(site.path(hostile), 'utf8'), /\[home\]\(\/index\)/);
    assert.doesNotMatch(fs.readFileSync(site.path('index.mdx'), 'utf8'), /\.mdx\)/);
    const leftovers = fs.readdirSync(site.path('guides')).filter((f) => f.endsWith('.tmp'));
    assert.deepEqual(leftovers, []);
  });

  it('never writes outside the docs root: a folder or a page linked from elsewhere is left as it is', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lsp-outside-'));
    const text = page('Outside', 'See [home](/index.mdx).');
    fs.writeFileSync(path.join(outside, 'page.mdx'), text);
    const site = tempSite({
      'docs.json': config('"index", "ext/page", "linked"'),
      'index.mdx': page('Home', 'See [it](/ext/page.mdx).'),
    });
    fs.symlinkSync(outside, site.path('ext'));
    fs.symlinkSync(path.join(outside, 'page.mdx'), site.path('linked.mdx'));
    try {
      await check(site.dir, '--fix');
      assert.equal(fs.readFileSync(path.join(outside, 'page.mdx'), 'utf8'), text);
      assert.ok(fs.lstatSync(site.path('linked.mdx')).isSymbolicLink());
      assert.ok(fs.lstatSync(site.path('ext')).isSymbolicLink());
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('keeps a byte-order mark and CRLF line ends', async () => {
    const site = tempSite({
      'docs.json': config('"index"'),
      'index.mdx': '\uFEFF---\r\ntitle: Home\r\n---\r\n\r\nSee [me](/index.mdx).\r\n',
    });
    await check(site.dir, '--fix');
    assert.equal(
      fs.readFileSync(site.path('index.mdx'), 'utf8'),
      '\uFEFF---\r\ntitle: Home\r\n---\r\n\r\nSee [me](/index).\r\n',
    );
  });
});

describe('check --fix-dry-run', () => {
  it('prints the unified diff of every fix, writes nothing, and `patch -p1` applies it', async () => {
    const site = fixable();
    const files = ['docs.json', 'index.mdx', 'guides/setup.mdx'];
    const before = files.map((f) => fs.readFileSync(site.path(f), 'utf8'));
    const dry = await check(site.dir, '--fix-dry-run');
    assert.equal(dry.code, 0);
    assert.match(dry.stderr, /5 fixes in 3 files would be made; nothing was written/);
    assert.deepEqual(
      files.map((f) => fs.readFileSync(site.path(f), 'utf8')),
      before,
    );
    assert.match(dry.stdout, /^--- a\/docs\.json\n\+\+\+ b\/docs\.json\n@@ /m);
    assert.match(dry.stdout, /^-Back \[home\]\(\/index\.mdx\)\.\n\+Back \[home\]\(\/index\)\.$/m);
    const copy = tempSite();
    fs.cpSync(site.dir, copy.dir, { recursive: true });
    const patched = spawnSync('patch', ['-p1', '--quiet'], { cwd: copy.dir, input: dry.stdout, encoding: 'utf8' });
    if (patched.error) return; // no `patch` on this machine
    assert.equal(patched.status, 0, patched.stderr);
    await check(site.dir, '--fix');
    for (const f of files)
      assert.equal(fs.readFileSync(copy.path(f), 'utf8'), fs.readFileSync(site.path(f), 'utf8'), f);
  });

  it('refuses --fix with --fix-dry-run', async () => {
    const result = await check(fixable().dir, '--fix', '--fix-dry-run');
    assert.equal(result.code, 2);
  });
});

describe('check --help', () => {
  it('lists --fix, --fix-dry-run and --watch', async () => {
    const help = (await runInProcess(['check', '--help'])).stdout;
    for (const flag of ['--fix ', '--fix-dry-run ', '--watch ']) assert.ok(help.includes(flag), flag);
  });
});

describe('fix helpers', () => {
  it('unifiedDiff: hunks with three lines of context, merged when close, no newline at the end marked', () => {
    const a = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`);
    const b = [...a];
    b[1] = 'changed 2';
    b[5] = 'changed 6';
    b[17] = 'changed 18';
    const diff = unifiedDiff('x.md', `${a.join('\n')}\n`, `${b.join('\n')}`);
    assert.deepEqual(
      diff.split('\n').filter((l) => l.startsWith('@@')),
      ['@@ -1,9 +1,9 @@', '@@ -15,6 +15,6 @@'],
    );
    assert.match(diff, /\+line 20\n\\ No newline at end of file\n$/);
    assert.equal(unifiedDiff('x', 'same\n', 'same\n'), '');
    assert.equal(unifiedDiff('x', '', 'new\n'), '--- a/x\n+++ b/x\n@@ -0,0 +1 @@\n+new\n');
  });

  it('applyEdits: an edit that overlaps one taken before waits for the next pass', () => {
    const at = (line: number, from: number, to: number, newText: string) => ({
      range: { start: { line, character: from }, end: { line, character: to } },
      newText,
    });
    const result = applyEdits('abcdef\nxyz\n', [[at(0, 1, 3, 'B')], [at(0, 2, 4, 'C')], [at(1, 0, 1, 'X')]]);
    assert.deepEqual(result, { text: 'aBdef\nXyz\n', count: 2 });
  });

  it("every rule with a safe fix has a fix, and the issue's safe rules are marked", () => {
    const rules = RULES as readonly { code: string; fix?: string; safeFix?: string }[];
    const safe = rules.filter((rule) => rule.safeFix).map((rule) => rule.code);
    for (const rule of rules) if (rule.safeFix) assert.ok(rule.fix, rule.code);
    for (const code of ['link-with-extension', 'nav-language-code', 'nav-expanded-top-level', 'nav-missing-page'])
      assert.ok(safe.includes(code), code);
  });
});

// `docs-lsp check`: the three formats, exit codes, rule overrides and where it looks for docs roots.
import { ruleDocUrl } from '../../server/src/engine/ruleCatalog';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { BIN, runCli, runInProcess } from '../helpers/runCli';
import { tempSite } from '../helpers/tempSite';
import { docsJson, page } from '../helpers/site';
import * as fs from 'node:fs';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';

// A byte-order mark and a non-BMP character before the fault: columns count UTF-16 units and no BOM.
const broken =
  '\uFEFF{ "theme": "mint", "name": "Docs", "colors": { "primary": "#0D9373" },\n  "navigation": {\n' +
  '    "groups": [\n      { "group": "🚀 Start", "expanded": true,\n' +
  '        "pages": ["index"] }, { "group": "🚀", "pages": ["missing"] }\n    ]\n  }\n}\n';
const site = tempSite({
  'docs/docs.json': broken,
  'docs/index.mdx': page('Home'),
  'docs/orphan.mdx': page('Orphan'),
  'clean/docs.json': docsJson({ pages: ['index'] }),
  'clean/index.mdx': page('Home'),
});
const settingsSite = tempSite({
  'docs.json': readFileSync(path.join(__dirname, '../fixtures/settings/ten-faults.docs.json'), 'utf8'),
  'index.mdx': page('Home'),
});

describe('check', () => {
  it('reports the ten faults of a new docs.json outside the navigation, one line each', () => {
    const result = runCli(['check', '.'], { cwd: settingsSite.dir });
    assert.equal(result.code, 1);
    const lines = result.stdout.trim().split('\n');
    assert.deepEqual(
      lines.slice(0, -1).map((line) => line.replace(/ {2}.* {2}/, ' ')),
      [
        'docs.json:1:57 config-schema',
        'docs.json:1:74 config-schema',
        'docs.json:1:101 config-schema',
        'docs.json:2:3 config-schema',
        'docs.json:2:66 config-schema',
        'docs.json:2:88 config-unknown-field',
        'docs.json:3:28 config-schema',
        'docs.json:3:84 config-schema',
        'docs.json:4:18 config-schema',
        'docs.json:5:3 config-unknown-field',
      ],
    );
    assert.equal(lines.at(-1), '10 problems (8 errors, 2 warnings, 0 infos)');
  });

  it('prints one text line per diagnostic and a summary, exit 1 on errors', () => {
    const result = runCli(['check', 'docs'], { cwd: site.dir });
    assert.equal(result.code, 1);
    assert.deepEqual(result.stdout.trim().split('\n'), [
      'docs/docs.json:4:30  warning  `expanded` has no effect on group "🚀 Start": top-level groups are ' +
        'always expanded.  nav-expanded-top-level',
      'docs/docs.json:5:59  error  Page "missing" has no page file (missing.mdx, .md or /index.mdx).  nav-missing-page',
      'docs/orphan.mdx:1:1  info  No navigation entry in docs.json reaches this page ("orphan").  ' +
        'page-not-in-navigation',
      '3 problems (1 error, 1 warning, 1 info)',
    ]);
  });

  it('gives every path from the current directory, in each format, and counts hints as hints', () => {
    const inside = (format: string) =>
      runCli(['check', '.', '--format', format, '--rule', 'page-not-in-navigation=hint'], { cwd: site.path('docs') });
    const text = inside('text').stdout.trim().split('\n');
    assert.deepEqual(
      text.map((line) => line.split(':')[0]),
      ['docs.json', 'docs.json', 'orphan.mdx', '3 problems (1 error, 1 warning, 0 infos, 1 hint)'],
    );
    const json = JSON.parse(inside('json').stdout);
    assert.deepEqual(
      json.diagnostics.map((d: { file: string }) => d.file),
      ['docs.json', 'docs.json', 'orphan.mdx'],
    );
    assert.deepEqual(json.summary, { errors: 1, warnings: 1, infos: 0, hints: 1, files: 3 });
    const sarif = JSON.parse(inside('sarif').stdout);
    assert.deepEqual(
      sarif.runs[0].results.map(
        (r: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
          r.locations[0].physicalLocation.artifactLocation.uri,
      ),
      ['docs.json', 'docs.json', 'orphan.mdx'],
    );
    assert.match(inside('github').stdout, /^::error file=docs\.json,line=5,/m);
    // from a folder above DIR, the same files by their path from there
    const above = runCli(['check', path.join('docs', '.'), '--format', 'json'], { cwd: site.dir });
    assert.deepEqual(
      [...new Set(JSON.parse(above.stdout).diagnostics.map((d: { file: string }) => d.file))],
      ['docs/docs.json', 'docs/orphan.mdx'],
    );
  });

  it('lists files by their lower-case paths, then as written, whatever the locale', () => {
    const names = ['b.mdx', 'Zeta.mdx', '_intro.mdx', 'B2.mdx', 'a/x.mdx', 'A.mdx', 'a.mdx'];
    const orphans = tempSite({
      'docs.json': docsJson({ pages: ['index'] }),
      'index.mdx': page('Home'),
      ...Object.fromEntries(names.map((name) => [name, page('Orphan')])),
    });
    const files = (env: NodeJS.ProcessEnv) =>
      runCli(['check', '.'], { cwd: orphans.dir, env })
        .stdout.trim()
        .split('\n')
        .slice(0, -1)
        .map((line) => line.split(':')[0]);
    const expected = ['_intro.mdx', 'A.mdx', 'a.mdx', 'a/x.mdx', 'b.mdx', 'B2.mdx', 'Zeta.mdx'];
    assert.deepEqual(files({ LANG: 'en_US.UTF-8' }), expected);
    assert.deepEqual(files({ LANG: 'sv_SE.UTF-8', LC_ALL: 'sv_SE.UTF-8' }), expected);
  });

  it('prints JSON with 1-based UTF-16 columns, paths relative to the current directory, and a summary', () => {
    const result = runCli(['check', 'docs', '--format', 'json'], { cwd: site.dir });
    const report = JSON.parse(result.stdout);
    const missing = report.diagnostics.find((d: { code: string }) => d.code === 'nav-missing-page');
    assert.deepEqual(missing, {
      file: 'docs/docs.json',
      line: 5,
      column: 59,
      endLine: 5,
      endColumn: 66,
      severity: 'error',
      code: 'nav-missing-page',
      message: 'Page "missing" has no page file (missing.mdx, .md or /index.mdx).',
    });
    assert.deepEqual(report.summary, { errors: 1, warnings: 1, infos: 1, hints: 0, files: 3 });
  });

  it('prints SARIF 2.1.0 with rule ids, note for info, and paths relative to the working directory', () => {
    const result = runCli(['check', 'docs', '--format=sarif'], { cwd: site.dir });
    const sarif = JSON.parse(result.stdout);
    assert.equal(sarif.version, '2.1.0');
    const results = sarif.runs[0].results.map(
      (r: {
        ruleId: string;
        level: string;
        locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
      }) => [
        r.ruleId,
        r.level,
        r.locations[0].physicalLocation.artifactLocation.uri,
        r.locations[0].physicalLocation.region.startLine,
      ],
    );
    assert.deepEqual(results, [
      ['nav-expanded-top-level', 'warning', 'docs/docs.json', 4],
      ['nav-missing-page', 'error', 'docs/docs.json', 5],
      ['page-not-in-navigation', 'note', 'docs/orphan.mdx', 1],
    ]);
    assert.deepEqual(
      sarif.runs[0].tool.driver.rules.map((r: { id: string; helpUri: string }) => [r.id, r.helpUri]),
      (['nav-expanded-top-level', 'nav-missing-page', 'page-not-in-navigation'] as const).map((code) => [
        code,
        ruleDocUrl(code),
      ]),
    );
  });

  it('exits 0 without errors, and 1 past --max-warnings', () => {
    assert.equal(runCli(['check', 'clean'], { cwd: site.dir }).code, 0);
    assert.equal(runCli(['check', 'docs', '--rule', 'nav-missing-page=off'], { cwd: site.dir }).code, 0);
    assert.equal(
      runCli(['check', 'docs', '--rule', 'nav-missing-page=off', '--max-warnings', '0'], { cwd: site.dir }).code,
      1,
    );
    assert.equal(
      runCli(['check', 'docs', '--rule', 'nav-missing-page=warning', '--max-warnings', '2'], { cwd: site.dir }).code,
      0,
    );
  });

  it('checks every root below DIR, or one docs.json', () => {
    const all = JSON.parse(runCli(['check', '--format', 'json'], { cwd: site.dir }).stdout);
    assert.deepEqual([...new Set(all.diagnostics.map((d: { file: string }) => path.dirname(d.file)))], ['docs']);
    assert.equal(all.summary.files, 5);
    const one = JSON.parse(runCli(['check', 'clean/docs.json', '--format', 'json'], { cwd: site.dir }).stdout);
    assert.deepEqual(one.summary, { errors: 0, warnings: 0, infos: 0, hints: 0, files: 2 });
  });

  it('exits 2 with a clear message on usage errors and when no docs root is found', () => {
    const cases: [string[], RegExp][] = [
      [['check', '--format', 'xml'], /--format must be text, json, sarif, github or markdown/],
      [['check', '--rule', 'nav-type=loud'], /--rule expects CODE=off\|error\|warning\|info\|hint/],
      [
        ['check', '--rule', 'nav-missng-page=off'],
        /--rule: no rule "nav-missng-page"; did you mean "nav-missing-page"\?/,
      ],
      [['check', '--rule', 'nav-missing-page=off=.json'], /--rule expects CODE=off\|error\|warning\|info\|hint/],
      [['check', '--rule', 'frobnicate=off'], /--rule: no rule "frobnicate"$/m],
      [['check', '--max-warnings', 'many'], /--max-warnings expects a whole number/],
      [['check', '--bogus'], /unknown option --bogus/],
      [['check', 'nowhere'], /does not exist/],
      [['check', 'docs/index.mdx'], /no docs.json \(or mint.json\) found/],
      [['frobnicate'], /unknown command "frobnicate"/],
    ];
    for (const [args, message] of cases) {
      const result = runCli(args, { cwd: site.dir });
      assert.equal(result.code, 2, args.join(' '));
      assert.match(result.stderr, message);
      assert.equal(result.stdout, '');
    }
  });
});

describe('check: the end of the process', () => {
  it('exits with its code once the whole report is written, to a pipe read slowly', async () => {
    // a report of a few MB: far more than a pipe holds, so the check waits for the reader before it may exit
    const links = Array.from({ length: 4000 }, (_, i) => `[gone ${i}](/gone-${i})`).join('\n\n');
    const many = tempSite({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': `${page('Home')}\n${links}\n` });
    const child = spawn(process.execPath, [BIN, 'check', many.dir, '--format', 'json'], { stdio: 'pipe' });
    child.stdout.pause();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stdout.resume();
    const code = await new Promise((resolve) => child.on('close', resolve));
    assert.equal(code, 1);
    const report = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    assert.ok(Buffer.concat(chunks).length > 1 << 20);
    assert.equal(report.diagnostics.filter((d: { code: string }) => d.code === 'link-missing-page').length, 4000);
  });
});

describe('check: a $ref file outside the docs root', () => {
  it('is reported (never followed), and check fails', async () => {
    const outside = tempSite({
      'site/docs.json': JSON.stringify({ name: 'x', theme: 'mint', navigation: { $ref: '../shared/nav.json' } }),
      'site/intro.mdx': page('Intro'),
      'shared/nav.json': '{"pages": ["intro", }',
    });
    const result = await runInProcess(['check', 'site'], { cwd: outside.dir });
    assert.equal(result.code, 1);
    assert.match(
      result.stdout,
      /^site\/docs\.json:\d+:\d+ {2}error {2}`\$ref` "\.\.\/shared\/nav\.json" leaves the docs root.* {2}json-ref$/m,
    );
  });
});

describe('check: redirects pulled in with $ref', () => {
  it('are honoured: a link to a redirected path is no missing page', async () => {
    const site = tempSite({
      'docs.json': docsJson({ pages: ['index', 'guides/intro'] }, { redirects: { $ref: './redirects.json' } }),
      'redirects.json': JSON.stringify([{ source: '/old', destination: '/guides/intro' }]),
      'index.mdx': `${page('Home')}\n[old](/old) [gone](/gone)\n`,
      'guides/intro.mdx': page('Intro'),
    });
    const result = await runInProcess(['check', '.', '--format', 'json'], { cwd: site.dir });
    const found = JSON.parse(result.stdout).diagnostics.map((d: { code: string; message: string }) => d.message);
    assert.deepEqual(
      found.filter((m: string) => m.includes('/old') || m.includes('/gone')),
      [found.find((m: string) => m.includes('/gone'))],
    );
    assert.ok(found.some((m: string) => m.startsWith('No page `/gone`')));
  });
});

describe('check of a mint.json beside docs.json', () => {
  it('says that docs.json configures the site', async () => {
    const site = tempSite({ 'docs.json': docsJson({ pages: [] }), 'mint.json': '{ "navigation": [] }' });
    const result = await runInProcess(['check', 'mint.json'], { cwd: site.dir });
    assert.equal(result.code, 2);
    assert.match(result.stderr, /mint\.json is not read: .*docs\.json configures this site/);
  });
});

describe('check: repository text printed to a terminal or a CI log', () => {
  it('escapes control characters, line breaks and bidi overrides in the text and github formats', async () => {
    const hostile = 'x\u001b]0;pwned\u0007\u001b[2K\n::add-mask::secret\u202egnp.\u0085';
    const site = tempSite({
      'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', hostile] }] }),
      'index.mdx': page('Home'),
    });
    for (const format of ['text', 'github']) {
      const { stdout } = await runInProcess(['check', '--format', format], { cwd: site.dir });
      assert.match(stdout, /x\\u001b\]0;pwned\\u0007\\u001b\[2K/, format);
      // eslint-disable-next-line no-control-regex
      assert.doesNotMatch(stdout, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/, format);
      assert.deepEqual(
        stdout.split('\n').filter((line) => line.startsWith('::add-mask')),
        [],
        `${format}: no line a runner reads as a command`,
      );
    }
  });
});

describe('check --changed (the pre-commit hook)', () => {
  const repo = tempSite({
    'docs/docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', 'gone'] }] }),
    'docs/index.mdx': page('Home'),
    'docs/nested/docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', 'nested-gone'] }] }),
    'docs/nested/index.mdx': page('Nested'),
    'README.md': '# Readme\n',
  });

  it('checks the nearest docs root of each changed file, and only those', async () => {
    const nested = await runInProcess(['check', '--changed', 'docs/nested/index.mdx', 'README.md'], { cwd: repo.dir });
    assert.equal(nested.code, 1);
    assert.match(nested.stdout, /Page "nested-gone"/);
    assert.doesNotMatch(nested.stdout, /Page "gone"/);
    const both = await runInProcess(['check', '--changed', 'docs/index.mdx', 'docs/nested/docs.json'], {
      cwd: repo.dir,
    });
    assert.match(both.stdout, /Page "gone"[\s\S]*Page "nested-gone"|Page "nested-gone"[\s\S]*Page "gone"/);
  });

  it('reads the file names after `--` as names, never as options (the hook passes them so)', async () => {
    const hostile = 'docs/--rule=nav-missing-page=off=.mdx';
    fs.writeFileSync(path.join(repo.dir, hostile), page('Hostile'));
    const result = await runInProcess(['check', '--changed', '--', hostile], { cwd: repo.dir });
    assert.equal(result.code, 1);
    assert.match(result.stdout, /Page "gone"/);
    fs.rmSync(path.join(repo.dir, hostile));
    const hooks = fs.readFileSync(path.join(__dirname, '../../.pre-commit-hooks.yaml'), 'utf8');
    assert.match(hooks, /^ {2}entry: docs-lsp check --changed --$/m);
  });

  it('exits 0 without output when no changed file is in a docs root (or none is given)', async () => {
    for (const files of [['README.md'], [], ['../outside.mdx']]) {
      const result = await runInProcess(['check', '--changed', ...files], { cwd: repo.dir });
      assert.deepEqual([result.code, result.stdout, result.stderr], [0, '', ''], files.join(' '));
    }
  });

  it('checks the roots of files the staged commit deletes or renames away (pre-commit passes them not)', async () => {
    const staged = tempSite({
      'docs/docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', 'guide'] }] }),
      'docs/index.mdx': page('Home'),
      'docs/guide.mdx': page('Guide'),
      'other/docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', 'nope'] }] }),
      'other/index.mdx': page('Other'),
    });
    const identity = {
      GIT_AUTHOR_NAME: 'T',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 'T',
      GIT_COMMITTER_EMAIL: 't@t',
    };
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: staged.dir, env: { ...process.env, ...identity } });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'site');
    git('rm', '-q', 'docs/guide.mdx');
    const deleted = await runInProcess(['check', '--changed', '--'], { cwd: staged.dir });
    assert.equal(deleted.code, 1);
    assert.match(deleted.stdout, /Page "guide" has no page file/);
    assert.doesNotMatch(deleted.stdout, /Page "nope"/, 'the other root holds no change');
    // from a folder below the repository's root too
    const below = await runInProcess(['check', '--changed', '--'], { cwd: staged.path('docs') });
    assert.match(below.stdout, /Page "guide" has no page file/);
    git('reset', '-q', 'HEAD', '--', 'docs/guide.mdx');
    git('checkout', '-q', '--', 'docs/guide.mdx');
    git('mv', 'docs/guide.mdx', 'docs/tutorial.mdx');
    const renamed = await runInProcess(['check', '--changed', '--'], { cwd: staged.dir });
    assert.match(renamed.stdout, /Page "guide" has no page file/);
  });
});

describe('check --allow-remote --allow-host', () => {
  it('loads a spec from this machine only for the hosts listed', async () => {
    const spec = JSON.stringify({ openapi: '3.1.0', info: { title: 'A', version: '1' }, paths: {} });
    const server = http.createServer((_req, res) => res.end(spec));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.json`;
    const remote = tempSite({
      'docs.json': docsJson({ groups: [{ group: 'API', openapi: url, pages: ['index'] }] }),
      'index.mdx': page('Home'),
    });
    try {
      const refused = await runInProcess(['check', '.', '--allow-remote', '--format', 'json'], { cwd: remote.dir });
      const fetch = JSON.parse(refused.stdout).diagnostics.find((d: { code: string }) => d.code === 'openapi-fetch');
      assert.match(
        fetch?.message ?? refused.stdout,
        /127\.0\.0\.1:\d+ is a local, link-local or private address.*`--allow-host`/,
      );
      const allowed = await runInProcess(['check', '.', '--allow-remote', '--allow-host', '127.0.0.1'], {
        cwd: remote.dir,
      });
      assert.doesNotMatch(allowed.stdout, /openapi-(fetch|remote-unchecked)/);
      assert.equal(allowed.code, 0, allowed.stdout);
    } finally {
      server.close();
    }
  });
});

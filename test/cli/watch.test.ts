// `docs-lsp check --watch` as a process (dist/, built first): the first report, then on each change of a file only
// the findings that changed and one line of summary; SIGINT ends it with exit code 0.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { spawn } from 'node:child_process';
import { BIN } from '../helpers/runCli';
import { tempSite } from '../helpers/tempSite';

const config =
  '{ "theme": "mint", "name": "Docs", "colors": { "primary": "#0D9373" },\n' +
  '  "navigation": { "groups": [{ "group": "Start", "pages": ["index", "guides/setup"] }] } }\n';
const page = (title: string, body = '') => `---\ntitle: ${title}\n---\n\n${body}\n`;

/** Runs `check --watch` in the site; `until` waits for output matching a pattern. */
function watch(dir: string) {
  const child = spawn(process.execPath, [BIN, 'check', '.', '--watch'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters: { pattern: RegExp; from: number; resolve: (text: string) => void }[] = [];
  const settle = () => {
    for (const w of [...waiters])
      if (w.pattern.test(stdout.slice(w.from))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(stdout.slice(w.from));
      }
  };
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    settle();
  });
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    get output() {
      return stdout + stderr;
    },
    /** The output after the present point, once it matches. */
    until(pattern: RegExp, from = stdout.length): Promise<string> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${pattern} in:\n${stdout}\n${stderr}`)), 20_000);
        waiters.push({ pattern, from, resolve: (text) => (clearTimeout(timer), resolve(text)) });
        settle();
      });
    },
  };
}

describe('check --watch', () => {
  it('prints the first report, then only the changed findings and a summary per change; SIGINT exits 0', async () => {
    const site = tempSite({
      'docs.json': config,
      'index.mdx': page('Home', 'See [setup](/guides/setup) and [old](/guides/old).'),
      'guides/setup.mdx': page('Setup', '## Install'),
    });
    const run = watch(site.dir);
    try {
      const first = await run.until(/watching for changes/);
      // Node's recursive watch on Linux adds its watches of the folders a moment after it starts
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.match(
        first,
        /index\.mdx:5:38 {2}error {2}No page `\/guides\/old`.*link-missing-page\n1 problem \(1 error/,
      );

      // a broken link added below a new line: the moved finding is not printed again, the new one is
      let from = run.output.length;
      site.write(
        'index.mdx',
        page('Home', 'Intro.\n\nSee [setup](/guides/setup) and [old](/guides/old).\n\n[x](/nope)'),
      );
      let round = await run.until(/\] 1 file changed/, from);
      assert.match(round, /^\+ index\.mdx:9:5 {2}error {2}No page `\/nope`.*link-missing-page$/m);
      assert.doesNotMatch(round, /guides\/old/);
      assert.match(round, /1 file changed: 1 new, 0 gone; now 2 errors, 0 warnings, 0 infos in 3 files\n$/);

      // a page created: the link to it is fixed
      from = run.output.length;
      site.write('guides/old.mdx', page('Old'));
      round = await run.until(/\] 1 file changed/, from);
      assert.match(round, /^- index\.mdx:7:\d+ {2}error {2}No page `\/guides\/old`/m);
      assert.match(round, /1 new|0 new/);
      assert.match(round, /1 gone/);

      // docs.json changed: the findings of pages follow
      from = run.output.length;
      fs.writeFileSync(site.path('docs.json'), config.replace('"guides/setup"', '"guides/setup", "guides/gone"'));
      round = await run.until(/\] 1 file changed/, from);
      assert.match(round, /^\+ docs\.json:2:\d+ {2}error .*nav-missing-page$/m);
    } finally {
      run.child.kill('SIGINT');
    }
    assert.equal(await run.exited, 0);
  });

  it('refuses --watch with --fix or another format', async () => {
    const site = tempSite({ 'docs.json': config, 'index.mdx': page('Home') });
    for (const extra of [['--fix'], ['--format', 'json']]) {
      const run = spawn(process.execPath, [BIN, 'check', '.', '--watch', ...extra], { cwd: site.dir });
      assert.equal(await new Promise((resolve) => run.on('exit', resolve)), 2, extra.join(' '));
    }
  });
});

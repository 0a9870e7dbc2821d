// `docs-lsp check --write-baseline` and `--baseline`: the file written (deterministic, pruned when written again), the
// report of new problems only with the counts of known and fixed ones, docs-lsp.json's `baseline`, and paths that
// would write outside the docs root refused.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runCli, runInProcess } from '../helpers/runCli';
import { tempSite } from '../helpers/tempSite';
import { docsJson, page } from '../helpers/site';

const head = '---\ntitle: Guide\n---\n\n';
const guide = head + 'First [broken](/nope-a).\n\nSecond [another](/nope-b).\n\nThird [an anchor](/index#nope).\n';

function site() {
  return tempSite({
    'docs/docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', 'guide', 'missing'] }] }),
    'docs/index.mdx': page('Home'),
    'docs/guide.mdx': guide,
  });
}

describe('check --write-baseline and --baseline', () => {
  it('records the problems, then reports only new ones with the known and fixed counts', async () => {
    const s = site();
    const written = await runInProcess(['check', 'docs', '--write-baseline'], { cwd: s.dir });
    assert.equal(written.code, 0, written.stderr);
    assert.equal(written.stdout, `wrote ${path.join('docs', '.docs-lsp-baseline.json')}: 4 problems in 2 files\n`);
    const text = fs.readFileSync(s.path('docs/.docs-lsp-baseline.json'), 'utf8');
    // the same problems give the same bytes
    await runInProcess(['check', 'docs', '--write-baseline'], { cwd: s.dir });
    assert.equal(fs.readFileSync(s.path('docs/.docs-lsp-baseline.json'), 'utf8'), text);

    const clean = await runInProcess(['check', 'docs', '--baseline'], { cwd: s.dir });
    assert.equal(clean.code, 0);
    const file = path.join('docs', '.docs-lsp-baseline.json');
    assert.equal(
      clean.stdout,
      '0 problems (0 errors, 0 warnings, 0 infos)\n' +
        `baseline ${file}: 4 known problems not shown, 0 fixed since it was written\n`,
    );

    // lines inserted above, paragraphs swapped, one link fixed, one new broken link
    s.write(
      'docs/guide.mdx',
      head +
        'New intro.\n\nMore.\n\nThird [an anchor](/index#nope).\n\nSecond [another](/nope-b).\n\n' +
        'First [broken](/index).\n\nFourth [new](/nope-new).\n',
    );
    const after = await runInProcess(['check', 'docs', '--baseline'], { cwd: s.dir });
    assert.equal(after.code, 1);
    const lines = after.stdout.trim().split('\n');
    assert.equal(lines.length, 3);
    assert.match(lines[0], /^docs\/guide\.mdx:15:14 {2}error {2}.*\/nope-new.* {2}link-missing-page$/);
    assert.match(lines[2], /: 3 known problems not shown, 1 fixed since it was written \(--write-baseline drops it\)$/);

    const json = await runInProcess(['check', 'docs', '--baseline', '--format', 'json'], { cwd: s.dir });
    const report = JSON.parse(json.stdout) as { summary: { baseline: unknown }; diagnostics: unknown[] };
    assert.equal(report.diagnostics.length, 1);
    assert.deepEqual(report.summary.baseline, {
      files: [path.join('docs', '.docs-lsp-baseline.json')],
      known: 3,
      fixed: 1,
    });
    assert.match(json.stderr, /3 known problems not shown, 1 fixed/);

    // written again: the fixed problem is dropped, the new one recorded
    await runInProcess(['check', 'docs', '--write-baseline'], { cwd: s.dir });
    const again = await runInProcess(['check', 'docs', '--baseline'], { cwd: s.dir });
    assert.match(again.stdout, /: 4 known problems not shown, 0 fixed/);
  });

  it("applies docs-lsp.json's baseline without the flag, and FILE from the docs root", async () => {
    const s = site();
    fs.mkdirSync(s.path('docs/ci files'));
    const name = 'ci files/bäse line.json';
    const written = await runInProcess(['check', 'docs', `--write-baseline=${name}`], { cwd: s.dir });
    assert.equal(written.code, 0, written.stderr);
    assert.ok(fs.existsSync(s.path(`docs/${name}`)));
    s.write('docs/docs-lsp.json', JSON.stringify({ baseline: name }));
    const result = await runInProcess(['check', 'docs'], { cwd: s.dir });
    assert.equal(result.code, 0, result.stdout);
    assert.match(result.stdout, /bäse line\.json: 4 known problems not shown/);
  });

  it('refuses a missing or broken baseline, and both options at once', async () => {
    const s = site();
    const missing = await runInProcess(['check', 'docs', '--baseline'], { cwd: s.dir });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /the baseline docs\/\.docs-lsp-baseline\.json does not exist; write it with/);
    s.write('docs/.docs-lsp-baseline.json', '{ "files": [] }');
    const broken = await runInProcess(['check', 'docs', '--baseline'], { cwd: s.dir });
    assert.equal(broken.code, 2);
    assert.match(broken.stderr, /cannot be used: not a docs-lsp baseline/);
    const both = await runInProcess(['check', 'docs', '--baseline', '--write-baseline'], { cwd: s.dir });
    assert.equal(both.code, 2);
  });

  it('never writes outside the docs root: ../, absolute paths, links out of it', async () => {
    const s = site();
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lsp-outside-'));
    try {
      for (const file of ['../../x.json', '../x.json', 'a/../../x.json', path.join(outside, 'x.json')]) {
        const result = await runInProcess(['check', 'docs', `--write-baseline=${file}`], { cwd: s.dir });
        assert.equal(result.code, 2, file);
        assert.match(result.stderr, /is not a path inside the docs root/);
      }
      fs.symlinkSync(outside, s.path('docs/out'));
      const throughFolder = await runInProcess(['check', 'docs', '--write-baseline=out/b.json'], { cwd: s.dir });
      assert.equal(throughFolder.code, 2);
      assert.match(throughFolder.stderr, /lies outside the docs root/);
      fs.symlinkSync(path.join(outside, 'target.json'), s.path('docs/.docs-lsp-baseline.json'));
      const throughFile = await runInProcess(['check', 'docs', '--write-baseline'], { cwd: s.dir });
      assert.equal(throughFile.code, 2);
      assert.match(throughFile.stderr, /is a symbolic link: not written through/);
      assert.deepEqual(fs.readdirSync(outside), []);
      assert.deepEqual(fs.readdirSync(s.dir), ['docs']);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('runs as a process from the built CLI', () => {
    const s = site();
    assert.equal(runCli(['check', 'docs', '--write-baseline'], { cwd: s.dir }).code, 0);
    const result = runCli(['check', 'docs', '--baseline', '--format', 'github'], { cwd: s.dir });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /: 4 known problems not shown, 0 fixed/);
  });
});

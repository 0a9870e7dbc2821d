// `check --report FORMAT=FILE`: more reports from the same run (what a CI job needs: annotations on stdout, SARIF for
// code scanning, Markdown for the step summary), and the Markdown report itself: counts per rule, the first findings
// in a table, the rest counted, and every text from the site shown as written.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { runInProcess } from '../helpers/runCli';
import { tempSite } from '../helpers/tempSite';
import { docsJson, page } from '../helpers/site';
import { MARKDOWN_ROWS } from '../../server/src/cli/markdownReport';
import { ruleDocUrl } from '../../server/src/engine/ruleCatalog';

// a page whose name is Markdown and HTML: the summary must show it as text
const hostileName = 'a|<img src=x onerror=alert(1)>*_[x](javascript:y)`';
const site = tempSite({
  'docs/docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', 'missing', hostileName] }] }),
  'docs/index.mdx': page('Home'),
  'docs/orphan.mdx': page('Orphan'),
});

describe('check --report', () => {
  it('writes each report of the same findings as --format gives it, from one run', async () => {
    const run = await runInProcess(
      [
        'check',
        'docs',
        '--format',
        'github',
        '--report',
        'sarif=out.sarif',
        '--report',
        'json=out.json',
        '--report',
        'markdown=summary.md',
      ],
      { cwd: site.dir },
    );
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stdout, /^::error file=docs\/docs\.json,/m);
    for (const [format, file] of [
      ['sarif', 'out.sarif'],
      ['json', 'out.json'],
      ['markdown', 'summary.md'],
    ]) {
      const alone = await runInProcess(['check', 'docs', '--format', format], { cwd: site.dir });
      assert.equal(fs.readFileSync(site.path(file), 'utf8'), alone.stdout, format);
    }
  });

  it('gives the summary, counts per rule with their pages, and the findings as text', () => {
    const markdown = fs.readFileSync(site.path('summary.md'), 'utf8');
    const lines = markdown.split('\n');
    assert.match(lines[0], /^### docs-lsp: 3 problems \(2 errors, 0 warnings, 1 info\) in 3 files$/);
    assert.ok(
      lines.includes(`| [\`nav-missing-page\`](${ruleDocUrl('nav-missing-page')}) | 2 | 0 | 0 | 0 |`),
      markdown,
    );
    assert.ok(
      lines.includes(`| [\`page-not-in-navigation\`](${ruleDocUrl('page-not-in-navigation')}) | 0 | 0 | 1 | 0 |`),
    );
    const rows = lines.filter((line) => line.startsWith('| docs/'));
    assert.equal(rows.length, 3);
    // the name shows whole, escaped: no raw HTML, no link, no cell break
    const hostileRow = rows.find((row) => row.includes('img'))!;
    assert.ok(hostileRow.includes('a\\|&lt;img src=x onerror=alert(1)&gt;\\*\\_\\[x\\](javascript:y)\\`'), hostileRow);
    assert.doesNotMatch(markdown, /<img|(?<!\\)\]\(javascript/);
    assert.equal(hostileRow.split(/(?<!\\)\|/).length, 7, 'five cells');
  });

  it(`lists the first ${MARKDOWN_ROWS} findings and counts the rest`, async () => {
    const pages = Array.from({ length: MARKDOWN_ROWS + 20 }, (_, i) => `gone-${i}`);
    const big = tempSite({ 'docs.json': docsJson({ pages: ['index', ...pages] }), 'index.mdx': page('Home') });
    const run = await runInProcess(['check', '.', '--format', 'markdown'], { cwd: big.dir });
    assert.equal(run.code, 1);
    assert.equal(run.stdout.split('\n').filter((line) => line.startsWith('| docs.json |')).length, MARKDOWN_ROWS);
    assert.match(run.stdout, /\n… and 20 more: the text or JSON report of `docs-lsp check` lists every one\.\n$/);
    const clean = tempSite({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': page('Home') });
    const none = await runInProcess(['check', '.', '--format', 'markdown'], { cwd: clean.dir });
    assert.equal(none.stdout, '### docs-lsp: 0 problems (0 errors, 0 warnings, 0 infos) in 2 files\n');
  });

  it('refuses a bad FORMAT=FILE before checking, and leaves an existing file whole when it cannot write', async () => {
    const cases: [string[], RegExp][] = [
      [['--report', 'xml=out.xml'], /--report expects FORMAT=FILE, FORMAT text, json, sarif, github or markdown/],
      [['--report', 'sarif='], /--report expects FORMAT=FILE/],
      [['--report', 'sarif'], /--report expects FORMAT=FILE/],
      [['--report', 'sarif=no/such/folder.sarif'], /--report: cannot write .*folder\.sarif: its folder/],
      [['--report', 'sarif=docs'], /--report: cannot write .*docs: it is a folder/],
      [['--report', 'json=r.json', '--watch'], /--report goes with a check that reports/],
      [['--report', 'json=r.json', '--write-baseline'], /--report goes with a check that reports/],
    ];
    for (const [extra, message] of cases) {
      const result = await runInProcess(['check', 'docs', ...extra], { cwd: site.dir });
      assert.equal(result.code, 2, extra.join(' '));
      assert.match(result.stderr, message, extra.join(' '));
      assert.equal(result.stdout, '', extra.join(' '));
    }
  });
});

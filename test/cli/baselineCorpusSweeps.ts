// The baseline's stability on real sites of ../shared/corpus: a copy of a site gets a baseline (`check
// --write-baseline`), then a scripted series of edits (lines inserted above, plain paragraphs moved to the top of
// their page, one new broken link, one broken link fixed), and `check --baseline` must report exactly the new problem
// and count the fixed one. Written once; `baselineCorpus.test.ts` runs one site, `baselineCorpus.slow.test.ts` more.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runInProcess } from '../helpers/runCli';
import { seededRandom } from '../helpers/seededRandom';
import { codeLines } from '../../server/src/engine/mdx/suppressions';

export const CORPUS = path.resolve(__dirname, '../../../shared/corpus');

interface JsonReport {
  diagnostics: { file: string; line: number; column: number; endColumn: number; endLine: number; code: string }[];
  summary: { baseline?: { known: number; fixed: number } };
}

export interface SweepOutcome {
  readonly problems: number;
  readonly baselineBytes: number;
  readonly files: number;
  readonly edits: number;
}

/** The docs root of a corpus site: the folder of its docs.json (the shallowest). */
function docsRoot(dir: string): string {
  const found: string[] = [];
  const walk = (folder: string, depth: number) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      if (entry.isFile() && entry.name === 'docs.json') found.push(folder);
      else if (entry.isDirectory() && depth < 3) walk(path.join(folder, entry.name), depth + 1);
    }
  };
  walk(dir, 0);
  found.sort((a, b) => a.split(path.sep).length - b.split(path.sep).length || (a < b ? -1 : 1));
  assert.ok(found[0], `no docs.json in ${dir}`);
  return found[0];
}

function pages(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx$/.test(entry.name) && !full.includes(`${path.sep}snippets${path.sep}`)) found.push(full);
    }
  };
  walk(root);
  return found.sort();
}

async function check(root: string, args: string[]): Promise<JsonReport> {
  const result = await runInProcess(['check', root, '--format', 'json', ...args], { cwd: root });
  assert.ok(result.code !== 2, result.stderr);
  return JSON.parse(result.stdout) as JsonReport;
}

/** Where a page's body starts: after its frontmatter, if any. */
function bodyStart(text: string): number {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  return match ? match[0].length : 0;
}

/** The plain paragraphs of a page (one line of words, blank lines around it, outside code), as line numbers. */
function plainParagraphs(text: string): number[] {
  const lines = text.split('\n');
  const code = codeLines(text);
  const first = text.slice(0, bodyStart(text)).split('\n').length - 1;
  const found: number[] = [];
  for (let i = Math.max(first, 1); i < lines.length - 1; i++) {
    if (code.has(i) || lines[i - 1].trim() !== '' || lines[i + 1].trim() !== '') continue;
    if (/^[A-Za-z][^<>{}|`]*[.!?:]$/.test(lines[i]) && !/^(import|export)\b/.test(lines[i])) found.push(i);
  }
  return found;
}

/**
 * Copies the site, writes its baseline, applies `edits` scripted edits from `seed` and checks against the baseline:
 * exactly the new broken link is reported, and one problem is counted as fixed.
 */
export async function baselineSweep(site: string, edits: number, seed = 1): Promise<SweepOutcome> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lsp-baseline-'));
  try {
    fs.cpSync(path.join(CORPUS, site), copy, { recursive: true, verbatimSymlinks: true });
    const root = docsRoot(copy);
    const before = await check(root, []);
    const written = await runInProcess(['check', root, '--write-baseline'], { cwd: root });
    assert.equal(written.code, 0, written.stderr);
    const baselineBytes = fs.statSync(path.join(root, '.docs-lsp-baseline.json')).size;
    const clean = await check(root, ['--baseline']);
    assert.deepEqual(clean.diagnostics, []);
    assert.equal(clean.summary.baseline?.known, before.diagnostics.length);
    assert.equal(clean.summary.baseline?.fixed, 0);

    const random = seededRandom(seed);
    const all = pages(root);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    // the link to fix: a missing page, anchor or asset alone on its line, in a page (fixed by naming an existing page,
    // or for an image the site's docs.json: any file of the docs exists as an asset; the corpus keeps no images)
    const perLine = new Map<string, number>();
    for (const d of before.diagnostics)
      perLine.set(`${d.file}:${d.line}`, (perLine.get(`${d.file}:${d.line}`) ?? 0) + 1);
    const fixable = before.diagnostics.filter(
      (d) =>
        ['link-missing-page', 'link-missing-anchor', 'link-missing-asset'].includes(d.code) &&
        d.file.endsWith('.mdx') &&
        d.line === d.endLine &&
        perLine.get(`${d.file}:${d.line}`) === 1,
    );
    assert.ok(fixable.length > 0, `${site}: no broken link to fix`);
    const toFix = pick(fixable);
    const fixedFile = path.join(root, toFix.file);
    const lines = fs.readFileSync(fixedFile, 'utf8').split('\n');
    const other = all.find((p) => p !== fixedFile)!;
    const existing = `/${path
      .relative(root, other)
      .split(path.sep)
      .join('/')
      .replace(/\.mdx$/, '')}`;
    const line = lines[toFix.line - 1];
    const replacement = toFix.code === 'link-missing-asset' ? '/docs.json' : existing;
    lines[toFix.line - 1] = line.slice(0, toFix.column - 1) + replacement + line.slice(toFix.endColumn - 1);
    fs.writeFileSync(fixedFile, lines.join('\n'));

    let done = 1;
    for (let i = 0; done < edits - 1; i++) {
      const file = pick(all);
      const text = fs.readFileSync(file, 'utf8');
      if (i % 2 === 0) {
        // lines inserted above everything in the body
        const at = bodyStart(text);
        fs.writeFileSync(file, `${text.slice(0, at)}\nInserted line ${i} of the baseline test.\n\n${text.slice(at)}`);
        done++;
        continue;
      }
      const paragraphs = plainParagraphs(text);
      if (paragraphs.length < 2) continue;
      const moved = pick(paragraphs.slice(1));
      const body = text.split('\n');
      const [paragraph] = body.splice(moved, 2);
      const first = text.slice(0, bodyStart(text)).split('\n').length - 1;
      body.splice(first, 0, paragraph, '');
      fs.writeFileSync(file, body.join('\n'));
      done++;
    }
    const newFile = pick(all);
    fs.appendFileSync(newFile, '\n\nSee [the new page](/docs-lsp-baseline-test-new-page).\n');
    done++;

    const after = await check(root, ['--baseline']);
    const fresh = after.diagnostics.map((d) => `${d.code} ${d.file}`);
    assert.deepEqual(fresh, [`link-missing-page ${path.relative(root, newFile).split(path.sep).join('/')}`], site);
    assert.equal(after.summary.baseline?.fixed, 1, site);
    assert.equal(after.summary.baseline?.known, before.diagnostics.length - 1, site);
    return { problems: before.diagnostics.length, baselineBytes, files: all.length, edits: done };
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

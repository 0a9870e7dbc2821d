// Runs `docs-lsp check --format json` over every site of ../shared/corpus and prints (or, with --update, pins in
// test/corpus/expected.json) the number of diagnostics per site and code. The corpus test compares against the pins.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CORPUS = resolve(repo, '../shared/corpus');

/** The corpus sites of one configuration kind (MANIFEST.tsv's `config_kind`: `docs.json` or the legacy `mint.json`). */
export function corpusSites(kind = 'docs.json') {
  const [header, ...rows] = readFileSync(join(CORPUS, 'MANIFEST.tsv'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t'));
  const dir = header.indexOf('dir');
  const configKind = header.indexOf('config_kind');
  const listed = new Map(rows.map((row) => [row[dir], row[configKind]]));
  return readdirSync(CORPUS, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && listed.get(e.name) === kind)
    .map((e) => e.name)
    .sort();
}

/** The sites the corpus test pins: docs.json sites and those still on mint.json (docs roots too). */
export function pinnedSites() {
  return [...corpusSites('docs.json'), ...corpusSites('mint.json')].sort();
}

/**
 * The corpus holds each site's pages, configuration and specs only: images, other files and JavaScript snippets
 * were not copied, so a missing asset or `.jsx` snippet says nothing about the real site.
 */
function missingFromCopy(diagnostic) {
  if (diagnostic.code === 'link-missing-asset') return true;
  return diagnostic.code === 'snippet-missing' && /\.(jsx?|tsx?)`/.test(diagnostic.message);
}

export function checkSite(site, extraArgs = []) {
  const started = process.hrtime.bigint();
  const result = spawnSync(
    process.execPath,
    [join(repo, 'bin/docs-lsp.js'), 'check', join(CORPUS, site), '--format', 'json', ...extraArgs],
    { encoding: 'utf8', maxBuffer: 1 << 28, timeout: 300_000 },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0 && result.status !== 1)
    throw new Error(`check ${site} exited ${result.status} (${result.signal ?? ''}): ${result.stderr}`);
  const report = JSON.parse(result.stdout);
  const counts = {};
  for (const d of report.diagnostics) if (!missingFromCopy(d)) counts[d.code] = (counts[d.code] ?? 0) + 1;
  return { counts: Object.fromEntries(Object.entries(counts).sort()), files: report.summary.files, seconds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(CORPUS)) {
    console.error(`no corpus at ${CORPUS}`);
    process.exit(2);
  }
  const pins = {};
  for (const site of pinnedSites()) {
    const { counts, files, seconds } = checkSite(site);
    pins[site] = counts;
    console.log(
      `${site.padEnd(45)} ${String(files).padStart(5)} files ${seconds.toFixed(2).padStart(6)} s  ` +
        `${JSON.stringify(counts)}`,
    );
  }
  if (process.argv.includes('--update'))
    writeFileSync(join(repo, 'test/corpus/expected.json'), `${JSON.stringify(pins, null, 2)}\n`);
}

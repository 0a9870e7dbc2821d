// The bench's results as JSON and as a markdown table, written to .bench/ and docs/ and, in short, to the README.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Machine } from './machine';
import { Row, verdict } from './results';
import { TARGET_PAGES } from './sites';
import { CorpusFigure } from './scenarios/corpus';

export interface Results {
  readonly date: string;
  readonly machine: Machine;
  /** 1-minute load average before and after the run, and what else ran. */
  readonly load: { readonly before: number; readonly after: number; readonly note: string };
  readonly specs: string[];
  readonly rows: Row[];
  readonly corpus: CorpusFigure[] | string;
  readonly seconds: number;
}

const REPO = path.resolve(__dirname, '../..');
const BEGIN = '<!-- bench:begin (written by npm run bench) -->';
const END = '<!-- bench:end -->';
/** The rows the README shows. */
const README_ROWS = [
  'cold-config',
  'cold-config-rss',
  'edit-config',
  'engine-edit',
  'complete-page',
  'hover-page',
  'complete-setting-key',
  'complete-endpoint',
  'hover-endpoint',
  'spec-edit',
  'complete-during-spec-edit',
  'openapi-rss',
  'baseline-json-service',
];

export function writeResults(results: Results, benchDir: string, publish: boolean): void {
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const markdown = fullReport(results);
  fs.mkdirSync(benchDir, { recursive: true });
  fs.writeFileSync(path.join(benchDir, 'results.json'), json);
  fs.writeFileSync(path.join(benchDir, 'results.md'), markdown);
  if (!publish) return;
  fs.mkdirSync(path.join(REPO, 'docs'), { recursive: true });
  // the published figures say what was measured and on what, not when: the date stays in .bench/results.json
  const { date: _date, ...published } = results;
  fs.writeFileSync(path.join(REPO, 'docs/benchmark.json'), `${JSON.stringify(published, null, 2)}\n`);
  replaceSection(path.join(REPO, 'docs/benchmark.md'), markdown);
  replaceSection(path.join(REPO, 'README.md'), shortReport(results));
}

export function fullReport(results: Results): string {
  const lines = [
    header(results),
    '',
    '| scenario | site | n | p50 | p95 | target | met | p50 / JSON.parse | p50 / JSON service | note |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.rows.map((row) => {
      if (!row.figures)
        return `| ${row.label} | ${row.site ?? ''} | | | | ${targets(row)} | | | | not measured: ${row.notMeasured} |`;
      const { n, p50, p95 } = row.figures;
      const ratio = (baseline: string) => {
        const base = row.comparable
          ? results.rows.find((r) => r.id === baseline && r.site === row.site)?.figures?.p50
          : undefined;
        return base ? `${(p50 / base).toFixed(1)}x` : '';
      };
      return (
        `| ${row.label} | ${row.site ?? ''} | ${n} | ${fmt(p50, row.unit)} | ${fmt(p95, row.unit)} | ` +
        `${targets(row)} | ${mark(row)} | ${ratio('baseline-json-parse')} | ${ratio('baseline-json-service')} | ` +
        `${row.note ?? ''} |`
      );
    }),
    '',
    corpusTable(results.corpus),
  ];
  return lines.join('\n');
}

function shortReport(results: Results): string {
  const rows = results.rows.filter((r) => README_ROWS.includes(r.id) && (r.site ?? '').startsWith(`${TARGET_PAGES} `));
  return [
    header(results),
    '',
    `On the ${TARGET_PAGES}-page site:`,
    '',
    '| scenario | p50 | p95 | target | met |',
    '|---|---|---|---|---|',
    ...rows.map((r) =>
      r.figures
        ? `| ${r.label} | ${fmt(r.figures.p50, r.unit)} | ${fmt(r.figures.p95, r.unit)} | ${targets(r)} | ${mark(r)} |`
        : `| ${r.label} | | | ${targets(r)} | not measured |`,
    ),
  ].join('\n');
}

function header(results: Results): string {
  const m = results.machine;
  return (
    `Measured on ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, Node ${m.node}; load average ` +
    `${results.load.before} before, ${results.load.after} after (${results.load.note}). Specs: ` +
    `${results.specs.join(', ')}. Run took ${Math.round(results.seconds)} s.`
  );
}

function corpusTable(corpus: CorpusFigure[] | string): string {
  if (typeof corpus === 'string') return `\`check\` over ../shared/corpus: not measured: ${corpus}`;
  return [
    '`docs-lsp check` over each site of ../shared/corpus (median of 3 runs, process start included):',
    '',
    '| site | files | diagnostics | time |',
    '|---|---|---|---|',
    ...corpus.map((c) => `| ${c.site} | ${c.files} | ${c.diagnostics} | ${Math.round(c.medianMs)} ms |`),
  ].join('\n');
}

const targets = (row: Row) => (row.targets ?? []).map((t) => t.text).join(', ');
const mark = (row: Row) =>
  ({ true: 'yes', false: '**no**', undefined: '' })[String(verdict(row)) as 'true' | 'false' | 'undefined'];
const fmt = (value: number, unit: Row['unit']) =>
  `${value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : Math.round(value)} ${unit}`;

/** Replaces the bench section of a markdown file (appends one when it has none), keeping the rest as written. */
function replaceSection(file: string, body: string): void {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const section = `${BEGIN}\n${body}\n${END}`;
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + END.length)
      : `${text}${text && !text.endsWith('\n') ? '\n' : ''}${section}\n`;
  fs.writeFileSync(file, next);
}

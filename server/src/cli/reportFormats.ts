// Report formats of `check`: text lines, one JSON object, SARIF 2.1.0 for code-scanning upload, GitHub Actions
// workflow commands (annotations on the pull request), or Markdown (a job's step summary).
import * as path from 'node:path';
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { ruleDocUrl, RULES } from '../engine/ruleCatalog';
import { markdownReport } from './markdownReport';
import { printable } from './printable';

export const REPORT_FORMATS = ['text', 'json', 'sarif', 'github', 'markdown'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface FileDiagnostic {
  /** Absolute file-system path. */
  readonly path: string;
  readonly diagnostic: Diagnostic;
}

export interface ReportSummary {
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
  readonly hints: number;
  readonly files: number;
}

const SEVERITY_NAMES: Record<DiagnosticSeverity, 'error' | 'warning' | 'info' | 'hint'> = {
  1: 'error',
  2: 'warning',
  3: 'info',
  4: 'hint',
};
const SARIF_LEVELS = { error: 'error', warning: 'warning', info: 'note', hint: 'note' } as const;
const GITHUB_COMMANDS = { error: 'error', warning: 'warning', info: 'notice', hint: 'notice' } as const;

const toPosix = (p: string) => p.split(path.sep).join('/');

/**
 * Paths in the order of their lower-case letters, then of their letters as written: the same on every machine
 * (`localeCompare` follows the user's locale, and its first call in a process loads ICU's collation: 10 to 20 ms, a
 * twentieth of a `check` of a small site).
 */
function comparePaths(a: string, b: string): number {
  if (a === b) return 0;
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a < b ? -1 : 1;
}

/** What the baselines of the check left out: problems they record (not shown) and problems fixed since. */
export interface BaselineSummary {
  /** The baseline files, relative to the current directory. */
  readonly files: readonly string[];
  readonly known: number;
  readonly fixed: number;
}

export function formatReport(
  format: ReportFormat,
  results: readonly FileDiagnostic[],
  where: { cwd: string; filesChecked: number; baseline?: BaselineSummary },
  write: (text: string) => void,
): ReportSummary {
  const sorted = [...results].sort(
    (a, b) =>
      comparePaths(a.path, b.path) ||
      a.diagnostic.range.start.line - b.diagnostic.range.start.line ||
      a.diagnostic.range.start.character - b.diagnostic.range.start.character,
  );
  const count = (s: string) => sorted.filter((r) => severityName(r.diagnostic) === s).length;
  const summary: ReportSummary = {
    errors: count('error'),
    warnings: count('warning'),
    infos: count('info'),
    hints: count('hint'),
    files: where.filesChecked,
  };
  // every format gives paths from the current directory: clickable in the terminal the command ran in, and where
  // GitHub and code scanning resolve them (the repository root, in a job)
  const rel = (p: string) => (/^https?:\/\//i.test(p) ? p : toPosix(path.relative(where.cwd, p)) || path.basename(p));

  // one finding as the JSON report gives it (and the Markdown one reads it)
  const rows = () =>
    sorted.map(({ path: p, diagnostic: d }) => ({
      file: rel(p),
      line: d.range.start.line + 1,
      column: d.range.start.character + 1,
      endLine: d.range.end.line + 1,
      endColumn: d.range.end.character + 1,
      severity: severityName(d),
      code: String(d.code),
      message: d.message,
    }));

  if (format === 'json') {
    const diagnostics = rows();
    const withBaseline = where.baseline ? { ...summary, baseline: where.baseline } : summary;
    write(`${JSON.stringify({ diagnostics, summary: withBaseline }, null, 2)}\n`);
  } else if (format === 'sarif') {
    write(`${JSON.stringify(sarif(sorted, rel), null, 2)}\n`);
  } else if (format === 'markdown') {
    const notes = where.baseline ? [baselineLine(where.baseline)] : [];
    const files = `${summary.files} file${summary.files === 1 ? '' : 's'}`;
    write(markdownReport(rows(), `${summaryLine(summary)} in ${files}`, notes));
  } else if (format === 'github') {
    for (const { path: p, diagnostic: d } of sorted) write(`${githubCommand(rel(p), d)}\n`);
    write(`${summaryLine(summary)}\n`);
    if (where.baseline) write(`${baselineLine(where.baseline)}\n`);
  } else {
    for (const { path: p, diagnostic: d } of sorted) {
      write(
        `${printable(rel(p))}:${d.range.start.line + 1}:${d.range.start.character + 1}  ` +
          `${severityName(d)}  ${printable(d.message)}  ${d.code}\n`,
      );
    }
    write(`${summaryLine(summary)}\n`);
    if (where.baseline) write(`${baselineLine(where.baseline)}\n`);
  }
  return summary;
}

/** One line on what the baselines left out, and that the fixed ones can be dropped from them. */
export function baselineLine({ files, known, fixed }: BaselineSummary): string {
  const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const prune = fixed > 0 ? ` (--write-baseline drops ${fixed === 1 ? 'it' : 'them'})` : '';
  return (
    `baseline ${files.map((f) => printable(f)).join(', ')}: ${counted(known, 'known problem')} not shown, ` +
    `${fixed} fixed since it was written${prune}`
  );
}

function summaryLine(summary: ReportSummary): string {
  const total = summary.errors + summary.warnings + summary.infos + summary.hints;
  const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  // hints (a severity a user or docs-lsp.json chose) only where there are some: the usual line stays as it was
  const hints = summary.hints > 0 ? `, ${counted(summary.hints, 'hint')}` : '';
  return (
    `${counted(total, 'problem')} (${counted(summary.errors, 'error')}, ` +
    `${counted(summary.warnings, 'warning')}, ${counted(summary.infos, 'info')}${hints})`
  );
}

/**
 * `::error file=F,line=L,endLine=L,col=C,endColumn=C,title=CODE::message`. GitHub reads `%`, CR and LF escaped as
 * `%25`, `%0D`, `%0A` in the message, and in property values also `:` and `,` (which would end the value).
 */
function githubCommand(file: string, d: Diagnostic): string {
  const properties = {
    file,
    line: d.range.start.line + 1,
    endLine: d.range.end.line + 1,
    col: d.range.start.character + 1,
    endColumn: d.range.end.character + 1,
    title: String(d.code),
  };
  const list = Object.entries(properties).map(
    ([key, value]) => `${key}=${escapeProperty(printable(String(value), '\r\n'))}`,
  );
  return `::${GITHUB_COMMANDS[severityName(d)]} ${list.join(',')}::${escapeData(printable(d.message, '\r\n'))}`;
}

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

function severityName(d: Diagnostic): 'error' | 'warning' | 'info' | 'hint' {
  return SEVERITY_NAMES[d.severity ?? DiagnosticSeverity.Error];
}

function sarif(results: readonly FileDiagnostic[], relative: (p: string) => string): object {
  const usedCodes = [...new Set(results.map((r) => String(r.diagnostic.code)))].sort();
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'docs-lsp',
            informationUri: 'https://www.npmjs.com/package/docs-lsp',
            rules: usedCodes.map((code) => {
              const info = RULES.find((r) => r.code === code);
              return {
                id: code,
                shortDescription: { text: info?.summary ?? code },
                ...(info ? { helpUri: ruleDocUrl(info.code) } : {}),
                defaultConfiguration: { level: SARIF_LEVELS[info?.severity ?? 'error'] },
              };
            }),
          },
        },
        results: results.map(({ path: p, diagnostic: d }) => ({
          ruleId: String(d.code),
          level: SARIF_LEVELS[severityName(d)],
          message: { text: d.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: relative(p) },
                region: {
                  startLine: d.range.start.line + 1,
                  startColumn: d.range.start.character + 1,
                  endLine: d.range.end.line + 1,
                  endColumn: d.range.end.character + 1,
                },
              },
            },
          ],
        })),
      },
    ],
  };
}

// Report formats of `check`: text lines, one JSON object, or SARIF 2.1.0 for code-scanning upload.
import * as path from 'node:path';
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { RULES } from '../engine/ruleCatalog';

export type ReportFormat = 'text' | 'json' | 'sarif';

export interface FileDiagnostic {
  /** Absolute file-system path. */
  readonly path: string;
  readonly diagnostic: Diagnostic;
}

export interface ReportSummary {
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
  readonly files: number;
}

const SEVERITY_NAMES: Record<DiagnosticSeverity, 'error' | 'warning' | 'info' | 'hint'> = {
  1: 'error',
  2: 'warning',
  3: 'info',
  4: 'hint',
};
const SARIF_LEVELS = { error: 'error', warning: 'warning', info: 'note', hint: 'note' } as const;

const toPosix = (p: string) => p.split(path.sep).join('/');

export function formatReport(
  format: ReportFormat,
  results: readonly FileDiagnostic[],
  where: { baseDir: string; cwd: string; filesChecked: number },
  write: (text: string) => void,
): ReportSummary {
  const sorted = [...results].sort(
    (a, b) =>
      a.path.localeCompare(b.path) ||
      a.diagnostic.range.start.line - b.diagnostic.range.start.line ||
      a.diagnostic.range.start.character - b.diagnostic.range.start.character,
  );
  const count = (s: string) => sorted.filter((r) => severityName(r.diagnostic) === s).length;
  const summary: ReportSummary = {
    errors: count('error'),
    warnings: count('warning'),
    infos: count('info') + count('hint'),
    files: where.filesChecked,
  };
  const rel = (base: string, p: string) =>
    /^https?:\/\//i.test(p) ? p : toPosix(path.relative(base, p)) || path.basename(p);

  if (format === 'json') {
    const diagnostics = sorted.map(({ path: p, diagnostic: d }) => ({
      file: rel(where.baseDir, p),
      line: d.range.start.line + 1,
      column: d.range.start.character + 1,
      endLine: d.range.end.line + 1,
      endColumn: d.range.end.character + 1,
      severity: severityName(d),
      code: String(d.code),
      message: d.message,
    }));
    write(`${JSON.stringify({ diagnostics, summary }, null, 2)}\n`);
  } else if (format === 'sarif') {
    write(
      `${JSON.stringify(
        sarif(sorted, (p) => rel(where.cwd, p)),
        null,
        2,
      )}\n`,
    );
  } else {
    for (const { path: p, diagnostic: d } of sorted) {
      write(
        `${rel(where.baseDir, p)}:${d.range.start.line + 1}:${d.range.start.character + 1}  ${severityName(d)}  ${d.message}  ${d.code}\n`,
      );
    }
    const total = summary.errors + summary.warnings + summary.infos;
    write(
      `${total} problem${total === 1 ? '' : 's'} (${summary.errors} error${summary.errors === 1 ? '' : 's'}, ${summary.warnings} warning${summary.warnings === 1 ? '' : 's'}, ${summary.infos} info${summary.infos === 1 ? '' : 's'})\n`,
    );
  }
  return summary;
}

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
                shortDescription: { text: info?.description ?? code },
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

// The Markdown report of `check` (`--format markdown`, or `--report markdown=FILE`): what a GitHub job's step summary
// shows, where annotations stop at ten errors and ten warnings per step. Counts per rule, then a table of the first
// findings, the rest counted. Every text from the site (paths, messages) is escaped: the summary renders Markdown
// and HTML, and a page name or message must show as written, never as markup, an image or a link of its own.
import { ruleDocUrl, RULES } from '../engine/ruleCatalog';
import { printable } from './printable';

/** Rows of the findings table; the step summary holds at most 1 MiB, and past a few hundred rows no one reads on. */
export const MARKDOWN_ROWS = 300;
/** A message longer than this is cut in the table (the text and JSON reports keep it whole). */
const MESSAGE_CHARACTERS = 300;

export interface MarkdownFinding {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly severity: 'error' | 'warning' | 'info' | 'hint';
  readonly code: string;
  readonly message: string;
}

const SEVERITIES = ['error', 'warning', 'info', 'hint'] as const;

export function markdownReport(findings: readonly MarkdownFinding[], summaryLine: string, notes: string[]): string {
  const lines = [`### docs-lsp: ${escapeMarkdown(summaryLine)}`, ''];
  for (const note of notes) lines.push(escapeMarkdown(note), '');
  if (findings.length === 0) return lines.join('\n');

  const perRule = new Map<string, Record<(typeof SEVERITIES)[number], number>>();
  for (const { code, severity } of findings) {
    const counts = perRule.get(code) ?? { error: 0, warning: 0, info: 0, hint: 0 };
    counts[severity]++;
    perRule.set(code, counts);
  }
  lines.push('| Rule | Errors | Warnings | Infos | Hints |', '|---|--:|--:|--:|--:|');
  for (const [code, counts] of [...perRule].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const known = RULES.some((rule) => rule.code === code);
    const name = known ? `[\`${code}\`](${ruleDocUrl(code as (typeof RULES)[number]['code'])})` : escapeCell(code);
    lines.push(`| ${name} | ${SEVERITIES.map((s) => counts[s]).join(' | ')} |`);
  }

  lines.push('', '| File | Line | Severity | Rule | Message |', '|---|--:|---|---|---|');
  for (const finding of findings.slice(0, MARKDOWN_ROWS)) {
    const message =
      finding.message.length > MESSAGE_CHARACTERS
        ? `${finding.message.slice(0, MESSAGE_CHARACTERS)}…`
        : finding.message;
    lines.push(
      `| ${escapeCell(finding.file)} | ${finding.line}:${finding.column} | ${finding.severity} | ` +
        `${escapeCell(finding.code)} | ${escapeCell(message)} |`,
    );
  }
  const rest = findings.length - MARKDOWN_ROWS;
  if (rest > 0) lines.push('', `… and ${rest} more: the text or JSON report of \`docs-lsp check\` lists every one.`);
  lines.push('');
  return lines.join('\n');
}

/** Text shown as written, on one line: HTML specials as entities, Markdown inline punctuation behind a backslash. */
function escapeMarkdown(text: string): string {
  return printable(text, '\r\n')
    .replace(/[\r\n]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~]/g, '\\$&');
}

/** A table cell: escaped, and never empty (an empty cell shifts nothing, but reads as missing). */
function escapeCell(text: string): string {
  return escapeMarkdown(text) || ' ';
}

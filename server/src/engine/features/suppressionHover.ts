// Hover on a suppression comment of a page: on a rule code, the rule's summary, default severity and page; on the
// directive, what it hides.
import { Hover, MarkupKind, Position, Range } from 'vscode-languageserver-types';
import { Project } from '../project';
import { ruleDocUrl, ruleInfo, RuleCode } from '../ruleCatalog';
import { escapeMarkdown } from './hover';

const DIRECTIVES: Record<string, string> = {
  'disable-next-line': 'Hides the problems of the next line',
  'disable-line': 'Hides the problems of this line',
  disable: 'Hides the problems from here to `docs-lsp-enable` (or the end of the page)',
  enable: 'Ends what `docs-lsp-disable` hides',
};

export function suppressionHover(project: Project, uri: string, position: Position): Hover | null {
  const suppressions = project.bodies.get(uri)?.suppressions;
  const directive = suppressions?.find((s) => inside(s.range, position));
  if (!directive) return null;
  const code = directive.codes.find((c) => inside(c.range, position));
  if (code) {
    const rule = ruleInfo(code.code);
    const value = rule
      ? `**${rule.code}** (${rule.severity} by default)\n\n${escapeMarkdown(rule.summary)}\n\n` +
        `[The rule's page](${ruleDocUrl(rule.code as RuleCode)})`
      : `No rule \`${code.code.replace(/`/g, '')}\`: this code hides nothing.`;
    return { contents: { kind: MarkupKind.Markdown, value }, range: code.range };
  }
  const rules =
    directive.codes.length === 0 ? 'of every rule' : `of ${directive.codes.map((c) => `\`${c.code}\``).join(', ')}`;
  const value =
    directive.kind === 'enable'
      ? `${DIRECTIVES.enable} (${directive.codes.length === 0 ? 'every rule' : rules.slice(3)}).`
      : `${DIRECTIVES[directive.kind]}, ${rules} (docs-lsp suppression comment).`;
  return { contents: { kind: MarkupKind.Markdown, value }, range: directive.inner };
}

function inside(range: Range, { line, character }: Position): boolean {
  const afterStart = line > range.start.line || (line === range.start.line && character >= range.start.character);
  const beforeEnd = line < range.end.line || (line === range.end.line && character <= range.end.character);
  return afterStart && beforeEnd;
}

// Completion inside a suppression comment of a page: the directives after `{/* docs-lsp-`, then the rule codes
// (each with its summary and page), leaving out those the comment already names.
import { CompletionItem, CompletionItemKind, CompletionList, MarkupKind, Position } from 'vscode-languageserver-types';
import { codeLines, SUPPRESSION_KINDS, SUPPRESSION_MARK } from '../mdx';
import { Project } from '../project';
import { ruleDocUrl, RULES } from '../ruleCatalog';
import { readDocument } from './documents';

const DIRECTIVE_HELP: Record<string, string> = {
  'disable-next-line': 'hides the problems of the next line (of the rules named; none: every rule)',
  'disable-line': 'hides the problems of its own line (at the end of the line)',
  disable: 'hides the problems from here to `docs-lsp-enable` (or the end of the page)',
  enable: 'ends what `docs-lsp-disable` hides (of the rules named; none: every rule)',
};

export function completeSuppression(project: Project, uri: string, position: Position): CompletionList | undefined {
  const doc = readDocument(project, uri);
  if (!doc) return undefined;
  const text = doc.getText();
  const lineStart = doc.offsetAt({ line: position.line, character: 0 });
  const before = text.slice(lineStart, doc.offsetAt(position));
  if (!before.includes('docs-lsp') || codeLines(text).has(position.line)) return undefined;
  const comment = /\{[ \t]*\/\*[ \t]*(docs-lsp-[\w-]*)((?:[^\w*-][^*]*)?)$/.exec(before);
  if (!comment) return undefined;
  const [, word, rest] = comment;
  const range = (typed: string) => ({
    start: { line: position.line, character: position.character - typed.length },
    end: position,
  });
  if (rest === '') {
    // the directive itself, being typed
    const items: CompletionItem[] = SUPPRESSION_KINDS.map((kind) => ({
      label: `${SUPPRESSION_MARK}${kind}`,
      kind: CompletionItemKind.Keyword,
      detail: DIRECTIVE_HELP[kind],
      textEdit: { range: range(word), newText: `${SUPPRESSION_MARK}${kind}` },
    }));
    return { isIncomplete: false, items };
  }
  if (!SUPPRESSION_KINDS.some((kind) => word === `${SUPPRESSION_MARK}${kind}`) || !/^\s/.test(rest)) return undefined;
  if (/(?:^|\s)--(?:\s|$)/.test(rest)) return undefined; // the reason, after ` -- `
  const typed = rest.slice(Math.max(rest.lastIndexOf(' '), rest.lastIndexOf('\t'), rest.lastIndexOf(',')) + 1);
  const named = new Set(rest.split(/[\s,]+/));
  const items: CompletionItem[] = RULES.filter((rule) => !named.has(rule.code) || rule.code === typed).map((rule) => ({
    label: rule.code,
    kind: CompletionItemKind.EnumMember,
    detail: `${rule.severity}: ${rule.summary}`,
    documentation: { kind: MarkupKind.Markdown, value: `[${rule.code}](${ruleDocUrl(rule.code)})` },
    textEdit: { range: range(typed), newText: rule.code },
  }));
  return { isIncomplete: false, items };
}

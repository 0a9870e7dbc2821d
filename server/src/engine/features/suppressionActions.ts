// The quick fix "Disable CODE for this line" on every diagnostic of a page: a suppression comment above the line, with
// its indentation (`{/* docs-lsp-disable-next-line CODE */}`; added to such a comment already there), or, on a list
// item's line, where a line above would end the list, `{/* docs-lsp-disable-line CODE */}` at the end of the line.
// Never where the comment would change the page: inside the frontmatter or fenced code (where it would be text), on a
// table row (it would end the table), at the page's very start (a problem of the whole page: `ignore` in docs-lsp.json
// serves there), or where the page would then parse otherwise (inside a tag's attributes: the
// page is parsed again with the comment, and must give the same links and anchors).
import { CodeAction, CodeActionKind, Diagnostic, TextEdit } from 'vscode-languageserver-types';
import { frontmatterLength } from '../frontmatter';
import { codeLines, parsePageContent, PageContent } from '../mdx';
import { isPageFile, Project } from '../project';
import { isRuleCode } from '../ruleCatalog';
import { readDocument } from './documents';
import { DIAGNOSTIC_SOURCE } from './diagnostics';

const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]/;

export function disableForLineActions(project: Project, uri: string, diagnostics: readonly Diagnostic[]): CodeAction[] {
  if (!isPageFile(uri)) return [];
  const ours = diagnostics.filter(
    (d) => d.source === DIAGNOSTIC_SOURCE && isRuleCode(String(d.code)) && d.code !== 'unused-suppression',
  );
  const doc = ours.length > 0 ? readDocument(project, uri) : undefined;
  if (!doc) return [];
  const text = doc.getText();
  const bodyStart = frontmatterLength(text);
  const firstBodyLine = doc.positionAt(bodyStart).line + (bodyStart > 0 && text[bodyStart - 1] !== '\n' ? 1 : 0);
  const code = codeLines(text);
  const suppressions = project.bodies.get(uri)?.suppressions ?? [];
  let original: string | undefined;
  const actions: CodeAction[] = [];
  const offered = new Set<string>();
  for (const diagnostic of ours) {
    const rule = String(diagnostic.code);
    const line = diagnostic.range.start.line;
    // a problem of the whole page is placed at its start, where no comment can stand before it (`ignore` serves)
    const atStart = line === 0 && diagnostic.range.start.character === 0;
    if (atStart || line < firstBodyLine || code.has(line) || offered.has(`${line} ${rule}`)) continue;
    const lineText = doc.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } });
    const content = lineText.replace(/\r?\n$/, '');
    if (/^[ \t]*\|/.test(content)) continue;
    const above = suppressions.find(
      (s) => s.kind === 'disable-next-line' && s.range.end.line === line - 1 && s.codes.length > 0,
    );
    let edit: TextEdit;
    if (above) edit = TextEdit.insert(above.codes[above.codes.length - 1].range.end, ` ${rule}`);
    else if (LIST_ITEM.test(content))
      edit = TextEdit.insert({ line, character: content.length }, ` {/* docs-lsp-disable-line ${rule} */}`);
    else {
      const indent = /^[ \t]*/.exec(content)![0];
      edit = TextEdit.insert({ line, character: 0 }, `${indent}{/* docs-lsp-disable-next-line ${rule} */}\n`);
    }
    const start = doc.offsetAt(edit.range.start);
    const changed = text.slice(0, start) + edit.newText + text.slice(start);
    original ??= pageShape(text, bodyStart);
    if (original !== undefined && pageShape(changed, bodyStart) !== original) continue;
    offered.add(`${line} ${rule}`);
    actions.push({
      title: `Disable ${rule} for this line`,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      edit: { changes: { [uri]: [edit] } },
    });
  }
  return actions;
}

/** What a page shows the checks (its links' targets and its anchors' ids), or a sign it does not parse. */
function pageShape(text: string, bodyStart: number): string {
  const parsed = parsePageContent(text, bodyStart);
  if (parsed.error || !parsed.content) return `error ${parsed.error?.message}`;
  const content: PageContent = parsed.content;
  return JSON.stringify([content.links.map((l) => `${l.kind} ${l.target}`), content.anchors.map((a) => a.ids)]);
}

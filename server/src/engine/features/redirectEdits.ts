// The edit that adds a `redirects` entry to a docs root's configuration (the quick fixes of analytics-dead-path and
// link-missing-page): appended to the list the platform reads, in the file that holds it (`"redirects": { "$ref":
// "./redirects.json" }` is the list in redirects.json), or the list made when there is none. A value that is no list
// is the user's to mend: no edit then, never a replacement of it (nor of the `$ref` that pulls a list in). A source
// is written only when it names exactly one path (never `/:slug*` from a reader's `/%3Aslug*`, which would redirect
// every page).
import * as jsonc from 'jsonc-parser';
import { TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { JsonFile, keptProperty } from '../docsjson';
import { settingValue } from '../docsjson';
import { DocsRoot } from '../project';
import { Project } from '../project';
import { isLiteralRedirectSource } from '../rules';

/** The edit, and the file it changes (docs.json, or the file of the list). */
export function addRedirectEdit(
  project: Project,
  root: DocsRoot,
  source: string,
  destination: string,
): { edit: WorkspaceEdit; uri: string } | undefined {
  if (!isLiteralRedirectSource(source)) return undefined;
  const config = project.config(root)?.config;
  const top = config?.top;
  if (!config || !top || top.node.type !== 'object') return undefined;
  const entry = { source, destination };
  if (!keptProperty(top, 'redirects'))
    return edit(top.file, jsonc.modify(top.file.doc.getText(), ['redirects'], [entry], options(top.file)));
  const list = settingValue(config, 'redirects');
  if (list?.node.type !== 'array') return undefined;
  return edit(list.file, appended(list.file, list.node, entry));
}

/**
 * The insertion of `value` at the end of the array `array`, formatted as jsonc-parser's `modify` formats it; that one
 * finds the array by its key path, which with a key written twice is the list the platform ignores (the first).
 */
function appended(file: JsonFile, array: jsonc.Node, value: unknown): jsonc.Edit[] {
  const text = file.doc.getText();
  const last = array.children?.at(-1);
  const insertion: jsonc.Edit = last
    ? { offset: last.offset + last.length, length: 0, content: `,${JSON.stringify(value)}` }
    : { offset: array.offset + 1, length: 0, content: JSON.stringify(value) };
  let after = jsonc.applyEdits(text, [insertion]);
  // the lines of the insertion formatted, as `modify` does
  let begin = insertion.offset;
  let end = insertion.offset + insertion.content.length;
  while (begin > 0 && !isLineEnd(after, begin - 1)) begin--;
  while (end < after.length && !isLineEnd(after, end)) end++;
  const formatting = jsonc.format(
    after,
    { offset: begin, length: end - begin },
    { ...options(file).formattingOptions },
  );
  for (const edit of [...formatting].reverse()) {
    after = jsonc.applyEdits(after, [edit]);
    begin = Math.min(begin, edit.offset);
    end = Math.max(end, edit.offset + edit.length) + edit.content.length - edit.length;
  }
  return [{ offset: begin, length: text.length - (after.length - end) - begin, content: after.slice(begin, end) }];
}

function isLineEnd(text: string, offset: number): boolean {
  return text[offset] === '\n' || text[offset] === '\r';
}

function edit(file: JsonFile, edits: readonly jsonc.Edit[]): { edit: WorkspaceEdit; uri: string } {
  const doc = file.doc;
  const changes = edits.map((e) =>
    TextEdit.replace({ start: doc.positionAt(e.offset), end: doc.positionAt(e.offset + e.length) }, e.content),
  );
  return { edit: { changes: { [file.uri]: changes } }, uri: file.uri };
}

function options(file: JsonFile): jsonc.ModificationOptions {
  const text = file.doc.getText();
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return {
    formattingOptions: {
      insertSpaces: !indent.startsWith('\t'),
      tabSize: indent.startsWith('\t') ? 1 : indent.length,
      eol: text.includes('\r\n') ? '\r\n' : '\n',
      keepLines: false,
    },
  };
}

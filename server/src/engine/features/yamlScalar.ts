// Edits of a YAML scalar in page frontmatter (its content between `start` and `end`, as the frontmatter parser
// gives it), written so that the YAML still reads the intended value: escaped in a double-quoted scalar, quotes
// doubled in a single-quoted one, and a plain scalar quoted when the value needs it.
import { Range, TextEdit } from 'vscode-languageserver-types';
import { jsonStringContent } from '../docsjson';
import { TextDocument } from '../text';

/** The edit that sets the scalar to `value`. */
export function yamlScalarEdit(doc: TextDocument, start: number, end: number, value: string): TextEdit {
  const range: Range = { start: doc.positionAt(start), end: doc.positionAt(end) };
  const style = quoteStyle(doc, start, end);
  if (style === '"') return TextEdit.replace(range, jsonStringContent(value));
  if (style === "'") return TextEdit.replace(range, value.replace(/'/g, "''"));
  return TextEdit.replace(range, isSafePlain(value) ? value : JSON.stringify(value));
}

/** The edit that writes `prefix` before the scalar's value (a quoted scalar's escapes kept as written). */
export function yamlScalarPrefixEdit(doc: TextDocument, start: number, end: number, prefix: string): TextEdit {
  const at = doc.positionAt(start);
  const style = quoteStyle(doc, start, end);
  if (style === '"') return TextEdit.insert(at, jsonStringContent(prefix));
  if (style === "'") return TextEdit.insert(at, prefix.replace(/'/g, "''"));
  const value = prefix + doc.getText().slice(start, end);
  return isSafePlain(value)
    ? TextEdit.insert(at, prefix)
    : TextEdit.replace({ start: at, end: doc.positionAt(end) }, JSON.stringify(value));
}

function quoteStyle(doc: TextDocument, start: number, end: number): '"' | "'" | 'plain' {
  const text = doc.getText();
  const quote = text.charAt(start - 1);
  return (quote === '"' || quote === "'") && text.charAt(end) === quote ? quote : 'plain';
}

/** Whether YAML reads `value` written as a plain scalar as that very string. */
function isSafePlain(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^[^\s"'#&*!|>%@`{}[\],?:-][^\u0000-\u001f#]*$/.test(value) && !/:\s|\s$/.test(value);
}

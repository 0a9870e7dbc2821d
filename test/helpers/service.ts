// An engine over an in-memory workspace, and cursor markers (`‸`) in test files.
import { Diagnostic, Position, Range } from 'vscode-languageserver-types';
import {
  createLanguageService,
  LanguageService,
  LanguageServiceOptions,
} from '../../server/src/engine/languageService';
import { MemoryWorkspace } from '../../server/src/engine/workspace';
import { TextDocument } from 'vscode-languageserver-textdocument';

export const CURSOR = '‸';

export interface TestSite {
  readonly ws: MemoryWorkspace;
  readonly service: LanguageService;
  uri(path: string): string;
  /** The cursor position in a file written with a `‸` marker (the marker itself is removed). */
  cursor(path: string): Position;
  /** Diagnostics of a file as `code@line:col-line:col` strings (zero-based), sorted. */
  codes(path: string, filter?: RegExp): string[];
  diagnostics(path: string, filter?: RegExp): Diagnostic[];
}

/** `files` by absolute path; `folders`: the workspace folders. */
export function site(
  files: Record<string, string>,
  options: Partial<LanguageServiceOptions> = {},
  folders?: string[],
): TestSite {
  const cursors = new Map<string, Position>();
  const clean: Record<string, string> = {};
  for (const [path, text] of Object.entries(files)) {
    const at = text.indexOf(CURSOR);
    if (at >= 0) cursors.set(path, TextDocument.create('x', 'x', 0, text).positionAt(at));
    clean[path] = text.replace(CURSOR, '');
  }
  const ws = new MemoryWorkspace(clean, folders);
  const service = createLanguageService({ workspace: ws, ...options });
  const diagnostics = (path: string, filter = /./) =>
    service.getDiagnostics(MemoryWorkspace.uri(path)).filter((d) => filter.test(String(d.code)));
  return {
    ws,
    service,
    uri: (path) => MemoryWorkspace.uri(path),
    cursor: (path) => {
      const position = cursors.get(path);
      if (!position) throw new Error(`no cursor marker in ${path}`);
      return position;
    },
    diagnostics,
    codes: (path, filter) =>
      diagnostics(path, filter)
        .map((d) => `${d.code}@${rangeText(d.range)}`)
        .sort(),
  };
}

export function rangeText(range: Range): string {
  return `${range.start.line}:${range.start.character}-${range.end.line}:${range.end.character}`;
}

/** Applies text edits to a text (edits must not overlap). */
export function applyEdits(text: string, edits: readonly { range: Range; newText: string }[]): string {
  const doc = TextDocument.create('x', 'x', 0, text);
  return TextDocument.applyEdits(doc, [...edits]);
}

/** `line:col-line:col` of the `nth` occurrence of `needle` in `text`: where a diagnostic is expected. */
export function spanOf(text: string, needle: string, nth = 0): string {
  return spanAfter(text, '', needle, nth);
}

/** As spanOf, counting occurrences after the first `anchor`. */
export function spanAfter(text: string, anchor: string, needle: string, nth = 0): string {
  let at = text.indexOf(anchor) - 1;
  if (at < -1) throw new Error(`"${anchor}" not found`);
  for (let i = 0; i <= nth; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`"${needle}" not found ${nth + 1} times`);
  }
  const doc = TextDocument.create('x', 'x', 0, text);
  return rangeText({ start: doc.positionAt(at), end: doc.positionAt(at + needle.length) });
}

/** The one-character span at the start of `needle` (where whole objects are reported). */
export function firstCharOf(text: string, needle: string): string {
  return spanAfter(text, needle, needle.charAt(0));
}

// The one in-memory docs site of the engine tests: files by path (relative to /site, or absolute), the engine over
// them, `‸` cursor markers, and the diagnostics of a file as strings to compare, `code: covered text` in the engine's
// order (findings). Where the covered text stands more than once in the file, a test also asserts the diagnostic's
// range (`rangeText(d.range)` against `spanOf`).
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Diagnostic, Position, Range } from 'vscode-languageserver-types';
import {
  createLanguageService,
  LanguageService,
  LanguageServiceOptions,
} from '../../server/src/engine/languageService';
import { PartialSettings } from '../../server/src/engine/settings';
import { MemoryWorkspace } from './memoryWorkspace';

export const ROOT = '/site';
export const CURSOR = '‸';

export interface TestSite {
  readonly workspace: MemoryWorkspace;
  readonly service: LanguageService;
  uri(path: string): string;
  text(path: string): string;
  /** The position of the `‸` marker the file was written with (the marker itself is removed). */
  cursor(path: string): Position;
  diagnostics(path: string, filter?: RegExp): Diagnostic[];
  /** `code: covered text` for each diagnostic of the file whose code matches `filter`, in the engine's order. */
  findings(path: string, filter?: RegExp): string[];
}

export interface SiteOptions extends Partial<Omit<LanguageServiceOptions, 'workspace' | 'settings'>> {
  readonly settings?: PartialSettings;
}

/** `files` by path: relative ones lie under /site, the workspace folder; with any absolute path, the folder is `/`. */
export function createSite(files: Record<string, string>, options: SiteOptions = {}): TestSite {
  const absolute = (path: string) => (path.startsWith('/') ? path : `${ROOT}/${path}`);
  const cursors = new Map<string, Position>();
  const clean: Record<string, string> = {};
  for (const [path, written] of Object.entries(files)) {
    const marked = written.includes(CURSOR) ? cursor(written) : undefined;
    if (marked) cursors.set(absolute(path), marked.position);
    clean[absolute(path)] = marked?.text ?? written;
  }
  const folders = Object.keys(files).some((path) => path.startsWith('/')) ? ['/'] : [ROOT];
  const workspace = new MemoryWorkspace(clean, folders);
  const service = createLanguageService({ workspace, ...options });
  const site: TestSite = {
    workspace,
    service,
    uri: (path) => MemoryWorkspace.uri(absolute(path)),
    text: (path) => workspace.read(site.uri(path)) ?? '',
    cursor: (path) => {
      const position = cursors.get(absolute(path));
      if (!position) throw new Error(`no cursor marker in ${path}`);
      return position;
    },
    diagnostics: (path, filter = /./) =>
      service.getDiagnostics(site.uri(path)).filter((d) => filter.test(String(d.code))),
    findings: (path, filter) => {
      const doc = TextDocument.create(site.uri(path), 'json', 0, site.text(path));
      return site.diagnostics(path, filter).map((d) => `${d.code}: ${doc.getText(d.range)}`);
    },
  };
  return site;
}

/** A docs.json with the given navigation; other top-level keys may be added. */
export function docsJson(navigation: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ name: 'Test', theme: 'mint', colors: { primary: '#0D9373' }, ...extra, navigation }, null, 2);
}

export const page = (title: string) => `---\ntitle: "${title}"\ndescription: "About ${title}"\n---\n\n# ${title}\n`;

/** Splits `text` at the `‸` cursor marker: the text without it, and the marker's position. */
export function cursor(text: string): { text: string; position: Position } {
  const offset = text.indexOf(CURSOR);
  if (offset < 0) throw new Error(`no ${CURSOR} marker`);
  const clean = text.slice(0, offset) + text.slice(offset + CURSOR.length);
  return { text: clean, position: TextDocument.create('x', 'json', 0, clean).positionAt(offset) };
}

export function rangeText(range: Range): string {
  return `${range.start.line}:${range.start.character}-${range.end.line}:${range.end.character}`;
}

/** Applies text edits to a text (edits must not overlap). */
export function applyEdits(text: string, edits: readonly { range: Range; newText: string }[]): string {
  return TextDocument.applyEdits(TextDocument.create('x', 'x', 0, text), [...edits]);
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

// An in-memory docs site for engine tests, with files by path under /site (over the `site` of service.ts), and
// helpers that show each diagnostic as its code and the exact text its range covers.
import { Diagnostic, Position } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService } from '../../server/src/engine/languageService';
import { PartialSettings } from '../../server/src/engine/settings';
import { MemoryWorkspace } from '../../server/src/engine/workspace';
import { CURSOR, site as memorySite } from './service';

export const ROOT = '/site';

export interface TestSite {
  readonly workspace: MemoryWorkspace;
  readonly service: LanguageService;
  uri(path: string): string;
  text(path: string): string;
  diagnostics(path: string): Diagnostic[];
  /** `code: covered text` for each diagnostic of the file, in order. */
  findings(path: string): string[];
}

export function createSite(files: Record<string, string>, settings?: PartialSettings): TestSite {
  const inner = memorySite(
    Object.fromEntries(Object.entries(files).map(([p, t]) => [`${ROOT}/${p}`, t])),
    { settings },
    [ROOT],
  );
  const site: TestSite = {
    workspace: inner.ws,
    service: inner.service,
    uri: (path) => inner.uri(`${ROOT}/${path}`),
    text: (path) => inner.ws.read(site.uri(path)) ?? '',
    diagnostics: (path) => inner.diagnostics(`${ROOT}/${path}`),
    findings: (path) => {
      const doc = TextDocument.create(site.uri(path), 'json', 0, site.text(path));
      return site.diagnostics(path).map((d) => `${d.code}: ${doc.getText(d.range)}`);
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
  const clean = text.slice(0, offset) + text.slice(offset + 1);
  return { text: clean, position: TextDocument.create('x', 'json', 0, clean).positionAt(offset) };
}

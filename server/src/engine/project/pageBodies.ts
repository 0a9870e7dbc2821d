// Page bodies parsed once per file version, through the one reader and its input limits: a page that does not
// parse keeps its syntax error (every other page is still read); a page over a limit is left to the reader's finding.
import { Range } from 'vscode-languageserver-types';
import { frontmatterLength } from '../frontmatter';
import { PageContent } from '../mdx';
import { parsePageContent } from '../mdx';
import { readSuppressions, Suppression } from '../mdx';
import { TextReader } from './textReader';

export interface PageBody {
  readonly version: string | number;
  /** Undefined when the page does not parse or was not read. */
  readonly content?: PageContent;
  readonly syntaxError?: { readonly range: Range; readonly message: string };
  /** The page's suppression comments (`{/* docs-lsp-disable... *\/}`), also of a page that does not parse. */
  readonly suppressions?: readonly Suppression[];
}

export class PageBodies {
  private readonly bodies = new Map<string, PageBody>();

  constructor(private readonly reader: TextReader) {}

  /** The page's body; undefined when the file does not exist. */
  get(uri: string): PageBody | undefined {
    const version = this.reader.version(uri);
    if (version === undefined) {
      this.bodies.delete(uri);
      return undefined;
    }
    const cached = this.bodies.get(uri);
    if (cached?.version === version) return cached;
    const read = this.reader.read(uri);
    if (!read) return undefined;
    const body = read.problem ? { version } : parseBody(read.text, version);
    this.bodies.set(uri, body);
    return body;
  }

  /**
   * The text of a page not parsed yet at its version, for a parse elsewhere (a worker thread) whose body comes back
   * through `store`; undefined when there is nothing to parse (a page the reader refused is settled here).
   */
  unparsed(uri: string): { version: string | number; text: string } | undefined {
    const version = this.reader.version(uri);
    if (version === undefined || this.bodies.get(uri)?.version === version) return undefined;
    const read = this.reader.read(uri);
    if (!read) return undefined;
    if (!read.problem) return { version, text: read.text };
    this.bodies.set(uri, { version });
    return undefined;
  }

  /** A body that `parseBody` made elsewhere from the text `unparsed` gave. */
  store(uri: string, body: PageBody): void {
    this.bodies.set(uri, body);
  }
}

export function parseBody(text: string, version: string | number): PageBody {
  const start = frontmatterLength(text);
  const parsed = parsePageContent(text, start);
  const suppressions = readSuppressions(text, start);
  if (parsed.error) {
    const at = { line: parsed.error.line - 1, character: parsed.error.column - 1 };
    const syntaxError = { range: { start: at, end: at }, message: parsed.error.message };
    return suppressions ? { version, syntaxError, suppressions } : { version, syntaxError };
  }
  return suppressions ? { version, content: parsed.content, suppressions } : { version, content: parsed.content };
}

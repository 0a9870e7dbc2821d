// Page bodies parsed once per file version, through the one reader and its input limits: a page that does not
// parse keeps its syntax error (every other page is still read); a page over a limit is left to the reader's finding.
//
// Where a page is parsed: here, on the caller's thread, unless a `PageParser` is given (the language server's worker
// thread) and the page is expensive: as long as OFFLOAD_CHARACTERS, or its last parse here took SLOW_PARSE_MS or more.
// Micromark reads a large page for seconds (a megabyte of MDX with tables and JSX: about 0.7 s; some shapes ten times
// that), and on the server's thread that is seconds in which no hover, completion or diagnostic of any file is
// answered. Such a page is handed to the parser and asking never waits, as with a spec still loading: the answer
// meanwhile is the page's last good body (of an older version; none the first time), `isParsing` says so, and the
// listeners hear the page once its body is stored. An answer for a version that a newer request replaced is dropped.
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
  /** Why the page could not be parsed at all (its parser failed or took too long): an input-limit finding. */
  readonly limit?: { readonly range: Range; readonly message: string };
  /** The page's suppression comments (`{/* docs-lsp-disable... *\/}`), also of a page that does not parse. */
  readonly suppressions?: readonly Suppression[];
}

/**
 * Parses pages away from the caller's thread (the language server's worker, `WorkerPageParser`). Resolves with the
 * body `parseBody` makes of the text, or undefined when a newer version of the page took its place before it was
 * parsed; rejects when the page could not be parsed there (the parser failed, ran out of memory or took too long).
 */
export interface PageParser {
  parse(uri: string, version: string | number, text: string): Promise<PageBody | undefined>;
  dispose(): void;
}

/**
 * A page at least this long is parsed by the `PageParser` when there is one: measured, such a page of real-looking
 * MDX costs micromark 20 to 30 ms, the slowest pages of the corpus's that size 100 ms; 1.5% of the corpus's pages
 * are longer. Below it a page answers at once, whole (its links and headings for the requests that follow its opening).
 */
export const OFFLOAD_CHARACTERS = 32 * 1024;
/** A page whose parse here took this long or longer is parsed by the `PageParser` from then on. */
export const SLOW_PARSE_MS = 40;

/** Milliseconds on a monotonic clock (not `performance.now()`: that global loads perf_hooks at first use, 2 ms). */
function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

export class PageBodies {
  private readonly bodies = new Map<string, PageBody>();
  /** The version of each page being parsed by the `PageParser` (the latest asked for). */
  private readonly parsing = new Map<string, string | number>();
  /** Pages whose parse here took SLOW_PARSE_MS or more. */
  private readonly slow = new Set<string>();
  private readonly listeners: ((uri: string) => void)[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly reader: TextReader,
    private readonly parser?: PageParser,
  ) {}

  /** Called with a page whose body the `PageParser` gave (or could not give) after it was asked for. */
  onDidParse(listener: (uri: string) => void): void {
    this.listeners.push(listener);
  }

  /**
   * The page's body; undefined when the file does not exist. While the page's current version is being parsed by the
   * `PageParser`: the last good body, of an older version (undefined when there is none).
   */
  get(uri: string): PageBody | undefined {
    const version = this.reader.version(uri);
    if (version === undefined) {
      this.bodies.delete(uri);
      this.parsing.delete(uri);
      return undefined;
    }
    const cached = this.bodies.get(uri);
    if (cached?.version === version || this.parsing.get(uri) === version) return cached;
    const read = this.reader.read(uri);
    if (!read) return undefined;
    if (read.problem) {
      const body = { version };
      this.bodies.set(uri, body);
      this.parsing.delete(uri);
      return body;
    }
    if (this.parser && (read.text.length >= OFFLOAD_CHARACTERS || this.slow.has(uri))) {
      this.parseElsewhere(this.parser, uri, version, read.text);
      return cached;
    }
    const start = monotonicMs();
    const body = parseBody(read.text, version);
    if (this.parser && monotonicMs() - start >= SLOW_PARSE_MS) this.slow.add(uri);
    this.bodies.set(uri, body);
    this.parsing.delete(uri);
    return body;
  }

  /** Whether the page's latest version asked for is being parsed by the `PageParser` (its body not stored yet). */
  isParsing(uri: string): boolean {
    return this.parsing.has(uri);
  }

  /** Resolves once every parse handed to the `PageParser` so far (and any asked for meanwhile) has answered. */
  async whenIdle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
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

  private parseElsewhere(parser: PageParser, uri: string, version: string | number, text: string): void {
    this.parsing.set(uri, version);
    // the answer counts only while this is still the latest version asked for: an older one is dropped
    const settle = (body: PageBody) => {
      if (this.parsing.get(uri) !== version) return;
      this.parsing.delete(uri);
      this.bodies.set(uri, body);
      for (const listener of this.listeners) listener(uri);
    };
    const at = { line: 0, character: 0 };
    let answer: Promise<PageBody | undefined>;
    try {
      answer = parser.parse(uri, version, text);
    } catch (error) {
      answer = Promise.reject(error);
    }
    const tracked = answer.then(
      (body) => body && settle(body),
      (error: unknown) =>
        settle({
          version,
          limit: {
            range: { start: at, end: at },
            message: `This page could not be read: ${error instanceof Error ? error.message : String(error)}.`,
          },
        }),
    );
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
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

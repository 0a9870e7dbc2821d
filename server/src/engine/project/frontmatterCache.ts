// MDX pages' frontmatter, parsed once per file version.
import { createDocument, detached, TextDocument } from '../text';
import { Finding, problemFinding } from '../findings';
import { TextReader } from './textReader';
import { FrontmatterBlock, FrontmatterField, frontmatterLength, readFrontmatter } from '../frontmatter';

export interface ParsedPage {
  readonly uri: string;
  readonly version: string | number;
  /** The page's frontmatter block only (a prefix of the page: positions are the page's), to keep memory small. */
  readonly doc: TextDocument;
  readonly frontmatter: FrontmatterBlock | undefined;
  readonly fields: readonly FrontmatterField[];
  /**
   * Why the page was not parsed (too large, too deep, not UTF-8, unreadable), as its finding: placed when the page
   * was read, since its text is not kept.
   */
  readonly problem?: Finding;
}

export class FrontmatterCache {
  private readonly pages = new Map<string, ParsedPage>();

  constructor(private readonly reader: TextReader) {}

  /** The page parsed (or its problem); undefined when it does not exist. */
  get(uri: string): ParsedPage | undefined {
    const version = this.reader.version(uri);
    if (version === undefined) return undefined;
    const cached = this.pages.get(uri);
    if (cached?.version === version) return cached;
    const read = this.reader.read(uri);
    if (!read) return undefined;
    if (read.problem) {
      const page = {
        uri,
        version,
        doc: createDocument(uri, 'mdx', version, ''),
        frontmatter: undefined,
        fields: [],
        problem: problemFinding(uri, read.problem, read.text),
      };
      this.pages.set(uri, page);
      return page;
    }
    // Everything cached comes from a copy of the block: a slice of the page would keep the whole page alive.
    const head = detached(read.text.slice(0, frontmatterLength(read.text)));
    // the block without its syntax tree: the cache keeps the fields taken out of it instead
    const found = readFrontmatter(head);
    const page = {
      uri,
      version,
      doc: createDocument(uri, 'mdx', version, head),
      frontmatter: found?.block,
      fields: found?.fields ?? [],
    };
    this.pages.set(uri, page);
    return page;
  }
}

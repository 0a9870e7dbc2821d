// MDX pages' frontmatter, parsed once per file version.
import { createDocument, TextDocument } from '../text';
import { UnreadableFileError, Workspace } from '../workspace';
import { Frontmatter, FrontmatterField, frontmatterFields, parseFrontmatter } from './parse';

export interface ParsedPage {
  readonly uri: string;
  readonly version: string | number;
  /** The page's frontmatter block only (a prefix of the page: positions are the page's), to keep memory small. */
  readonly doc: TextDocument;
  readonly frontmatter: Frontmatter | undefined;
  readonly fields: readonly FrontmatterField[];
}

export class PageCache {
  private readonly pages = new Map<string, ParsedPage>();

  constructor(private readonly workspace: Workspace) {}

  /** The page parsed; undefined when it does not exist or cannot be read. */
  get(uri: string): ParsedPage | undefined {
    const version = this.workspace.version(uri);
    if (version === undefined) return undefined;
    const cached = this.pages.get(uri);
    if (cached?.version === version) return cached;
    let text: string | undefined;
    try {
      text = this.workspace.read(uri);
    } catch (error) {
      if (error instanceof UnreadableFileError) return undefined;
      throw error;
    }
    if (text === undefined) return undefined;
    const frontmatter = parseFrontmatter(text);
    const page = { uri, version, doc: createDocument(uri, 'mdx', version, text.slice(0, frontmatter?.end ?? 0)), frontmatter, fields: frontmatter ? frontmatterFields(frontmatter) : [] };
    this.pages.set(uri, page);
    return page;
  }
}

// MDX frontmatter as an embedded YAML document with exact offsets, parsed with `yaml` only: a `---js` fence is
// reported, never evaluated (gray-matter would run it as JavaScript).
import { Document, isMap, isScalar, LineCounter, parseDocument, Scalar } from 'yaml';

export interface Frontmatter {
  /** The text after the opening `---` on its line (`js`, `toml`, ...): anything but empty is not YAML frontmatter. */
  readonly fenceLanguage: string;
  /** Offset of the YAML content in the page. */
  readonly contentOffset: number;
  readonly content: string;
  /** Offset just past the closing fence line (or the end of the page when unclosed). */
  readonly end: number;
  readonly closed: boolean;
  readonly yaml: Document | undefined;
}

const OPENING = /^---([^\r\n]*)\r?\n/;
const CLOSING = /^---[ \t]*$/m;

export function parseFrontmatter(text: string): Frontmatter | undefined {
  const opening = OPENING.exec(text);
  if (!opening) return undefined;
  const fenceLanguage = opening[1].trim();
  const contentOffset = opening[0].length;
  const rest = text.slice(contentOffset);
  const closing = CLOSING.exec(rest);
  const content = closing ? rest.slice(0, closing.index) : rest;
  const end = closing ? contentOffset + closing.index + closing[0].length : text.length;
  const yaml = fenceLanguage === '' ? parseDocument(content, { keepSourceTokens: false, uniqueKeys: false, lineCounter: new LineCounter() }) : undefined;
  return { fenceLanguage, contentOffset, content, end, closed: closing !== null, yaml };
}

export interface FrontmatterField {
  readonly key: string;
  readonly value: unknown;
  /** Offsets of the value in the page (not in the YAML content). */
  readonly valueStart: number;
  readonly valueEnd: number;
  readonly keyStart: number;
  readonly keyEnd: number;
}

/** The top-level fields of a frontmatter block, with page offsets. */
export function frontmatterFields(fm: Frontmatter): FrontmatterField[] {
  const contents = fm.yaml?.contents;
  if (!isMap(contents)) return [];
  const fields: FrontmatterField[] = [];
  for (const pair of contents.items) {
    if (!isScalar(pair.key)) continue;
    const key = String((pair.key as Scalar).value);
    const [keyStart, keyEnd] = (pair.key as Scalar).range ?? [0, 0];
    const valueNode = pair.value as { range?: [number, number, number]; toJSON?: () => unknown } | null;
    const [valueStart, valueEnd] = valueNode?.range ?? [keyEnd, keyEnd];
    const value = isScalar(valueNode) ? valueNode.value : valueNode && typeof valueNode.toJSON === 'function' ? valueNode.toJSON() : null;
    fields.push({ key, value, keyStart: fm.contentOffset + keyStart, keyEnd: fm.contentOffset + keyEnd, valueStart: fm.contentOffset + valueStart, valueEnd: fm.contentOffset + valueEnd });
  }
  return fields;
}

/** `title` and `description` of a page, when they are strings. */
export function pageMetadata(text: string): { title?: string; description?: string } {
  const fm = parseFrontmatter(text);
  if (!fm) return {};
  const fields = frontmatterFields(fm);
  const get = (key: string) => {
    const value = fields.find((f) => f.key === key)?.value;
    return typeof value === 'string' ? value : undefined;
  };
  return { title: get('title'), description: get('description') };
}

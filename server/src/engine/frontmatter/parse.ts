// MDX frontmatter as an embedded YAML document with exact offsets, parsed with `yaml` only: a `---js` fence is
// reported, never evaluated (gray-matter would run it as JavaScript).
import { detached } from '../text';
import type { Document, Scalar } from 'yaml';
import { yamlLibrary } from '../yamlLibrary';
import { platformPlainScalar } from './platformScalars';

/** A frontmatter block as the cache keeps it: without the YAML syntax tree (its fields are taken out once). */
export interface FrontmatterBlock {
  /** The text after the opening `---` on its line (`js`, `toml`, ...): anything but empty is not YAML frontmatter. */
  readonly fenceLanguage: string;
  /** Offset of the YAML content in the page. */
  readonly contentOffset: number;
  readonly content: string;
  /** Offset just past the closing fence line (or the end of the page when unclosed). */
  readonly end: number;
  readonly closed: boolean;
  /** The page offset of an offset in the parsed YAML (see `lenientContent`). */
  readonly pageOffset: (yamlOffset: number) => number;
  /** YAML syntax errors, at page offsets. */
  readonly errors: readonly { readonly start: number; readonly end: number; readonly message: string }[];
}

export interface Frontmatter extends FrontmatterBlock {
  readonly yaml: Document | undefined;
}

const OPENING = /^---([^\r\n]*)\r?\n/;
const CLOSING = /^---[ \t]*\r?$/m;

/** Where the frontmatter block sits in a page: the fences found, nothing parsed. */
function locate(
  text: string,
): { fenceLanguage: string; contentOffset: number; contentEnd: number; end: number; closed: boolean } | undefined {
  const opening = OPENING.exec(text);
  if (!opening) return undefined;
  const contentOffset = opening[0].length;
  const rest = text.slice(contentOffset);
  const closing = CLOSING.exec(rest);
  // an unclosed `---` before anything but a `key:` line is a thematic break, not frontmatter
  if (!closing && !/^[ \t]*[\w"'-][^:\n]*:/.test(rest.replace(/^\s*\n/, ''))) return undefined;
  const fenceLanguage = opening[1].trim();
  if (!closing) return { fenceLanguage, contentOffset, contentEnd: text.length, end: text.length, closed: false };
  return {
    fenceLanguage,
    contentOffset,
    contentEnd: contentOffset + closing.index,
    end: contentOffset + closing.index + closing[0].length,
    closed: true,
  };
}

/** The length of the page's frontmatter block, fences included (0 when there is none). */
export function frontmatterLength(text: string): number {
  return locate(text)?.end ?? 0;
}

export function parseFrontmatter(text: string): Frontmatter | undefined {
  const block = locate(text);
  if (!block) return undefined;
  const { fenceLanguage, contentOffset, end, closed } = block;
  const content = text.slice(contentOffset, block.contentEnd);
  let yaml = fenceLanguage === '' ? parseYaml(content) : undefined;
  let pageOffset = (offset: number) => contentOffset + offset;
  const lenient = yaml && yaml.errors.length > 0 ? lenientContent(content) : undefined;
  if (lenient) {
    const retry = parseYaml(lenient.text);
    if (retry.errors.length === 0) {
      yaml = retry;
      pageOffset = (offset) => contentOffset + offset - lenient.inserted.filter((at) => at < offset).length;
    }
  }
  const errors = (yaml?.errors ?? []).map((e) => ({
    start: pageOffset(e.pos[0]),
    end: pageOffset(Math.max(e.pos[1], e.pos[0] + 1)),
    message: e.message.split('\n')[0],
  }));
  return { fenceLanguage, contentOffset, content, end, closed, yaml, pageOffset, errors };
}

function parseYaml(content: string): Document {
  const { parseDocument, LineCounter } = yamlLibrary();
  return parseDocument(content, {
    // every scalar a string: a plain one is typed as the platform types it (platformScalars.ts)
    schema: 'failsafe',
    keepSourceTokens: false,
    uniqueKeys: false,
    lineCounter: new LineCounter(),
    prettyErrors: false,
  });
}

/**
 * A scalar's value: a quoted or block one as written, a plain one as the platform types it. Fields outlive the YAML
 * tree in the page cache: a string is copied out of it (see `detached`).
 */
function scalarValue(scalar: Scalar): unknown {
  const value =
    scalar.type === 'PLAIN' && typeof scalar.value === 'string' ? platformPlainScalar(scalar.value) : scalar.value;
  return typeof value === 'string' ? detached(value) : value;
}

const TOP_LEVEL_LINE = /^(?:[\w$-][^:#\s]*\s*:|["'][^"']*["']\s*:|[-#\s]|$)/;

/**
 * The service reads frontmatter leniently (js-yaml): a quoted value may continue on lines at column 0, which strict
 * YAML rejects. Such continuation lines are indented by one space for a second parse; `inserted` are the offsets (in
 * the new text) of the added spaces, to map positions back.
 */
function lenientContent(content: string): { text: string; inserted: number[] } | undefined {
  const inserted: number[] = [];
  let text = '';
  let open: string | undefined;
  for (const line of content.split(/(?<=\n)/)) {
    // inside a quoted value every line continues it, one that reads like a key too (`Ex: ...`)
    if (open !== undefined || !TOP_LEVEL_LINE.test(line)) {
      inserted.push(text.length);
      text += ' ';
    }
    open = quoteOpenAfter(line, open);
    text += line;
  }
  return inserted.length > 0 ? { text, inserted } : undefined;
}

const QUOTED_VALUE_START = /^(?:[\w$-][^:#\s]*|"[^"]*"|'[^']*')[ \t]*:[ \t]+(["'])/;

/** The quote a value is still open in after `line` (`open`: the one it was open in before), if any. */
function quoteOpenAfter(line: string, open: string | undefined): string | undefined {
  let quote = open;
  let at = 0;
  if (quote === undefined) {
    const start = QUOTED_VALUE_START.exec(line);
    if (!start) return undefined;
    quote = start[1];
    at = start[0].length;
  }
  for (; at < line.length; at++) {
    const c = line[at];
    if (quote === '"' && c === '\\') at++;
    else if (c === quote && quote === "'" && line[at + 1] === "'") at++;
    else if (c === quote) return undefined;
  }
  return quote;
}

export interface FrontmatterField {
  readonly key: string;
  /** A scalar's value; undefined for a mapping or a sequence (never converted: aliases could expand without bound). */
  readonly value: unknown;
  readonly valueKind: 'scalar' | 'map' | 'seq' | 'none';
  /** Offsets of a scalar's text without its quotes. */
  readonly contentStart: number;
  readonly contentEnd: number;
  /** Offsets of the value in the page (not in the YAML content). */
  readonly valueStart: number;
  readonly valueEnd: number;
  readonly keyStart: number;
  readonly keyEnd: number;
}

/** The top-level fields of a frontmatter block (of the page `text`), with page offsets. */
export function frontmatterFields(fm: Frontmatter, text: string): FrontmatterField[] {
  const contents = fm.yaml?.contents;
  if (!contents) return [];
  const { isAlias, isMap, isScalar, isSeq } = yamlLibrary();
  if (!isMap(contents)) return [];
  const fields: FrontmatterField[] = [];
  for (const pair of contents.items) {
    if (!isScalar(pair.key)) continue;
    const key = String((pair.key as Scalar).value);
    const [keyStart, keyEnd] = ((pair.key as Scalar).range ?? [0, 0]).map(fm.pageOffset);
    const written = pair.value as { range?: [number, number, number] } | null;
    const valueNode = isAlias(written) ? written.resolve(fm.yaml!) : written;
    const [valueStart, parsedEnd] = written?.range ? written.range.map(fm.pageOffset) : [keyEnd, keyEnd];
    // a block scalar's range takes in the line break after its last line (and blank lines): an edit of the value
    // must leave them, or the next key joins its line
    const valueEnd = isBlockScalar(written) ? withoutTrailingLineBreaks(text, valueStart, parsedEnd) : parsedEnd;
    const valueKind = isScalar(valueNode) ? 'scalar' : isMap(valueNode) ? 'map' : isSeq(valueNode) ? 'seq' : 'none';
    const quoted = isScalar(written) && (written.type === 'QUOTE_DOUBLE' || written.type === 'QUOTE_SINGLE') ? 1 : 0;
    const start = valueStart;
    const end = valueEnd;
    fields.push({
      key,
      value: isScalar(valueNode) ? scalarValue(valueNode) : valueKind === 'none' ? null : undefined,
      valueKind,
      keyStart,
      keyEnd,
      valueStart: start,
      valueEnd: end,
      contentStart: start + quoted,
      contentEnd: Math.max(start + quoted, end - quoted),
    });
  }
  return fields;
}

function isBlockScalar(node: unknown): boolean {
  const { isScalar } = yamlLibrary();
  return isScalar(node) && (node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL');
}

function withoutTrailingLineBreaks(text: string, start: number, end: number): number {
  while (end > start && (text.charCodeAt(end - 1) === 0x0a || text.charCodeAt(end - 1) === 0x0d)) end--;
  return end;
}

/** A frontmatter block with its fields, as the page cache keeps them. */
export interface FrontmatterRead {
  readonly block: FrontmatterBlock;
  readonly fields: readonly FrontmatterField[];
}

/**
 * The block and fields of a page's frontmatter (undefined when there is none): frontmatter of the plainest kind,
 * lines of `key: "text"`, `key: 'text'` or `key: words` only, is read without the YAML parser, which took a fifth of
 * a whole-site check on small pages; anything else goes through it. Both give the same block and fields
 * (`test/engine/frontmatterRead.test.ts`).
 */
export function readFrontmatter(text: string): FrontmatterRead | undefined {
  const plain = plainFrontmatter(text);
  if (plain) return plain;
  const parsed = parseFrontmatter(text);
  if (!parsed) return undefined;
  const { yaml: _tree, ...block } = parsed;
  return { block, fields: frontmatterFields(parsed, text) };
}

/**
 * `key: value` with a key that YAML reads as that very string (`og:image` too), and a value that is a one-line
 * scalar in any YAML schema: double-quoted without escapes, single-quoted without `''` (spaces after either are not
 * the value's), `true` or `false`, or plain words (a letter, `_` or `/` first, as in `__init__` or `/path`: never a
 * number, a boolean or null; printable characters, no `: ` or ` #` that YAML gives a meaning to, no `:` or space
 * last, not `null` or a word some YAML reads as a boolean).
 */
const PLAIN_LINE =
  // eslint-disable-next-line no-control-regex -- control characters are what a plain value must not hold
  /^([A-Za-z][A-Za-z0-9_-]*(?::[A-Za-z0-9_-]+)*):( +)(?:"([^"\\\r\n]*)" *|'([^'\r\n]*)' *|(true|false)|([A-Za-z_/](?:[^\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]|[\ud800-\udbff][\udc00-\udfff])*))$/;
/** What YAML gives plain words their own meaning with (a mapping, a comment; trailing space is not the value's). */
const NOT_WORDS = /: | #|[: ]$/;
const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n)$/i;

export function plainFrontmatter(text: string): FrontmatterRead | undefined {
  const block = locate(text);
  if (!block || !block.closed || block.fenceLanguage !== '') return undefined;
  const { contentOffset } = block;
  const content = text.slice(contentOffset, block.contentEnd);
  const fields: FrontmatterField[] = [];
  let lineStart = 0;
  for (const rawLine of content.split('\n')) {
    const at = contentOffset + lineStart;
    lineStart += rawLine.length + 1;
    // a page saved with CRLF line ends: the `\r` ends the line as YAML reads it (a lone `\r` stays the parser's)
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    if (line === '') continue;
    const match = PLAIN_LINE.exec(line);
    if (!match) return undefined;
    const [, key, spaces, doubleQuoted, singleQuoted, flag, words] = match;
    if (RESERVED.test(key) || (words !== undefined && (RESERVED.test(words) || NOT_WORDS.test(words))))
      return undefined;
    const written = doubleQuoted ?? singleQuoted ?? flag ?? words;
    const quoted = doubleQuoted !== undefined || singleQuoted !== undefined ? 1 : 0;
    const value = flag === undefined ? written : flag === 'true';
    const valueStart = at + key.length + 1 + spaces.length;
    const valueEnd = valueStart + written.length + 2 * quoted;
    fields.push({
      key,
      value,
      valueKind: 'scalar',
      keyStart: at,
      keyEnd: at + key.length,
      valueStart,
      valueEnd,
      contentStart: valueStart + quoted,
      contentEnd: valueEnd - quoted,
    });
  }
  const { fenceLanguage, end, closed } = block;
  const pageOffset = (offset: number) => contentOffset + offset;
  return { block: { fenceLanguage, contentOffset, content, end, closed, pageOffset, errors: [] }, fields };
}

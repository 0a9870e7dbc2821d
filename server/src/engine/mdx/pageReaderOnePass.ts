// A page's links, anchors and imports read by one pass over its text, for the pages made of what docs sites write:
// paragraphs, ATX and setext headings, lists and block quotes, fenced code, JSX tags and `{expressions}`, links,
// images and reference definitions, inline code and math, emphasis, import/export blocks, GFM tables (each cell read
// as inline content of its own, as GFM splits a row at its pipes) and bare URLs. micromark's MDX tokenizer
// reads about 1 MB of text per CPU second (a list item costs it some 20 events); this reader is many times faster,
// and a whole-site check spends most of its time here.
//
// It follows micromark's rules with MDX's changes (no indented code, so indentation never makes code; no HTML, no
// autolinks: `<` always starts a JSX tag), step by step where they decide what a page holds: containers and lazy
// lines, what ends a paragraph, fences, tags, where an expression ends (acorn decides, as in micromark), link
// resources and references, emphasis (for headings' text, and the tree builder's refusal of emphasis across an
// element's tags), and GFM's: a table's rows and where it ends, a bare URL's run (where it takes in what would be
// syntax, the page is micromark's). It reads a page with CRLF line endings as the same page with LF ones, at the
// page's offsets. Wherever a page holds anything else (math blocks, a carriage return that ends no line, a tab where
// a container would count its columns, a tag the tree builder could reject, GFM's footnotes...) it gives up and
// returns undefined, and the page goes to micromark, whose verdict stands: it also gives up wherever micromark could
// stop with a syntax error, so a page it reads is a valid page. `test/engine/pageReaderOnePass.test.ts` compares
// both readers on every shape of page and on the corpus.
import { decodeString } from 'micromark-util-decode-string';
import { normalizeIdentifier } from 'micromark-util-normalize-identifier';
import { parseEntities } from 'parse-entities';
import { isWhitespace } from '../text';
import { acornJsx } from './acornJsx';
import { withoutCustomHeadingIds } from './anchorIds';
import { ContentNode, contentOfNodes, OtherAttribute, PageContent, StringAttribute } from './pageReader';

const TAB = 9;
const SPACE = 32;
const LF = 10;
const BANG = 33;
const HASH = 35;
const DOLLAR = 36;
const AMP = 38;
const LPAREN = 40;
const RPAREN = 41;
const STAR = 42;
const PLUS = 43;
const COMMA = 44;
const DASH = 45;
const DOT = 46;
const SLASH = 47;
const COLON = 58;
const LT = 60;
const EQ = 61;
const GT = 62;
const LBRACKET = 91;
const BACKSLASH = 92;
const RBRACKET = 93;
const UNDERSCORE = 95;
const BACKTICK = 96;
const LBRACE = 123;
const RBRACE = 125;
const TILDE = 126;
const PIPE = 124;
const CARET = 94;

/** Thrown where the page holds something this reader leaves to micromark; caught in `quickPageContent` only. */
class LeftToMicromark {}
const GIVE_UP = new LeftToMicromark();

function giveUp(): never {
  throw GIVE_UP;
}

/**
 * The page's content, or undefined where micromark must read it (see above). Read from the end of the frontmatter
 * (`frontmatterEnd`) in the page's own text, which the content's strings then share: a copy with the frontmatter
 * blanked out, as micromark is given, would be kept alive by them, doubling what a whole-site check holds.
 */
export function quickPageContent(text: string, frontmatterEnd: number): PageContent | undefined {
  // a byte order mark: micromark drops it and counts its offsets without it
  if (frontmatterEnd === 0 && text.charCodeAt(0) === 0xfeff) return undefined;
  if (!text.includes('\r\n')) {
    const nodes = quickNodes(text, frontmatterEnd);
    return nodes && contentOfNodes(text, frontmatterEnd, nodes);
  }
  const lineFeedPage = withLineFeeds(text, frontmatterEnd);
  const nodes = quickNodes(lineFeedPage.text, lineFeedPage.start);
  const inPage = nodes && nodesInPage(nodes, text, lineFeedPage);
  return inPage && contentOfNodes(text, frontmatterEnd, inPage);
}

/** The nodes of a page whose lines all end with `\n`, read from `start`; undefined where micromark must read it. */
function quickNodes(text: string, start: number): Node[] | undefined {
  // carriage returns and other control characters (tabs: see `line`)
  CONTROL_CHARACTER.lastIndex = start;
  if (CONTROL_CHARACTER.test(text)) return undefined;
  try {
    return new QuickReader(withoutCustomHeadingIds(text), start).read();
  } catch (error) {
    if (error === GIVE_UP) return undefined;
    throw error;
  }
}

/** What GFM takes into a bare URL's link that this reader would read as syntax: code, math, expressions, links. */
const LITERAL_LINK_SYNTAX = new Set([LBRACE, BACKTICK, DOLLAR, LBRACKET, BANG]);
/** In a heading, also what would change its text: emphasis, escapes, character references. */
const HEADING_LITERAL_LINK_SYNTAX = new Set([...LITERAL_LINK_SYNTAX, STAR, UNDERSCORE, BACKSLASH, AMP]);

/**
 * A bare URL (`https://...`, `www....`) of a page: where it starts, and where its run (up to a space or a `<`) first
 * holds what this reader would read as syntax (`at`), in a heading (`headingAt`): GFM makes all of the run a link's
 * text. Whether the URL stands in text (not in code, a tag, a link's destination) the reader tells as it reads.
 */
interface LiteralLinkRun {
  readonly url: number;
  readonly at: number;
  readonly headingAt: number;
}

/** The bare URLs from `start` on whose runs hold syntax, in order; one pass, each URL's run read once. */
function literalLinkRuns(s: string, start: number): LiteralLinkRun[] {
  const found: LiteralLinkRun[] = [];
  let scheme = s.indexOf('://', start);
  let www = s.indexOf('www.', start);
  while (scheme >= 0 || www >= 0) {
    const url = scheme < 0 ? www : www < 0 ? scheme : Math.min(scheme, www);
    let at = -1;
    let headingAt = -1;
    let end = url;
    for (; end < s.length; end++) {
      const code = s.charCodeAt(end);
      if (code === LT || isWhitespace(code)) break;
      if (headingAt < 0 && HEADING_LITERAL_LINK_SYNTAX.has(code)) headingAt = end;
      if (LITERAL_LINK_SYNTAX.has(code)) {
        at = end;
        break;
      }
    }
    if (headingAt >= 0) found.push({ url, at, headingAt });
    // the next URL after this one's run: each search goes on from there, never over the same text twice
    if (scheme >= 0 && scheme <= end) scheme = s.indexOf('://', end + 1);
    if (www >= 0 && www <= end) www = s.indexOf('www.', end + 1);
  }
  return found;
}

/** A page read with `\n` for each of its `\r\n`s. */
interface LineFeedPage {
  readonly text: string;
  /** Where the reading starts. */
  readonly start: number;
  /** The page's offset for one of `text` (each `\r\n` before it moves it by one). */
  readonly pageOffset: (offset: number) => number;
}

/**
 * The page with each `\r\n` written `\n`, which is all this reader reads: micromark reads both line endings alike,
 * and both end a line of LSP positions, whose characters they follow. A frontmatter ends before its closing line's
 * `\r`, or between it and its `\n`: the reading starts before the `\n` either way.
 */
function withLineFeeds(text: string, frontmatterEnd: number): LineFeedPage {
  /** The offsets, in the text with line feeds, of the `\n`s the page writes `\r\n`. */
  const lineFeeds: number[] = [];
  let beforeStart = 0;
  for (let at = text.indexOf('\r\n'); at >= 0; at = text.indexOf('\r\n', at + 2)) {
    if (at < frontmatterEnd) beforeStart++;
    lineFeeds.push(at - lineFeeds.length);
  }
  return {
    text: text.replaceAll('\r\n', '\n'),
    start: frontmatterEnd - beforeStart,
    pageOffset: (offset) => offset + lastAtOrBefore(lineFeeds, offset - 1, (at) => at) + 1,
  };
}

/**
 * The nodes read in the text with line feeds, at the page's offsets and with its strings; undefined where a
 * heading's text over lines cannot be told (see `headingTextInPage`).
 */
function nodesInPage(nodes: readonly Node[], page: string, lineFeedPage: LineFeedPage): Node[] | undefined {
  const { pageOffset } = lineFeedPage;
  const inPage: Node[] = [];
  for (const node of nodes) {
    if (node.type === 'esm') {
      // the block as the page writes it: its line endings, and the offsets of its imports inside it
      const start = pageOffset(node.start);
      inPage.push({ ...node, value: page.slice(start, pageOffset(node.start + node.value.length)), start });
    } else if (node.type === 'element')
      inPage.push({
        ...node,
        start: pageOffset(node.start),
        end: pageOffset(node.end),
        attributes: node.attributes.map((attribute) => ({
          ...attribute,
          start: attribute.start === undefined ? undefined : pageOffset(attribute.start),
          end: attribute.end === undefined ? undefined : pageOffset(attribute.end),
        })),
        others: node.others?.map((other) => ({ ...other, start: pageOffset(other.start) })),
      });
    else if (node.type === 'heading') {
      const text = node.text.includes('\n') ? headingTextInPage(node, lineFeedPage) : node.text;
      if (text === undefined) return undefined;
      inPage.push({ ...node, text, start: pageOffset(node.start), end: pageOffset(node.end) });
    } else inPage.push({ ...node, start: pageOffset(node.start), end: pageOffset(node.end) });
  }
  return inPage;
}

/**
 * The text of a heading over lines (a setext one) as micromark's tree holds it: each line ending kept as the page
 * writes it. Told where every line ending of the heading is a `\r\n` and no character reference (`&#10;`) could
 * have made a `\n` of the text; undefined elsewhere (LF and CRLF mixed in the heading), left to micromark.
 */
function headingTextInPage(heading: HeadingNode, { text, pageOffset }: LineFeedPage): string | undefined {
  const source = text.slice(heading.start, heading.end);
  const crlfs = pageOffset(heading.end) - heading.end - (pageOffset(heading.start) - heading.start);
  if (source.includes('&') || source.split('\n').length - 1 !== crlfs) return undefined;
  return heading.text.replaceAll('\n', '\r\n');
}

const CONTROL_CHARACTER = /[^\t\n\x20-\x7e\x80-\uffff]/g;

type Node = ContentNode;
type ElementNode = Extract<Node, { type: 'element' }>;
type HeadingNode = Extract<Node, { type: 'heading' }>;

/** A list (micromark's container state): its kind and marker, and the fields of its current item. */
interface List {
  readonly kind: 'list';
  readonly ordered: boolean;
  readonly marker: number;
  /** The current item's content indent. */
  size: number;
  initialBlankLine: boolean;
  furtherBlankLines: boolean;
}

/** A block quote: each of its lines starts with `>` (else it is a lazy line). */
interface Quote {
  readonly kind: 'quote';
}

type Container = List | Quote;

/** A JSX tag read whole. */
interface Tag {
  readonly name: string;
  readonly closing: boolean;
  readonly selfClosing: boolean;
  readonly attributes: StringAttribute[];
  readonly others: OtherAttribute[];
  readonly start: number;
  readonly end: number;
}

/** An element opened by a tag on a line of its own, with the number of list items around it. */
interface OpenFlowElement {
  readonly node: ElementNode;
  readonly depth: number;
}

type Flow =
  | { kind: 'none' }
  /** `table`: since a delimiter row, the paragraph is a GFM table of that many columns, read cell by cell. */
  | { kind: 'paragraph'; lines: [number, number][]; table?: number }
  | { kind: 'fence'; marker: number; size: number };

const ACORN_OPTIONS = { ecmaVersion: 2024, sourceType: 'module', locations: true, preserveParens: true } as const;
const ESM_TYPES = new Set([
  'ExportAllDeclaration',
  'ExportDefaultDeclaration',
  'ExportNamedDeclaration',
  'ImportDeclaration',
]);

class QuickReader {
  private readonly nodes: Node[] = [];
  private readonly containers: Container[] = [];
  /** Whether micromark's flow tokenizer exists for the innermost container (closed when a container starts). */
  private flowExists = false;
  private flow: Flow = { kind: 'none' };
  private readonly openElements: OpenFlowElement[] = [];
  private readonly importedNames: string[] = [];
  /** The identifiers of the page's reference definitions (read before any text: a reference may come first). */
  readonly defined = new Set<string>();
  /** A list item starts with `[x]` or `[X]`, GFM's mark of a task done. */
  private taskMarkers = false;
  /** The page's bare URLs whose runs hold syntax, found when a paragraph or heading is first read. */
  private literalLinks: LiteralLinkRun[] | undefined;
  /** Paragraphs and headings, read once every definition is known; their nodes go in at `nodeIndex`. */
  private readonly inlineJobs: { lines: [number, number][]; heading?: HeadingNode; nodeIndex: number }[] = [];
  private nextTab: number;

  /** `body`: the text with custom heading ids blanked out (`withoutCustomHeadingIds`), read from `start` on. */
  constructor(
    private readonly body: string,
    private readonly start: number,
  ) {
    this.nextTab = body.indexOf('\t', start);
  }

  /** The page's nodes in document order. */
  read(): Node[] {
    const body = this.body;
    let lineStart = this.start;
    while (lineStart <= body.length) lineStart = this.line(lineStart, lineEndAt(body, lineStart));
    this.closeFlow();
    this.exitContainers(0);
    if (this.openElements.length > 0) giveUp();
    if (this.taskMarkers && this.defined.has(normalizeIdentifier('x'))) giveUp();
    // last to first, so that the places where earlier ones go in hold
    for (const job of this.inlineJobs.reverse()) {
      const inline = this.inline(job.lines, job.heading !== undefined);
      if (job.heading) job.heading.text = inline.text;
      this.nodes.splice(job.nodeIndex, 0, ...inline.nodes);
    }
    return this.nodes;
  }

  /** One line (`start`..`end`, the offset of its line ending); returns where the next line to read starts. */
  private line(start: number, end: number): number {
    const body = this.body;
    if (this.nextTab >= 0 && this.nextTab < start) this.nextTab = body.indexOf('\t', start);
    // a tab counts to the next column stop of 4, which decides what belongs to a list: read as those columns where
    // it indents a line, left to micromark anywhere else a container would count it (a quote's prefix, after a
    // list marker); outside containers nothing is counted and it is whitespace like a space
    const tabbed = this.nextTab >= 0 && this.nextTab < end;
    if (tabbed && this.containers.some((container) => container.kind === 'quote')) giveUp();
    const text = skipSpaces(body, start, end);
    const width = tabbed ? columnsOf(body, start, text) : text - start;
    let at = start;
    /** Columns of the line taken by the containers that went on (with no tab before `at`: `at - start`). */
    let used = 0;
    let continued = 0;
    for (; continued < this.containers.length; continued++) {
      const container = this.containers[continued];
      if (container.kind === 'quote') {
        const next = quoteContinuation(body, at, end);
        if (next < 0) break;
        at = next;
        used = at - start;
        continue;
      }
      const whitespace = tabbed ? width - used : skipSpaces(body, at, end) - at;
      const taken = this.continueItem(container, whitespace, text === end);
      if (taken >= 0) {
        used += taken;
        at = tabbed ? text : at + taken;
        continue;
      }
      // not in the current item: a next item of the same list?
      const markerAt = skipSpaces(body, at, end);
      const item = this.listStart(container, markerAt, whitespace, end, false);
      if (item < 0) break;
      if (tabbed && body.slice(markerAt, item).includes('\t')) giveUp();
      this.closeFlow();
      this.exitContainers(continued + 1);
      this.leaveItem(continued);
      at = item;
      continued++;
      break;
    }
    let interrupt = false;
    if (continued === this.containers.length && this.flowExists) {
      if (this.flow.kind === 'fence') return this.fenceLine(at, end);
      // what cannot interrupt a paragraph (a list starting at 2, an empty item) ends a table
      interrupt = this.flow.kind === 'paragraph' && this.flow.table === undefined;
    }
    const containerAt = skipSpaces(body, at, end);
    const indent = tabbed && at <= text ? width - used : containerAt - at;
    const opened = this.containerStart(containerAt, indent, end, interrupt);
    if (!opened) return this.flowLine(at, end, continued);
    if (tabbed && body.slice(containerAt, skipSpaces(body, opened.end, end)).includes('\t')) giveUp();
    this.closeFlow();
    this.exitContainers(continued);
    this.containers.push(opened.container);
    // more containers on the same line: quotes in a quote (`>>> x`, a Python prompt) are read; any other (`- - x`,
    // `> 1. x`) is rare, left to micromark
    let contentAt = opened.end;
    for (;;) {
      const nestedAt = skipSpaces(body, contentAt, end);
      const nested = this.containerStart(nestedAt, nestedAt - contentAt, end, interrupt);
      if (!nested) break;
      if (nested.container.kind !== 'quote' || opened.container.kind !== 'quote') giveUp();
      if (tabbed && body.slice(contentAt, skipSpaces(body, nested.end, end)).includes('\t')) giveUp();
      this.containers.push(nested.container);
      contentAt = nested.end;
    }
    return this.flowLine(contentAt, end, this.containers.length);
  }

  /** A new container at `at` (after `indent` spaces): a block quote or a list item, and where its content starts. */
  private containerStart(
    at: number,
    indent: number,
    end: number,
    interrupt: boolean,
  ): { container: Container; end: number } | undefined {
    if (at >= end) return undefined;
    const code = this.body.charCodeAt(at);
    if (code === GT)
      return { container: { kind: 'quote' }, end: at + (this.body.charCodeAt(at + 1) === SPACE ? 2 : 1) };
    // what no list item starts with (most lines): answered without making a list to try
    if (code !== STAR && code !== PLUS && code !== DASH && !isDigit(code)) return undefined;
    const list = newList();
    const item = this.listStart(list, at, indent, end, interrupt);
    return item < 0 ? undefined : { container: list, end: item };
  }

  /**
   * micromark's list item continuation, for a line whose indentation (past the containers that went on) is
   * `whitespace` columns: the columns the item takes of it, or -1 when the line is not in the current item.
   */
  private continueItem(list: List, whitespace: number, blank: boolean): number {
    if (blank) {
      list.furtherBlankLines = list.furtherBlankLines || list.initialBlankLine;
      return Math.min(whitespace, list.size);
    }
    const indented = !list.furtherBlankLines && whitespace > 0;
    list.furtherBlankLines = false;
    list.initialBlankLine = false;
    return indented && whitespace >= list.size ? list.size : -1;
  }

  /**
   * micromark's list item start at `at` (after `indent` spaces), for a new list (`list` fresh, filled in here) or a
   * next item of `list`: the position after the item's prefix, or -1.
   */
  private listStart(list: List, at: number, indent: number, end: number, interrupt: boolean): number {
    const body = this.body;
    if (at >= end) return -1;
    const code = body.charCodeAt(at);
    const isNew = list.marker === 0;
    const bullet = code === STAR || code === PLUS || code === DASH;
    const ordered = isNew ? !bullet : list.ordered;
    let markerAt = at;
    if (!ordered) {
      if (!isNew && code !== list.marker) return -1;
      if (!bullet) return -1;
      if ((code === STAR || code === DASH) && thematicBreak(body, at, end)) return -1;
    } else {
      if (!isDigit(code) || (interrupt && code !== 0x31)) return -1;
      while (markerAt < end && isDigit(body.charCodeAt(markerAt)) && markerAt - at < 9) markerAt++;
      const marker = body.charCodeAt(markerAt);
      if (markerAt >= end || (interrupt && markerAt - at >= 2)) return -1;
      if (isNew ? marker !== DOT && marker !== RPAREN : marker !== list.marker) return -1;
    }
    const markerCode = body.charCodeAt(markerAt);
    const afterMarker = markerAt + 1;
    const text = skipSpaces(body, afterMarker, end);
    let size: number;
    let initialBlankLine = false;
    if (text === end) {
      if (interrupt) return -1;
      initialBlankLine = true;
      size = indent + 1 + (afterMarker - at);
    } else {
      if (text === afterMarker) return -1;
      size = indent + (text - at);
    }
    if (isNew) Object.assign(list, { ordered, marker: markerCode });
    list.size = size;
    list.initialBlankLine = initialBlankLine;
    list.furtherBlankLines = false;
    return initialBlankLine ? afterMarker : text;
  }

  /** Containers from `depth` on end: an element opened inside them would be left open (the tree builder's error). */
  private exitContainers(depth: number): void {
    if (this.containers.length > depth) this.leaveItem(depth);
    this.containers.length = Math.min(this.containers.length, depth);
  }

  /** The item at `depth` ends (a next item starts, or its list ends). */
  private leaveItem(depth: number): void {
    if (this.openElements.some((element) => element.depth > depth)) giveUp();
  }

  private closeFlow(): void {
    this.endParagraph();
    this.flow = { kind: 'none' };
    this.flowExists = false;
  }

  /** A line of a fenced code block (all its containers go on): its closing fence, or code. */
  private fenceLine(at: number, end: number): number {
    const flow = this.flow as Extract<Flow, { kind: 'fence' }>;
    const body = this.body;
    const sequence = skipSpaces(body, at, end);
    let after = sequence;
    while (after < end && body.charCodeAt(after) === flow.marker) after++;
    if (after - sequence >= flow.size && skipSpaces(body, after, end) === end) this.flow = { kind: 'none' };
    return end + 1;
  }

  /** The flow part of a line (after its containers); `continued`: how many lists went on (fewer: a lazy line). */
  private flowLine(at: number, end: number, continued: number): number {
    const body = this.body;
    const lazy = continued < this.containers.length;
    this.flowExists = true;
    const flow = this.flow;
    const first = skipSpaces(body, at, end);
    if (flow.kind === 'paragraph') {
      if (first < end) {
        if (flow.table !== undefined) {
          // a lazy line ends a table (its rows are never lazy), an underline under one is left to micromark, and
          // what ends a paragraph ends a table (lists aside: see `line`)
          if (setextUnderline(body, first, end)) giveUp();
          if (!lazy && !this.interrupts(first, end)) {
            this.tableRow(first, end);
            return end + 1;
          }
        } else {
          if (!lazy && setextUnderline(body, first, end)) return this.setextHeading(flow.lines, first, end);
          if (!this.interrupts(first, end)) {
            if (!lazy && this.tableStart(flow, first, end)) return end + 1;
            flow.lines.push([first, end]);
            return end + 1;
          }
        }
      }
      this.endParagraph();
    }
    // a lazy line that does not go on with a paragraph ends the containers that did not go on (and a fence in them)
    if (lazy) this.exitContainers(continued);
    return this.construct(at, first, end);
  }

  /** A flow construct starting at `first` (the first non-space of the line). */
  private construct(at: number, first: number, end: number): number {
    const body = this.body;
    this.flow = { kind: 'none' };
    if (first === end) return end + 1;
    const code = body.charCodeAt(first);
    if (code === DOLLAR && body.charCodeAt(first + 1) === DOLLAR) giveUp(); // math
    if (code === HASH) {
      const heading = this.atxHeading(first, end);
      if (heading) return end + 1;
    }
    if ((code === BACKTICK || code === TILDE) && fenceOpening(body, first, end)) {
      let size = 0;
      while (body.charCodeAt(first + size) === code) size++;
      this.flow = { kind: 'fence', marker: code, size };
      return end + 1;
    }
    if ((code === STAR || code === DASH || code === UNDERSCORE) && thematicBreak(body, first, end)) return end + 1;
    if (code === LT || code === LBRACE) {
      const next = this.flowTags(first, end);
      if (next >= 0) return next;
    }
    if (first === at && this.containers.length === 0 && esmStart(body, first, end)) return this.esm(first);
    // a task list item's `[x]` (GFM) is no reference to a definition `[x]`: read unless the page has one
    if (code === LBRACKET && this.containers.some((c) => c.kind === 'list') && taskMarker(body, first, end))
      this.taskMarkers = true;
    this.flow = { kind: 'paragraph', lines: [[first, end]] };
    return end + 1;
  }

  /** Whether the line (at its first non-space `first`) starts a construct that ends a paragraph. */
  private interrupts(first: number, end: number): boolean {
    const body = this.body;
    const code = body.charCodeAt(first);
    if (code === DOLLAR && body.charCodeAt(first + 1) === DOLLAR) giveUp(); // math
    if (code === HASH) return atxSequence(body, first, end) > 0;
    if (code === BACKTICK || code === TILDE) return fenceOpening(body, first, end);
    if (code === STAR || code === DASH || code === UNDERSCORE) return thematicBreak(body, first, end);
    if (code === LT || code === LBRACE) return this.flowItems(first, end) !== undefined;
    return false;
  }

  /** An ATX heading at `first`, if the line is one. */
  private atxHeading(first: number, end: number): boolean {
    const body = this.body;
    const depth = atxSequence(body, first, end);
    if (depth === 0) return false;
    const textStart = skipSpaces(body, first + depth, end);
    let textEnd = trimEnd(body, textStart, end);
    // a closing sequence: `#`s at the end, after a space (or all there is)
    let sequence = textEnd;
    while (sequence > textStart && body.charCodeAt(sequence - 1) === HASH) sequence--;
    if (sequence < textEnd && (sequence === textStart || isSpaceOrTab(body.charCodeAt(sequence - 1))))
      textEnd = trimEnd(body, textStart, sequence);
    const node: HeadingNode = { type: 'heading', text: '', depth, start: first, end };
    this.nodes.push(node);
    if (textStart < textEnd)
      this.inlineJobs.push({ lines: [[textStart, textEnd]], heading: node, nodeIndex: this.nodes.length });
    return true;
  }

  /**
   * Tags and `{expressions}` alone on their line (micromark's JSX flow and flow expressions; one may run over lines):
   * read them and return where the next line starts, or -1 when the line is a paragraph's.
   */
  private flowTags(first: number, end: number): number {
    const items = this.flowItems(first, end);
    if (!items) return -1;
    for (const tag of items.tags) this.flowTag(tag);
    this.skipTagLines(first, items.last);
    return items.last + 1;
  }

  /**
   * The tags of a line of tags and expressions at `first`, and the end of its last line; undefined when text follows
   * them (the line is a paragraph's). After an expression only a tag may follow, as in micromark.
   */
  private flowItems(first: number, end: number): { tags: Tag[]; last: number } | undefined {
    const body = this.body;
    const tags: Tag[] = [];
    let at = first;
    let lineEnd = end;
    let afterExpression = false;
    for (;;) {
      let itemEnd: number;
      if (body.charCodeAt(at) === LT) {
        const next = body.charCodeAt(at + 1);
        if (next === SPACE || next === TAB || next === LF) return undefined; // `< ` is no tag
        const tag = this.tag(at, true);
        tags.push(tag);
        itemEnd = tag.end;
        afterExpression = false;
      } else {
        itemEnd = this.expression(body, at, body.length, true, true);
        afterExpression = true;
      }
      if (itemEnd > lineEnd) lineEnd = lineEndAt(body, itemEnd);
      at = skipSpaces(body, itemEnd, lineEnd);
      if (at === lineEnd) return { tags, last: lineEnd };
      const code = body.charCodeAt(at);
      if (code !== LT && (code !== LBRACE || afterExpression)) return undefined;
    }
  }

  /**
   * An expression at `at` (a `{`), as micromark reads it with acorn: it ends at the first `}` before which acorn reads
   * one whole expression (or only comments and spaces, where `allowEmpty`). Returns the offset after that `}`. `flow`:
   * a line it runs onto must go on in every list (else micromark reports a lazy line).
   */
  expression(text: string, at: number, limit: number, allowEmpty: boolean, flow: boolean): number {
    let close = at;
    for (let attempt = 0; attempt < 16; attempt++) {
      close = text.indexOf('}', close + 1);
      if (close < 0 || close >= limit) break;
      const source = text.slice(at + 1, close);
      if (isEmptyCode(source)) {
        if (!allowEmpty) break;
      } else if (!acornReadsExpression(source)) continue;
      if (flow)
        for (let line = text.indexOf('\n', at); line >= 0 && line < close; line = text.indexOf('\n', line + 1))
          this.checkTagLine(line + 1);
      return close + 1;
    }
    return giveUp();
  }

  /** The lines a tag ran over went on in every list (checked by `tag`): their items' blank-line state resets. */
  private skipTagLines(first: number, last: number): void {
    if (this.body.indexOf('\n', first) < last)
      for (const list of this.containers)
        if (list.kind === 'list') {
          list.initialBlankLine = false;
          list.furtherBlankLines = false;
        }
  }

  private flowTag(tag: Tag): void {
    if (tag.closing) {
      const open = this.openElements.pop();
      if (!open || open.node.name !== tag.name || open.depth !== this.containers.length) giveUp();
      open.node.end = tag.end;
      return;
    }
    const node = this.elementNode(tag);
    if (!tag.selfClosing) this.openElements.push({ node, depth: this.containers.length });
  }

  private elementNode(tag: Tag): ElementNode {
    const node: ElementNode = {
      type: 'element',
      name: tag.name,
      attributes: tag.attributes,
      start: tag.start,
      end: tag.end,
      flow: true,
    };
    if (tag.others.length > 0) node.others = tag.others;
    this.nodes.push(node);
    return node;
  }

  /**
   * A JSX tag at `at` (a `<`), as micromark-extension-mdx-jsx reads it. `flow`: a line ending inside the tag must
   * be followed by a line that goes on in every list (else micromark reports a lazy line). Gives up on anything it
   * does not read exactly (micromark would stop with an error, or it is rare).
   */
  private tag(at: number, flow: boolean, limit = this.body.length, text = this.body): Tag {
    const start = at;
    const whitespace = (from: number): number => {
      let i = from;
      for (;;) {
        const code = text.charCodeAt(i);
        if (i >= limit) return i;
        if (code === SPACE || code === TAB) i++;
        else if (code === LF) {
          if (flow) this.checkTagLine(i + 1);
          i++;
        } else return i;
      }
    };
    const name = (from: number): number => {
      let i = from;
      if (i >= limit || !isIdStart(text.charCodeAt(i))) giveUp();
      i++;
      while (i < limit && isIdContinue(text.charCodeAt(i))) i++;
      if (i < limit && text.charCodeAt(i) > 127) giveUp();
      return i;
    };
    let i = at + 1;
    const afterLt = text.charCodeAt(i);
    if (i >= limit || afterLt === SPACE || afterLt === TAB || afterLt === LF) giveUp(); // callers read `< ` as text
    let closing = false;
    i = whitespace(i);
    if (text.charCodeAt(i) === SLASH) {
      closing = true;
      i = whitespace(i + 1);
    }
    let tagName = '';
    if (text.charCodeAt(i) !== GT) {
      const nameEnd = name(i);
      tagName = text.slice(i, nameEnd);
      i = whitespace(nameEnd);
      while (text.charCodeAt(i) === DOT) {
        const memberStart = whitespace(i + 1);
        const memberEnd = name(memberStart);
        tagName += '.' + text.slice(memberStart, memberEnd);
        i = whitespace(memberEnd);
      }
      if (text.charCodeAt(i) === COLON) giveUp();
    }
    const attributes: StringAttribute[] = [];
    const others: OtherAttribute[] = [];
    let selfClosing = false;
    for (;;) {
      if (i >= limit) giveUp();
      const code = text.charCodeAt(i);
      if (code === GT) break;
      if (code === SLASH) {
        selfClosing = true;
        i = whitespace(i + 1);
        if (text.charCodeAt(i) !== GT || i >= limit) giveUp();
        break;
      }
      if (closing || !isIdStart(code)) giveUp(); // attributes on a closing tag, a spread, or no name
      const attributeStart = i;
      const nameEnd = name(i);
      const attributeName = text.slice(i, nameEnd);
      i = whitespace(nameEnd);
      if (text.charCodeAt(i) === COLON) giveUp();
      if (text.charCodeAt(i) !== EQ) {
        others.push({ name: attributeName, kind: 'boolean', start: attributeStart });
        continue;
      }
      i = whitespace(i + 1);
      const quote = text.charCodeAt(i);
      if (quote === 34 || quote === 39) {
        const close = text.indexOf(String.fromCharCode(quote), i + 1);
        if (close < 0 || close >= limit) giveUp();
        const raw = text.slice(i + 1, close);
        if (raw.includes('\n')) giveUp();
        const value = raw.includes('&') ? parseEntities(raw, { nonTerminated: false }) : raw;
        attributes.push({ name: attributeName, value, start: attributeStart, end: close + 1 });
        i = whitespace(close + 1);
      } else if (quote === LBRACE) {
        others.push({ name: attributeName, kind: 'expression', start: attributeStart });
        i = whitespace(this.expression(text, i, limit, false, flow));
      } else giveUp();
    }
    if (closing && selfClosing) giveUp();
    return { name: tagName, closing, selfClosing, attributes, others, start, end: i + 1 };
  }

  /**
   * A line a flow tag or expression runs onto: indented past every list's content (else a lazy line); blank only
   * outside containers (inside one, a blank line changes how the list goes on: left to micromark).
   */
  private checkTagLine(lineStart: number): void {
    const body = this.body;
    const end = lineEndAt(body, lineStart);
    const text = skipSpaces(body, lineStart, end);
    if (text === end && this.containers.length === 0) return;
    if (text === end) giveUp();
    let indent = 0;
    for (const container of this.containers) {
      if (container.kind === 'quote') giveUp(); // its `>`s: rare, left to micromark
      indent += container.size;
    }
    if (columnsOf(body, lineStart, text) < indent) giveUp();
  }

  /** An import/export block at `first` (column 1, outside lists): its lines up to a blank line, checked by acorn. */
  private esm(first: number): number {
    const body = this.body;
    let end = lineEndAt(body, first);
    while (end < body.length) {
      const nextEnd = lineEndAt(body, end + 1);
      if (skipSpaces(body, end + 1, nextEnd) === nextEnd) break;
      end = nextEnd;
    }
    const value = body.slice(first, end);
    const simple = simpleImportNames(value, this.importedNames);
    if (simple) {
      this.importedNames.push(...simple);
      this.nodes.push({ type: 'esm', value, start: first });
      return end + 1;
    }
    const prefix = this.importedNames.length > 0 ? 'var ' + this.importedNames.join(',') + '\n' : '';
    let program: { body: { type: string; specifiers?: { local: { name: string } }[] }[] };
    try {
      program = acornJsx().parse(prefix + value, { ...ACORN_OPTIONS, onComment: [] }) as unknown as typeof program;
    } catch {
      giveUp();
    }
    const statements = prefix ? program.body.slice(1) : program.body;
    for (const statement of statements) {
      if (!ESM_TYPES.has(statement.type)) giveUp();
      if (statement.type === 'ImportDeclaration')
        for (const specifier of statement.specifiers ?? []) this.importedNames.push(specifier.local.name);
    }
    this.nodes.push({ type: 'esm', value, start: first });
    return end + 1;
  }

  /**
   * Whether the paragraph's line at `first` is a GFM table's delimiter row under its last line (`| --- | :-: |`):
   * then the lines before that header row are a paragraph of their own, and the header row and the rows that follow
   * are read cell by cell, as the platform's GFM reads them: a cell's links, tags and expressions end at its pipes,
   * so a `$` or a backtick in one cell pairs with none in another. A delimiter row whose cells the header row does
   * not match, a header row that could be something else, are left to micromark.
   */
  private tableStart(flow: Extract<Flow, { kind: 'paragraph' }>, first: number, end: number): boolean {
    const body = this.body;
    const delimiters = tableCells(body, first, end);
    if (!delimiters) return false;
    for (const [start, stop] of delimiters) if (!DELIMITER_CELL.test(body.slice(start, stop))) return false;
    const [headerStart, headerEnd] = flow.lines[flow.lines.length - 1];
    const header = tableCells(body, headerStart, headerEnd);
    const code = body.charCodeAt(headerStart);
    if (!header || header.length !== delimiters.length || code === LBRACKET || code === LT || code === LBRACE) giveUp();
    if (flow.lines.length > 1) {
      this.flow = { kind: 'paragraph', lines: flow.lines.slice(0, -1) };
      this.endParagraph();
    }
    this.flow = { kind: 'paragraph', lines: [[headerStart, headerEnd]], table: header.length };
    this.tableRow(headerStart, headerEnd, header);
    return true;
  }

  /** A table row's cells, each read as inline content of its own (empty ones, and ones of plain text, aside). */
  private tableRow(first: number, end: number, cells = tableCells(this.body, first, end)): void {
    if (!cells) giveUp();
    // cells of plain text hold nothing to read
    SPECIAL.lastIndex = first;
    const syntax = SPECIAL.exec(this.body);
    if (!syntax || syntax.index >= end) return;
    for (const [start, stop] of cells) {
      if (stop <= syntax.index) continue;
      const from = skipSpaces(this.body, start, stop);
      const to = trimEnd(this.body, from, stop);
      if (from < to) this.inlineJobs.push({ lines: [[from, to]], nodeIndex: this.nodes.length });
    }
  }

  private endParagraph(): void {
    const flow = this.flow;
    if (flow.kind !== 'paragraph') return;
    this.flow = { kind: 'none' };
    if (flow.table !== undefined) return; // read row by row
    const lines = this.afterDefinitions(flow.lines);
    if (lines.length > 0) this.inlineJobs.push({ lines, nodeIndex: this.nodes.length });
  }

  /**
   * The paragraph's lines underlined by a line of `=` (a heading of level 1) or `-` (level 2) at `underline`: a
   * setext heading of the lines after its reference definitions. Returns where the next line starts.
   */
  private setextHeading(lines: [number, number][], underline: number, end: number): number {
    this.flow = { kind: 'none' };
    const paragraph = this.afterDefinitions(lines);
    // definitions alone: the line is a thematic break or a paragraph's text, rare, left to micromark; so is code
    // over lines, which keeps the indentation that these lines start after
    if (paragraph.length === 0) giveUp();
    if (paragraph.length > 1 && paragraph.some(([start, end]) => this.body.slice(start, end).includes('`'))) giveUp();
    // the heading's text ends before the spaces that end its last line
    const [lastStart, lastEnd] = paragraph[paragraph.length - 1];
    const text = [...paragraph.slice(0, -1), [lastStart, trimEnd(this.body, lastStart, lastEnd)] as [number, number]];
    const depth = this.body.charCodeAt(underline) === EQ ? 1 : 2;
    // the tree's heading starts where the paragraph did, before its definitions
    const node: HeadingNode = { type: 'heading', text: '', depth, start: lines[0][0], end };
    this.nodes.push(node);
    this.inlineJobs.push({ lines: text, heading: node, nodeIndex: this.nodes.length });
    return end + 1;
  }

  /** The lines of a paragraph after the reference definitions (`[label]: url`, one after another) that start it. */
  private afterDefinitions(lines: [number, number][]): [number, number][] {
    while (lines.length > 0 && this.body.charCodeAt(lines[0][0]) === LBRACKET) {
      const taken = this.definition(lines);
      if (taken === 0) break;
      lines = lines.slice(taken);
    }
    return lines;
  }

  /**
   * A reference definition at the start of `lines` (micromark's: label, `:`, destination, optional title, then
   * nothing else on its last line): its node and identifier; returns how many lines it took (0: none here).
   */
  private definition(lines: readonly [number, number][]): number {
    const { source, offset } = joinLines(this.body, lines);
    const label = referenceLabel(source, 0);
    if (!label || source.charCodeAt(label.end) !== COLON) return 0;
    if (source.charCodeAt(1) === CARET) giveUp(); // GFM's footnote definition `[^1]: text`: blocks, no link
    const destinationAt = skipWhitespace(source, label.end + 1);
    // a raw destination is neither empty nor starts with `)`
    if (source.charCodeAt(destinationAt) === RPAREN) return 0;
    const destination = linkDestination(source, destinationAt);
    if (destination === UNSURE) giveUp();
    if (!destination || destination.end === destinationAt) return 0;
    const { url, end: afterDestination } = destination;
    const title = linkTitle(source, afterDestination);
    if (title === UNSURE) giveUp();
    const at = title !== undefined && lineEndsAt(source, title) ? title : afterDestination;
    if (!lineEndsAt(source, at)) return 0;
    const end = lineEndAt(source, at);
    const taken = source.slice(0, end).split('\n').length;
    this.defined.add(normalizeIdentifier(source.slice(1, label.end - 1)));
    const start = offset(0);
    this.nodes.push({ type: 'definition', url, start, end: offset(end - 1) + 1 });
    return taken;
  }

  /**
   * The inline content of a paragraph or heading (its lines, without their indentation): links and images, JSX
   * elements; for a heading, its text as the tree gives it (text and inline code, JSX tags left out).
   */
  private inline(lines: readonly [number, number][], heading: boolean): { text: string; nodes: Node[] } {
    const { source, offset } = joinLines(this.body, lines);
    // GFM's strikethrough (`~~x~~`, `~x~`): its tildes are no text of the heading's
    if (heading && source.includes('~')) giveUp();
    return new InlineReader(this, source, offset, heading, this.literalLinksIn(lines, heading)).read();
  }

  /** The bare URLs of `lines` whose runs hold syntax (`literalLinkRuns`), at their places in the joined lines. */
  private literalLinksIn(lines: readonly [number, number][], heading: boolean): { url: number; at: number }[] {
    const runs = (this.literalLinks ??= literalLinkRuns(this.body, this.start));
    const found: { url: number; at: number }[] = [];
    if (runs.length === 0) return found;
    const last = lines[lines.length - 1][1];
    let line = 0;
    let lineInSource = 0;
    for (
      let k = Math.max(
        0,
        lastAtOrBefore(runs, lines[0][0], (run) => run.url),
      );
      k < runs.length;
      k++
    ) {
      const run = runs[k];
      if (run.url < lines[0][0]) continue;
      if (run.url >= last) break;
      const at = heading ? run.headingAt : run.at;
      // a run ends at its line's end: it lies in one of the lines, or between two (a container's prefix)
      while (lines[line][1] < run.url) lineInSource += lines[line][1] - lines[line++][0] + 1;
      if (at < 0 || run.url < lines[line][0]) continue;
      found.push({ url: lineInSource + run.url - lines[line][0], at: lineInSource + at - lines[line][0] });
    }
    return found;
  }

  /** For `InlineReader`: a tag inside a paragraph (line endings allowed), in the paragraph's joined text. */
  textTag(source: string, at: number): Tag {
    return this.tag(at, false, source.length, source);
  }
}

/** A run of `*` or `_` (micromark's attention sequence), and what emphasis took of it. */
interface AttentionRun {
  /** In the source. */
  readonly at: number;
  readonly marker: number;
  readonly length: number;
  /** What is left of it. */
  size: number;
  /** Set by `flank` when emphasis is resolved. */
  open: boolean;
  close: boolean;
  /** Taken from its start by closing emphasis, from its end by opening it. */
  usedStart: number;
  usedEnd: number;
  /** Where it is in a heading's text (-1: in an image's description, not there). */
  plainAt: number;
  /** Resolved, or text between resolved runs (inside a link's label, or between an opener and a closer). */
  done: boolean;
}

/** A `[` or `![` waiting for its `]`. */
interface Opener {
  readonly image: boolean;
  readonly at: number;
  /** Where its text starts (after `[` or `![`). */
  readonly textStart: number;
  readonly nodeIndex: number;
  readonly elements: number;
  /** The length of the heading text before the opener. */
  readonly plain: number;
  active: boolean;
  /** An element open at the opener was closed inside its text: a link here would cross it. */
  crossed: boolean;
}

/** The inline reader of one paragraph or heading (see `QuickReader.inline`). */
class InlineReader {
  private readonly nodes: Node[] = [];
  private readonly openers: Opener[] = [];
  private readonly elements: ElementNode[] = [];
  private plain = '';
  private plainFrom = 0;
  private readonly runs: AttentionRun[] = [];
  /** Where each open element's tag starts in the source, and the spans of the closed ones. */
  private readonly elementStarts: number[] = [];
  private readonly elementSpans: [number, number][] = [];

  constructor(
    private readonly page: QuickReader,
    private readonly source: string,
    private readonly offset: (i: number) => number,
    private readonly heading: boolean,
    /** Bare URLs starting in this text whose runs take in syntax (`at`), in order. */
    private readonly literalLinks: readonly { url: number; at: number }[],
  ) {}

  read(): { text: string; nodes: Node[] } {
    const s = this.source;
    const n = s.length;
    const heading = this.heading;
    const specials = heading ? HEADING_SPECIAL : SPECIAL;
    const swallowed = this.literalLinks;
    let nextSwallowed = 0;
    /** Where the text after the last construct read (code, math, an expression, a tag, a link's resource) starts. */
    let textSince = 0;
    let i = 0;
    while (i < n) {
      specials.lastIndex = i;
      const special = specials.exec(s);
      if (!special) break;
      i = special.index;
      // syntax a bare URL starting in text runs over: GFM makes it part of the URL's link, left to micromark
      while (nextSwallowed < swallowed.length && swallowed[nextSwallowed].at < i) nextSwallowed++;
      if (swallowed[nextSwallowed]?.at === i && swallowed[nextSwallowed].url >= textSince) giveUp();
      const code = s.charCodeAt(i);
      switch (code) {
        case BACKSLASH:
          if (i + 1 < n && isAsciiPunctuation(s.charCodeAt(i + 1))) {
            this.replacePlain(i, i + 2, s[i + 1]);
            i += 2;
          } else if (heading && s.charCodeAt(i + 1) === LF) {
            i = this.replacePlain(i, i + 2, ''); // a hard break: no text
          } else i++;
          continue;
        case LF: {
          // between lines of a setext heading: the spaces and tabs before it are no text, and after two spaces or
          // more (no tab) it is a hard break, no text either
          let trailing = i;
          while (trailing > this.plainFrom && isSpaceOrTab(s.charCodeAt(trailing - 1))) trailing--;
          const hardBreak = i - trailing >= 2 && !s.slice(trailing, i).includes('\t');
          i = this.replacePlain(trailing, i + 1, hardBreak ? '' : '\n');
          continue;
        }
        case AMP: {
          CHARACTER_REFERENCE.lastIndex = i;
          const reference = CHARACTER_REFERENCE.exec(s);
          if (reference) this.replacePlain(i, i + reference[0].length, decodeString(reference[0]));
          i += reference ? reference[0].length : 1;
          continue;
        }
        case LBRACE:
          i = textSince = this.replacePlain(i, this.page.expression(s, i, n, true, false), '');
          continue;
        case DOLLAR: {
          // math: opaque like code, and no part of a heading's text
          const math = inlineSpan(s, i, DOLLAR, false);
          i = textSince = this.replacePlain(i, math.end, math.value === null ? null : '');
          continue;
        }
        case STAR:
        case UNDERSCORE:
          i = this.attentionRun(i, code);
          continue;
        case BACKTICK: {
          const span = inlineSpan(s, i, BACKTICK, true);
          i = textSince = this.replacePlain(i, span.end, span.value);
          continue;
        }
        case LT: {
          const next = s.charCodeAt(i + 1);
          if (i + 1 < n && (next === SPACE || next === TAB || next === LF)) i++;
          else i = textSince = this.replacePlain(i, this.element(i), '');
          continue;
        }
        case BANG:
          if (s.charCodeAt(i + 1) !== LBRACKET) {
            i++;
            continue;
          }
          if (s.charCodeAt(i + 2) === CARET) giveUp(); // `![^1]`: a footnote call after a `!`, left to micromark
          this.openers.push(this.opener(true, i));
          i += 2;
          continue;
        case LBRACKET:
          if (s.charCodeAt(i + 1) === CARET) giveUp(); // GFM's footnote call `[^1]`: no link
          this.openers.push(this.opener(false, i));
          i++;
          continue;
        case RBRACKET: {
          const next = this.labelEnd(i);
          if (next > i + 1) textSince = next; // a link's resource or reference read
          i = next;
          continue;
        }
        default:
          i++;
      }
    }
    this.flushPlain(n);
    if (this.elements.length > 0) giveUp(); // an element left open at the paragraph's end
    if (this.runs.length > 0 && (heading || this.elementSpans.length > 0)) this.resolveAttention(0);
    if (heading) this.dropUsedMarkers();
    return { text: this.plain, nodes: this.nodes };
  }

  /** A run of `*` or `_` at `i`: whether it may open or close emphasis (micromark's attention); returns its end. */
  private attentionRun(i: number, marker: number): number {
    const s = this.source;
    let end = i;
    while (s.charCodeAt(end) === marker) end++;
    this.flushPlain(i);
    const length = end - i;
    this.runs.push({
      at: i,
      marker,
      length,
      size: length,
      open: false,
      close: false,
      usedStart: 0,
      usedEnd: 0,
      plainAt: this.plain.length,
      done: false,
    });
    return end;
  }

  /** Whether a run may open or close emphasis: the characters around it decide (micromark's attention). */
  private flank(run: AttentionRun): void {
    const s = this.source;
    const before = classifyCharacter(s.charCodeAt(run.at - 1));
    const after = classifyCharacter(s.charCodeAt(run.at + run.length));
    const open = !after || (after === 2 && Boolean(before));
    const close = !before || (before === 2 && Boolean(after));
    run.open = run.marker === STAR ? open : open && (Boolean(before) || !close);
    run.close = run.marker === STAR ? close : close && (Boolean(after) || !open);
  }

  /**
   * micromark's emphasis: each closing run, in order, takes the nearest opening run of its marker before it (its
   * rule of three kept); runs between them are then text. Emphasis may not cross an element's tags (the tree builder
   * rejects the page). From run `from` on (those of a link's label are resolved when the link is made).
   */
  private resolveAttention(from: number): void {
    const runs = this.runs;
    for (let k = from; k < runs.length; k++) if (!runs[k].done) this.flank(runs[k]);
    for (let c = from; c < runs.length; c++) {
      const closer = runs[c];
      if (closer.done || !closer.close) continue;
      for (let o = c - 1; o >= from && closer.size > 0; o--) {
        const opener = runs[o];
        if (opener.done || !opener.open || opener.size === 0 || opener.marker !== closer.marker) continue;
        if ((opener.close || closer.open) && closer.size % 3 && !((opener.size + closer.size) % 3)) continue;
        const use = opener.size > 1 && closer.size > 1 ? 2 : 1;
        opener.size -= use;
        opener.usedEnd += use;
        closer.size -= use;
        closer.usedStart += use;
        const start = opener.at + opener.size;
        const end = closer.at + closer.usedStart;
        if (
          this.elementSpans.some(([a, b]) => (a < start && start < b && b < end) || (start < a && a < end && end < b))
        )
          giveUp();
        for (let k = o + 1; k < c; k++) runs[k].done = true;
        o = c;
      }
    }
    for (let k = from; k < runs.length; k++) runs[k].done = true;
  }

  /** The markers emphasis used are no part of a heading's text (right to left, so that earlier places hold). */
  private dropUsedMarkers(): void {
    for (let k = this.runs.length - 1; k >= 0; k--) {
      const run = this.runs[k];
      if (run.plainAt < 0 || run.usedStart + run.usedEnd === 0) continue;
      const right = run.plainAt + run.length;
      this.plain = this.plain.slice(0, right - run.usedEnd) + this.plain.slice(right);
      this.plain = this.plain.slice(0, run.plainAt) + this.plain.slice(run.plainAt + run.usedStart);
    }
  }

  /** A heading's text: the source up to `to` not yet taken. */
  private flushPlain(to: number): void {
    if (this.heading && to > this.plainFrom) this.plain += this.source.slice(this.plainFrom, to);
    this.plainFrom = Math.max(this.plainFrom, to);
  }

  /**
   * For a heading's text: the source `from`..`to` reads as `value` (null: the span stays as written where it is not
   * closed, i.e. `to` is `from` + its marker). Returns `to`.
   */
  private replacePlain(from: number, to: number, value: string | null): number {
    if (!this.heading) return to;
    this.flushPlain(from);
    if (value !== null) {
      this.plain += value;
      this.plainFrom = to;
    }
    return to;
  }

  private opener(image: boolean, at: number): Opener {
    if (this.openers.length > 256) giveUp(); // brackets by the hundred: each link would walk them all
    this.flushPlain(at);
    const nodeIndex = this.nodes.length;
    return {
      image,
      at,
      textStart: at + (image ? 2 : 1),
      nodeIndex,
      elements: this.elements.length,
      plain: this.plain.length,
      active: true,
      crossed: false,
    };
  }

  /** A JSX tag in text at `i`: the element it opens, closes, or both; returns where text goes on. */
  private element(i: number): number {
    const tag = this.page.textTag(this.source, i);
    const start = this.offset(tag.start);
    const end = this.offset(tag.end - 1) + 1;
    if (tag.closing) {
      const open = this.elements.pop();
      if (!open || open.name !== tag.name) giveUp();
      open.end = end;
      this.elementSpans.push([this.elementStarts.pop()!, tag.end]);
      for (const opener of this.openers) if (opener.elements > this.elements.length) opener.crossed = true;
      return tag.end;
    }
    const node: ElementNode = { type: 'element', name: tag.name, attributes: [], start, end, flow: false };
    node.attributes = tag.attributes.map((attribute) => ({
      ...attribute,
      start: this.offset(attribute.start!),
      end: this.offset(attribute.end! - 1) + 1,
    }));
    if (tag.others.length > 0) node.others = tag.others.map((other) => ({ ...other, start: this.offset(other.start) }));
    this.nodes.push(node);
    if (!tag.selfClosing) {
      this.elements.push(node);
      this.elementStarts.push(tag.start);
    }
    return tag.end;
  }

  /**
   * A `]` at `i`: a link or image when its opener is active and a resource follows, or a reference to a definition
   * of the page (full `[t][label]`, collapsed `[label][]`, shortcut `[label]`: no node, they name no target here),
   * as micromark tries them; returns where text goes on.
   */
  private labelEnd(i: number): number {
    const s = this.source;
    const opener = this.openers.pop();
    if (!opener || !opener.active) return i + 1;
    const defined = this.page.defined;
    const shortcut = defined.size > 0 && defined.has(normalizeIdentifier(s.slice(opener.textStart, i)));
    let end = i + 1;
    let url: string | undefined;
    const next = s.charCodeAt(i + 1);
    if (next === LPAREN) {
      const resource = linkResource(s, i + 1);
      if (resource === UNSURE) giveUp();
      if (resource) ({ url, end } = resource);
      else if (!shortcut) return i + 1;
    } else if (next === LBRACKET && defined.size > 0) {
      const label = referenceLabel(s, i + 1);
      if (label && defined.has(normalizeIdentifier(label.text))) end = label.end;
      else if (!shortcut) return i + 1;
      else if (s.charCodeAt(i + 2) === RBRACKET) end = i + 3;
    } else if (!shortcut) return i + 1;
    if (opener.crossed || this.elements.length !== opener.elements) giveUp();
    this.flushPlain(i);
    // emphasis inside the label is resolved there, and its runs are text for what follows
    const inside = lastAtOrBefore(this.runs, opener.at, (run) => run.at) + 1;
    if (inside < this.runs.length) this.resolveAttention(inside);
    const node: Node | undefined =
      url === undefined
        ? undefined
        : {
            type: 'link',
            kind: opener.image ? 'image' : 'link',
            url,
            start: this.offset(opener.at),
            end: this.offset(end - 1) + 1,
          };
    if (opener.image) {
      // nothing inside an image's description is a node of the tree, or a part of a heading's text
      if (this.nodes.length > opener.nodeIndex) giveUp(); // elements or links in it: rare
      if (node) this.nodes.push(node);
      this.plain = this.plain.slice(0, opener.plain);
      for (const run of this.runs) if (run.plainAt >= opener.plain) run.plainAt = -1;
    } else {
      if (node) this.nodes.splice(opener.nodeIndex, 0, node);
      for (const earlier of this.openers) if (!earlier.image) earlier.active = false;
      this.plain = this.plain.slice(0, opener.plain) + this.plain.slice(opener.plain + 1);
      for (const run of this.runs) if (run.plainAt > opener.plain) run.plainAt--;
    }
    this.plainFrom = end;
    return end;
  }
}

/** micromark's character references: named (checked by decoding), decimal, hexadecimal. */
const CHARACTER_REFERENCE = /&(?:#(?:\d{1,7}|[xX][\da-fA-F]{1,6})|[\da-zA-Z]{1,31});/y;

/** The characters where inline reading has something to decide. */
const SPECIAL = /[\\&{$*_`<![\]]/g;
/** The same in a heading's text, whose line endings (a setext heading's) decide what its text holds. */
const HEADING_SPECIAL = /[\\&{$*_`<![\]\n]/g;

/**
 * A code span or inline math at `i` (a run of backticks or dollars): its end and value (line endings kept, one space
 * of padding taken off each end as micromark does); a run with no closing run of its size is text (`value` null).
 */
function inlineSpan(s: string, i: number, marker: number, padding: boolean): { end: number; value: string | null } {
  const markerText = String.fromCharCode(marker);
  let size = 0;
  while (s.charCodeAt(i + size) === marker) size++;
  let search = i + size;
  for (;;) {
    const close = s.indexOf(markerText, search);
    if (close < 0) return { end: i + size, value: null };
    let closeSize = 0;
    while (s.charCodeAt(close + closeSize) === marker) closeSize++;
    if (closeSize === size) {
      let value = s.slice(i + size, close);
      if (padding && value.length > 2 && /^[ \n]/.test(value) && /[ \n]$/.test(value) && /[^ \n]/.test(value))
        value = value.slice(1, -1);
      return { end: close + size, value };
    }
    search = close + closeSize;
  }
}

/** Where the reader does not follow micromark's rules to the end (escapes in `<...>`, deep nesting). */
const UNSURE = 'unsure';

/**
 * A link resource at `i` (the `(` after `]`), as micromark reads it: whitespace, a destination, an optional title,
 * `)`. Undefined where it does not parse (`UNSURE`: see there).
 */
function linkResource(s: string, i: number): { url: string; end: number } | typeof UNSURE | undefined {
  let at = skipWhitespace(s, i + 1);
  let url = '';
  if (s.charCodeAt(at) !== RPAREN) {
    const destination = linkDestination(s, at);
    if (destination === undefined || destination === UNSURE) return destination;
    ({ url, end: at } = destination);
  }
  const title = linkTitle(s, at);
  if (title === UNSURE) return UNSURE;
  at = skipWhitespace(s, title ?? at);
  return s.charCodeAt(at) === RPAREN ? { url, end: at + 1 } : undefined;
}

/** A destination at `at`: `<...>`, or raw with balanced parentheses (maybe empty): its decoded url and its end. */
function linkDestination(s: string, at: number): { url: string; end: number } | typeof UNSURE | undefined {
  if (s.charCodeAt(at) === LT) {
    const close = s.indexOf('>', at + 1);
    if (close < 0) return undefined;
    const raw = s.slice(at + 1, close);
    if (raw.includes('\\')) return UNSURE;
    return /[\n<]/.test(raw) ? undefined : { url: decodeString(raw), end: close + 1 };
  }
  let end = at;
  let depth = 0;
  for (; end < s.length; end++) {
    const code = s.charCodeAt(end);
    if (code <= SPACE || code === 127) break;
    if (code === BACKSLASH && end + 1 < s.length && isAsciiPunctuation(s.charCodeAt(end + 1))) end++;
    else if (code === LPAREN) {
      if (++depth > 32) return UNSURE;
    } else if (code === RPAREN) {
      if (depth === 0) break;
      depth--;
    }
  }
  return depth === 0 ? { url: decodeString(s.slice(at, end)), end } : undefined;
}

/** A title (`"..."`, `'...'`, `(...)`) after whitespace at `at`: where it ends; undefined where none is there. */
function linkTitle(s: string, at: number): number | typeof UNSURE | undefined {
  const start = skipWhitespace(s, at);
  const quote = s.charCodeAt(start);
  if (start === at || (quote !== 34 && quote !== 39 && quote !== LPAREN)) return undefined;
  const closeCode = quote === LPAREN ? RPAREN : quote;
  let close = start + 1;
  for (; close < s.length; close++) {
    const code = s.charCodeAt(close);
    if (code === BACKSLASH) close++;
    else if (code === closeCode) break;
    else if (code === LPAREN && quote === LPAREN) return UNSURE;
  }
  if (close >= s.length || /\n[ \t]*\n/.test(s.slice(start, close))) return undefined;
  return close + 1;
}

/**
 * A link label at `at` (a `[`), as micromark's label factory reads it: no `[` inside, something other than
 * whitespace, at most 999 characters: its raw text and end.
 */
function referenceLabel(s: string, at: number): { text: string; end: number } | undefined {
  let seen = false;
  for (let i = at + 1; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (i - at > 990) giveUp(); // near micromark's limit: left to it
    if (code === LBRACKET) return undefined;
    if (code === RBRACKET) return seen ? { text: s.slice(at + 1, i), end: i + 1 } : undefined;
    if (code !== LF && !isSpaceOrTab(code)) seen = true;
    if (code === BACKSLASH) {
      const next = s.charCodeAt(i + 1);
      if (next === LBRACKET || next === BACKSLASH || next === RBRACKET) i++;
    }
  }
  return undefined;
}

/** The index of the last item whose key is at most `key` (-1: none), in items sorted by key. */
function lastAtOrBefore<T>(items: readonly T[], key: number, keyOf: (item: T) => number): number {
  let low = -1;
  let high = items.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (keyOf(items[middle]) <= key) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Only spaces and tabs from `at` to the end of its line. */
function lineEndsAt(s: string, at: number): boolean {
  const end = lineEndAt(s, at);
  return skipSpaces(s, at, end) === end;
}

/** Lines of the page joined by line endings, with a map from the joined text back to the page. */
function joinLines(
  body: string,
  lines: readonly [number, number][],
): { source: string; offset: (i: number) => number } {
  if (lines.length === 1) {
    const [start, end] = lines[0];
    return { source: body.slice(start, end), offset: (i) => start + i };
  }
  let source = '';
  const starts: number[] = [];
  const offsets: number[] = [];
  for (const [start, end] of lines) {
    if (source) source += '\n';
    starts.push(source.length);
    offsets.push(start);
    source += body.slice(start, end);
  }
  const offset = (i: number): number => {
    const line = lastAtOrBefore(starts, i, (start) => start);
    return offsets[line] + i - starts[line];
  };
  return { source, offset };
}

/** `import Name from '...'` or `import { A, B } from "..."` alone on a line: the statement snippets are imported by. */
const SIMPLE_IMPORT = /^import\s+(?:([A-Za-z_$][\w$]*)|\{([^{}]*)\})\s+from\s*(["'])[^"'\\\n]*\3\s*(?:;\s*)?$/;
const IMPORTED_NAME = /^[A-Za-z_$][\w$]*$/;

/** The names between the braces of a simple import (`A, B`, a comma after the last allowed); undefined for others. */
function importedNames(list: string): string[] | undefined {
  const names = list.split(',').map((name) => name.trim());
  if (names.length > 1 && names.at(-1) === '') names.pop();
  return names.every((name) => IMPORTED_NAME.test(name)) ? names : undefined;
}

/** The names a module cannot bind: its reserved words (strict mode's included) and `eval`, `arguments`. */
const NOT_BINDABLE = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export extends false finally ' +
    'for function if implements import in instanceof interface let new null package private protected public ' +
    'return static super switch this throw true try typeof var void while with yield eval arguments'
  ).split(' '),
);

/**
 * The names an import block binds when each of its lines is a simple import (see `SIMPLE_IMPORT`) of names not bound
 * before: such a block is valid, and acorn, whose first use costs a few milliseconds, is not needed for it. Undefined
 * for any other block.
 */
function simpleImportNames(block: string, bound: readonly string[]): string[] | undefined {
  const names: string[] = [];
  for (const line of block.split('\n')) {
    const match = SIMPLE_IMPORT.exec(line);
    const imported = match && (match[1] !== undefined ? [match[1]] : importedNames(match[2]));
    if (!imported) return undefined;
    for (const name of imported)
      if (NOT_BINDABLE.has(name) || bound.includes(name) || names.includes(name)) return undefined;
      else names.push(name);
  }
  return names;
}

const EXPRESSION_OPTIONS = { ecmaVersion: 2024, sourceType: 'module', preserveParens: true } as const;

/** A number (never `01`: a legacy octal, which strict code refuses), a string without escapes, true, false, null. */
const PLAIN_VALUE = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?![\w$.])|(?:true|false|null)(?![\w$])|"[^"\\\n]*"|'[^'\\\n]*'/y;
/** An object literal's key: a name (any, reserved words too), a string without escapes, a number. */
const PLAIN_KEY = /[A-Za-z_$][\w$]*(?![\w$])|"[^"\\\n]*"|'[^'\\\n]*'|(?:0|[1-9]\d*)(?![\w$.])/y;

/**
 * Whether an expression is a value acorn surely reads, so that it is read without acorn (whose first use costs
 * milliseconds: its Unicode tables): a plain value or an array or object literal of them, nested, with spaces and
 * line breaks around (`cols={2}`, `defaultOpen={true}`, `style={{ width: "100%" }}`, `items={["a", "b"]}`).
 */
function isPlainValue(source: string): boolean {
  let at = 0;
  const space = () => {
    while (isSpaceOrTab(source.charCodeAt(at)) || source.charCodeAt(at) === LF) at++;
  };
  const token = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = at;
    const found = pattern.exec(source)?.[0];
    if (found !== undefined) at += found.length;
    return found;
  };
  const value = (depth: number): boolean => {
    space();
    const open = source.charCodeAt(at);
    if (open !== LBRACE && open !== LBRACKET) return token(PLAIN_VALUE) !== undefined;
    if (depth > 32) return false;
    const close = open === LBRACE ? RBRACE : RBRACKET;
    at++;
    for (;;) {
      space();
      if (source.charCodeAt(at) === close) {
        at++;
        return true;
      }
      if (open === LBRACE) {
        const key = token(PLAIN_KEY);
        // `__proto__` twice is an error: left to acorn
        if (key === undefined || key.replace(/^["']|["']$/g, '') === '__proto__') return false;
        space();
        if (source.charCodeAt(at++) !== COLON) return false;
      }
      if (!value(depth + 1)) return false;
      space();
      if (source.charCodeAt(at) === COMMA) at++;
      else if (source.charCodeAt(at) !== close) return false;
    }
  };
  if (!value(0)) return false;
  space();
  return at === source.length;
}

/**
 * Whether an expression surely ends inside an open `{`, `[` or `(`, which acorn refuses: more of them open than closed,
 * in a source with no template, comment, regular expression or JSX (no backtick, `/` or `<`) and only strings without
 * escapes. The `}` before an expression's own is such a try (`style={{ width: "100%" }}`: `{ width: "100%" `).
 */
function surelyUnclosed(source: string): boolean {
  let open = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 34 || c === 39) {
      const end = source.indexOf(source[i], i + 1);
      if (end < 0 || /[\\\n]/.test(source.slice(i + 1, end))) return false;
      i = end;
    } else if (c === BACKTICK || c === SLASH || c === LT) return false;
    else if (c === LBRACE || c === LBRACKET || c === LPAREN) open++;
    else if (c === RBRACE || c === RBRACKET || c === RPAREN) open--;
  }
  return open > 0;
}

/** What micromark's expressions check: acorn reads one expression, followed by nothing but spaces and comments. */
function acornReadsExpression(source: string): boolean {
  if (isPlainValue(source)) return true;
  if (surelyUnclosed(source)) return false;
  try {
    const node = acornJsx().parseExpressionAt(source, 0, { ...EXPRESSION_OPTIONS, onComment: [] });
    return isEmptyCode(source.slice(node.end));
  } catch {
    return false;
  }
}

/** Only spaces and comments (a line comment must end with a line ending: else it would hide the `}`). */
function isEmptyCode(source: string): boolean {
  for (let at = 0; at < source.length;) {
    if (/\s/.test(source[at])) at++;
    else if (source.startsWith('/*', at)) {
      const end = source.indexOf('*/', at + 2);
      if (end < 0) return false;
      at = end + 2;
    } else if (source.startsWith('//', at)) {
      let end = at + 2;
      while (end < source.length && source[end] !== '\n' && source[end] !== '\r') end++;
      if (end === source.length) return false;
      at = end + 1;
    } else return false;
  }
  return true;
}

/** micromark's block quote continuation: spaces, `>`, one optional space; the new position, or -1. */
function quoteContinuation(s: string, at: number, end: number): number {
  const marker = skipSpaces(s, at, end);
  if (marker >= end || s.charCodeAt(marker) !== GT) return -1;
  return marker + (s.charCodeAt(marker + 1) === SPACE ? 2 : 1);
}

function newList(): List {
  return { kind: 'list', ordered: false, marker: 0, size: 0, initialBlankLine: false, furtherBlankLines: false };
}

/** `[x]` or `[X]` at `i`, then a space or tab or the line's end (`[ ]` can be no reference: its label is blank). */
function taskMarker(s: string, i: number, end: number): boolean {
  const mark = s.charCodeAt(i + 1);
  return (
    s.charCodeAt(i + 2) === RBRACKET &&
    (mark === 120 /* x */ || mark === 88) /* X */ &&
    (i + 3 >= end || isSpaceOrTab(s.charCodeAt(i + 3)))
  );
}

/** A delimiter row's cell: dashes, with a colon on either side for the alignment. */
const DELIMITER_CELL = /^[ \t]*:?-+:?[ \t]*$/;

/**
 * A table row's cells (`start`..`end` of each, spaces included) as GFM splits the line: at each pipe not escaped by a
 * backslash, whatever is around it (code, links, expressions), a pipe at either edge opening or closing the row;
 * undefined for a line without cells.
 */
function tableCells(s: string, first: number, end: number): [number, number][] | undefined {
  const cells: [number, number][] = [];
  let start = first;
  for (let i = first; i < end; i++) {
    const code = s.charCodeAt(i);
    if (code === BACKSLASH) i++;
    else if (code === PIPE) {
      if (i > first) cells.push([start, i]);
      start = i + 1;
    }
  }
  if (skipSpaces(s, start, end) < end) cells.push([start, end]);
  return cells.length > 0 ? cells : undefined;
}

function skipWhitespace(s: string, i: number): number {
  let at = i;
  while (at < s.length) {
    const code = s.charCodeAt(at);
    if (code !== SPACE && code !== TAB && code !== LF) break;
    at++;
  }
  return at;
}

/** The columns from `start` to `end` (spaces and tabs; a tab goes on to the next multiple of 4). */
function columnsOf(s: string, start: number, end: number): number {
  let columns = 0;
  for (let at = start; at < end; at++) columns = s.charCodeAt(at) === TAB ? columns - (columns % 4) + 4 : columns + 1;
  return columns;
}

function trimEnd(s: string, start: number, end: number): number {
  let at = end;
  while (at > start && isSpaceOrTab(s.charCodeAt(at - 1))) at--;
  return at;
}

function skipSpaces(s: string, i: number, end: number): number {
  let at = i;
  while (at < end && isSpaceOrTab(s.charCodeAt(at))) at++;
  return at;
}

function lineEndAt(s: string, i: number): number {
  const end = s.indexOf('\n', i);
  return end < 0 ? s.length : end;
}

/** `#` to `######` followed by a space or the line's end: the count, or 0. */
function atxSequence(s: string, i: number, end: number): number {
  let at = i;
  while (at < end && s.charCodeAt(at) === HASH) at++;
  const size = at - i;
  return size >= 1 && size <= 6 && (at === end || isSpaceOrTab(s.charCodeAt(at))) ? size : 0;
}

/** Three or more of one of `*`, `-`, `_` with only spaces between them, alone on the line. */
function thematicBreak(s: string, i: number, end: number): boolean {
  const marker = s.charCodeAt(i);
  let count = 0;
  for (let at = i; at < end; at++) {
    const code = s.charCodeAt(at);
    if (code === marker) count++;
    else if (!isSpaceOrTab(code)) return false;
  }
  return count >= 3;
}

/** A setext heading's underline (`===` or `---`, one or more): left to micromark. */
function setextUnderline(s: string, i: number, end: number): boolean {
  const marker = s.charCodeAt(i);
  if (marker !== EQ && marker !== DASH) return false;
  let at = i;
  while (at < end && s.charCodeAt(at) === marker) at++;
  return skipSpaces(s, at, end) === end;
}

/** Three or more backticks or tildes; a backtick fence's info holds no backtick. */
function fenceOpening(s: string, i: number, end: number): boolean {
  const marker = s.charCodeAt(i);
  let at = i;
  while (at < end && s.charCodeAt(at) === marker) at++;
  if (at - i < 3) return false;
  return marker !== BACKTICK || s.indexOf('`', at) < 0 || s.indexOf('`', at) >= end;
}

/** `import ` or `export ` at the start of a line. */
function esmStart(s: string, i: number, end: number): boolean {
  return end - i >= 7 && (s.startsWith('import ', i) || s.startsWith('export ', i));
}

/** micromark's `markdownSpace`. */
function isSpaceOrTab(code: number): boolean {
  return code === SPACE || code === TAB;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** micromark's classes around attention: 1 whitespace (or nothing), 2 punctuation or symbol, 0 anything else. */
function classifyCharacter(code: number): number {
  if (Number.isNaN(code) || code === SPACE || code === TAB || code === LF) return 1;
  if (code < 128) return isAsciiPunctuation(code) ? 2 : 0;
  if (isWhitespace(code)) return 1;
  return /\p{P}|\p{S}/u.test(String.fromCharCode(code)) ? 2 : 0;
}

function isIdStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === DOLLAR || code === UNDERSCORE;
}

function isIdContinue(code: number): boolean {
  return isIdStart(code) || isDigit(code) || code === DASH;
}

function isAsciiPunctuation(code: number): boolean {
  return (
    (code >= 33 && code <= 47) ||
    (code >= 58 && code <= 64) ||
    (code >= 91 && code <= 96) ||
    (code >= 123 && code <= 126)
  );
}

// What a page holds that other pages care about: its outgoing links (Markdown links and images, reference-style
// definitions, `href`/`src` on any JSX element, snippet imports) and the ids readers can link to (headings, explicit
// `id`s, ids that components make from their titles). Taken from the parsed tree once per page version; positions
// are exact ranges of the link target text, never of code (code blocks and inline code hold no links).
import type { Node, Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { Range } from 'vscode-languageserver-types';
import { anchorIds, customHeadingId, kebabCase } from './anchorIds';

export type LinkKind = 'link' | 'definition' | 'image' | 'href' | 'src' | 'import';

export interface PageLink {
  readonly kind: LinkKind;
  /** As written (for `import`: the module specifier). */
  readonly target: string;
  /** The target text. */
  readonly range: Range;
  /** The JSX element carrying `href`/`src`. */
  readonly element?: string;
}

export interface PageAnchor {
  /** Every id the platform may give it; the first is the canonical one. */
  readonly ids: readonly string[];
  /** The heading or title text. */
  readonly text: string;
  readonly range: Range;
  readonly kind: 'heading' | 'id' | 'component';
  /** Heading level, for completion and hover. */
  readonly depth?: number;
}

export interface PageContent {
  readonly links: readonly PageLink[];
  readonly anchors: readonly PageAnchor[];
}

/** Components whose title becomes an id on the page (the attribute that names it). */
const TITLED_COMPONENTS: Record<string, readonly string[]> = {
  Accordion: ['title', 'id'],
  Tab: ['title', 'id'],
  Step: ['title', 'id'],
  Update: ['label', 'id'],
  Heading: ['id'],
  ParamField: ['path', 'query', 'body', 'header', 'name'],
  ResponseField: ['name'],
  Expandable: ['title'],
};
const FIELD_PREFIXES = ['path', 'query', 'body', 'header'];

/** A JSX attribute with a string value, with the offsets of the whole attribute (`href="/x"`). */
export interface StringAttribute {
  readonly name: string;
  readonly value: string;
  readonly start?: number;
  readonly end?: number;
}

/**
 * Collects what a page holds, node by node in document order (the order decides the `-2`, `-3` of repeated
 * heading ids). Fed by the mdast tree (`pageContent`) or by micromark's events (`eventContent.ts`).
 */
export class PageContentBuilder {
  private readonly lines: number[];
  private readonly links: PageLink[] = [];
  private readonly anchors: PageAnchor[] = [];
  private readonly seen = new Map<string, number>();

  constructor(private readonly text: string) {
    this.lines = lineStarts(text);
  }

  /** A Markdown link or image with its destination (`[t](x)`, `![a](x)`) over `start`..`end`. */
  link(kind: 'link' | 'image', url: string, start: number, end: number): void {
    const at = destination(this.text, start, end, '](');
    if (at) this.links.push({ kind, target: url, range: this.range(at[0], at[1]) });
  }

  /** A reference definition (`[label]: url`); a footnote (`[^1]: text`) is not a link. */
  definition(label: string | null | undefined, url: string, start: number, end: number): void {
    if (label?.startsWith('^')) return;
    const at = destination(this.text, start, end, ']:');
    if (at) this.links.push({ kind: 'definition', target: url, range: this.range(at[0], at[1]) });
  }

  heading(title: string, depth: number, start: number, end: number): void {
    const custom = customHeadingId(this.text.slice(start, end));
    if (custom) this.addAnchor([custom], title, start, end, 'id', undefined, depth);
    else this.addAnchor(anchorIds(title), title, start, end, 'heading', 'heading', depth);
  }

  /** An `import`/`export` block starting at `start`, `value` its source. */
  esm(value: string, start: number): void {
    for (const found of importSpecifiers(value)) {
      const at = start + found.offset;
      this.links.push({ kind: 'import', target: found.specifier, range: this.range(at, at + found.specifier.length) });
    }
  }

  /** A JSX element over `start`..`end`, with its attributes whose values are strings. */
  element(name: string, attributes: readonly StringAttribute[], start: number, end: number): void {
    for (const attribute of attributes) {
      const value = attribute.value;
      if (attribute.name === 'href' || attribute.name === 'src') {
        const at = attributeValue(this.text, attribute);
        if (at)
          this.links.push({ kind: attribute.name, target: value, range: this.range(at[0], at[1]), element: name });
      }
      if (attribute.name === 'id' || (attribute.name === 'name' && name === 'a'))
        this.addAnchor([value], value, start, end, 'id');
    }
    for (const key of TITLED_COMPONENTS[name] ?? []) {
      const value = attributes.find((a) => a.name === key)?.value;
      if (value === undefined || key === 'id') continue;
      const ids = anchorIds(value);
      if (FIELD_PREFIXES.includes(key) || key === 'name')
        for (const id of new Set([...ids, kebabCase(value)])) ids.push(`${key}-${id}`, `param-${id}`, `response-${id}`);
      this.addAnchor(ids, value, start, end, 'component', name);
    }
  }

  content(): PageContent {
    return { links: this.links, anchors: this.anchors };
  }

  /**
   * `counter`: whose ids number their repeats, each counting on its own. On the platform a second heading with the
   * same id gets `-2`, a third `-3` (its documentation says so, and its heading slugger counts that way), and so do
   * tabs; titled components (an accordion's second `x` is `x-1`) count from `-1`. Explicit ids are never numbered.
   */
  private addAnchor(
    ids: string[],
    anchorText: string,
    start: number,
    end: number,
    kind: PageAnchor['kind'],
    counter?: string,
    depth?: number,
  ): void {
    if (ids.length === 0) return;
    const all = [...ids];
    const key = `${counter} ${ids[0]}`;
    const count = counter === undefined ? 0 : (this.seen.get(key) ?? 0);
    this.seen.set(key, count + 1);
    const suffix = counter === 'heading' || counter === 'Tab' ? count + 1 : count;
    if (count > 0) all.unshift(...ids.map((id) => `${id}-${suffix}`));
    this.anchors.push({ ids: all, text: anchorText, range: this.range(start, end), kind, depth });
  }

  private range(start: number, end: number): Range {
    return { start: positionAt(this.lines, start), end: positionAt(this.lines, end) };
  }
}

export function pageContent(text: string, tree: Root): PageContent {
  const builder = new PageContentBuilder(text);
  const visit = (node: Nodes) => {
    switch (node.type) {
      case 'code':
      case 'inlineCode':
      case 'math':
      case 'inlineMath':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return;
      case 'link':
      case 'image':
        builder.link(node.type, node.url, startOf(node), endOf(node));
        break;
      case 'definition':
        builder.definition(node.label, node.url, startOf(node), endOf(node));
        return;
      case 'heading':
        builder.heading(plainText(node), node.depth, startOf(node), endOf(node));
        break;
      case 'mdxjsEsm':
        builder.esm(node.value, startOf(node));
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        builder.element(node.name ?? '', stringAttributes(node), startOf(node), endOf(node));
        break;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return builder.content();
}

function stringAttributes(element: MdxJsxFlowElement | MdxJsxTextElement): StringAttribute[] {
  return element.attributes
    .filter(
      (a): a is MdxJsxAttribute & { value: string } => a.type === 'mdxJsxAttribute' && typeof a.value === 'string',
    )
    .map((a) => ({ name: a.name, value: a.value, start: a.position?.start.offset, end: a.position?.end.offset }));
}

/** A heading's text as a reader sees it (inline code included, JSX expressions left out). */
function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? node.children.map(plainText).join('') : '';
}

/** Where a link's destination is written: after the last `](` (or `]:` of a definition) of the node's text. */
function destination(text: string, start: number, end: number, opener: string): [number, number] | undefined {
  const source = text.slice(start, end);
  const open = source.lastIndexOf(opener);
  if (open < 0) return undefined;
  let at = open + opener.length;
  while (at < source.length && /\s/.test(source[at])) at++;
  if (source[at] === '<') {
    const close = source.indexOf('>', at);
    return close < 0 ? undefined : [start + at + 1, start + close];
  }
  let depth = 0;
  let stop = at;
  for (; stop < source.length; stop++) {
    const c = source[stop];
    if (/\s/.test(c)) break;
    if (c === '\\') stop++;
    else if (c === '(') depth++;
    else if (c === ')' && depth-- === 0) break;
  }
  return [start + at, start + Math.min(stop, source.length)];
}

function attributeValue(text: string, attribute: StringAttribute): [number, number] | undefined {
  if (attribute.start === undefined || attribute.end === undefined) return undefined;
  const source = text.slice(attribute.start, attribute.end);
  const quote = /=\s*(["'])/.exec(source);
  if (!quote) return undefined;
  const start = attribute.start + quote.index + quote[0].length;
  return [start, Math.max(start, attribute.end - 1)];
}

/** `import X from '/snippets/a.mdx'` and `import '/x.mdx'`: each module specifier with its offset in the block. */
export function importSpecifiers(esm: string): { specifier: string; offset: number }[] {
  const found: { specifier: string; offset: number }[] = [];
  const pattern = /(?:\bfrom|^\s*import)\s*(["'])([^"'\n]+)\1/gm;
  for (let match = pattern.exec(esm); match; match = pattern.exec(esm))
    found.push({ specifier: match[2], offset: match.index + match[0].length - match[2].length - 1 });
  return found;
}

function startOf(node: Node): number {
  return node.position?.start.offset ?? 0;
}

function endOf(node: Node): number {
  return node.position?.end.offset ?? startOf(node);
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function positionAt(starts: readonly number[], offset: number): { line: number; character: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low, character: offset - starts[low] };
}

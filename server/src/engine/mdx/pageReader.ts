// What a page holds that other pages care about: its outgoing links (Markdown links and images, reference-style
// definitions, `href`/`src` on any JSX element, snippet imports) and the ids readers can link to (headings, explicit
// `id`s, ids that components make from their titles). Taken from the parsed tree once per page version; positions
// are exact ranges of the link target text, never of code (code blocks and inline code hold no links).
import type { Node, Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { Range } from 'vscode-languageserver-types';
import { isWhitespace, lineBounds } from '../text';
import {
  componentSlug,
  customHeadingId,
  customId,
  fieldId,
  headingSlug,
  kebabCase,
  renderedId,
  SlugNumbering,
  TableOfContentsIds,
  titleIds,
  typeset,
  typesetAlone,
} from './anchorIds';
import { typesetHeadings, typesetWherever, visibleTitle } from './parse';
import { acornJsx } from './acornJsx';
import { atxHeadingText } from './atxHeading';

export type LinkKind = 'link' | 'definition' | 'image' | 'href' | 'src' | 'import';

export interface PageLink {
  readonly kind: LinkKind;
  /** As written (for `import`: the module specifier). */
  readonly target: string;
  /** The target text. */
  readonly range: Range;
  /** The JSX element carrying `href`/`src`. */
  readonly element?: string;
  /** A Markdown image whose description, its alternative text, is empty or blank (`![](x)`). */
  readonly withoutAlt?: true;
}

export interface PageAnchor {
  /** Every id the platform may give it; the first is the canonical one. None for a `#####`/`######` heading. */
  readonly ids: readonly string[];
  /** The heading or title text. */
  readonly text: string;
  readonly range: Range;
  readonly kind: 'heading' | 'id' | 'component';
  /** Heading level, for completion and hover. */
  readonly depth?: number;
}

/** An attribute of a JSX element as written: a quoted string, an `{expression}`, a name alone, or a `{...spread}`. */
export interface PageAttribute {
  /** '' for a spread. */
  readonly name: string;
  readonly kind: 'string' | 'expression' | 'boolean' | 'spread';
  /** A quoted value, decoded. */
  readonly value?: string;
  /** The name (a spread: its `{`). */
  readonly range: Range;
  /** A quoted value's text, inside the quotes. */
  readonly valueRange?: Range;
}

/** A JSX element of the page (outside code and expressions), in document order. */
export interface PageElement {
  /** As written: `Card`, `Tree.Folder`, `div`; '' for a fragment. */
  readonly name: string;
  /** A block element (MDX's JSX flow: its tags alone on their lines); the platform removes unknown ones only. */
  readonly flow: boolean;
  /** The name in the opening tag. */
  readonly range: Range;
  readonly attributes: readonly PageAttribute[];
}

export interface PageContent {
  readonly links: readonly PageLink[];
  readonly anchors: readonly PageAnchor[];
  readonly elements: readonly PageElement[];
  /**
   * The names the page's own `import`s and `export`s bind (`import { Card as C }`: `C`; `export const X = ...`):
   * the components the page defines or takes from its snippets, which the platform keeps.
   */
  readonly definitions: readonly string[];
}

/** Components whose title becomes an id on the page (the attribute that names it). */
const TITLED_COMPONENTS: Record<string, readonly string[]> = {
  Accordion: ['title'],
  View: ['title'],
  Tab: ['title'],
  Step: ['title'],
  Update: ['label'],
  ParamField: ['query', 'path', 'body', 'header', 'name'],
  Param: ['query', 'path', 'body', 'header', 'name'],
  ResponseField: ['name'],
  Expandable: ['title'],
};
const FIELDS = new Set(['ParamField', 'Param', 'ResponseField']);

/**
 * After a heading: the page's end, or a line that starts a paragraph, list item or quote (whose text the platform's
 * typesetting reads after a space) or a setext heading (a word): no quote is glued to the heading's last word.
 */
const PLAIN_BLOCK_AFTER =
  /[ \t]*(?:$|\r?\n(?:[ \t]*\r?\n)*(?:$| {0,3}(?:[A-Za-z0-9\u0080-\uffff]|[-*+>][ \t]|\d{1,9}[.)][ \t])))/y;

/** Whether `PLAIN_BLOCK_AFTER` holds at `end` of `text` (read in place: a copy of the rest for each heading is
 * quadratic on a long page). */
function plainBlockAfter(text: string, end: number): boolean {
  PLAIN_BLOCK_AFTER.lastIndex = end;
  return PLAIN_BLOCK_AFTER.test(text);
}
/** The heading levels the platform gives ids (`#####` and `######` headings get none: no link reaches them). */
const MAX_ID_LEVEL = 4;
/** Elements whose explicit `id` takes part in the table of contents' numbering (see `TableOfContentsIds`). */
const CONTENTS_ID_ELEMENTS = new Set(['Heading', 'h1', 'h2', 'h3', 'h4', 'Step', 'Update']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);
/** Components that render the id they are given as `renderedId` makes it (others render it as written). */
const RENDERED_ID_ELEMENTS = new Set(['Heading', 'Step', 'Update']);
/** Components whose headings (and steps, updates) the table of contents leaves out: their ids are never renumbered. */
const OUTSIDE_CONTENTS = new Set(['Accordion', 'AccordionGroup', 'Expandable', 'Update', 'Prompt']);

/** What starts a line inside block quotes and list items. */
const CONTAINER_PREFIX = /^[ \t]*(?:>[ \t]?)*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?/;
/** How many lines around an inline element are read to tell that its paragraph holds only elements. */
const MAX_UNRAVEL_LINES = 40;
/** A line of tags alone (`<details>`, `</Note>`, `<br />`). */
const TAGS_ONLY = /^(?:<[^<>]*>[ \t]*)+$/;

/** The line of `text` around `offset`: where it starts and where its line ending starts. */
function lineAround(text: string, offset: number): [number, number] {
  const start = Math.max(text.lastIndexOf('\n', offset - 1), -1) + 1;
  const newline = text.indexOf('\n', offset);
  let end = newline < 0 ? text.length : newline;
  if (end > start && text[end - 1] === '\r') end--;
  return [start, end];
}

/** A JSX attribute with a string value, with the offsets of the whole attribute (`href="/x"`). */
export interface StringAttribute {
  readonly name: string;
  readonly value: string;
  readonly start?: number;
  readonly end?: number;
}

/** An attribute whose value is not a string: an `{expression}`, a name alone, or a `{...spread}` (name ''). */
export interface OtherAttribute {
  readonly name: string;
  readonly kind: 'expression' | 'boolean' | 'spread';
  readonly start: number;
}

/**
 * Collects what a page holds, node by node in document order (the order decides the `-2`, `-3` of repeated
 * heading ids). Fed by the mdast tree (`pageContent`) or by micromark's events (`pageReaderEvents.ts`).
 */
export class PageContentBuilder {
  private readonly lines: number[];
  private readonly links: PageLink[] = [];
  private readonly anchors: PageAnchor[] = [];
  private readonly elements: PageElement[] = [];
  /** The text (inline) elements: their index in `elements`, and their span. */
  private readonly textElements: [number, number, number][] = [];
  private readonly definitions: string[] = [];
  private readonly seen = new Map<string, number>();
  /** The platform's heading-id plugin numbers heading slugs, then its table of contents makes ids page-unique. */
  private readonly headingNumbering = new SlugNumbering();
  private readonly contents = new TableOfContentsIds();
  /** Open components whose insides the table of contents leaves out, and open `<Steps>` (by where each ends). */
  private readonly outsideContents: number[] = [];
  private readonly steps: { end: number; titleSize?: string }[] = [];
  private readonly fields = new Map<string, number>();
  /**
   * The ids of headings and components, made in document order when first asked for (see `content`): a whole-site
   * check asks only for those of the pages that links with a fragment point into, and slugging every heading and
   * title of every page was a tenth of its parsing.
   */
  private pendingAnchors: (() => void)[] = [];
  /** The headings typeset with the rest of the page, once one needs it. */
  private typesetInContext: ReadonlyMap<number, string> | undefined;

  constructor(
    private readonly text: string,
    private readonly frontmatterEnd: number,
  ) {
    this.lines = lineStarts(text);
  }

  /** A Markdown link or image with its destination (`[t](x)`, `![a](x)`) over `start`..`end`. */
  link(kind: 'link' | 'image', url: string, start: number, end: number): void {
    const at = destination(this.text, start, end, '](');
    if (!at) return;
    const link: PageLink = { kind, target: url, range: this.range(at[0], at[1]) };
    // `![` then the description up to the `](` before the destination
    const description = this.text.slice(start + 2, this.text.lastIndexOf('](', at[0]));
    this.links.push(kind === 'image' && description.trim() === '' ? { ...link, withoutAlt: true } : link);
  }

  /** A reference definition (`[label]: url`; GFM reads `[^1]: text` as a footnote, no definition). */
  definition(url: string, start: number, end: number): void {
    const at = destination(this.text, start, end, ']:');
    if (at) this.links.push({ kind: 'definition', target: url, range: this.range(at[0], at[1]) });
  }

  heading(title: string, depth: number, start: number, end: number): void {
    this.pendingAnchors.push(() => this.headingAnchor(title, depth, start, end));
  }

  private headingAnchor(title: string, depth: number, start: number, end: number): void {
    const inContents = depth <= MAX_ID_LEVEL && !this.outside(start);
    const custom = customHeadingId(this.text.slice(start, end));
    if (custom !== undefined) {
      // the platform rewrites it as `<hN id="...">`; a level 5-6 one keeps that id, out of the table of contents
      const id = customId(custom);
      this.addAnchor([inContents ? this.contentsId(id, title) : id], title, start, end, 'id', undefined, depth);
      return;
    }
    // kept without ids: the heading is still one for hover and rename, but no link reaches it
    if (depth > MAX_ID_LEVEL)
      return void this.anchors.push({ ids: [], text: title, range: this.range(start, end), kind: 'heading', depth });
    const numbered = renderedId(this.headingNumbering.next(headingSlug(this.typesetHeading(title, start, end))));
    const id = inContents && numbered !== '' ? renderedId(this.contents.unique(numbered)) : numbered;
    if (id !== '') this.addAnchor([id], title, start, end, 'heading', '', depth);
  }

  /** The heading's text as the platform typesets it. */
  private typesetHeading(title: string, start: number, end: number): string {
    return typesetHeadingText(this.text, title, start, end, () => {
      this.typesetInContext ??= typesetHeadings(this.text, this.frontmatterEnd) ?? new Map<number, string>();
      return this.typesetInContext;
    });
  }

  /** An `import`/`export` block starting at `start`, `value` its source. */
  esm(value: string, start: number): void {
    for (const found of importSpecifiers(value)) {
      const at = start + found.offset;
      this.links.push({ kind: 'import', target: found.specifier, range: this.range(at, at + found.specifier.length) });
    }
    if (value.includes('import') || value.includes('export')) this.definitions.push(...boundNames(value));
  }

  /**
   * A JSX element over `start`..`end`, with its attributes whose values are strings, and the others; `flow`: a
   * block element.
   */
  element(
    name: string,
    attributes: readonly StringAttribute[],
    start: number,
    end: number,
    flow: boolean,
    others: readonly OtherAttribute[] = [],
  ): void {
    this.elements.push(this.pageElement(name, attributes, start, flow, others));
    if (!flow) this.textElements.push([this.elements.length - 1, start, end]);
    for (const attribute of attributes) {
      const value = attribute.value;
      if (attribute.name === 'href' || attribute.name === 'src') {
        const at = attributeValue(this.text, attribute);
        if (at)
          this.links.push({ kind: attribute.name, target: value, range: this.range(at[0], at[1]), element: name });
      }
    }
    for (const other of others) if (other.kind === 'expression') this.linksInAttributeExpression(other, end);
    this.pendingAnchors.push(() => this.elementAnchors(name, attributes, start, end));
  }

  /**
   * The `href`/`src` strings of JSX elements inside an attribute's `{expression}` (`<Card title={<a href="/x">x</a>}>`,
   * `<Tabs items={[<Tab href="/y" />]}>`): the page renders them as links like any other. Read only where the element
   * holds such a name after the attribute; an expression acorn cannot read holds none.
   */
  private linksInAttributeExpression(attribute: OtherAttribute, elementEnd: number): void {
    const text = this.text;
    let at = attribute.start + attribute.name.length;
    while (at < elementEnd && isWhitespace(text.charCodeAt(at))) at++;
    if (text[at] !== '=') return;
    at++;
    while (at < elementEnd && isWhitespace(text.charCodeAt(at))) at++;
    if (text[at] !== '{') return;
    // searched within the element only: a search on to the page's end for each attribute is quadratic in the page
    const element = text.slice(at, elementEnd);
    if (!element.includes('href') && !element.includes('src')) return;
    let expression: unknown;
    try {
      expression = acornJsx().parseExpressionAt(text, at + 1, { ecmaVersion: 2024, sourceType: 'module' });
    } catch {
      return;
    }
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(visit);
      const jsx = node as JsxOpeningElement;
      if (jsx.type === 'JSXOpeningElement')
        for (const a of jsx.attributes) {
          const kind = a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' ? a.name.name : undefined;
          if ((kind === 'href' || kind === 'src') && a.value?.type === 'Literal' && typeof a.value.value === 'string')
            this.links.push({
              kind,
              target: a.value.value,
              range: this.range(a.value.start + 1, a.value.end - 1),
              element: jsxName(jsx.name),
            });
        }
      for (const [key, value] of Object.entries(node)) if (key !== 'loc') visit(value);
    };
    visit(expression);
  }

  private pageElement(
    name: string,
    attributes: readonly StringAttribute[],
    start: number,
    flow: boolean,
    others: readonly OtherAttribute[],
  ): PageElement {
    let nameStart = start + 1;
    while (nameStart < this.text.length && isWhitespace(this.text.charCodeAt(nameStart))) nameStart++;
    const written: (PageAttribute & { at: number })[] = [];
    for (const attribute of attributes) {
      const at = attribute.start ?? start;
      const value = attributeValue(this.text, attribute);
      written.push({
        name: attribute.name,
        kind: 'string',
        value: attribute.value,
        range: this.range(at, at + attribute.name.length),
        ...(value && { valueRange: this.range(value[0], value[1]) }),
        at,
      });
    }
    for (const other of others)
      written.push({
        name: other.name,
        kind: other.kind,
        range: this.range(other.start, other.start + Math.max(1, other.name.length)),
        at: other.start,
      });
    if (others.length > 0) written.sort((a, b) => a.at - b.at);
    return {
      name,
      flow,
      range: this.range(nameStart, nameStart + name.length),
      attributes: written.map(({ at: _at, ...attribute }) => attribute),
    };
  }

  private elementAnchors(name: string, attributes: readonly StringAttribute[], start: number, end: number): void {
    const attribute = (key: string) => attributes.find((a) => a.name === key)?.value;
    const explicit = attribute('id') ?? (name === 'a' ? attribute('name') : undefined);
    const opening = openingTag(this.text, name, start, end, attributes);
    const contents = opening.flow && this.contentsEntry(name, attribute, start);
    if (contents) {
      // a step's title is Markdown to the platform: its id is made from the text it shows
      const written = attribute('title');
      const title =
        name === 'Update'
          ? attribute('label')
          : HEADINGS.has(name)
            ? opening.text
            : written === undefined
              ? undefined
              : visibleTitle(written);
      const id = this.contentsId(explicit ?? '', title ?? '');
      if (id !== '') this.addAnchor([id], title ?? id, start, end, explicit ? 'id' : 'component', '');
    } else if (explicit !== undefined)
      this.addAnchor([RENDERED_ID_ELEMENTS.has(name) ? renderedId(explicit) : explicit], explicit, start, end, 'id');
    if (OUTSIDE_CONTENTS.has(name)) this.outsideContents.push(end);
    if (name === 'Steps') this.steps.push({ end, titleSize: attribute('titleSize') });
    if (contents || explicit !== undefined) return;
    const fieldKey = FIELDS.has(name) ? (TITLED_COMPONENTS[name] ?? []).find((key) => attribute(key)) : undefined;
    for (const key of TITLED_COMPONENTS[name] ?? []) {
      const value = attribute(key);
      if (value === undefined || value === '') continue;
      if (FIELDS.has(name)) {
        // the platform's id is `param-<name>` (numbered `-1`, `-2` per name across all fields) for the first of
        // `query`, `path`, `body`, `header` (a response field: `name`); `body-<name>`, `response-<name>` are accepted
        const exact = key === fieldKey ? [fieldId(value, this.fieldCount(value))] : [];
        const words = new Set([...titleIds(value), kebabCase(value)]);
        const ids = [...words].flatMap((id) => [`${key}-${id}`, `param-${id}`, `response-${id}`]);
        this.addAnchor([...new Set([...exact, ...ids])], value, start, end, 'component');
      } else {
        // accordions and views number a repeated title from `-1`, on their own slug; tabs from `-2`
        const slug = name === 'Tab' ? [] : [componentSlug(value.replace(':', '-'))];
        this.addAnchor([...new Set([...slug, ...titleIds(value)])], value, start, end, 'component', name);
      }
    }
  }

  /** The links, and the anchors made when the property is first read (a worker's message reads it too). */
  content(): PageContent {
    this.unravel();
    const content = { links: this.links, elements: this.elements, definitions: this.definitions } as {
      links: PageLink[];
      anchors: readonly PageAnchor[];
      elements: PageElement[];
      definitions: string[];
    };
    Object.defineProperty(content, 'anchors', {
      enumerable: true,
      configurable: true,
      get: () => {
        const anchors = this.madeAnchors();
        Object.defineProperty(content, 'anchors', { value: anchors, enumerable: true, configurable: true });
        return anchors;
      },
    });
    return content;
  }

  /**
   * MDX makes blocks of the inline elements of a paragraph that holds nothing else (its `remark-mark-and-unravel`):
   * `<summary>Title</summary>` on a line of its own is a block to the platform. Told from the text: the element's
   * line holds only such elements, and the lines above and below up to a blank one hold only tags. Where that is not
   * sure (text or an expression beside it, a line of text next to it), the element stays inline.
   */
  private unravel(): void {
    if (this.textElements.length === 0) return;
    // the outermost inline elements (in document order, one inside another comes before that one's end)
    const outer: [number, number, number][] = [];
    let outerEnd = -1;
    for (const span of this.textElements)
      if (span[1] >= outerEnd) {
        outer.push(span);
        outerEnd = span[2];
      }
    const byLine = new Map<number, [number, number][]>();
    for (const [, start, end] of outer) {
      const line = lineAround(this.text, start);
      if (line[1] < end) continue; // over lines: left inline
      const spans = byLine.get(line[0]) ?? [];
      spans.push([start, end]);
      byLine.set(line[0], spans);
    }
    const onlyElements = (line: readonly [number, number]): boolean => {
      const spans = byLine.get(line[0]);
      if (!spans) return false;
      let rest = this.text.slice(line[0], line[1]).replace(CONTAINER_PREFIX, '');
      const offset = line[1] - rest.length;
      for (const [start, end] of [...spans].reverse())
        rest = rest.slice(0, start - offset) + ' '.repeat(end - start) + rest.slice(end - offset);
      return rest.trim() === '';
    };
    for (const [index, start, end] of outer) {
      const line = lineAround(this.text, start);
      if (line[1] < end || !onlyElements(line)) continue;
      if (!this.alone(line, -1, onlyElements) || !this.alone(line, 1, onlyElements)) continue;
      this.elements[index] = { ...this.elements[index], flow: true };
    }
    this.textElements.length = 0;
  }

  /**
   * Whether the lines from `line` up (`-1`) or down (`1`) to a blank line or the body's edge hold only tags or
   * inline elements (a few dozen lines at most: beyond, not sure).
   */
  private alone(
    line: readonly [number, number],
    step: -1 | 1,
    onlyElements: (line: readonly [number, number]) => boolean,
  ): boolean {
    let [start, end] = line;
    for (let lines = 0; lines < MAX_UNRAVEL_LINES; lines++) {
      if (step < 0) {
        if (start <= this.frontmatterEnd) return true;
        [start, end] = lineAround(this.text, start - 1);
        if (end <= this.frontmatterEnd) return true;
      } else {
        const next = this.text.indexOf('\n', end);
        if (next < 0) return true;
        [start, end] = lineAround(this.text, next + 1);
      }
      const written = this.text.slice(start, end).replace(CONTAINER_PREFIX, '').trim();
      if (written === '') return true;
      if (!TAGS_ONLY.test(written) && !onlyElements([start, end])) return false;
    }
    return false;
  }

  private madeAnchors(): readonly PageAnchor[] {
    const pending = this.pendingAnchors;
    this.pendingAnchors = [];
    for (const make of pending) make();
    return this.anchors;
  }

  /** How many fields of this name came before (the platform counts them per `param-<name>` slug). */
  private fieldCount(name: string): number {
    const base = fieldId(name, 0);
    const count = this.fields.get(base) ?? 0;
    this.fields.set(base, count + 1);
    return count;
  }

  /** Whether what starts at `start` is inside a component whose insides the table of contents leaves out. */
  private outside(start: number): boolean {
    while (this.outsideContents.length > 0 && this.outsideContents.at(-1)! <= start) this.outsideContents.pop();
    return this.outsideContents.length > 0;
  }

  /**
   * Whether the element is an entry of the table of contents: `<h1>`..`<h4>`, a `Heading` with an id, an `Update`
   * with a label, a `Step` whose title is set (or inherited from its `<Steps>`) to the size of an `h2` or `h3`.
   */
  private contentsEntry(name: string, attribute: (key: string) => string | undefined, start: number): boolean {
    if (!CONTENTS_ID_ELEMENTS.has(name) || this.outside(start)) return false;
    if (name === 'Update') return attribute('label') !== undefined;
    if (HEADINGS.has(name)) return true;
    if (name !== 'Step') return attribute('id') !== undefined;
    while (this.steps.length > 0 && this.steps.at(-1)!.end <= start) this.steps.pop();
    const size = attribute('titleSize') ?? this.steps.at(-1)?.titleSize;
    return (size === 'h2' || size === 'h3') && (attribute('title') ?? '').trim() !== '';
  }

  /** The page-unique id of a table of contents entry: its explicit id, else the slug of its title. */
  private contentsId(explicit: string, title: string): string {
    return renderedId(this.contents.unique(renderedId(explicit) || headingSlug(title)));
  }

  /**
   * `counter`: whose ids number their repeats, each counting on its own; '' for ids numbered already (headings and
   * the other entries of the table of contents). Tabs number from `-2` (the platform's tab slugger), other titled
   * components (an accordion's second `x` is `x-1`) from `-1`. Explicit ids are never numbered.
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
    const count = counter === undefined || counter === '' ? 0 : (this.seen.get(key) ?? 0);
    this.seen.set(key, count + 1);
    const suffix = counter === 'Tab' ? count + 1 : count;
    if (count > 0) all.unshift(...ids.map((id) => `${id}-${suffix}`));
    this.anchors.push({ ids: all, text: anchorText, range: this.range(start, end), kind, depth });
  }

  private range(start: number, end: number): Range {
    return { start: positionAt(this.lines, start), end: positionAt(this.lines, end) };
  }
}

/**
 * A heading's text (`title`, over `start`..`end` of the page `text`) as the platform typesets it: alone where that
 * can be told from the heading (and what follows it), else with the page's text (`inPage`, made when first needed).
 */
export function typesetHeadingText(
  text: string,
  title: string,
  start: number,
  end: number,
  inPage: () => ReadonlyMap<number, string>,
): string {
  const source = text.slice(start, end);
  const alone = typesetAlone(title, source);
  if (alone !== undefined) return alone;
  if (atxHeadingText(source) === title) {
    const wherever = typesetWherever(title, plainBlockAfter(text, end));
    if (wherever !== undefined) return wherever;
  }
  return inPage().get(start) ?? typeset(title);
}

/**
 * What `PageContentBuilder` is fed, in document order, by the readers that do without the mdast tree (the one-pass
 * reader and micromark's events); a link whose destination is not known (a reference without its definition) is
 * none.
 */
export type ContentNode =
  | { type: 'link'; kind: 'link' | 'image'; url?: string; start: number; end: number }
  | { type: 'definition'; url: string; start: number; end: number }
  | { type: 'heading'; text: string; depth: number; start: number; end: number }
  | { type: 'esm'; value: string; start: number }
  | {
      type: 'element';
      name: string;
      attributes: StringAttribute[];
      start: number;
      end: number;
      flow: boolean;
      others?: OtherAttribute[];
    };

export function contentOfNodes(text: string, frontmatterEnd: number, nodes: readonly ContentNode[]): PageContent {
  const builder = new PageContentBuilder(text, frontmatterEnd);
  for (const node of nodes) {
    if (node.type === 'link') {
      if (node.url !== undefined) builder.link(node.kind, node.url, node.start, node.end);
    } else if (node.type === 'definition') builder.definition(node.url, node.start, node.end);
    else if (node.type === 'heading') builder.heading(node.text, node.depth, node.start, node.end);
    else if (node.type === 'esm') builder.esm(node.value, node.start);
    else builder.element(node.name, node.attributes, node.start, node.end, node.flow, node.others);
  }
  return builder.content();
}

export function pageContent(text: string, frontmatterEnd: number, tree: Root): PageContent {
  const builder = new PageContentBuilder(text, frontmatterEnd);
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
        builder.definition(node.url, startOf(node), endOf(node));
        return;
      case 'heading':
        builder.heading(plainText(node), node.depth, startOf(node), endOf(node));
        break;
      case 'mdxjsEsm':
        builder.esm(node.value, startOf(node));
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        builder.element(
          node.name ?? '',
          stringAttributes(node),
          startOf(node),
          endOf(node),
          node.type === 'mdxJsxFlowElement',
          otherAttributes(node),
        );
        break;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return builder.content();
}

/**
 * Whether an element (over `start`..`end`) stands alone on its lines (a block: only those enter the table of
 * contents), as `<h2>Title</h2>` on a line of its own does, and the text of an `<h1>`..`<h4>` inside it, without
 * tags (the platform's table of contents titles it by its text; an expression or Markdown inside makes it unknown:
 * undefined).
 */
function openingTag(
  text: string,
  name: string,
  start: number,
  end: number,
  attributes: readonly StringAttribute[],
): { flow: boolean; text?: string } {
  const afterAttributes = Math.max(start, ...attributes.map((a) => a.end ?? start));
  const close = text.indexOf('>', afterAttributes);
  if (close < 0) return { flow: false };
  // the element's line as micromark ends lines (`\r`, `\n`), found by stepping from it: a search per element for a
  // line ending the page lacks, or a copy of the rest of the page, would cost the page's length for each element
  const [lineStart, lineEnd] = lineBounds(text, start, end, '\r\n');
  const flow = /^[ \t>]*$/.test(text.slice(lineStart, start)) && /^\s*$/.test(text.slice(end, lineEnd));
  if (!flow || text[close - 1] === '/') return { flow };
  const closing = HEADINGS.has(name) ? text.indexOf(`</${name}`, close) : -1;
  if (closing < 0) return { flow };
  const words = text
    .slice(close + 1, closing)
    .replace(/<[^<>]*>/g, '')
    .replace(/`/g, '')
    .trim();
  return { flow, text: /[{}*[\]\\<>]/.test(words) ? undefined : words };
}

function stringAttributes(element: MdxJsxFlowElement | MdxJsxTextElement): StringAttribute[] {
  return element.attributes
    .filter(
      (a): a is MdxJsxAttribute & { value: string } => a.type === 'mdxJsxAttribute' && typeof a.value === 'string',
    )
    .map((a) => ({ name: a.name, value: a.value, start: a.position?.start.offset, end: a.position?.end.offset }));
}

function otherAttributes(element: MdxJsxFlowElement | MdxJsxTextElement): OtherAttribute[] {
  const others: OtherAttribute[] = [];
  for (const a of element.attributes) {
    const start = a.position?.start.offset ?? 0;
    if (a.type === 'mdxJsxExpressionAttribute') others.push({ name: '', kind: 'spread', start });
    else if (typeof a.value !== 'string')
      others.push({ name: a.name, kind: a.value === null || a.value === undefined ? 'boolean' : 'expression', start });
  }
  return others;
}

/**
 * The names an `import`/`export` block binds: imported names (`import X, { A as B } from`, `import * as N from`) and
 * exported declarations (`export const X`, `export function X`, `export { X }`). Read by patterns, not parsed: a name
 * too many only keeps an element the platform keeps.
 */
export function boundNames(esm: string): string[] {
  const tokens = esm.match(/[A-Za-z_$][\w$]*|\S/g) ?? [];
  const names: string[] = [];
  const isName = (token: string | undefined) => token !== undefined && /^[A-Za-z_$]/.test(token);
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === 'import') {
      // the clause up to `from` (a bare `import '/x'` has none): each local name, the one after `as` where renamed
      for (let j = i + 1; j < tokens.length && tokens[j] !== 'from'; j++) {
        const token = tokens[j];
        if (!isName(token) && !'{},*'.includes(token)) break;
        if (isName(token) && token !== 'type' && token !== 'as' && tokens[j + 1] !== 'as') names.push(token);
      }
    } else if (tokens[i] === 'export') {
      let j = i + 1;
      while (tokens[j] === 'default' || tokens[j] === 'async') j++;
      if (tokens[j] === 'function' || tokens[j] === 'const' || tokens[j] === 'let' || tokens[j] === 'var') {
        j++;
        if (tokens[j] === '*') j++;
        if (isName(tokens[j])) names.push(tokens[j]);
      } else if (tokens[j] === 'class' && isName(tokens[j + 1])) names.push(tokens[j + 1]);
      else if (tokens[j] === '{')
        for (j++; j < tokens.length && tokens[j] !== '}'; j++)
          if (isName(tokens[j]) && tokens[j] !== 'as') names.push(tokens[j]);
    }
  }
  return names;
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
  while (at < source.length && isWhitespace(source.charCodeAt(at))) at++;
  if (source[at] === '<') {
    const close = source.indexOf('>', at);
    return close < 0 ? undefined : [start + at + 1, start + close];
  }
  let depth = 0;
  let stop = at;
  for (; stop < source.length; stop++) {
    const c = source[stop];
    if (isWhitespace(source.charCodeAt(stop))) break;
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

/** The parts of acorn-jsx's tree read for links inside attribute expressions. */
interface JsxOpeningElement {
  readonly type: string;
  readonly name: JsxName;
  readonly attributes: readonly {
    readonly type: string;
    readonly name: { readonly type: string; readonly name?: string };
    readonly value?: { readonly type: string; readonly value?: unknown; readonly start: number; readonly end: number };
  }[];
}

interface JsxName {
  readonly type: string;
  readonly name?: string | JsxName;
  readonly object?: JsxName;
  readonly property?: JsxName;
  readonly namespace?: JsxName;
}

/** An element's name as written (`a`, `Tabs.Tab`, `svg:use`). */
function jsxName(name: JsxName): string {
  if (name.type === 'JSXIdentifier') return String(name.name);
  if (name.type === 'JSXMemberExpression') return `${jsxName(name.object!)}.${jsxName(name.property!)}`;
  if (name.type === 'JSXNamespacedName') return `${jsxName(name.namespace!)}:${jsxName(name.name as JsxName)}`;
  return '';
}

/**
 * `import X from '/snippets/a.mdx'`, `import '/x.mdx'` and `export ... from '/x.mdx'`: each module specifier with its
 * offset in the block. Found by a pattern, then, where it finds any, confirmed by the block's syntax: a line that reads
 * as an import can be text in a string or template literal of an `export` (code a page shows), which the platform
 * never imports. A block acorn cannot read keeps the pattern's answer.
 */
export function importSpecifiers(esm: string): { specifier: string; offset: number }[] {
  const found: { specifier: string; offset: number }[] = [];
  const pattern = /(?:\bfrom|^[^\S\n\r\u2028\u2029]*import)\s*(["'])([^"'\n]+)\1/gm;
  for (let match = pattern.exec(esm); match; match = pattern.exec(esm))
    found.push({ specifier: match[2], offset: match.index + match[0].length - match[2].length - 1 });
  const firstQuote = esm.search(/[`"']/);
  if (found.length === 0 || firstQuote < 0 || firstQuote > Math.max(esm.lastIndexOf('import'), esm.lastIndexOf('from')))
    return found;
  let program: { body: { type: string; source?: { start: number; end: number } | null }[] };
  try {
    program = acornJsx().parse(esm, { ecmaVersion: 2024, sourceType: 'module' }) as unknown as typeof program;
  } catch {
    return found;
  }
  return program.body.flatMap((node) =>
    node.source && /^(?:Import|ExportNamed|ExportAll)Declaration$/.test(node.type)
      ? [{ specifier: esm.slice(node.source.start + 1, node.source.end - 1), offset: node.source.start + 1 }]
      : [],
  );
}

function startOf(node: Node): number {
  return node.position?.start.offset ?? 0;
}

function endOf(node: Node): number {
  return node.position?.end.offset ?? startOf(node);
}

/** Where the lines of `text` start, as LSP positions count lines: ended by `\n`, `\r\n` or a lone `\r`. */
function lineStarts(text: string): number[] {
  const starts = [0];
  if (!text.includes('\r')) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  for (const ending of text.matchAll(/\r\n?|\n/g)) starts.push(ending.index + ending[0].length);
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

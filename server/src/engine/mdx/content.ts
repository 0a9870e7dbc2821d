// What a page holds that other pages care about: its outgoing links (Markdown links and images, reference-style
// definitions, `href`/`src` on any JSX element, snippet imports) and the ids readers can link to (headings, explicit
// `id`s, ids that components make from their titles). Taken from the parsed tree once per page version; positions
// are exact ranges of the link target text, never of code (code blocks and inline code hold no links).
import type { Heading, Node, Nodes, Root } from 'mdast';
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

export function pageContent(text: string, tree: Root): PageContent {
  const lines = lineStarts(text);
  const range = (start: number, end: number): Range => ({
    start: positionAt(lines, start),
    end: positionAt(lines, end),
  });
  const links: PageLink[] = [];
  const anchors: PageAnchor[] = [];
  const seen = new Map<string, number>();
  /**
   * `counter`: whose ids number their repeats, each counting on its own. On the platform a second heading with the
   * same id gets `-2`, a third `-3` (its documentation says so, and its heading slugger counts that way), and so do
   * tabs; titled components (an accordion's second `x` is `x-1`) count from `-1`. Explicit ids are never numbered.
   */
  const addAnchor = (ids: string[], anchorText: string, node: Node, kind: PageAnchor['kind'], counter?: string) => {
    if (ids.length === 0) return;
    const all = [...ids];
    const key = `${counter} ${ids[0]}`;
    const count = counter === undefined ? 0 : (seen.get(key) ?? 0);
    seen.set(key, count + 1);
    const suffix = counter === 'heading' || counter === 'Tab' ? count + 1 : count;
    if (count > 0) all.unshift(...ids.map((id) => `${id}-${suffix}`));
    const depth = node.type === 'heading' ? (node as Heading).depth : undefined;
    anchors.push({ ids: all, text: anchorText, range: range(startOf(node), endOf(node)), kind, depth });
  };

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
      case 'image': {
        const at = destination(text, startOf(node), endOf(node), '](');
        if (at) links.push({ kind: node.type, target: node.url, range: range(at[0], at[1]) });
        break;
      }
      case 'definition': {
        if (node.label?.startsWith('^')) return; // a footnote (`[^1]: text`), not a link
        const at = destination(text, startOf(node), endOf(node), ']:');
        if (at) links.push({ kind: 'definition', target: node.url, range: range(at[0], at[1]) });
        return;
      }
      case 'heading': {
        const title = plainText(node);
        const custom = customHeadingId(text.slice(startOf(node), endOf(node)));
        if (custom) addAnchor([custom], title, node, 'id');
        else addAnchor(anchorIds(title), title, node, 'heading', 'heading');
        break;
      }
      case 'mdxjsEsm':
        for (const found of importSpecifiers(node.value)) {
          const start = startOf(node) + found.offset;
          links.push({ kind: 'import', target: found.specifier, range: range(start, start + found.specifier.length) });
        }
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        visitElement(node);
        break;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };

  const visitElement = (element: MdxJsxFlowElement | MdxJsxTextElement) => {
    const name = element.name ?? '';
    const attributes = element.attributes.filter(
      (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && typeof a.value === 'string',
    );
    for (const attribute of attributes) {
      const value = attribute.value as string;
      if (attribute.name === 'href' || attribute.name === 'src') {
        const at = attributeValue(text, attribute);
        if (at) links.push({ kind: attribute.name, target: value, range: range(at[0], at[1]), element: name });
      }
      if (attribute.name === 'id' || (attribute.name === 'name' && name === 'a'))
        addAnchor([value], value, element, 'id');
    }
    for (const key of TITLED_COMPONENTS[name] ?? []) {
      const value = attributes.find((a) => a.name === key)?.value as string | undefined;
      if (value === undefined || key === 'id') continue;
      const ids = anchorIds(value);
      if (FIELD_PREFIXES.includes(key) || key === 'name')
        for (const id of new Set([...ids, kebabCase(value)])) ids.push(`${key}-${id}`, `param-${id}`, `response-${id}`);
      addAnchor(ids, value, element, 'component', name);
    }
  };

  visit(tree);
  return { links, anchors };
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

function attributeValue(text: string, attribute: MdxJsxAttribute): [number, number] | undefined {
  const position = attribute.position;
  if (position?.start.offset === undefined || position.end.offset === undefined) return undefined;
  const source = text.slice(position.start.offset, position.end.offset);
  const quote = /=\s*(["'])/.exec(source);
  if (!quote) return undefined;
  const start = position.start.offset + quote.index + quote[0].length;
  return [start, Math.max(start, position.end.offset - 1)];
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

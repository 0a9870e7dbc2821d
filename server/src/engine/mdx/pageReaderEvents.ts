// A page's links, anchors and imports taken straight from micromark's events, without building the mdast tree:
// building it is a third of the parse and most of its garbage, and a whole-site check needs only these. Each node
// `pageContent` reads from the tree is read here from the tokens `mdast-util-from-markdown` makes it of, with the
// same values (the tokens the tree's text is made of, decoded the same way) and offsets, in the same document order.
// The tree builder also rejects some documents whose events are fine: a JSX element still open where its parent
// ends, a closing tag naming another element. Wherever the events leave a JSX element open across anything it does
// not enclose (and at any other fault of the tags), the page is left to the tree builder, whose verdict stands:
// its syntax error, or its tree when the page turns out valid. `test/engine/pageReaderEvents.test.ts` compares the two
// on every shape of page and on the corpus.
import type { Event, Token } from 'micromark-util-types';
import { decodeString } from 'micromark-util-decode-string';
import { parseEntities } from 'parse-entities';
import { ContentNode, contentOfNodes, PageContent, pageContent, StringAttribute } from './pageReader';
import { MdxSyntaxError, mdxEvents, pageBodyText, parseMdx, syntaxError } from './parse';
import { quickPageContent } from './pageReaderOnePass';

export type PageContentParse =
  { readonly content: PageContent; readonly error?: undefined } | { content?: undefined; error: MdxSyntaxError };

/** The page's content, or the syntax error that stops the platform's compiler, as `parseMdx` + `pageContent` give. */
export function parsePageContent(text: string, frontmatterEnd: number): PageContentParse {
  const quick = quickPageContent(text, frontmatterEnd);
  if (quick) return { content: quick };
  let events: Event[];
  try {
    events = mdxEvents(pageBodyText(text, frontmatterEnd));
  } catch (error) {
    return { error: syntaxError(error) };
  }
  const content = contentFromEvents(text, frontmatterEnd, events);
  if (content) return { content };
  const parsed = parseMdx(text, frontmatterEnd);
  return parsed.error ? { error: parsed.error } : { content: pageContent(text, frontmatterEnd, parsed.tree) };
}

/** The nodes `pageContent` reads, in document order; a heading's text and an element's end are filled in later. */
type Node = ContentNode;

type LinkNode = Extract<Node, { type: 'link' }>;
type ElementNode = Extract<Node, { type: 'element' }>;

interface Tag {
  name?: string;
  close: boolean;
  selfClosing: boolean;
  readonly attributes: { name: string; value: unknown; start: number; end: number; expression?: boolean }[];
}

/** A token entered and not yet exited, or a JSX element opened and not yet closed (as the tree builder stacks them). */
interface Open {
  readonly token?: Token;
  readonly element?: { readonly tagType: string; readonly name?: string; readonly node?: ElementNode };
}

/** Tokens whose insides hold nothing `pageContent` reads (code, math, expressions). */
const OPAQUE = new Set([
  'codeFenced',
  'codeIndented',
  'mathFlow',
  'mathText',
  'mdxFlowExpression',
  'mdxTextExpression',
]);

/** The page's content from its events, or undefined when the tree builder must decide (see above). */
export function contentFromEvents(
  text: string,
  frontmatterEnd: number,
  events: readonly Event[],
): PageContent | undefined {
  const nodes: Node[] = [];
  const open: Open[] = [];
  /** Inside an image: its description is alt text, nothing in it is a node of the tree. */
  let inImage = 0;
  let heading: Extract<Node, { type: 'heading' }> | undefined;
  /** Inside what adds nothing to a heading's text: a link's destination or reference, an image, a JSX tag. */
  let notHeadingText = 0;
  let atHardBreak = false;
  let setextUnderline = false;
  let resourceOf: LinkNode | undefined;
  let tag: Tag | undefined;
  let tagType = '';
  const linkNodes = new Map<Token, LinkNode>();

  const slice = (i: number) => events[i][2].sliceSerialize(events[i][1]);
  /** The index of the exit of the token entered at `i`. */
  const exitOf = (i: number) => {
    const token = events[i][1];
    let j = i + 1;
    while (events[j][1] !== token) j++;
    return j;
  };
  /** The text of the tokens of `types` between the enter at `i` and its exit (what the tree's buffer collects). */
  const collect = (i: number, types: ReadonlySet<string>) => {
    const end = exitOf(i);
    let value = '';
    for (let j = i + 1; j < end; j++) if (events[j][0] === 'enter' && types.has(events[j][1].type)) value += slice(j);
    return { value, end };
  };
  /** Whether the text read now is part of a heading's text (only then is it sliced out of the page). */
  const inHeadingText = () => heading !== undefined && notHeadingText === 0;

  for (let i = 0; i < events.length; i++) {
    const [kind, token] = events[i];
    const type: string = token.type;
    if (kind === 'enter') {
      // a new list item while a JSX element is open in the previous one: the tree ends that item there
      if (type === 'listItemPrefix' && open.at(-1)?.element) return undefined;
      if (OPAQUE.has(type)) {
        i = exitOf(i);
        continue;
      }
      switch (type) {
        case 'codeText':
          if (inHeadingText()) {
            const code = collect(i, CODE_TEXT);
            heading!.text += code.value;
            i = code.end;
          } else i = exitOf(i);
          continue;
        case 'characterEscape':
        case 'characterReference':
          if (inHeadingText()) heading!.text += decodeString(slice(i));
          i = exitOf(i);
          continue;
        case 'data':
          if (inHeadingText()) heading!.text += slice(i);
          break;
        case 'lineEnding':
          if (atHardBreak) atHardBreak = false;
          else if (!setextUnderline && inHeadingText()) heading!.text += slice(i);
          break;
        case 'mdxjsEsm': {
          const esm = collect(i, ESM_TEXT);
          if (!inImage) nodes.push({ type: 'esm', value: esm.value, start: token.start.offset });
          i = esm.end;
          continue;
        }
        case 'definition': {
          const end = exitOf(i);
          let url = '';
          for (let j = i + 1; j < end; j++)
            if (events[j][0] === 'enter' && events[j][1].type === 'definitionDestinationString')
              url = decodeString(slice(j));
          if (!inImage) nodes.push({ type: 'definition', url, start: token.start.offset, end: token.end.offset });
          i = end;
          continue;
        }
        case 'reference':
          i = exitOf(i);
          continue;
        case 'link':
        case 'image':
          if (!inImage) {
            const node: LinkNode = {
              type: 'link',
              kind: type as LinkNode['kind'],
              start: token.start.offset,
              end: token.end.offset,
            };
            nodes.push(node);
            linkNodes.set(token, node);
          }
          if (type === 'image') {
            inImage++;
            notHeadingText++;
          }
          break;
        case 'resource':
          resourceOf = linkNodes.get(open.at(-1)?.token as Token);
          if (resourceOf) resourceOf.url = '';
          notHeadingText++;
          break;
        case 'resourceDestinationString':
          if (resourceOf) resourceOf.url = decodeString(slice(i));
          i = exitOf(i);
          continue;
        case 'atxHeading':
        case 'setextHeading':
          heading = { type: 'heading', text: '', depth: 0, start: token.start.offset, end: token.end.offset };
          if (!inImage) nodes.push(heading);
          break;
        case 'gfmFootnoteCall': // `[^1]`: no text of a heading's
          notHeadingText++;
          break;
        case 'mdxJsxFlowTag':
        case 'mdxJsxTextTag':
          tag = { close: false, selfClosing: false, attributes: [] };
          tagType = type;
          notHeadingText++;
          break;
        default:
          if (tag && !readTag(tag, i)) return undefined;
          if (tag && type.endsWith('AttributeValueLiteral')) {
            const literal = collect(i, ATTRIBUTE_TEXT);
            const attribute = tag.attributes.at(-1)!;
            attribute.value = parseEntities(literal.value, { nonTerminated: false });
            attribute.end = token.end.offset;
            i = literal.end;
            continue;
          }
          if (tag && (type.endsWith('AttributeValueExpression') || type.endsWith('TagExpressionAttribute'))) {
            const attribute = tag.attributes.at(-1);
            if (attribute && type.endsWith('AttributeValueExpression')) {
              attribute.value = null;
              attribute.expression = true;
              attribute.end = token.end.offset;
            }
            i = exitOf(i);
            continue;
          }
      }
      open.push({ token });
      continue;
    }

    // an exit: the token must be the innermost open thing, as in the tree builder (else a JSX element is open here)
    if (open.pop()?.token !== token) return undefined;
    switch (type) {
      case 'image':
        inImage--;
        notHeadingText--;
        break;
      case 'resource':
        resourceOf = undefined;
        notHeadingText--;
        break;
      case 'gfmFootnoteCall':
        notHeadingText--;
        break;
      case 'atxHeadingSequence':
        if (heading && heading.depth === 0) heading.depth = slice(i).length;
        break;
      case 'setextHeadingText':
        setextUnderline = true;
        break;
      case 'setextHeadingLineSequence':
        if (heading) heading.depth = slice(i).codePointAt(0) === 61 /* = */ ? 1 : 2;
        break;
      case 'atxHeading':
      case 'setextHeading':
        heading = undefined;
        setextUnderline = false;
        break;
      case 'hardBreakEscape':
      case 'hardBreakTrailing':
        atHardBreak = true;
        break;
      case 'mdxJsxFlowTag':
      case 'mdxJsxTextTag': {
        const ended = endTag(tag!, token);
        if (!ended) return undefined;
        tag = undefined;
        notHeadingText--;
        break;
      }
      default:
        if (tag) exitInTag(tag, i);
    }
  }
  if (open.length > 0) return undefined;

  /** What a token inside a tag adds to it on entering; false where the tree builder stops with an error. */
  function readTag(current: Tag, i: number): boolean {
    const type: string = events[i][1].type;
    if (type.endsWith('TagClosingMarker')) return open.some((o) => o.element);
    if (type.endsWith('TagAttribute') || type.endsWith('TagExpressionAttribute')) {
      if (current.close) return false;
      const start = events[i][1].start.offset;
      current.attributes.push({ name: '', value: type.endsWith('TagAttribute') ? null : undefined, start, end: start });
    }
    if (type.endsWith('TagSelfClosingMarker')) return !current.close;
    return true;
  }

  function exitInTag(current: Tag, i: number): void {
    const type: string = events[i][1].type;
    const attribute = current.attributes.at(-1);
    if (type.endsWith('TagClosingMarker')) current.close = true;
    else if (type.endsWith('TagSelfClosingMarker')) current.selfClosing = true;
    else if (type.endsWith('TagNamePrimary')) current.name = slice(i);
    else if (type.endsWith('TagNameMember')) current.name += '.' + slice(i);
    else if (type.endsWith('TagNameLocal')) current.name += ':' + slice(i);
    else if (attribute && type.endsWith('AttributeNamePrimary')) {
      attribute.name = slice(i);
      attribute.end = events[i][1].end.offset;
    } else if (attribute && type.endsWith('AttributeNameLocal')) {
      attribute.name += ':' + slice(i);
      attribute.end = events[i][1].end.offset;
    }
  }

  /** A tag read whole: an element opened, closed, or both; false where the tree builder stops with an error. */
  function endTag(current: Tag, token: Token): boolean {
    if (current.close) {
      // the innermost open thing must be an element of this tag's kind and name
      const element = open.at(-1)?.element;
      if (!element || element.tagType !== tagType || element.name !== current.name) return false;
      open.pop();
      if (element.node) element.node.end = token.end.offset;
      return true;
    }
    const node: ElementNode | undefined = inImage
      ? undefined
      : {
          type: 'element',
          name: current.name ?? '',
          attributes: current.attributes.filter(
            (a): a is StringAttribute & { value: string; start: number; end: number } => typeof a.value === 'string',
          ),
          start: token.start.offset,
          end: token.end.offset,
          flow: tagType === 'mdxJsxFlowTag',
        };
    if (node && current.attributes.some((a) => typeof a.value !== 'string'))
      node.others = current.attributes
        .filter((a) => typeof a.value !== 'string')
        .map((a) => ({
          name: a.name,
          kind: a.value === undefined ? 'spread' : a.expression ? 'expression' : 'boolean',
          start: a.start,
        }));
    if (node) nodes.push(node);
    if (!current.selfClosing) open.push({ element: { tagType, name: current.name, node } });
    return true;
  }

  return contentOfNodes(text, frontmatterEnd, nodes);
}

/** What the tree makes an inline code's value of, an import block's, and a JSX attribute value's (before decoding). */
const CODE_TEXT = new Set(['codeTextData', 'lineEnding']);
const ESM_TEXT = new Set(['mdxjsEsmData', 'lineEnding']);
const ATTRIBUTE_TEXT = new Set([
  'mdxJsxFlowTagAttributeValueLiteralValue',
  'mdxJsxTextTagAttributeValueLiteralValue',
  'lineEnding',
]);

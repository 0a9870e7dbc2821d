// The headings of a page as the platform typesets them before it makes their ids (its SmartyPants step runs before
// its table of contents): `What does "holding period" mean?` becomes `What does “holding period” mean?`, whose id is
// `what-does-“holding-period”-mean`. Quotes are curled by the words around them, and the platform decides that on
// the text of the whole page at once: the values of its text and inline code nodes in document order (code as as
// many letters, each paragraph after one space, nothing between a paragraph and the heading after it), so a
// heading's first quote depends on the text before it. Dashes (`--` -> `—`), ellipses (`...` -> `…`) and backtick
// quotes (``` `` ``` -> `“`, `''` -> `”`) are then typeset in each text node alone. Inline code is never typeset.
// The page is parsed here as the platform parses it for this, with the GFM constructs that change its text (a table's
// cells are texts of their own, without pipes; `~~`, `[ ]` and footnote marks are no text; bare URLs become links
// with the same text, so they are left out: their construct costs a quarter of the parse), and its text typeset as
// the platform does (typography.ts) a few sentences around each heading; loaded only for pages with a heading whose
// typesetting depends on the text around it (see `typesetAlone` in anchorIds.ts and `typesetWherever` in
// typography.ts).
import type { Heading, Nodes, Parents, Root, Text } from 'mdast';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { typesetAlone } from './anchorIds';
import { extensionsWithoutGfm, fromMarkdown, mdastExtensionsWithoutGfm } from './micromarkParser';
import { curlQuotes, typesetSigns, typesetWith } from './typography';

/** Inline elements whose text the typesetting leaves alone. */
const UNTYPESET_ELEMENTS = new Set(['style', 'script']);

/**
 * The typeset text of each heading (as a reader sees it: inline code included, expressions left out), by the
 * offset where the heading starts in `body`; undefined when the page does not parse. A heading that `typesetAlone` can
 * typeset is typeset so, the others with the text around them (the tests' reference: every heading with
 * the whole page, as the platform does, `shortcut: false, wholePage: true`).
 */
export function typesetHeadings(
  body: string,
  { shortcut = true, wholePage = false } = {},
): Map<number, string> | undefined {
  let tree: Root;
  try {
    tree = fromMarkdown(body, {
      extensions: [...extensionsWithoutGfm, gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem()],
      mdastExtensions: [
        ...mdastExtensionsWithoutGfm,
        gfmFootnoteFromMarkdown(),
        gfmStrikethroughFromMarkdown(),
        gfmTableFromMarkdown(),
        gfmTaskListItemFromMarkdown(),
      ],
    });
  } catch {
    return undefined;
  }
  const { text, starts, headings } = joinedText(tree);
  const typeset = new Map<Nodes, string>();
  const typesetHeadings = new Map<number, string>();
  for (const heading of headings) {
    const texts = textNodesOf(heading).filter((node) => starts.has(node));
    const start = heading.position?.start.offset;
    const end = heading.position?.end.offset;
    if (start === undefined || end === undefined) continue;
    const written = readerText(heading, typeset);
    const alone = shortcut ? typesetAlone(written, body.slice(start, end)) : undefined;
    if (alone !== undefined || texts.length === 0) {
      typesetHeadings.set(start, alone ?? written);
      continue;
    }
    const first = starts.get(texts[0])!;
    const last = texts.at(-1)!;
    const window = wholePage
      ? { from: 0, to: text.length }
      : windowAround(text, first, starts.get(last)! + last.value.length);
    const curled = typesetWith(curlQuotes, text.slice(window.from, window.to));
    for (const node of texts) {
      const at = starts.get(node)! - window.from;
      typeset.set(node, typesetWith(typesetSigns, curled.slice(at, at + node.value.length)));
    }
    typesetHeadings.set(start, readerText(heading, typeset));
  }
  return typesetHeadings;
}

/** How far around a heading the page's text is tokenized: the quotes' words and sentences lie well within it. */
const CONTEXT_BEFORE = 600;
const CONTEXT_AFTER = 200;

/**
 * The part of the joined text around `from`..`to` that decides how the quotes there are curled: a few sentences
 * each side, cut at spaces (further out where there are none) so that no word is split (the quotes are curled by
 * the words and signs beside them, within their sentence).
 */
function windowAround(text: string, from: number, to: number): { from: number; to: number } {
  let start = Math.max(0, from - CONTEXT_BEFORE);
  while (start > 0 && !/\s/.test(text[start - 1])) start--;
  let end = Math.min(text.length, to + CONTEXT_AFTER);
  while (end < text.length && !/\s/.test(text[end])) end++;
  return { from: start, to: end };
}

/**
 * The page's text as the platform's typesetting joins it (text nodes as they are, inline code as as many letters,
 * one space before each paragraph), where each text node starts in it, and the headings.
 */
function joinedText(tree: Root): { text: string; starts: Map<Text, number>; headings: Heading[] } {
  const starts = new Map<Text, number>();
  const headings: Heading[] = [];
  let text = '';
  const visit = (node: Nodes, parent: Parents | undefined) => {
    const skipped =
      !parent || (parent.type === 'mdxJsxTextElement' && (!parent.name || UNTYPESET_ELEMENTS.has(parent.name)));
    if (!skipped) {
      if (node.type === 'text') {
        starts.set(node, text.length);
        text += node.value;
      } else if (node.type === 'inlineCode') text += 'A'.repeat(node.value.length);
      else if (node.type === 'paragraph') text += ' ';
    }
    if (node.type === 'heading') headings.push(node);
    if ('children' in node) for (const child of node.children) visit(child, node);
  };
  visit(tree, undefined);
  return { text, starts, headings };
}

/** The text nodes in a heading, in order (those the typesetting reads are the ones `joinedText` placed). */
function textNodesOf(node: Nodes): Text[] {
  if (node.type === 'text') return [node];
  return 'children' in node ? node.children.flatMap(textNodesOf) : [];
}

function readerText(node: Nodes, typeset: ReadonlyMap<Nodes, string>): string {
  if (node.type === 'text') return typeset.get(node) ?? node.value;
  if (node.type === 'inlineCode') return node.value;
  return 'children' in node ? node.children.map((child) => readerText(child, typeset)).join('') : '';
}

// The headings of a page as the platform typesets them before it makes their ids (its SmartyPants step runs before
// its table of contents): `What does "holding period" mean?` becomes `What does “holding period” mean?`, whose id is
// `what-does-“holding-period”-mean`. Quotes are curled by the words around them, and the platform decides that on
// the text of the whole page at once: the values of its text and inline code nodes in document order (code as as
// many letters, each paragraph after one space, nothing between a paragraph and the heading after it), so a
// heading's first quote depends on the text before it. Dashes (`--` -> `—`), ellipses (`...` -> `…`) and backtick
// quotes (``` `` ``` -> `“`, `''` -> `”`) are then typeset in each text node alone. Inline code is never typeset.
// The page is parsed here as the platform parses it for this, with the GFM constructs that change its text (a table's
// cells are texts of their own, without pipes; `~~`, `[ ]` and footnote marks are no text; bare URLs become links
// with the same text, so they are left out), and its text tokenized by the same natural-language parser with the
// same rules; loaded only for pages whose headings need it (see `typesetByItself` in anchorIds.ts).
import type { Nodes, Parents, Root } from 'mdast';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { toString } from 'nlcst-to-string';
import { ParseLatin } from 'parse-latin';
import retextSmartypants from 'retext-smartypants';
import { extensions, fromMarkdown, mdastExtensions } from './micromarkParser';

/** Inline elements whose text the typesetting leaves alone. */
const UNTYPESET_ELEMENTS = new Set(['style', 'script']);

/** The first pass: quotes only (they keep the text's length, so each node's part can be cut out again). */
const curlQuotes = retextSmartypants({ ellipses: false, dashes: false, backticks: false });
/** The second pass, on each text node alone: ellipses, backtick quotes and dashes. */
const typesetSigns = retextSmartypants({ quotes: false });

function typesetWith(transform: typeof curlQuotes, text: string): string {
  const tree = new ParseLatin().parse(text);
  transform(tree);
  return toString(tree);
}

/**
 * The typeset text of each heading (as a reader sees it: inline code included, expressions left out), by the
 * offset where the heading starts in `body`; undefined when the page does not parse.
 */
export function typesetHeadings(body: string): Map<number, string> | undefined {
  let tree: Root;
  try {
    tree = fromMarkdown(body, {
      extensions: [...extensions, gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem()],
      mdastExtensions: [
        ...mdastExtensions,
        gfmFootnoteFromMarkdown(),
        gfmStrikethroughFromMarkdown(),
        gfmTableFromMarkdown(),
        gfmTaskListItemFromMarkdown(),
      ],
    });
  } catch {
    return undefined;
  }
  const typeset = typesetText(tree);
  const headings = new Map<number, string>();
  const visit = (node: Nodes) => {
    if (node.type === 'heading' && node.position?.start.offset !== undefined)
      headings.set(node.position.start.offset, readerText(node, typeset));
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return headings;
}

/** The typeset value of every text node of the page. */
function typesetText(tree: Root): Map<Nodes, string> {
  const visited: Nodes[] = [];
  let all = '';
  const visit = (node: Nodes, parent: Parents | undefined) => {
    const skipped =
      !parent || (parent.type === 'mdxJsxTextElement' && (!parent.name || UNTYPESET_ELEMENTS.has(parent.name)));
    if (!skipped) {
      if (node.type === 'text') all += node.value;
      else if (node.type === 'inlineCode') all += 'A'.repeat(node.value.length);
      else if (node.type === 'paragraph') all += ' ';
      if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'paragraph') visited.push(node);
    }
    if ('children' in node) for (const child of node.children) visit(child, node);
  };
  visit(tree, undefined);
  const curled = typesetWith(curlQuotes, all);
  const typeset = new Map<Nodes, string>();
  let at = 0;
  for (const node of visited) {
    if (node.type === 'paragraph') at += 1;
    else if (node.type === 'inlineCode') at += node.value.length;
    else if (node.type === 'text') {
      typeset.set(node, typesetWith(typesetSigns, curled.slice(at, at + node.value.length)));
      at += node.value.length;
    }
  }
  return typeset;
}

function readerText(node: Nodes, typeset: ReadonlyMap<Nodes, string>): string {
  if (node.type === 'text') return typeset.get(node) ?? node.value;
  if (node.type === 'inlineCode') return node.value;
  return 'children' in node ? node.children.map((child) => readerText(child, typeset)).join('') : '';
}

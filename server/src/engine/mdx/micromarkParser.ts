// micromark with the extensions of the platform's MDX pipeline, in its order: MDX (JSX, expressions, ESM), GFM
// (tables, literal autolinks, strikethrough, footnotes, task lists) and math; frontmatter is blanked out before
// parsing. GFM decides whether some pages parse at all: a `{` in a bare URL is part of the link, not an expression,
// and a table's cells are read one by one, so an expression cannot span a `|`. A module of its own so that parse.ts
// loads it when a page first needs it, while these imports stay static: a `require` of the packages themselves would
// bundle all they export (micromark's HTML compiler, KaTeX: 600 KB).
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';

export { parse, postprocess, preprocess } from 'micromark';
export { fromMarkdown };

export const extensions = [mdxjs(), gfm(), math()];
export const mdastExtensions = [mdxFromMarkdown(), gfmFromMarkdown(), mathFromMarkdown()];

/** MDX and math alone, to which the typesetting of headings adds the GFM constructs that change a page's text. */
export const extensionsWithoutGfm = [mdxjs(), math()];
export const mdastExtensionsWithoutGfm = [mdxFromMarkdown(), mathFromMarkdown()];

// micromark with the MDX (JSX, expressions, ESM) and math extensions, as parse.ts uses it. A module of its own so that
// parse.ts loads it when a page first needs it, while these imports stay static: a `require` of the packages
// themselves would bundle all they export (micromark's HTML compiler, KaTeX: 600 KB).
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mathFromMarkdown } from 'mdast-util-math';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';

export { parse, postprocess, preprocess } from 'micromark';
export { fromMarkdown };

export const extensions = [mdxjs(), math()];
export const mdastExtensions = [mdxFromMarkdown(), mathFromMarkdown()];

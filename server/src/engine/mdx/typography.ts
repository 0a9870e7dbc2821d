// The platform's typesetting of text (its SmartyPants step: the same natural-language tokenizer, the same rules) in
// its two passes: quotes curled by the words and signs beside them, then dashes (`--` -> `—`), ellipses
// (`...` -> `…`) and backtick quotes (``` `` ``` -> `“`, `''` -> `”`) in each text alone. And a heading's text
// typeset where the text around it cannot change the result. Loaded when a heading first needs more than the
// apostrophe rule (see `typesetAlone` in anchorIds.ts).
import { toString } from 'nlcst-to-string';
import { ParseLatin } from 'parse-latin';
import retextSmartypants from 'retext-smartypants';

/** The first pass: quotes only (they keep the text's length, so each node's part can be cut out again). */
export const curlQuotes = retextSmartypants({ ellipses: false, dashes: false, backticks: false });
/** The second pass, on each text node alone: ellipses, backtick quotes and dashes. */
export const typesetSigns = retextSmartypants({ quotes: false });

export function typesetWith(transform: typeof curlQuotes, text: string): string {
  const tree = new ParseLatin().parse(text);
  transform(tree);
  return toString(tree);
}

/**
 * What may stand right before a heading's text in the page's joined text (nothing, a space, a word, a sentence's
 * end, a sign, a quote) and right after it (also a word glued on, a decade, a quote opening a word): the rules look
 * at a quote's neighbours and its sentence, and nothing farther.
 */
const BEFORE = ['', ' ', 'a', '.', 'a.', 'a. ', '$', '"', "'"];
const AFTER = ['', ' ', 'a', '80s', '.', '."', '"a', "'a", '$', '.a', '"', "'"];
/** Three words or more: a whole word between the two ends of a heading's text, so that each is tried alone. */
const SEPARATE_SIDES = /\S\s+\S+\s+\S/;
/** What may stand after it when the page goes on with a paragraph, a list or a quote (after a space), or a word. */
const AFTER_PLAIN = ['', ' ', ' a', ' "a', " 'a", ' .', 'a', '80s', 'a.', 'a"'];

/**
 * A heading's text (one text node: no code or other markup) typeset, where it comes out the same whatever stands
 * around it (`plainAfter`: whatever stands before it, when the page goes on with a paragraph, list, quote or word);
 * undefined where the page's text decides (a quote at its start or end, mostly).
 */
export function typesetWherever(text: string, plainAfter = false): string | undefined {
  const afters = plainAfter ? AFTER_PLAIN : AFTER;
  // a quote is curled by its neighbours: with a word between the ends, what stands before the text and what stands
  // after it never meet at one quote, and each side is tried alone
  const contexts = SEPARATE_SIDES.test(text)
    ? [...BEFORE.map((before) => [before, ' ']), ...afters.map((after) => [' ', after])]
    : BEFORE.flatMap((before) => afters.map((after) => [before, after]));
  let curled: string | undefined;
  for (const [before, after] of contexts) {
    const result = typesetWith(curlQuotes, before + text + after).slice(before.length, before.length + text.length);
    if (curled === undefined) curled = result;
    else if (result !== curled) return undefined;
  }
  return typesetWith(typesetSigns, curled!);
}

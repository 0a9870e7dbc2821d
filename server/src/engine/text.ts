// Text documents with offset <-> position mapping, shared by every parsed file.
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Range } from 'vscode-languageserver-types';
import { distance as levenshtein } from 'fastest-levenshtein';

export { TextDocument };

export function createDocument(uri: string, languageId: string, version: number | string, text: string): TextDocument {
  return TextDocument.create(uri, languageId, typeof version === 'number' ? version : 0, text);
}

/**
 * A copy of `text` that keeps no larger string alive. V8 represents a `slice` of 13 or more characters as a view into
 * the string it was cut from, and a string built piece by piece (as `yaml` builds quoted scalars) as a chain of
 * pieces: a cache of page prefixes would hold every whole page, and each value a chain 50 pieces long.
 */
export function detached(text: string): string {
  return structuredClone(text);
}

export function rangeOf(doc: TextDocument, offset: number, length: number): Range {
  return { start: doc.positionAt(offset), end: doc.positionAt(offset + length) };
}

export function containsOffset(start: number, length: number, offset: number): boolean {
  return offset >= start && offset <= start + length;
}

/** Levenshtein distance (fastest-levenshtein's bit-parallel algorithm). */
export function editDistance(a: string, b: string): number {
  return levenshtein(a, b);
}

/**
 * The candidate closest to `word` (ignoring letter case), if it is close enough to be a plausible typo: within a
 * third of its length (at least 1); the first of equals. Each candidate is measured: for the short lists of keys,
 * values and codes; a site's page paths, asked for every link to no page, have an index (`project/closestMatcher.ts`).
 */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const wanted = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - wanted.length) >= bestDistance) continue; // cannot be closer
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/**
 * What `\s` matches, by character code: for loops over every character of a page's links, where a regular
 * expression per character was a fiftieth of a large site's parsing.
 */
export function isWhitespace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 5760 ||
    (code >= 8192 && code <= 8202) ||
    code === 8232 ||
    code === 8233 ||
    code === 8239 ||
    code === 8287 ||
    code === 12288 ||
    code === 65279
  );
}

/**
 * A value made when first asked for, then kept: a module loaded with `require` only when a run first needs it, so a
 * run that never does never pays for loading it (esbuild bundles the module, and runs it at that first call).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { readonly value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** What ends a line for a regular expression's `.` and `$` (m flag): `\n`, `\r`, the line and paragraph separators. */
export const LINE_TERMINATORS = '\n\r\u2028\u2029';

/**
 * `text` without the characters `drop` accepts at its start and end (`where`). A loop, where `/^-+|-+$/` would try
 * the run from each of its characters: quadratic on a long run that ends in another character.
 */
export function trimWhere(
  text: string,
  drop: (c: string) => boolean,
  where: 'start' | 'end' | 'both' = 'both',
): string {
  let start = 0;
  let end = text.length;
  if (where !== 'end') while (start < end && drop(text[start])) start++;
  if (where !== 'start') while (end > start && drop(text[end - 1])) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** `text` without the slashes at its start and end. */
export function withoutSlashes(text: string, where: 'start' | 'end' | 'both' = 'both'): string {
  return trimWhere(text, (c) => c === '/', where);
}

/**
 * The end of `text` from the first of `characters` on its last line (a link's query and fragment, `?x#y`), as
 * `/[#?].*$/` finds it in linear time; '' when there is none.
 */
export function lastLineFromFirstOf(text: string, characters: string): string {
  const [lineStart] = lineBounds(text, text.length);
  for (let i = lineStart; i < text.length; i++) if (characters.includes(text[i])) return text.slice(i);
  return '';
}

/**
 * Where the line holding `start`..`end` of `text` starts and ends, lines ended by any of `terminators`: found by
 * stepping from the span, so a search never runs past the line (a `lastIndexOf` of a terminator the text lacks reads
 * back to its start).
 */
export function lineBounds(
  text: string,
  start: number,
  end = start,
  terminators: string = LINE_TERMINATORS,
): [number, number] {
  let lineStart = start;
  while (lineStart > 0 && !terminators.includes(text[lineStart - 1])) lineStart--;
  let lineEnd = end;
  while (lineEnd < text.length && !terminators.includes(text[lineEnd])) lineEnd++;
  return [lineStart, lineEnd];
}

/** `text` up to the first of `characters` (a path without its query and fragment), or all of it. */
export function upToFirstOf(text: string, characters: string): string {
  for (let i = 0; i < text.length; i++) if (characters.includes(text[i])) return text.slice(0, i);
  return text;
}

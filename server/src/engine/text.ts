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

/** The candidate closest to `word` (ignoring letter case), if it is close enough to be a plausible typo. */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  return new ClosestMatcher([...candidates]).closest(word);
}

/**
 * `closestMatch` over one list asked many times (a site's page paths, for every link to no page): the candidates are
 * lower-cased once, and each gets a signature of the characters it holds, so that most are set aside without an
 * edit distance. Lower-casing 25 000 paths and measuring each against every mistyped link was most of the time of
 * a "did you mean" on a large site.
 */
export class ClosestMatcher {
  private readonly lowerCase: readonly string[];
  /** Two 32-bit halves of each candidate's 64-bit signature. */
  private readonly low: Int32Array;
  private readonly high: Int32Array;

  constructor(private readonly candidates: readonly string[]) {
    this.lowerCase = candidates.map((candidate) => candidate.toLowerCase());
    this.low = new Int32Array(candidates.length);
    this.high = new Int32Array(candidates.length);
    this.lowerCase.forEach((candidate, i) => ([this.low[i], this.high[i]] = signature(candidate)));
  }

  closest(word: string): string | undefined {
    const wanted = word.toLowerCase();
    const [low, high] = signature(wanted);
    let best: string | undefined;
    let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
    for (let i = 0; i < this.candidates.length; i++) {
      const candidate = this.candidates[i];
      if (Math.abs(candidate.length - wanted.length) >= bestDistance) continue; // cannot be closer
      // a character of one string whose bit the other's signature lacks must be deleted, inserted or substituted:
      // each such bit costs an edit of its own
      const onlyWanted = bitCount(low & ~this.low[i]) + bitCount(high & ~this.high[i]);
      const onlyCandidate = bitCount(this.low[i] & ~low) + bitCount(this.high[i] & ~high);
      if (Math.max(onlyWanted, onlyCandidate) >= bestDistance) continue; // cannot be closer either
      const distance = editDistance(wanted, this.lowerCase[i]);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return best;
  }
}

/** One bit of 64 for each character present (characters share the bits), as two 32-bit halves. */
function signature(text: string): [number, number] {
  let low = 0;
  let high = 0;
  for (let i = 0; i < text.length; i++) {
    const bit = Math.imul(text.charCodeAt(i), 0x9e3779b1) >>> 26;
    if (bit < 32) low |= 1 << bit;
    else high |= 1 << (bit - 32);
  }
  return [low, high];
}

function bitCount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
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

const LINE_TERMINATORS = '\n\r\u2028\u2029';

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
  let lineStart = text.length;
  while (lineStart > 0 && !LINE_TERMINATORS.includes(text[lineStart - 1])) lineStart--;
  for (let i = lineStart; i < text.length; i++) if (characters.includes(text[i])) return text.slice(i);
  return '';
}

/** `text` up to the first of `characters` (a path without its query and fragment), or all of it. */
export function upToFirstOf(text: string, characters: string): string {
  for (let i = 0; i < text.length; i++) if (characters.includes(text[i])) return text.slice(0, i);
  return text;
}

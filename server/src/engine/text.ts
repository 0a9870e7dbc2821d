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
  private readonly signatures: Int32Array;

  constructor(private readonly candidates: readonly string[]) {
    this.lowerCase = candidates.map((candidate) => candidate.toLowerCase());
    this.signatures = Int32Array.from(this.lowerCase, signature);
  }

  closest(word: string): string | undefined {
    const wanted = word.toLowerCase();
    const wantedSignature = signature(wanted);
    let best: string | undefined;
    let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
    for (let i = 0; i < this.candidates.length; i++) {
      const candidate = this.candidates[i];
      if (Math.abs(candidate.length - wanted.length) >= bestDistance) continue; // cannot be closer
      // an edit adds or removes at most two of the characters a string holds: a distance of d changes at most 2d
      // bits of the signature (a bit stands for one or more characters)
      if (bitCount(wantedSignature ^ this.signatures[i]) >= 2 * bestDistance) continue; // cannot be closer either
      const distance = editDistance(wanted, this.lowerCase[i]);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return best;
  }
}

/** One bit for each character present (characters share the 32 bits). */
function signature(text: string): number {
  let bits = 0;
  for (let i = 0; i < text.length; i++) bits |= 1 << (Math.imul(text.charCodeAt(i), 0x9e3779b1) >>> 27);
  return bits;
}

function bitCount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

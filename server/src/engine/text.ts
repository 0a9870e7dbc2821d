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
  const list = [...candidates];
  const at = closestIndex(
    word,
    list,
    list.map((candidate) => candidate.toLowerCase()),
  );
  return at === undefined ? undefined : list[at];
}

/**
 * `closestMatch` with the candidates lower-cased beforehand (a site's page paths, lower-cased once): the index of
 * the closest. Lower-casing 25 000 paths for every mistyped link was most of the time of a "did you mean".
 */
export function closestIndex(
  word: string,
  candidates: readonly string[],
  lowerCaseCandidates: readonly string[],
): number | undefined {
  const wanted = word.toLowerCase();
  let best: number | undefined;
  let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
  for (let i = 0; i < candidates.length; i++) {
    if (Math.abs(candidates[i].length - wanted.length) >= bestDistance) continue; // cannot be closer
    const distance = editDistance(wanted, lowerCaseCandidates[i]);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

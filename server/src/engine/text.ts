// Text documents with offset <-> position mapping, shared by every parsed file.
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Range } from 'vscode-languageserver-types';

export { TextDocument };

export function createDocument(uri: string, languageId: string, version: number | string, text: string): TextDocument {
  return TextDocument.create(uri, languageId, typeof version === 'number' ? version : 0, text);
}

export function rangeOf(doc: TextDocument, offset: number, length: number): Range {
  return { start: doc.positionAt(offset), end: doc.positionAt(offset + length) };
}

export function containsOffset(start: number, length: number, offset: number): boolean {
  return offset >= start && offset <= start + length;
}

/** Levenshtein distance, bounded: stops early once the distance exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/** The candidate closest to `word`, if it is close enough to be a plausible typo. */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase(), bestDistance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

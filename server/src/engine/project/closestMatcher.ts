// "Did you mean" over a site's page paths, for every link to no page: what `closestMatch` finds (the first closest
// candidate, ignoring letter case, within a third of the word's length), from an index made once per site. Measuring
// each of 25 000 alike paths against each of 15 000 mistyped links took minutes.
//
// The index is two tries of the lower-cased candidates, one read forwards and one backwards, searched depth first
// with a row of the edit-distance table per level; a branch is left as soon as nothing through it can beat the best
// found so far. Two bounds keep the search small. Each row is computed only within the distance still allowed of its
// diagonal (a cell further off is at least that far). And the search is split in two halves: an alignment within d
// edits spends at most d/2 of them on one half of the word, so the forward trie takes the alignments that spend at
// most half on the word's first half and the backward trie those that spend at most half on its second half. The
// distance allowed starts at 1 and doubles until a candidate is found, so most searches run with a tight bound.
import { editDistance } from '../text';

interface Best {
  index: number;
  distance: number;
}

export class ClosestMatcher {
  private readonly lowerCase: readonly string[];
  private readonly forward: CandidateTrie;
  private readonly backward: CandidateTrie;

  constructor(private readonly candidates: readonly string[]) {
    this.lowerCase = candidates.map((candidate) => candidate.toLowerCase());
    this.forward = new CandidateTrie(this.lowerCase);
    this.backward = new CandidateTrie(this.lowerCase.map(reversed));
  }

  /** The first candidate closest to `word`, if it is close enough to be a plausible typo (as `closestMatch`). */
  closest(word: string): string | undefined {
    const wanted = word.toLowerCase();
    const backwards = reversed(wanted);
    const allowed = Math.max(1, Math.floor(word.length / 3));
    // the first half ends before `half` in the forward search, and up to it (from the end) in the backward one
    const half = Math.floor(wanted.length / 2);
    for (let limit = 1; ; limit = Math.min(allowed, limit * 2)) {
      // a candidate beats the best when closer, or as close and earlier in the list
      const best: Best = { index: -1, distance: limit + 1 };
      const verify = (index: number) => editDistance(wanted, this.lowerCase[index]);
      this.forward.search(wanted, half, best, verify);
      this.backward.search(backwards, wanted.length - half + 1, best, verify);
      if (best.index >= 0) return this.candidates[best.index];
      if (limit >= allowed) return undefined;
    }
  }
}

function reversed(text: string): string {
  let result = '';
  for (let i = text.length - 1; i >= 0; i--) result += text[i];
  return result;
}

const beats = (best: Best, distance: number, index: number) =>
  distance < best.distance || (distance === best.distance && index < best.index);

/** The candidates' characters in a trie, in typed arrays (a site's paths make hundreds of thousands of nodes). */
class CandidateTrie {
  /** Per node: its character, first child and next sibling (-1: none). */
  private readonly character: Uint16Array;
  private readonly firstChild: Int32Array;
  private readonly nextSibling: Int32Array;
  /** Per node: the first candidate that ends there (-1: none), and the first that passes through it. */
  private readonly ending: Int32Array;
  private readonly firstThrough: Int32Array;
  /** Per node: the shortest and longest candidates through it. */
  private readonly shortest: Int32Array;
  private readonly longest: Int32Array;
  private readonly deepest: number;
  /** The search's table and stack, kept from one search to the next (most words are about as long). */
  private rows = new Int32Array(0);
  private readonly low: Int32Array;
  private readonly high: Int32Array;
  private readonly stack: Int32Array;

  constructor(texts: readonly string[]) {
    const capacity = texts.reduce((sum, text) => sum + text.length, 1);
    const character = new Uint16Array(capacity);
    const firstChild = new Int32Array(capacity).fill(-1);
    const nextSibling = new Int32Array(capacity).fill(-1);
    const ending = new Int32Array(capacity).fill(-1);
    const firstThrough = new Int32Array(capacity).fill(texts.length);
    const shortest = new Int32Array(capacity).fill(0x7fffffff);
    const longest = new Int32Array(capacity);
    let nodes = 1;
    let deepest = 0;
    texts.forEach((text, index) => {
      let node = 0;
      for (let i = 0; ; i++) {
        firstThrough[node] = Math.min(firstThrough[node], index);
        shortest[node] = Math.min(shortest[node], text.length);
        longest[node] = Math.max(longest[node], text.length);
        if (i === text.length) break;
        const code = text.charCodeAt(i);
        let child = firstChild[node];
        while (child >= 0 && character[child] !== code) child = nextSibling[child];
        if (child < 0) {
          child = nodes++;
          character[child] = code;
          nextSibling[child] = firstChild[node];
          firstChild[node] = child;
        }
        node = child;
      }
      if (ending[node] < 0) ending[node] = index;
      deepest = Math.max(deepest, text.length);
    });
    this.character = character.slice(0, nodes);
    this.firstChild = firstChild.slice(0, nodes);
    this.nextSibling = nextSibling.slice(0, nodes);
    this.ending = ending.slice(0, nodes);
    this.firstThrough = firstThrough.slice(0, nodes);
    this.shortest = shortest.slice(0, nodes);
    this.longest = longest.slice(0, nodes);
    this.deepest = deepest;
    this.low = new Int32Array(deepest + 1);
    this.high = new Int32Array(deepest + 1);
    // each node is put on the stack at most once, with its depth
    this.stack = new Int32Array(nodes * 2);
  }

  /**
   * Improves `best` with every candidate that beats it through an alignment spending at most half the distance
   * allowed on `word`'s characters before `split`. A candidate found has its distance measured whole (`verify`):
   * the table, held to the half, may count more than the closest alignment.
   */
  search(word: string, split: number, best: Best, verify: (index: number) => number): void {
    const width = word.length + 1;
    // row `depth` of the table: the distances between the word's prefixes and the node's path, cells [low, high]
    if (this.rows.length < (this.deepest + 1) * width) this.rows = new Int32Array((this.deepest + 1) * width);
    const rows = this.rows;
    const { low, high, stack } = this;
    let top = 0;
    stack[top++] = 0;
    stack[top++] = 0;
    while (top > 0) {
      const depth = stack[--top];
      const node = stack[--top];
      // what no candidate through the node can do better than: its length alone, then each cell with the length
      // the rest of the word and the rest of the candidates leave
      const shortestRest = this.shortest[node] - depth;
      const longestRest = this.longest[node] - depth;
      const lengthGap = Math.max(0, shortestRest + depth - word.length, word.length - longestRest - depth);
      if (!beats(best, lengthGap, this.firstThrough[node])) continue;
      const row = depth * width;
      const above = row - width;
      const aboveLow = depth === 0 ? 0 : low[depth - 1];
      const aboveHigh = depth === 0 ? -1 : high[depth - 1];
      const far = best.distance + 1;
      const halfLimit = best.distance >> 1;
      const cellLow = Math.max(0, depth - best.distance);
      const cellHigh = Math.min(word.length, depth + best.distance);
      const code = this.character[node];
      let nearest = far;
      for (let i = cellLow; i <= cellHigh; i++) {
        let cell = i === 0 ? depth : far;
        if (i > aboveLow && i - 1 <= aboveHigh)
          cell = Math.min(cell, rows[above + i - 1] + (word.charCodeAt(i - 1) === code ? 0 : 1));
        if (i >= aboveLow && i <= aboveHigh) cell = Math.min(cell, rows[above + i] + 1);
        if (i > cellLow) cell = Math.min(cell, rows[row + i - 1] + 1);
        if (i < split && cell > halfLimit) cell = far;
        rows[row + i] = cell;
        const rest = word.length - i;
        const bound = cell + Math.max(0, rest - longestRest, shortestRest - rest);
        if (bound < nearest) nearest = bound;
      }
      low[depth] = cellLow;
      high[depth] = cellHigh;
      const ending = this.ending[node];
      if (ending >= 0 && cellHigh === word.length && beats(best, rows[row + word.length], ending)) {
        const distance = verify(ending);
        if (beats(best, distance, ending)) {
          best.index = ending;
          best.distance = distance;
        }
      }
      if (!beats(best, nearest, this.firstThrough[node])) continue;
      // the child that follows the word is taken first: the best is found early and bounds the rest
      const following = depth < word.length ? word.charCodeAt(depth) : -1;
      let preferred = -1;
      for (let child = this.firstChild[node]; child >= 0; child = this.nextSibling[child]) {
        if (this.character[child] === following) preferred = child;
        else {
          stack[top++] = child;
          stack[top++] = depth + 1;
        }
      }
      if (preferred >= 0) {
        stack[top++] = preferred;
        stack[top++] = depth + 1;
      }
    }
  }
}

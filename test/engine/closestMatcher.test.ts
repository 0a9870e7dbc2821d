// "Did you mean": the matcher that sets candidates aside by their character signatures finds exactly what measuring
// every candidate finds (the closest one under the threshold, the first of equals), on random near-miss paths.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ClosestMatcher, editDistance } from '../../server/src/engine/text';
import { seededRandom as random } from '../helpers/seededRandom';

/** The closest candidate by edit distance, every one measured: the first of the closest, under the same threshold. */
function measuringEvery(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

describe('closest page path', () => {
  it('is the one measuring every candidate finds, on 600 near misses among 3 000 paths', () => {
    const next = random(7);
    const letters = 'abcdefgh/-_0123456789ABC';
    const word = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join('');
    const paths = Array.from({ length: 3000 }, (_, i) =>
      i % 3 === 0 ? `f${i % 25}/p${i}` : `${word(2 + Math.floor(next() * 6))}/${word(3 + Math.floor(next() * 10))}`,
    );
    const matcher = new ClosestMatcher(paths);
    let found = 0;
    for (let i = 0; i < 600; i++) {
      const base = paths[Math.floor(next() * paths.length)];
      const at = Math.floor(next() * base.length);
      const typo = [
        base.slice(0, at) + base.slice(at + 1),
        base.slice(0, at) + word(1) + base.slice(at),
        base.slice(0, at) + word(1) + base.slice(at + 1),
        `${base}-gone`,
        base.toUpperCase(),
        word(base.length),
      ][i % 6];
      const expected = measuringEvery(typo, paths);
      assert.equal(matcher.closest(typo), expected, typo);
      if (expected) found++;
    }
    assert.ok(found > 200, `${found} suggestions`);
  });
});

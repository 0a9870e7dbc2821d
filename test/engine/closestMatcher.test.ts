// "Did you mean": the index of a site's page paths finds exactly what measuring every candidate finds (the closest
// one within the threshold, ignoring letter case, the first of equals), on random near misses and on alike paths
// with the mistakes links make.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ClosestMatcher } from '../../server/src/engine/project/closestMatcher';
import { closestMatch, editDistance } from '../../server/src/engine/text';
import { seededRandom as random } from '../helpers/seededRandom';
import { mistypedPagePaths } from '../../scripts/bench/mistypedPagePaths';

/** How many candidates are as close as the closest: more than one is a tie the list's order decides. */
function closestCount(word: string, candidates: readonly string[]): number {
  const distances = candidates.map((candidate) => editDistance(word.toLowerCase(), candidate.toLowerCase()));
  const nearest = Math.min(...distances);
  return distances.filter((distance) => distance === nearest).length;
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
      const expected = closestMatch(typo, paths);
      assert.equal(matcher.closest(typo), expected, typo);
      if (expected) found++;
    }
    assert.ok(found > 200, `${found} suggestions`);
  });

  it('is the one measuring every candidate finds, on 600 mistyped links among 2 000 alike paths', () => {
    const { pages, links } = mistypedPagePaths(2000, 600, 3);
    const matcher = new ClosestMatcher(pages);
    let found = 0;
    let ties = 0;
    let caseOnly = 0;
    for (const link of links) {
      const expected = closestMatch(link, pages);
      assert.equal(matcher.closest(link), expected, link);
      if (!expected) continue;
      found++;
      if (expected.toLowerCase() === link.toLowerCase()) caseOnly++;
      else if (closestCount(link, pages) > 1) ties++;
    }
    // the set holds what the matcher must decide as measuring does: ties, letter case, short and long links
    assert.ok(found > 300 && ties > 20 && caseOnly > 20, `${found} suggestions, ${ties} ties, ${caseOnly} by case`);
    assert.ok(links.some((link) => link.length <= 2) && links.some((link) => link.length >= 60));
  });
});

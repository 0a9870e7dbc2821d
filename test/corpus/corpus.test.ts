// `check` over real sites of ../shared/corpus: no crash, and the number of diagnostics per site and code is exactly
// the pinned one (each pinned finding was reviewed as a real problem; see test/corpus/README.md). `npm test` checks a
// sample of four sites (a mint.json site, LaTeX pages, specs, anchors of typeset headings); corpus.slow.test.ts
// checks every site (`npm run test:slow`). Skipped when the corpus is not beside the project. Re-pin with
// `node scripts/corpus.mjs --update`.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

const corpus = path.resolve(__dirname, '../../../shared/corpus');
const expected: Record<string, Record<string, number>> = JSON.parse(
  readFileSync(path.join(__dirname, 'expected.json'), 'utf8'),
);
const SAMPLE = ['0xPortalLabs__docs', '1Router__1router-docs', 'dubinc__docs', 'mem0ai__mem0'];

describe('corpus', { skip: !existsSync(corpus) && 'no ../shared/corpus beside the project' }, () => {
  it('pins every site of the corpus', async () => {
    const { pinnedSites } = await import('../../scripts/corpus.mjs');
    assert.deepEqual(pinnedSites(), Object.keys(expected).sort());
  });
  for (const site of SAMPLE) {
    it(site, async () => {
      const { checkSite } = await import('../../scripts/corpus.mjs');
      assert.ok(expected[site], `${site} is pinned`);
      assert.deepEqual(checkSite(site).counts, expected[site]);
    });
  }
});

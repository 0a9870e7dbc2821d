// `check` over every real site of ../shared/corpus (`npm run test:slow`; `npm test` checks a sample in
// corpus.test.ts): no crash, and the number of diagnostics per site and code is exactly the pinned one (see
// test/corpus/README.md). Skipped when the corpus is not beside the project. Re-pin with
// `node scripts/corpus.mjs --update`.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

const corpus = path.resolve(__dirname, '../../../shared/corpus');
const expected: Record<string, Record<string, number>> = JSON.parse(
  readFileSync(path.join(__dirname, 'expected.json'), 'utf8'),
);

describe('corpus', { skip: !existsSync(corpus) && 'no ../shared/corpus beside the project' }, () => {
  for (const [site, counts] of Object.entries(expected)) {
    it(site, async () => {
      const { checkSite } = await import('../../scripts/corpus.mjs');
      assert.deepEqual(checkSite(site).counts, counts);
    });
  }
});

// The baseline on a copy of a real site with scripted edits (baselineCorpusSweeps.ts): one small site and 50 edits;
// baselineCorpus.slow.test.ts runs three sites with 100+ problems each. Skipped without ../shared/corpus.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { baselineSweep, CORPUS } from './baselineCorpusSweeps';

describe('baseline on a corpus site', { skip: !existsSync(CORPUS) && 'no ../shared/corpus beside the project' }, () => {
  it('4mica-Network__4mica: 50 edits, exactly the new problem reported and the fixed one counted', async () => {
    const outcome = await baselineSweep('4mica-Network__4mica', 50);
    assert.equal(outcome.edits, 50);
    assert.ok(outcome.problems >= 10, String(outcome.problems));
  });
});

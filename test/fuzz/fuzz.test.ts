// A short deterministic fuzz run (a hang detector of 10 s per input, not a performance test): the first 20 inputs of
// the slow tier's run (fuzz.slow.test.ts, `npm run test:slow`: 300), and every earlier finding replayed as a
// regression fixture.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runEngine } from './engineTarget';
import { FINDINGS_DIR, fuzz, TEST_RUN } from './run';

describe('fuzzing', () => {
  for (const file of fs.readdirSync(FINDINGS_DIR).filter((f) => f.endsWith('.json'))) {
    it(`replays ${file}`, () => {
      const finding = JSON.parse(fs.readFileSync(path.join(FINDINGS_DIR, file), 'utf8'));
      assert.deepEqual(runEngine({ target: finding.target, text: finding.text }, 0), []);
    });
  }

  it('survives 20 mutated inputs through the engine and 1 through the real server', { timeout: 600_000 }, async () => {
    const { inputs, findings } = await fuzz({ ...TEST_RUN, inputs: 20 });
    assert.equal(inputs, 20);
    assert.deepEqual(
      findings.map((f) => `${f.origin} ${f.mutation}: ${f.problems.join('; ')}`),
      [],
    );
  });
});

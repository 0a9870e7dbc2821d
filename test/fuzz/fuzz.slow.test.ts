// The fuzz test's whole deterministic run (`npm run test:slow`; `npm test` runs its first 20 inputs in
// fuzz.test.ts): 300 mutated inputs through the engine, with a hang bound of 10 s each, every 20th also through the
// real server.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fuzz, TEST_RUN } from './run';

describe('fuzzing', () => {
  it(
    'survives 300 mutated inputs through the engine and 15 through the real server',
    { timeout: 600_000 },
    async () => {
      const { inputs, findings } = await fuzz({ ...TEST_RUN, inputs: 300 });
      assert.equal(inputs, 300);
      assert.deepEqual(
        findings.map((f) => `${f.origin} ${f.mutation}: ${f.problems.join('; ')}`),
        [],
      );
    },
  );
});

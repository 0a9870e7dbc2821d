// The whole random series of modelPatchSweeps.ts (`npm run test:slow`; `npm test` runs the first 100 edits of each
// in modelPatch.test.ts): after each of 400 edits of docs.json, pretty-printed and on one line, the findings brought
// forward are a fresh engine's.
import { describe, it } from 'node:test';
import { editSeries } from './modelPatchSweeps';

describe('docs.json findings brought forward by an edit inside a page path, a group label or a setting', () => {
  for (const n of [0, 1])
    it(`equal a fresh engine's after each of 400 random edits (${n === 0 ? 'pretty-printed' : 'one line'})`, () =>
      editSeries(n, 400));
});

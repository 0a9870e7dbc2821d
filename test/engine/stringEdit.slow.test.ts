// The whole sweep of stringEditSweeps.ts (`npm run test:slow`; `npm test` runs its first 500 edits in
// stringEdit.test.ts): docs.json's tree reused after an edit inside one string is a full parse's, on 3 000 edits.
import { describe, it } from 'node:test';
import { randomEdits } from './stringEditSweeps';

describe('reusing the tree after an edit inside one string', () => {
  it('gives the tree of a full parse, for 3 000 random edits (one in seven lands in a string and reuses it)', () =>
    randomEdits(3000));
});

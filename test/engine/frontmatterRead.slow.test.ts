// The whole sweeps of frontmatterReadSweeps.ts (`npm run test:slow`; `npm test` runs a sample of each in
// frontmatterRead.test.ts): frontmatter read without the YAML parser is the YAML parser's on 5 000 random values
// and on every page of ../shared/corpus.
import { describe, it } from 'node:test';
import * as fs from 'node:fs';
import { corpusPages, CORPUS, randomValues } from './frontmatterReadSweeps';

describe('frontmatter read without the YAML parser', () => {
  it('gives the YAML parser block and fields on 5 000 values made at random of the signs YAML reads', () =>
    randomValues(5000));

  it(
    'gives the YAML parser block and fields on every page of ../shared/corpus',
    { skip: !fs.existsSync(CORPUS) && 'no ../shared/corpus beside the project' },
    () => corpusPages(1),
  );
});

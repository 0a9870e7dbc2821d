// The whole sweeps of pageReaderOnePassSweeps.ts (`npm run test:slow`; `npm test` runs a sample of each in
// pageReaderOnePass.test.ts): the one-pass reader gives the mdast tree's content or gives up, on thousands of random
// and edited pages (among them megabyte strings and floods of syntax from the fuzzer's mutations) and on every 10th
// page of ../shared/corpus.
import { describe, it } from 'node:test';
import * as fs from 'node:fs';
import { CORPUS } from '../helpers/mdxPages';
import { assembledPages, corpusSample, editsOfRealShapes, expressions } from './pageReaderOnePassSweeps';

describe('the one-pass reader of common pages', () => {
  it('gives the content of the mdast tree, or gives up, on 2 000 pages assembled at random', () =>
    assembledPages(2000));

  it('gives the content of the mdast tree, or gives up, on 4 000 edits of the shapes of real sites', () =>
    editsOfRealShapes(4000));

  it('reads every valid `{expression}` as acorn does, on 4 000 of random pieces of code, strings and braces', () =>
    expressions(4000));

  it(
    'gives the content of the mdast tree on every 10th page of ../shared/corpus, and reads most of its text',
    { skip: !fs.existsSync(CORPUS) && 'no ../shared/corpus beside the project' },
    () => corpusSample(10),
  );
});

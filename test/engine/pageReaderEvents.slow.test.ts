// The whole sweeps of pageReaderEventsSweeps.ts (`npm run test:slow`; `npm test` runs a sample of each in
// pageReaderEvents.test.ts): the content read from micromark's events is the content or error of the mdast tree on 1
// 500 pages assembled at random and on every 20th page of ../shared/corpus.
import { describe, it } from 'node:test';
import * as fs from 'node:fs';
import { CORPUS } from '../helpers/mdxPages';
import { assembledPages, corpusSample } from './pageReaderEventsSweeps';

describe('page content from micromark events', () => {
  it('is the content or error of the mdast tree on 1 500 pages assembled at random', () => assembledPages(1500));

  it(
    'is the content of the mdast tree on every 20th page of ../shared/corpus',
    { skip: !fs.existsSync(CORPUS) && 'no ../shared/corpus beside the project' },
    () => corpusSample(20, 100),
  );
});

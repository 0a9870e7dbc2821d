// The whole sweep of strictJsonTreeSweeps.ts over ../shared/corpus (`npm run test:slow`; `npm test` reads the files
// up to 100 KB in strictJsonTree.test.ts): jsonc-parser's tree of every JSON file, the specs of megabytes included.
import { describe, it } from 'node:test';
import * as fs from 'node:fs';
import { CORPUS } from '../helpers/mdxPages';
import { corpusJsonFiles } from './strictJsonTreeSweeps';

describe('strictJsonTree', () => {
  it(
    'gives jsonc-parser’s tree of every JSON file of ../shared/corpus',
    { skip: !fs.existsSync(CORPUS) && 'no ../shared/corpus beside the project' },
    () => corpusJsonFiles(Infinity),
  );
});

// Pages parsed in worker threads give exactly the diagnostics of pages parsed in process on the largest site of
// ../shared/corpus that pageWorkers.test.ts does not check (`npm run test:slow`).
import { describe, it } from 'node:test';
import * as fs from 'node:fs';
import { noSite, sameOnCorpusSite, WORKER } from './pageWorkersSites';

describe('pages parsed in worker threads', { skip: !fs.existsSync(WORKER) && 'dist/pageWorker.js not built' }, () => {
  it('give the diagnostics of pages parsed in process on mintlify__docs', { skip: noSite('mintlify__docs') }, () =>
    sameOnCorpusSite('mintlify__docs'),
  );
});

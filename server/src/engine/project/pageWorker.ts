// Entry point of dist/pageWorker.js: parses the page bodies the main thread posts (a whole-site check), exactly as
// PageBodies parses them in process.
import { parentPort } from 'node:worker_threads';
import { parseBody } from './pageBodies';
import { PageBatch, ParsedBatch } from './pageWorkers';

parentPort?.on('message', (batch: PageBatch) => {
  const bodies = batch.pages.map((page) => parseBody(page.text, page.version));
  parentPort!.postMessage({ id: batch.id, bodies } satisfies ParsedBatch);
});

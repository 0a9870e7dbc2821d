// Entry point of dist/pageWorker.js: parses the page bodies the main thread posts (a whole-site check, the language
// server's expensive pages), exactly as PageBodies parses them in process. The bodies go back as JSON text, which
// the receiving thread reads twice as fast as a structured clone (a 2 MB page of tables and JSX: 0.19 s against
// 0.45 s). Either way the content is read whole here, its anchors too (made when first asked for, they cost more
// than the parse on pages of many headings: 17 s on that page), so no thread that takes a body pays for them.
import { parentPort } from 'node:worker_threads';
import { parseBody } from './pageBodies';
import { PageBatch, ParsedBatch } from './pageWorkers';

parentPort?.on('message', (batch: PageBatch) => {
  const bodies = batch.pages.map((page) => parseBody(page.text, page.version));
  parentPort!.postMessage({ id: batch.id, bodies: JSON.stringify(bodies) } satisfies ParsedBatch);
});

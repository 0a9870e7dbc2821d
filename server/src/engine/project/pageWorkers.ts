// Page bodies parsed in worker threads, for a whole-site check: parsing is most of its time (micromark with the MDX
// extensions), and pages parse independently. The main thread reads each page through the one reader (input limits
// applied there), posts the texts in batches, and stores the bodies that come back; a page whose batch is lost (a
// worker that fails) is simply parsed in process when it is first asked for.
import type { Worker as WorkerThread } from 'node:worker_threads';
import { PageBodies, PageBody } from './pageBodies';

export interface PageBatch {
  readonly id: number;
  readonly pages: readonly { readonly version: string | number; readonly text: string }[];
}

export interface ParsedBatch {
  readonly id: number;
  readonly bodies: readonly PageBody[];
}

/** Pages per message: enough to make the posting cheap, few enough to keep every worker busy to the end. */
const BATCH_PAGES = 64;
/** Below this many pages, starting the workers costs more than it saves. */
export const MIN_PAGES_FOR_WORKERS = 200;

/**
 * Parses the pages of `uris` that are not parsed yet in `threads` workers running `script` (dist/pageWorker.js); how
 * many were parsed there.
 * `besideRead` is called with each page just read, while the workers parse: the main thread's own work on the page
 * (its frontmatter) then costs no second read and no time of its own.
 */
export async function parsePagesInWorkers(
  bodies: PageBodies,
  uris: readonly string[],
  script: string,
  threads: number,
  besideRead: (uri: string) => void = () => undefined,
): Promise<number> {
  if (uris.length < MIN_PAGES_FOR_WORKERS || threads < 1) return 0;
  let next = 0;
  let parsed = 0;
  let batchId = 0;
  /** The next batch of pages still to parse, read now (texts are read as they are posted, never all at once). */
  const nextBatch = (): { uris: string[]; batch: PageBatch } | undefined => {
    const batchUris: string[] = [];
    const pages: PageBatch['pages'][number][] = [];
    while (next < uris.length && pages.length < BATCH_PAGES) {
      const uri = uris[next++];
      const page = bodies.unparsed(uri);
      if (!page) continue;
      batchUris.push(uri);
      pages.push(page);
      besideRead(uri);
    }
    return pages.length === 0 ? undefined : { uris: batchUris, batch: { id: batchId++, pages } };
  };
  // loaded here, not with this module: node:worker_threads costs 2 ms to load, and a small site starts no worker
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Worker } = require('node:worker_threads') as { Worker: typeof WorkerThread };
  const runWorker = () =>
    new Promise<void>((resolve) => {
      const worker = new Worker(script);
      // two batches in flight: the worker parses one while the main thread reads the next
      const posted: string[][] = [];
      const post = () => {
        const work = nextBatch();
        if (work) {
          posted.push(work.uris);
          worker.postMessage(work.batch);
        } else if (posted.length === 0) void worker.terminate();
      };
      worker.on('message', (batch: ParsedBatch) => {
        const batchUris = posted.shift()!;
        batch.bodies.forEach((body, i) => bodies.store(batchUris[i], body));
        parsed += batch.bodies.length;
        post();
      });
      // a worker that fails ends here; the pages of its batches are parsed in process when asked for
      worker.on('error', () => undefined);
      worker.on('exit', () => resolve());
      post();
      post();
    });
  await Promise.all(Array.from({ length: threads }, runWorker));
  return parsed;
}

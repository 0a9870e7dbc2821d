// Page bodies parsed for a whole-site check, in process and, when the site's text makes it pay, in worker threads as
// well: parsing is most of a check's time and pages parse independently. The main thread reads each page through
// the one reader (input limits applied there); it parses pages itself and posts the texts of others in batches to
// the workers, storing the bodies that come back; a page whose batch is lost (a worker that fails) is simply parsed in
// process when it is first asked for.
//
// Whether workers pay is measured, not guessed from a page count: a worker costs 50 to 100 ms before its first page
// (a thread, the 0.5 MB bundle compiled, the parser warmed up), and how fast pages parse depends on the pages (a
// changelog of 200 KB, a page of links), on the parser and on the machine. So the main thread parses first, alone;
// after PROBE_MS it knows its speed, and starts workers only when the text left would take it long enough (PAYOFF_MS).
import type { Worker as WorkerThread } from 'node:worker_threads';
import { PageBodies, PageBody } from './pageBodies';

/** Milliseconds on a monotonic clock (not `performance.now()`: that global loads perf_hooks at first use, 2 ms). */
function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

export interface PageBatch {
  readonly id: number;
  readonly pages: readonly { readonly version: string | number; readonly text: string }[];
}

export interface ParsedBatch {
  readonly id: number;
  /** The batch's bodies (`PageBody[]`) as JSON text (see pageWorker.ts). */
  readonly bodies: string;
}

export interface PageParseOptions {
  /** Time the main thread parses alone before it judges the rest (ms). */
  readonly probeMs?: number;
  /** The main thread's estimated time for the pages left from which workers are started (ms). */
  readonly payoffMs?: number;
  /** Whether the main thread keeps parsing pages while the workers run (tests turn it off to load the workers). */
  readonly parseMeanwhile?: boolean;
}

/**
 * Pages per message: enough to make the posting cheap, few enough to keep every parser busy to the end (the last
 * batches in flight are what the main thread waits for; 64 pages of dubinc's were 250 KB, half a second of parsing).
 */
const BATCH_PAGES = 64;
const BATCH_CHARACTERS = 32 * 1024;
/** Long enough to be past the first pages' compile and warm-up, short enough to be lost in a check that pays. */
const PROBE_MS = 60;
/**
 * The estimate for the text left from which a worker starts. A probe this early runs cold code and estimates about
 * twice the real time (cline: 2.5 s estimated, 1.4 s parsed). A worker costs more than its start: its own isolate
 * compiles and optimises the parser again, on the core where V8 already optimises the main thread's code (a check
 * of cline alone used 2.2 s of CPU in 1.4 s). Measured under load (5 to 8 on 2 cores), one worker made cline (114
 * pages, 1.4 s of parsing) 0.1 to 0.3 s slower and the larger sites faster; 3 s leaves cline and sites like it alone.
 */
const PAYOFF_MS = 3000;
/** While workers run, the main thread parses for at most this long before it reads the workers' messages. */
const SLICE_MS = 8;

/**
 * Parses the pages of `uris` that are not parsed yet: in process and, when it pays, in up to `threads` parsers (the
 * main thread and `threads - 1` workers running `script`, dist/pageWorker.js; one worker at least). How many were
 * parsed in workers.
 * `besideRead` is called with each page just read: the main thread's own work on the page (its frontmatter) then
 * costs no second read and no time of its own. `sizeOf` gives a page's size in bytes (0 when unknown).
 */
export async function parsePagesInWorkers(
  bodies: PageBodies,
  uris: readonly string[],
  script: string,
  threads: number,
  besideRead: (uri: string) => void = () => undefined,
  sizeOf: (uri: string) => number = () => 0,
  options: PageParseOptions = {},
): Promise<number> {
  const probeMs = options.probeMs ?? PROBE_MS;
  const payoffMs = options.payoffMs ?? PAYOFF_MS;
  let next = 0;
  const parseHere = (uri: string) => {
    bodies.get(uri);
    besideRead(uri);
  };

  // alone first, until the main thread's own speed says whether the rest is worth a worker
  const sizes = uris.map((uri) => sizeOf(uri) || 1);
  let bytesLeft = sizes.reduce((sum, size) => sum + size, 0);
  let bytesDone = 0;
  // the first page pays for one-time work (the parser made, its code compiled): the clock starts after it
  if (uris.length > 0) parseHere(uris[next]);
  bytesLeft -= sizes[next++] ?? 0;
  const start = monotonicMs();
  while (next < uris.length) {
    parseHere(uris[next]);
    bytesDone += sizes[next];
    bytesLeft -= sizes[next++];
    const elapsed = monotonicMs() - start;
    if (threads >= 1 && elapsed >= probeMs && (elapsed / bytesDone) * bytesLeft >= payoffMs) break;
  }
  if (next >= uris.length) return 0;

  let parsed = 0;
  let batchId = 0;
  let workersDone = false;
  /** The next batch of pages still to parse, read now (texts are read as they are posted, never all at once). */
  const nextBatch = (): { uris: string[]; batch: PageBatch } | undefined => {
    const batchUris: string[] = [];
    const pages: PageBatch['pages'][number][] = [];
    let characters = 0;
    while (next < uris.length && pages.length < BATCH_PAGES && characters < BATCH_CHARACTERS) {
      const uri = uris[next++];
      const page = bodies.unparsed(uri);
      if (!page) continue;
      batchUris.push(uri);
      pages.push(page);
      characters += page.text.length;
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
        const batchBodies = JSON.parse(batch.bodies) as PageBody[];
        batchBodies.forEach((body, i) => bodies.store(batchUris[i], body));
        parsed += batchBodies.length;
        post();
      });
      // a worker that fails ends here; the pages of its batches are parsed in process when asked for
      worker.on('error', () => undefined);
      worker.on('exit', () => resolve());
      post();
      post();
    });
  const workers = Promise.all(Array.from({ length: Math.max(1, threads - 1) }, runWorker)).then(() => {
    workersDone = true;
  });
  // the main thread is a parser too, in slices, so that the workers' batches are answered while it parses
  while (options.parseMeanwhile !== false && next < uris.length && !workersDone) {
    const sliceEnd = monotonicMs() + SLICE_MS;
    while (next < uris.length && monotonicMs() < sliceEnd) parseHere(uris[next++]);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await workers;
  return parsed;
}

// The language server's page parser: one worker thread (dist/pageWorker.js, the same script a whole-site `check`
// parses pages with), started when the first expensive page is asked for. One page at a time; a queued page is
// replaced by a newer version of it (a burst of edits parses only the last text), and the waiter of the version
// replaced hears undefined. A worker that fails, runs out of its heap or takes longer than the time limit is
// stopped, the page rejected with the reason (the engine reports it as an input limit at the page), and a fresh
// worker takes the queue: no page leaves the server hung.
import type { Worker as WorkerThread } from 'node:worker_threads';
import { PageBody, PageParser } from './pageBodies';
import { PageBatch, ParsedBatch } from './pageWorkers';

interface Job {
  readonly id: number;
  readonly uri: string;
  readonly version: string | number;
  readonly text: string;
  readonly resolve: (body: PageBody | undefined) => void;
  readonly reject: (error: Error) => void;
}

export interface WorkerPageParserOptions {
  /** How long one page may take (ms). */
  readonly timeLimitMs?: number;
  /** The worker's old-generation heap (MB): a page needing more is reported, the server's memory stays bounded. */
  readonly heapMb?: number;
}

/** Far beyond any real page (the corpus's slowest parses in 0.2 s, a megabyte of MDX in 0.7 s). */
const TIME_LIMIT_MS = 60_000;
/** The heap one page may take: a page needing more is reported, and the server's memory stays bounded. */
const HEAP_MB = 1024;

export class WorkerPageParser implements PageParser {
  private worker: WorkerThread | undefined;
  private readonly queue: Job[] = [];
  private running: { job: Job; timer: NodeJS.Timeout } | undefined;
  private nextId = 1;
  private readonly timeLimitMs: number;
  private readonly heapMb: number;

  /** `script`: the bundled page worker (dist/pageWorker.js). */
  constructor(
    private readonly script: string,
    options: WorkerPageParserOptions = {},
  ) {
    this.timeLimitMs = options.timeLimitMs ?? TIME_LIMIT_MS;
    this.heapMb = options.heapMb ?? HEAP_MB;
  }

  parse(uri: string, version: string | number, text: string): Promise<PageBody | undefined> {
    return new Promise((resolve, reject) => {
      const queued = this.queue.findIndex((job) => job.uri === uri);
      if (queued >= 0) this.queue.splice(queued, 1)[0].resolve(undefined);
      this.queue.push({ id: this.nextId++, uri, version, text, resolve, reject });
      this.pump();
    });
  }

  dispose(): void {
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
  }

  private pump(): void {
    if (this.running || this.queue.length === 0) return;
    const job = this.queue.shift()!;
    const worker = this.ensureWorker();
    const timer = setTimeout(
      () => this.fail(new Error(`its parse took longer than ${this.timeLimitMs / 1000} s`)),
      this.timeLimitMs,
    );
    timer.unref();
    this.running = { job, timer };
    worker.ref(); // a page in hand keeps the process up until it is answered; an idle worker does not
    worker.postMessage({ id: job.id, pages: [{ version: job.version, text: job.text }] } satisfies PageBatch);
  }

  private ensureWorker(): WorkerThread {
    if (this.worker) return this.worker;
    // loaded here, not with this module: node:worker_threads costs 2 ms to load, and most sessions need no worker
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Worker } = require('node:worker_threads') as { Worker: typeof WorkerThread };
    const worker = new Worker(this.script, { resourceLimits: { maxOldGenerationSizeMb: this.heapMb } });
    worker.unref();
    worker.on('message', (batch: ParsedBatch) => this.finish(batch));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      if (this.running) this.fail(new Error(`the page parser stopped (exit code ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private finish(batch: ParsedBatch): void {
    const running = this.running;
    if (!running || running.job.id !== batch.id) return;
    clearTimeout(running.timer);
    this.running = undefined;
    this.worker?.unref();
    running.job.resolve((JSON.parse(batch.bodies) as PageBody[])[0]);
    this.pump();
  }

  /** The running page failed with its worker: a fresh worker takes the rest of the queue. */
  private fail(error: Error): void {
    const running = this.running;
    if (!running) return;
    clearTimeout(running.timer);
    this.running = undefined;
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
    running.job.reject(error);
    this.pump();
  }
}

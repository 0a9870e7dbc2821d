// Spec analysis in a worker thread. One spec at a time; a queued request for a spec is replaced by a newer one for
// the same spec (a burst of edits analyses only the last text). A worker that dies or takes too long is replaced.
import { Worker } from 'node:worker_threads';
import { Finding } from '../findings';
import { InputLimits } from '../limits';
import { SpecAnalysis } from './analyze';
import { analysisFromTransfer, TransferAnalysis } from './transferIndex';
import { SpecLoader } from './specLoader';

export interface SpecJob {
  readonly id: number;
  readonly uri: string;
  readonly version: string | number;
  readonly text: string;
  readonly limits: InputLimits;
}

export type SpecJobResult =
  | { readonly id: number; readonly analysis: TransferAnalysis; readonly partial?: true }
  /** The end of an analysis whose index came with the partial result: only the complete findings cross again. */
  | { readonly id: number; readonly findings: Finding[] }
  | { readonly id: number; readonly error: string };

interface Pending {
  readonly job: SpecJob;
  readonly waiters: {
    resolve: (a: SpecAnalysis) => void;
    reject: (e: Error) => void;
    onIndexed?: (a: SpecAnalysis) => void;
  }[];
}

const TIME_LIMIT_MS = 60_000;

export class WorkerSpecLoader implements SpecLoader {
  private worker: Worker | undefined;
  private readonly queue: Pending[] = [];
  private running: { pending: Pending; timer: NodeJS.Timeout; partial?: SpecAnalysis } | undefined;
  private nextId = 1;

  /** `script`: the bundled worker (dist/specWorker.js). */
  constructor(private readonly script: string) {}

  analyze(
    uri: string,
    version: string | number,
    text: string,
    limits: InputLimits,
    onIndexed?: (partial: SpecAnalysis) => void,
  ): Promise<SpecAnalysis> {
    return new Promise((resolve, reject) => {
      const queued = this.queue.findIndex((p) => p.job.uri === uri);
      const waiters = queued >= 0 ? this.queue.splice(queued, 1)[0].waiters : [];
      this.queue.push({
        job: { id: this.nextId++, uri, version, text, limits },
        waiters: [...waiters, { resolve, reject, onIndexed }],
      });
      this.pump();
    });
  }

  dispose(): void {
    void this.worker?.terminate();
    this.worker = undefined;
  }

  private pump(): void {
    if (this.running || this.queue.length === 0) return;
    const pending = this.queue.shift()!;
    const worker = this.ensureWorker();
    const timer = setTimeout(
      () => this.fail(new Error(`analysis took longer than ${TIME_LIMIT_MS / 1000} s`)),
      TIME_LIMIT_MS,
    );
    this.running = { pending, timer };
    worker.postMessage(pending.job);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    // A bounded heap keeps the server's peak memory down (GC runs sooner); a spec too big for it is reported. A small
    // young generation costs no measurable time on the big specs and ~20 MB less peak memory (Stripe, GitHub, Twilio).
    const worker = new Worker(this.script, {
      resourceLimits: { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 8 },
    });
    worker.unref();
    worker.on('message', (result: SpecJobResult) => this.finish(result));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      if (this.running) this.fail(new Error(`the spec worker stopped (exit code ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private finish(result: SpecJobResult): void {
    const running = this.running;
    if (!running || running.pending.job.id !== result.id) return;
    if ('analysis' in result && result.partial) {
      const partial = (running.partial = analysisFromTransfer(result.analysis));
      for (const waiter of running.pending.waiters) waiter.onIndexed?.(partial);
      return;
    }
    clearTimeout(running.timer);
    this.running = undefined;
    const analysis =
      'analysis' in result
        ? analysisFromTransfer(result.analysis)
        : 'findings' in result && running.partial
          ? { ...running.partial, findings: result.findings }
          : undefined;
    for (const waiter of running.pending.waiters) {
      if (analysis) waiter.resolve(analysis);
      else
        waiter.reject(new Error('error' in result ? result.error : 'the spec worker sent findings without an index'));
    }
    this.pump();
  }

  /** The running job failed with its worker: a fresh worker takes the rest of the queue. */
  private fail(error: Error): void {
    const running = this.running;
    if (!running) return;
    clearTimeout(running.timer);
    this.running = undefined;
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
    for (const waiter of running.pending.waiters) waiter.reject(error);
    this.pump();
  }
}

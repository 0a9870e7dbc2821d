// Percentiles over repeated measurements, and the small timing helpers every scenario shares.
import { performance } from 'node:perf_hooks';

export interface Figures {
  readonly n: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

/** Nearest-rank percentiles (no interpolation: every figure is one that was measured). */
export function summarize(samples: readonly number[]): Figures {
  if (samples.length === 0) throw new Error('no samples to summarize');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  return { n: sorted.length, p50: rank(50), p95: rank(95), max: sorted[sorted.length - 1] };
}

export const now = (): number => performance.now();

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `measure` `warmup` times unrecorded, then `reps` times, and summarizes the durations it returns. */
export async function repeat(
  warmup: number,
  reps: number,
  measure: (i: number) => Promise<number> | number,
): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await measure(i);
  const samples: number[] = [];
  for (let i = 0; i < reps; i++) samples.push(await measure(i));
  return summarize(samples);
}

/** Rejects with a message naming what was awaited when `promise` does not settle within `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs `work` and returns its result with the CPU time this process spent meanwhile (less inflated by load), in ms. */
export async function withCpu<T>(work: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(before);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}

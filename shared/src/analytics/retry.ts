// Bounded retries with exponential backoff; a 429's Retry-After is honoured up to a ceiling, beyond which waiting
// is the caller's decision (the error says when to come back).
import { AnalyticsError } from './errors';

export interface RetryPolicy {
  /** Retries after the first attempt. */
  readonly maxRetries: number;
  /** First backoff delay; doubles per retry. */
  readonly backoffMs: number;
  /** The longest Retry-After that is waited for. */
  readonly maxRetryAfterSeconds: number;
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly onRetry?: (notice: { attempt: number; delayMs: number; reason: string }) => void;
}

/** Seconds to wait from a Retry-After header (delta seconds or an HTTP date), or undefined. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A failed attempt: the error, and the server's requested wait in seconds if it named one. */
export class AttemptFailure extends Error {
  constructor(
    readonly error: AnalyticsError,
    readonly retryAfterSeconds?: number,
  ) {
    super(error.message);
  }
}

export async function withRetries<T>(policy: RetryPolicy, attempt: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let tries = 0; ; tries++) {
    let failure: AttemptFailure;
    try {
      return await attempt();
    } catch (caught) {
      failure = caught instanceof AttemptFailure ? caught : new AttemptFailure(caught as AnalyticsError);
    }
    const { error, retryAfterSeconds } = failure;
    if (!error.retryable) throw error;
    if (retryAfterSeconds !== undefined && retryAfterSeconds > policy.maxRetryAfterSeconds) throw error;
    if (tries >= policy.maxRetries) {
      throw new AnalyticsError(error.kind, `${error.message} (gave up after ${tries + 1} attempts)`, error.status);
    }
    const delayMs = retryAfterSeconds !== undefined ? retryAfterSeconds * 1000 : policy.backoffMs * 2 ** tries;
    policy.onRetry?.({ attempt: tries + 1, delayMs, reason: error.message });
    await policy.sleep(delayMs, signal);
    if (signal?.aborted) throw new AnalyticsError('cancelled', 'cancelled');
  }
}

/** A sleep that ends early (without throwing) when the signal aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

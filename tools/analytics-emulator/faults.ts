// Switches that make the emulator misbehave the way real services and networks do. Counters count down per request.

export interface Faults {
  /** The next N requests get 429 with `Retry-After: retryAfter`. */
  rateLimited: number;
  retryAfter: string;
  /** The next N requests get 500. */
  serverErrors: number;
  /** Every answer waits this long first. */
  delayMs: number;
  /** The next N answers stop mid-body (the connection is cut). */
  truncated: number;
  /** The next N answers are complete but not JSON. */
  malformed: number;
  /** Answers to a cursor name that same cursor as the next one. */
  repeatCursor: boolean;
  /** Answers say `hasMore: true` with `nextCursor: null` when more exist. */
  nullCursor: boolean;
  /** Offset pages (views, visitors) ignore the offset and answer the first page again. */
  ignoreOffset: boolean;
  /** Every request is redirected (307) to this origin. */
  redirectTo?: string;
  /** Requests allowed per sliding hour (the real service allows about 100); beyond it, 429. */
  hourlyLimit: number;
}

export const NO_FAULTS: Faults = {
  rateLimited: 0,
  retryAfter: '1',
  serverErrors: 0,
  delayMs: 0,
  truncated: 0,
  malformed: 0,
  repeatCursor: false,
  nullCursor: false,
  ignoreOffset: false,
  hourlyLimit: Infinity,
};

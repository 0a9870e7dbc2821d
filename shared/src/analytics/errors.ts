// One error type for everything the analytics client reports; `kind` lets callers pick an exit code or a UI state.

export type AnalyticsErrorKind =
  | 'invalid-parameter' // caught before any request
  | 'insecure-url' // the key would travel in clear text or to another origin
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'not-found' // 404
  | 'rate-limited' // 429
  | 'client-error' // other 4xx
  | 'service-error' // 5xx
  | 'network' // connection failures, bodies cut off
  | 'timeout'
  | 'cancelled'
  | 'bad-response' // malformed JSON, wrong shape, cursor loops
  | 'cache';

export class AnalyticsError extends Error {
  override readonly name = 'AnalyticsError';
  constructor(
    readonly kind: AnalyticsErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }

  /** Whether the request may succeed when repeated. */
  get retryable(): boolean {
    return (
      this.kind === 'rate-limited' ||
      this.kind === 'service-error' ||
      this.kind === 'network' ||
      this.kind === 'timeout'
    );
  }

  /** Mistakes of the caller, found before anything was sent. */
  get isUsageError(): boolean {
    return this.kind === 'invalid-parameter' || this.kind === 'insecure-url';
  }
}

/**
 * `text` with every spelling of `secret` replaced by `[redacted]`: as is, in any letter case, and with any of its
 * characters escaped the ways a JSON text or a URL writes them (`\u005f`, `%5F`); base64 (as a Basic credential
 * carries it); and any long enough part of it (all but a few characters of the key are as good as the key). A service
 * or proxy that echoes the key may quote it in any of these; the key is never printed in any of them.
 */
export function redactSecret(text: string, secret: string): string {
  if (!secret) return text;
  const base64 = (value: string) => btoa(String.fromCharCode(...new TextEncoder().encode(value)));
  const encodings = [secret, base64(secret), base64(`:${secret}`), base64(`${secret}:`)];
  const whole = encodings.flatMap((form, i) => (i === 0 ? [form] : [form, withoutPadding(form)]));
  let result = text;
  // the key itself in every escaped spelling; its base64 forms as written (their letter case is their meaning)
  for (const form of whole) result = result.replace(spellingsOf(form, form === secret), '[redacted]');
  return redactParts(result, secret);
}

/** A pattern of `value` as it may be written: escaped (JSON, URL) where `escapes`, in any letter case. */
function spellingsOf(value: string, escapes: boolean): RegExp {
  const pattern = [...value]
    .map((char) => {
      const code = char.codePointAt(0)!;
      const hex = code.toString(16).padStart(4, '0');
      const spellings = [char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')];
      if (escapes) spellings.push(`\\\\u${hex}`);
      if (escapes && code < 0x80) spellings.push(`%${hex.slice(2)}`);
      if (escapes && char === '/') spellings.push('\\\\/');
      return `(?:${spellings.join('|')})`;
    })
    .join('');
  return new RegExp(pattern, escapes ? 'gi' : 'g');
}

/**
 * Runs of the text that are a part of the secret at least `min(12, length - 1)` characters long (any letter case),
 * each replaced whole.
 */
function redactParts(text: string, secret: string): string {
  const window = Math.min(12, secret.length - 1);
  if (window < 8) return text;
  const lowerText = text.toLowerCase();
  const lowerSecret = secret.toLowerCase();
  let result = '';
  let at = 0;
  for (let i = 0; i + window <= lowerText.length;) {
    const start = lowerSecret.indexOf(lowerText.slice(i, i + window));
    if (start < 0) {
      i++;
      continue;
    }
    let end = i + window;
    while (end < lowerText.length && lowerText[end] === lowerSecret[start + end - i]) end++;
    result += `${text.slice(at, i)}[redacted]`;
    at = i = end;
  }
  return result + text.slice(at);
}

/** The service's own words: `{ error, details: [{ message }] }`, when the body has that shape. */
export function serviceErrorText(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const { error, details } = parsed as { error?: unknown; details?: unknown };
  const parts = typeof error === 'string' && error ? [error] : [];
  if (Array.isArray(details)) {
    for (const detail of details) {
      const message = (detail as { message?: unknown } | null)?.message;
      if (typeof message === 'string' && message) parts.push(message);
    }
  }
  return parts.length ? parts.join('; ') : undefined;
}

const STATUS_MEANING: Record<number, [AnalyticsErrorKind, string]> = {
  401: ['unauthorized', 'the API key is missing, wrong or expired'],
  403: ['forbidden', 'the API key lacks the scope for analytics (use an admin key)'],
  404: ['not-found', 'unknown project (check the project ID)'],
};

/**
 * A readable error for an HTTP status, with the service's text appended. `retryAfter` in seconds, for 429;
 * `notFound` what a 404 means when the path names more than the project (a thread).
 */
export function httpError(status: number, body: string, retryAfter?: number, notFound?: string): AnalyticsError {
  const own = serviceErrorText(body);
  const suffix = own ? `: ${own}` : '';
  if (status === 404 && notFound) return new AnalyticsError('not-found', `HTTP 404, ${notFound}${suffix}`, status);
  const known = STATUS_MEANING[status];
  if (known) return new AnalyticsError(known[0], `HTTP ${status}, ${known[1]}${suffix}`, status);
  if (status === 429) {
    const when =
      retryAfter === undefined
        ? 'later'
        : `in ${retryAfter} s (at ${new Date(Date.now() + retryAfter * 1000).toISOString()})`;
    return new AnalyticsError(
      'rate-limited',
      `HTTP 429, rate limited (about 100 requests per hour): retry ${when}${suffix}`,
      status,
    );
  }
  if (status >= 500)
    return new AnalyticsError('service-error', `HTTP ${status}, the analytics service failed${suffix}`, status);
  return new AnalyticsError('client-error', `HTTP ${status}, the request was refused${suffix}`, status);
}

/** A base64 text without the `=` that pad its end (at most two). */
function withoutPadding(base64: string): string {
  return base64.endsWith('==') ? base64.slice(0, -2) : base64.endsWith('=') ? base64.slice(0, -1) : base64;
}

// One HTTP GET carrying the API key: only over https or to a loopback host, redirects followed by hand and only
// within the same origin, a timeout covering the whole body, and cancellation.
import { AnalyticsError } from './errors';

export interface RawResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
}

export interface TransportOptions {
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

const MAX_REDIRECTS = 5;
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);

/**
 * A host that is this machine whatever the network says: `localhost`, 127.x.x.x, [::1]. A name under `.localhost`
 * is not one: it may be sent to a DNS server, which can answer with any address.
 */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Throws unless the key may be sent to `url`: https anywhere, plain http only to this machine. */
export function assertKeyMaySendTo(url: URL): void {
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return;
  throw new AnalyticsError(
    'insecure-url',
    `refusing to send the API key to ${url.origin}: use https (plain http only for a loopback host)`,
  );
}

/**
 * Throws (before any request) unless the key can travel in an Authorization header as the user typed it: visible
 * ASCII only. A line break or a space would make the header invalid, and the error that fetch raises quotes the
 * whole header, key included. The message names the position, never the key.
 */
export function assertValidKey(key: string): void {
  if (!key) throw new AnalyticsError('invalid-parameter', 'no API key given');
  const bad = /[^\x21-\x7e]/.exec(key);
  if (!bad) return;
  const code = bad[0].codePointAt(0)!;
  const what =
    code === 0x0a || code === 0x0d
      ? 'a line break'
      : code === 0x20
        ? 'a space'
        : code < 0x20 || code === 0x7f
          ? 'a control character'
          : 'a character outside ASCII';
  throw new AnalyticsError(
    'invalid-parameter',
    `the API key contains ${what} at character ${bad.index + 1} of ${key.length}: ` +
      'an API key is visible ASCII only (copy it again without the rest of the line)',
  );
}

export async function getWithKey(url: URL, key: string, options: TransportOptions): Promise<RawResponse> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let current = url;
  try {
    for (let hop = 0; ; hop++) {
      assertKeyMaySendTo(current);
      const response = await fetch(current, {
        headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' },
        redirect: 'manual',
        signal,
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const next = new URL(location, current);
        if (next.origin !== url.origin) {
          throw new AnalyticsError(
            'insecure-url',
            `the service redirected to another origin (${next.origin}); the API key is not sent there`,
            response.status,
          );
        }
        if (hop >= MAX_REDIRECTS)
          throw new AnalyticsError('bad-response', `more than ${MAX_REDIRECTS} redirects`, response.status);
        current = next;
        continue;
      }
      return { status: response.status, headers: response.headers, body: await response.text() };
    }
  } catch (error) {
    if (error instanceof AnalyticsError) throw error;
    if (options.signal?.aborted) throw new AnalyticsError('cancelled', 'cancelled');
    if (timeout.aborted)
      throw new AnalyticsError('timeout', `no complete answer from ${url.origin} within ${options.timeoutMs / 1000} s`);
    throw new AnalyticsError('network', `network failure talking to ${url.origin}: ${describeCause(error)}`);
  }
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}

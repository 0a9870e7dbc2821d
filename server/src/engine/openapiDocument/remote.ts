// Remote specs: fetched only when allowed, over http(s) only, with bounded size and time.
import { formatBytes } from '../limits';
export const MAX_REMOTE_BYTES = 25 * 1024 * 1024;
export const REMOTE_TIMEOUT_MS = 20_000;

export interface FetchOptions {
  /** Bytes beyond which the download stops (at most MAX_REMOTE_BYTES). */
  readonly maxBytes?: number;
}

export type FetchText = (url: string, options?: FetchOptions) => Promise<string>;

export function isRemoteSpec(source: string): boolean {
  return /^https?:\/\//i.test(source.trim());
}

/** A downloader with its own time limit (tests make it short); rejects with a readable reason (scheme, status, size,
 * time). */
export function createFetchText(timeoutMs = REMOTE_TIMEOUT_MS): FetchText {
  return (url, options) => download(url, Math.min(options?.maxBytes ?? MAX_REMOTE_BYTES, MAX_REMOTE_BYTES), timeoutMs);
}

/** Downloads a spec (or a `$schema`): http(s) only, bounded in size and time. */
export const fetchSpecText: FetchText = createFetchText();

async function download(url: string, maxBytes: number, timeoutMs: number): Promise<string> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`only http(s) URLs are loaded, not ${parsed.protocol}`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(parsed, {
      signal: controller.signal,
      redirect: 'follow',
      headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
    });
    if (!/^https?:$/.test(new URL(response.url || url).protocol)) throw new Error('redirected to a non-http(s) URL');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) throw new Error(`larger than ${formatBytes(maxBytes)}`);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        controller.abort();
        throw new Error(`larger than ${formatBytes(maxBytes)}`);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
  } catch (error) {
    if (controller.signal.aborted && isAbort(error)) throw new Error(`no answer within ${timeoutMs / 1000} s`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

// Remote specs: fetched only when allowed, over http(s) only, with bounded size and time.
export const MAX_REMOTE_BYTES = 25 * 1024 * 1024;
export const REMOTE_TIMEOUT_MS = 20_000;

export type FetchText = (url: string) => Promise<string>;

export function isRemoteSpec(source: string): boolean {
  return /^https?:\/\//i.test(source.trim());
}

/** Downloads a spec; rejects with a readable reason (scheme, status, size, time). */
export const fetchSpecText: FetchText = async (url) => {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`only http(s) URLs are loaded, not ${parsed.protocol}`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REMOTE_TIMEOUT_MS);
  try {
    const response = await fetch(parsed, {
      signal: controller.signal,
      redirect: 'follow',
      headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
    });
    if (!/^https?:$/.test(new URL(response.url || url).protocol)) throw new Error('redirected to a non-http(s) URL');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_REMOTE_BYTES) throw new Error(`larger than ${MAX_REMOTE_BYTES / 1024 / 1024} MB`);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > MAX_REMOTE_BYTES) {
        controller.abort();
        throw new Error(`larger than ${MAX_REMOTE_BYTES / 1024 / 1024} MB`);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
  } catch (error) {
    if (controller.signal.aborted && isAbort(error)) throw new Error(`no answer within ${REMOTE_TIMEOUT_MS / 1000} s`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
};

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

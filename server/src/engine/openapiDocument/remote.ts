// Remote specs: fetched only when allowed, over http(s) only, with bounded size and time.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
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

/** Redirects followed before a download gives up. */
const MAX_REDIRECTS = 5;

/**
 * Which hosts a download may reach. URLs a repository names (a `$schema`, an `openapi` value) must not make the
 * user's machine call into its own network: loopback, link-local, private and `*.localhost` targets are refused,
 * at every redirect, unless the user lists the host.
 */
export interface HostPolicy {
  /** Host names or addresses the user allows although they are local or private. */
  readonly allowedHosts: () => readonly string[];
}

/**
 * A downloader with its own time limit (tests make it short); rejects with a readable reason (scheme, status, size,
 * time, a refused host). Without a policy every http(s) host is reached (a URL the user typed).
 */
export function createFetchText(timeoutMs = REMOTE_TIMEOUT_MS, policy?: HostPolicy): FetchText {
  return (url, options) =>
    download(url, Math.min(options?.maxBytes ?? MAX_REMOTE_BYTES, MAX_REMOTE_BYTES), timeoutMs, policy);
}

/** Downloads a spec (or a `$schema`) named by the user: http(s) only, bounded in size and time. */
export const fetchSpecText: FetchText = createFetchText();

async function download(url: string, maxBytes: number, timeoutMs: number, policy?: HostPolicy): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let target = new URL(url);
    let response: Response;
    for (let redirects = 0; ; redirects++) {
      if (target.protocol !== 'http:' && target.protocol !== 'https:')
        throw new Error(
          redirects === 0
            ? `only http(s) URLs are loaded, not ${target.protocol}`
            : 'redirected to a URL that is not http(s)',
        );
      if (policy) await refuseLocalHost(target, policy.allowedHosts());
      response = await fetch(target, {
        signal: controller.signal,
        redirect: 'manual',
        headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
      });
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (location === null) break;
      if (redirects === MAX_REDIRECTS) throw new Error('too many redirects (a redirect loop?)');
      target = new URL(location, target);
    }
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

/** Addresses a repository's URL may not reach: this machine, its links and private networks. */
const LOCAL_NETWORKS = (() => {
  const list = new BlockList();
  for (const [address, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['224.0.0.0', 3],
  ] as const)
    list.addSubnet(address, prefix, 'ipv4');
  for (const [address, prefix] of [
    ['::', 127],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const)
    list.addSubnet(address, prefix, 'ipv6');
  return list;
})();

async function refuseLocalHost(target: URL, allowed: readonly string[]): Promise<void> {
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowed.some((h) => h.toLowerCase() === host)) return;
  const refuse = (what: string) => {
    throw new Error(
      `${target.host} is ${what}: a URL written in the site is not loaded from there (list the host in ` +
        '`docsLsp.openapi.allowedHosts`, or pass `--allow-host` to `check`, to allow it)',
    );
  };
  if (isLocalHostName(host)) refuse('this machine');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  for (const { address, family } of addresses)
    if (isLocalAddress(address, family)) refuse(`a local, link-local or private address (${address})`);
}

/** `localhost` and its subdomains, which name this machine whatever the resolver says. */
export function isLocalHostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * Whether an address (as a resolver gives it: family 4 or 6) is this machine, link-local, private or multicast:
 * the addresses a URL written in a site must not make the user's machine reach. IPv4 mapped into IPv6 is judged as
 * IPv4.
 */
export function isLocalAddress(address: string, family: number): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const v4 = family === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1] : undefined;
  return v4 ? LOCAL_NETWORKS.check(v4, 'ipv4') : LOCAL_NETWORKS.check(bare, family === 6 ? 'ipv6' : 'ipv4');
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

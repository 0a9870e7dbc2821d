// The HTTP client behind `check --external` and `docsLsp.externalLinks.check`: every URL requested with HEAD (GET
// where HEAD is refused, or where a `#fragment` is looked for among the ids of an HTML body), a few at a time per
// host, 429 and 503 retried after `Retry-After` (or a growing wait), redirects followed one by one up to a limit,
// each request bounded in time, and every answer kept in the docs root's disk cache until it expires. Hosts that are
// this machine or private addresses are never reached (the remote specs' classification, at every redirect, through
// the resolver), unless the user allows them (`--allow-host`, `docsLsp.openapi.allowedHosts`).
import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import * as http from 'node:http';
import * as https from 'node:https';
import { isIP, LookupFunction } from 'node:net';
import { URI } from 'vscode-uri';
import { isLocalAddress, isLocalHostName } from '../engine/openapiDocument';
import type { ExternalLinkAnswer, ExternalLinkChecker, ExternalLinkResult } from '../engine/project';
import { hasFragment, htmlIds } from './htmlIds';
import { LinkCache } from './linkCache';

export const DEFAULT_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export interface HttpCheckerOptions {
  /** Requests at once to one host (8). */
  readonly perHost?: number;
  /** Requests at once in all (64). */
  readonly total?: number;
  /** The time one request may take, headers and the body read for ids (10 s). */
  readonly timeoutMs?: number;
  /** Redirects followed before giving up (5). */
  readonly maxRedirects?: number;
  /** Retries after 429 or 503 (3). */
  readonly retries?: number;
  /** The first wait before a retry when the server gives no `Retry-After`; doubled each time (1 s). */
  readonly retryBaseMs?: number;
  /** The longest `Retry-After` honoured: a longer one leaves the URL not checked (30 s). */
  readonly maxRetryWaitMs?: number;
  /** How long an answer is kept (24 h). */
  readonly ttlMs?: number;
  /** Keep answers in `.docs-lsp-cache/` at the docs root (true). */
  readonly diskCache?: boolean;
  /** Local or private hosts the user allows. */
  readonly allowedHosts?: () => readonly string[];
  /** The resolver (tests give one that knows their names). */
  readonly lookup?: (host: string) => Promise<readonly LookupAddress[]>;
  /** Told of each request sent (method and URL): the tests count them. */
  readonly onRequest?: (method: string, url: string) => void;
  /** Why the disk cache of a root could not be used or written. */
  readonly warn?: (message: string) => void;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** The most of an HTML body read for its ids. */
const MAX_HTML_BYTES = 5 * 1024 * 1024;
/** Statuses by which a server refuses HEAD (or answers it wrongly) though GET works. */
const HEAD_REFUSED = new Set([400, 403, 405, 406, 501]);
const USER_AGENT = 'docs-lsp link checker (+https://github.com/docs-lsp/docs-lsp)';

class LocalAddressError extends Error {
  readonly code = 'EDOCSLSPLOCAL';
}

type Response = { status: number; headers: http.IncomingHttpHeaders; ids?: Set<string> };

export function createHttpChecker(options: HttpCheckerOptions = {}): ExternalLinkChecker {
  const perHost = options.perHost ?? 8;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const retries = options.retries ?? 3;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 30_000;
  const ttlMs = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const allowed = (host: string) => (options.allowedHosts?.() ?? []).some((h) => h.toLowerCase() === host);
  const caches = new Map<string, LinkCache>();
  const hostSlots = new Map<string, Limiter>();
  const totalSlots = new Limiter(options.total ?? 64);

  const resolve = options.lookup ?? defaultLookup;
  // every connection's name is resolved here: an address of this machine or a private network is refused
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const host = hostname.toLowerCase();
        const local = addresses.find((a) => isLocalAddress(a.address, a.family));
        if (local && !allowed(host))
          return callback(new LocalAddressError(`a local or private address (${local.address})`), '', 4);
        const wanted = lookupOptions.family === 6 || lookupOptions.family === 4 ? lookupOptions.family : 0;
        const usable = addresses.filter((a) => wanted === 0 || a.family === wanted);
        if (usable.length === 0) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 4);
        if (lookupOptions.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
        else callback(null, usable[0].address, usable[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };

  const cacheOf = (rootUri: string): LinkCache | undefined => {
    if (options.diskCache === false) return undefined;
    let cache = caches.get(rootUri);
    if (!cache) {
      cache = new LinkCache(URI.parse(rootUri).fsPath);
      if (cache.problem) options.warn?.(`the cache of external links is not used: ${cache.problem}`);
      caches.set(rootUri, cache);
    }
    return cache.problem ? undefined : cache;
  };

  return {
    async check(rootUri, requests, onAnswer) {
      const cache = cacheOf(rootUri);
      const now = Date.now();
      const agents = {
        'http:': new http.Agent({ keepAlive: true, maxSockets: perHost, lookup } as http.AgentOptions),
        'https:': new https.Agent({ keepAlive: true, maxSockets: perHost, lookup } as https.AgentOptions),
      };
      let sinceSave = 0;
      try {
        await Promise.all(
          requests.map(async ({ url, fragments }) => {
            const cached = cache?.get(url);
            const expires = cached && cached.checked + ttlMs;
            if (cached && expires! > now && cached.checked <= now && fragmentsKnown(cached.result, fragments)) {
              onAnswer(url, { result: cached.result, expires: expires!, cached: true });
              return;
            }
            const result = await probe(url, fragments);
            const checked = Date.now();
            const answer: ExternalLinkAnswer = { result, expires: checked + ttlMs, cached: false };
            if (cache && (result.kind === 'ok' || result.kind === 'redirected' || result.kind === 'broken')) {
              cache.set(url, { result, checked });
              // a long run interrupted keeps most of what it learnt
              if (++sinceSave >= 200) {
                sinceSave = 0;
                cache.save(Math.max(ttlMs, DEFAULT_CACHE_TTL_MS));
              }
            }
            onAnswer(url, answer);
          }),
        );
      } finally {
        agents['http:'].destroy();
        agents['https:'].destroy();
        // kept for the longer of this run's TTL and the default: a run with a short TTL leaves the others' answers
        if (cache && !cache.save(Math.max(ttlMs, DEFAULT_CACHE_TTL_MS)))
          options.warn?.('the cache of external links could not be written');
      }

      async function probe(url: string, fragments: readonly string[]): Promise<ExternalLinkResult> {
        let target = new URL(url);
        const seen = new Set([target.href]);
        let permanentTo: string | undefined;
        let permanentSoFar = true;
        for (let redirects = 0; ; redirects++) {
          const refused = refusedHost(target);
          if (refused) return { kind: 'skipped', reason: refused };
          let response: Response;
          try {
            response = await withRetries(target, fragments.length > 0);
          } catch (error) {
            return failure(error, target);
          }
          const { status } = response;
          const location = status >= 300 && status < 400 ? response.headers.location : undefined;
          if (location !== undefined) {
            let next: URL;
            try {
              next = new URL(location, target);
            } catch {
              return { kind: 'broken', reason: `HTTP ${status} to a URL that does not parse` };
            }
            if (next.protocol !== 'http:' && next.protocol !== 'https:')
              return { kind: 'unchecked', reason: `redirected to a URL that is not http(s)` };
            if (permanentSoFar && (status === 301 || status === 308)) permanentTo = next.href;
            else permanentSoFar = false;
            if (seen.has(next.href)) return { kind: 'broken', reason: 'a redirect loop' };
            if (redirects === maxRedirects) return { kind: 'unchecked', reason: `more than ${maxRedirects} redirects` };
            seen.add(next.href);
            target = next;
            continue;
          }
          const result = finalResult(response, fragments);
          if (permanentTo !== undefined && result.kind === 'ok')
            return { kind: 'redirected', to: permanentTo, ...(result.fragments && { fragments: result.fragments }) };
          return result;
        }
      }

      /** One step: HEAD (or GET for ids), GET again where HEAD is refused, 429/503 retried. */
      async function withRetries(target: URL, wantIds: boolean): Promise<Response> {
        let method = wantIds ? 'GET' : 'HEAD';
        for (let attempt = 0; ; attempt++) {
          const response = await limited(target, method, wantIds);
          if (method === 'HEAD' && HEAD_REFUSED.has(response.status)) {
            method = 'GET';
            attempt--;
            continue;
          }
          if ((response.status !== 429 && response.status !== 503) || attempt >= retries) return response;
          const wait = retryAfter(response.headers['retry-after']) ?? retryBaseMs * 2 ** attempt;
          if (wait > maxRetryWaitMs) return response;
          await sleep(wait);
        }
      }

      async function limited(target: URL, method: string, wantIds: boolean): Promise<Response> {
        const host = target.host.toLowerCase();
        let slots = hostSlots.get(host);
        if (!slots) hostSlots.set(host, (slots = new Limiter(perHost)));
        return slots.run(() => totalSlots.run(() => request(target, method, wantIds)));
      }

      function request(target: URL, method: string, wantIds: boolean): Promise<Response> {
        options.onRequest?.(method, target.href);
        const client = target.protocol === 'https:' ? https : http;
        return new Promise<Response>((resolvePromise, reject) => {
          const req = client.request(target, {
            method,
            agent: agents[target.protocol as 'http:' | 'https:'],
            headers: { 'user-agent': USER_AGENT, accept: wantIds ? 'text/html,*/*;q=0.8' : '*/*' },
          });
          const timer = setTimeout(
            () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })),
            timeoutMs,
          );
          req.on('error', (error) => {
            clearTimeout(timer);
            reject(error);
          });
          req.on('response', (res) => {
            const type = String(res.headers['content-type'] ?? '');
            const ok = res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300;
            if (!(wantIds && method === 'GET' && ok && /html/i.test(type))) {
              clearTimeout(timer);
              res.destroy();
              resolvePromise({ status: res.statusCode ?? 0, headers: res.headers });
              return;
            }
            const chunks: Buffer[] = [];
            let size = 0;
            res.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size <= MAX_HTML_BYTES) chunks.push(chunk);
              else res.destroy();
            });
            let finished = false;
            const done = () => {
              if (finished) return;
              finished = true;
              clearTimeout(timer);
              const ids = htmlIds(Buffer.concat(chunks).toString('utf8'));
              resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, ids });
            };
            res.on('end', done);
            res.on('close', done);
            res.on('error', () => undefined);
          });
          req.end();
        });
      }
    },
  };

  function refusedHost(target: URL): string | undefined {
    const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (allowed(host)) return undefined;
    if (isLocalHostName(host)) return 'this machine';
    const family = isIP(host);
    if (family !== 0 && isLocalAddress(host, family)) return 'a local or private address';
    return undefined;
  }
}

function finalResult(response: Response, fragments: readonly string[]): ExternalLinkResult {
  const { status } = response;
  if (status === 404 || status === 410) return { kind: 'broken', reason: `HTTP ${status}` };
  if (status === 429 || status === 503) return { kind: 'unchecked', reason: `rate limited or unavailable (${status})` };
  if (status >= 500) return { kind: 'unchecked', reason: `a server error (${status})` };
  // 401, 403: the page exists behind a sign-in; other 4xx: the server does not say the page is missing
  if (status >= 400 && status !== 401 && status !== 403) return { kind: 'unchecked', reason: `HTTP ${status}` };
  if (status >= 300 && status < 400) return { kind: 'unchecked', reason: `HTTP ${status} without a Location` };
  if (fragments.length === 0) return { kind: 'ok' };
  // a body that is no HTML (a PDF's `#page=2`) has no ids to look for: its fragments are taken as they are
  const ids = response.ids;
  if (!ids) return { kind: 'ok', fragments: Object.fromEntries(fragments.map((f) => [f, true])) };
  return { kind: 'ok', fragments: Object.fromEntries(fragments.map((f) => [f, hasFragment(ids, f)])) };
}

function failure(error: unknown, target: URL): ExternalLinkResult {
  const code = String((error as NodeJS.ErrnoException)?.code ?? '');
  if (error instanceof LocalAddressError) return { kind: 'skipped', reason: error.message };
  if (code === 'ENOTFOUND') return { kind: 'broken', reason: `the host ${target.hostname} does not resolve` };
  if (code === 'ETIMEOUT') return { kind: 'unchecked', reason: 'no answer in time' };
  if (code === 'EAI_AGAIN') return { kind: 'unchecked', reason: 'the name server did not answer' };
  const message = error instanceof Error ? error.message : '';
  if (
    /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|HOSTNAME_MISMATCH|EPROTO$)/.test(code) ||
    /SSL routines|certificate|wrong version number|TLS/i.test(message)
  )
    return { kind: 'broken', reason: `TLS failed (${code || 'handshake'})` };
  return { kind: 'unchecked', reason: `the connection failed (${code || 'no answer'})` };
}

/** `Retry-After` in ms: seconds, or an HTTP date; undefined when absent or unreadable. */
function retryAfter(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function fragmentsKnown(result: ExternalLinkResult, fragments: readonly string[]): boolean {
  if (fragments.length === 0 || result.kind === 'broken') return true;
  const known = result.kind === 'ok' || result.kind === 'redirected' ? result.fragments : undefined;
  return fragments.every((f) => known?.[f] !== undefined);
}

function defaultLookup(host: string): Promise<readonly LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/** At most `size` tasks at once; the others wait in order. */
class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

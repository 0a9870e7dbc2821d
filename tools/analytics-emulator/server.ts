// A local stand-in for the analytics API: all eight endpoints, Bearer auth, validation errors in the service's shape,
// ULID and opaque cursors, offset pages, exclusive dateTo, filters and fault switches. Tests start it on a random
// loopback port.
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { ListEndpoint } from '../../shared/src/analytics/types';
import { callerStats, feedbackByPagePage, offsetPage, searchesPage } from './aggregates';
import { PAGE_WEIGHTS } from './phrases';
import { Dataset, generateDataset } from './data';
import { Faults, NO_FAULTS } from './faults';
import { inDateRange, matchingEntries, pageOf } from './paging';
import { EmulatorQuery, readQuery } from './query';
import { ULID_PATTERN } from './random';
import { readSitePages } from './emulatedPages';
import { generateTraffic, Traffic } from './trafficData';

export interface EmulatorOptions {
  readonly port?: number;
  readonly host?: string;
  readonly seed?: number;
  /** Time of the newest entries (ms); fixed by default so that runs are reproducible. */
  readonly now?: number;
  readonly days?: number;
  readonly feedbackCount?: number;
  readonly conversationCount?: number;
  /** Synthetic archive paths with views (many rows for offset pages). */
  readonly extraPaths?: number;
  readonly projectId?: string;
  readonly adminKey?: string;
  /** A valid key without the analytics scope (403). */
  readonly limitedKey?: string;
  readonly siteDir?: string;
  readonly hostile?: boolean;
  readonly extraFields?: boolean;
  readonly faults?: Partial<Faults>;
  /** Called with every request after it is answered (`npm run emulator` prints them). */
  readonly onRequest?: (record: RequestRecord) => void;
}

export interface RequestRecord {
  readonly path: string;
  readonly query: Record<string, string>;
  readonly status: number;
}

export interface RunningEmulator {
  readonly url: string;
  readonly projectId: string;
  readonly adminKey: string;
  readonly limitedKey: string;
  readonly data: Dataset;
  readonly traffic: Traffic;
  /** Change at any time; the next request sees it. */
  readonly faults: Faults;
  readonly requests: RequestRecord[];
  close(): Promise<void>;
}

export const EMULATOR_DEFAULTS = {
  seed: 42,
  now: Date.parse('2026-11-01T00:00:00Z'),
  days: 180,
  feedbackCount: 3000,
  conversationCount: 2000,
  projectId: 'acme-docs',
  adminKey: 'mint_emulator_admin_key_0123456789',
  limitedKey: 'mint_dsc_emulator_public_key_0123456789',
};

const ENDPOINT_PATH =
  /^\/v1\/analytics\/([^/]+)\/(feedback|assistant|views|visitors|searches|feedback\/by-page|assistant\/caller-stats|assistant\/threads\/([^/]+))$/;

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const settings = { ...EMULATOR_DEFAULTS, ...definedOnly(options) };
  const pages = readSitePages(options.siteDir);
  const data = generateDataset({ ...settings, pages });
  const traffic = generateTraffic({
    ...settings,
    pages,
    weights: PAGE_WEIGHTS,
    conversations: data.conversations,
  });
  const faults: Faults = { ...NO_FAULTS, ...definedOnly(options.faults ?? {}) };
  const requests: RequestRecord[] = [];
  const recent: number[] = [];

  const route = (request: http.IncomingMessage, url: URL): Reply => {
    if (faults.redirectTo)
      return {
        status: 307,
        body: {},
        headers: { location: new URL(url.pathname + url.search, faults.redirectTo).href },
      };
    const match = ENDPOINT_PATH.exec(url.pathname);
    if (!match) return { status: 404, body: { error: 'Not found' } };
    if (request.method !== 'GET') return { status: 405, body: { error: 'Method not allowed' } };
    const auth = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!auth) return { status: 401, body: { error: 'Missing or malformed Authorization header' } };
    if (auth[1] === settings.limitedKey)
      return { status: 403, body: { error: 'This API key does not have access to analytics. Use an admin API key.' } };
    if (auth[1] !== settings.adminKey) return { status: 401, body: { error: 'Invalid API key' } };
    if (decodeURIComponent(match[1]) !== settings.projectId)
      return { status: 404, body: { error: 'Project not found' } };
    const budget = spendHourlyBudget(recent, faults.hourlyLimit);
    if (budget) return budget;
    if (faults.rateLimited > 0) {
      faults.rateLimited--;
      return { status: 429, body: { error: 'Rate limit exceeded' }, headers: { 'retry-after': faults.retryAfter } };
    }
    if (faults.serverErrors > 0) {
      faults.serverErrors--;
      return { status: 500, body: { error: 'Internal server error' } };
    }
    const threadId = match[3];
    if (threadId !== undefined) {
      if (!ULID_PATTERN.test(threadId))
        return { status: 400, body: { error: 'Invalid thread ID', details: [{ message: 'threadId: Invalid ulid' }] } };
      const thread = traffic.threads.get(threadId);
      return thread ? { status: 200, body: thread } : { status: 404, body: { error: 'Thread not found' } };
    }
    const endpoint = match[2] as ListEndpoint | 'assistant/caller-stats';
    const query = readQuery(endpoint, url.searchParams);
    if ('problems' in query)
      return {
        status: 400,
        body: { error: 'Invalid query parameters', details: query.problems.map((message) => ({ message })) },
      };
    return { status: 200, body: answer(endpoint, query) };
  };

  const answer = (endpoint: ListEndpoint | 'assistant/caller-stats', query: EmulatorQuery): object => {
    switch (endpoint) {
      case 'feedback':
      case 'assistant':
        return pageOf(endpoint, data, query, faults);
      case 'views':
      case 'visitors':
        return offsetPage(traffic, query, endpoint, faults, !!options.extraFields);
      case 'searches':
        return searchesPage(traffic, query, faults, !!options.extraFields);
      case 'feedback/by-page':
        return feedbackByPagePage(matchingEntries('feedback', data, query), query);
      case 'assistant/caller-stats':
        return callerStats(data, traffic, (time) => inDateRange(query, time));
    }
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://emulator');
    const reply = route(request, url);
    const record = { path: url.pathname, query: Object.fromEntries(url.searchParams), status: reply.status };
    requests.push(record);
    options.onRequest?.(record);
    setTimeout(() => send(response, reply, faults), faults.delayMs);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject); // a port in use is a message, not a crash
    server.listen(settings.port ?? 0, settings.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    projectId: settings.projectId,
    adminKey: settings.adminKey,
    limitedKey: settings.limitedKey,
    data,
    traffic,
    faults,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Counts requests in a sliding hour while a limit is set; a 429 once it is spent. */
function spendHourlyBudget(recent: number[], limit: number): Reply | undefined {
  if (limit === Infinity) {
    recent.length = 0;
    return undefined;
  }
  const now = Date.now();
  while (recent.length && recent[0] <= now - 3_600_000) recent.shift();
  if (recent.length >= limit)
    return {
      status: 429,
      body: { error: 'Rate limit exceeded' },
      headers: { 'retry-after': String(Math.ceil((recent[0] + 3_600_000 - now) / 1000)) },
    };
  recent.push(now);
  return undefined;
}

/** Options left undefined keep their defaults. */
function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function send(response: http.ServerResponse, reply: Reply, faults: Faults): void {
  if (response.destroyed) return;
  let text = JSON.stringify(reply.body);
  const headers = { 'content-type': 'application/json', ...reply.headers };
  if (reply.status === 200 && faults.malformed > 0) {
    faults.malformed--;
    text = text.slice(0, Math.floor(text.length / 2));
  } else if (reply.status === 200 && faults.truncated > 0) {
    faults.truncated--;
    response.writeHead(200, { ...headers, 'content-length': String(Buffer.byteLength(text)) });
    response.write(text.slice(0, Math.floor(text.length / 2)), () => response.destroy());
    return;
  }
  response.writeHead(reply.status, { ...headers, 'content-length': String(Buffer.byteLength(text)) });
  response.end(text);
}

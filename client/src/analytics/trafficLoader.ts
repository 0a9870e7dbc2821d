// Loads the traffic of a period (the last 7, 30 or 90 days) in one bounded refresh: views and visitors per path,
// search terms (each at most `pagesPerLoad` requests of the largest pages), feedback per page and assistant caller
// stats (one request each). The whole bundle is cached per project and period, so that opening a page, a view or the
// docs.json hover spends nothing while it is fresh. Knows nothing of VS Code, so that it can be tested.
import { Cached, CacheKey } from '../../../shared/src/analytics/cache';
import { AnalyticsClient } from '../../../shared/src/analytics/client';
import { LIMITS } from '../../../shared/src/analytics/params';
import { CallerStats, EntryOf, ListEndpoint } from '../../../shared/src/analytics/types';
import { connect, LoaderDeps } from './loader';
import { Loading } from './viewModel';

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export interface TrafficSettings {
  readonly period: Period;
}

/** One list of the bundle as far as it was loaded. */
export interface TrafficList<E extends ListEndpoint> {
  readonly entries: EntryOf[E][];
  /** The site-wide fields beside the list (`totals`, `totalSearches`). */
  readonly summary: Readonly<Record<string, unknown>>;
  /** False when the service has more than the bounded refresh loaded (or, for feedback by page, lists). */
  readonly complete: boolean;
}

export interface TrafficSnapshot extends Cached {
  readonly period: Period;
  /** `YYYY-MM-DD`, inclusive. */
  readonly dateFrom: string;
  /** `YYYY-MM-DD`, exclusive (tomorrow: today counts). */
  readonly dateTo: string;
  readonly views: TrafficList<'views'>;
  readonly visitors: TrafficList<'visitors'>;
  readonly searches: TrafficList<'searches'>;
  readonly feedback: TrafficList<'feedback/by-page'>;
  readonly callerStats: CallerStats;
  /** Requests this refresh spent. */
  readonly requests: number;
  /** How long the refresh took (ms). */
  readonly loadMs: number;
}

export type TrafficState = Loading<{ readonly snapshot: TrafficSnapshot }>;

/** The most requests one refresh may spend: views, visitors and searches a bounded number each, two single ones. */
export function refreshCost(pagesPerLoad: number): number {
  return 3 * pagesPerLoad + 2;
}

const DAY = 86_400_000;

/** The dates of "the last N days", today included, in UTC. */
export function periodDates(period: Period, now: number): { dateFrom: string; dateTo: string } {
  const today = Math.floor(now / DAY) * DAY;
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { dateFrom: day(today - (period - 1) * DAY), dateTo: day(today + DAY) };
}

export class TrafficLoader {
  constructor(private readonly deps: LoaderDeps & { traffic(): TrafficSettings; now?: () => number }) {}

  async load(mode: 'cached' | 'refresh', signal?: AbortSignal): Promise<TrafficState> {
    let connection;
    try {
      connection = await connect(this.deps, 'traffic');
    } catch (error) {
      return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
    }
    if (connection.kind !== 'connected') return connection;
    const { client, settings } = connection;
    const { period } = this.deps.traffic();
    const dates = periodDates(period, (this.deps.now ?? Date.now)());
    const key: CacheKey = {
      baseUrl: settings.baseUrl,
      projectId: settings.projectId,
      endpoint: 'traffic',
      query: dates,
    };
    try {
      if (mode === 'cached') {
        const cached = await this.deps.cache().read<TrafficSnapshot>(key);
        if (cached) {
          this.deps.log(`traffic (${period} days): from the cache, no request spent`);
          return { kind: 'ready', snapshot: cached, fromCache: true };
        }
      }
      const started = Date.now();
      const counter = { requests: 0 };
      const pages = settings.pagesPerLoad;
      const list = <E extends ListEndpoint>(endpoint: E, extra: object = {}) =>
        loadList(client, endpoint, { ...dates, limit: LIMITS[endpoint].max, ...extra }, pages, counter, signal);
      // One after another: the service counts requests per hour, and a failure should stop the rest.
      const views = await list('views');
      const visitors = await list('visitors');
      const searches = await list('searches');
      const feedback = await list('feedback/by-page');
      const callerStats = await client.callerStats(dates, signal);
      counter.requests++;
      const snapshot: TrafficSnapshot = {
        period,
        ...dates,
        views,
        visitors,
        searches,
        feedback,
        callerStats,
        requests: counter.requests,
        loadMs: Date.now() - started,
        loadedAt: Date.now(),
      };
      await this.deps.cache().write(key, snapshot);
      this.deps.log(`traffic (${period} days): ${snapshot.requests} requests in ${snapshot.loadMs} ms`);
      return { kind: 'ready', snapshot, fromCache: false };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.deps.log(`traffic: ${message}`);
      return { kind: 'error', message };
    }
  }
}

async function loadList<E extends ListEndpoint>(
  client: AnalyticsClient,
  endpoint: E,
  query: object,
  maxPages: number,
  counter: { requests: number },
  signal?: AbortSignal,
): Promise<TrafficList<E>> {
  const entries: EntryOf[E][] = [];
  let summary: Readonly<Record<string, unknown>> = {};
  let complete = true;
  let pages = 0;
  for await (const page of client.pages(endpoint, query, { signal })) {
    counter.requests++;
    entries.push(...page.entries);
    summary = page.summary;
    complete = !page.hasMore;
    if (++pages >= maxPages) break;
  }
  return { entries, summary, complete };
}

// Loads a view's entries: from the cache when fresh, else a bounded number of pages; "more" continues where the last
// load stopped. Knows nothing of VS Code, so that it can be tested against the emulator.
import { AnalyticsCache, CacheKey, LoadedEntries } from '../../../shared/src/analytics/cache';
import { AnalyticsClient } from '../../../shared/src/analytics/client';
import { AnalyticsEndpoint, EntryOf } from '../../../shared/src/analytics/types';
import { RetryPolicy } from '../../../shared/src/analytics/retry';
import { LoadState, NotConnected, queryOf, ViewFilters } from './viewModel';

export interface LoaderSettings {
  readonly baseUrl: string;
  readonly projectId: string;
  /** Pages fetched per load before asking for more. */
  readonly pagesPerLoad: number;
}

export interface LoaderDeps {
  settings(): LoaderSettings;
  apiKey(): Promise<string | undefined>;
  /** The cache with the time-to-live currently set. */
  cache(): AnalyticsCache;
  log(line: string): void;
  readonly retry?: Partial<RetryPolicy>;
}

export type LoadMode = 'cached' | 'refresh' | 'more';

/** A client for the settings and key, or what is missing (nothing is sent then). Retries are logged under `label`. */
export async function connect(
  deps: Pick<LoaderDeps, 'settings' | 'apiKey' | 'log' | 'retry'>,
  label: string,
): Promise<NotConnected | { readonly kind: 'connected'; readonly client: AnalyticsClient; settings: LoaderSettings }> {
  const settings = deps.settings();
  const missing = [
    !settings.projectId && 'docsLsp.analytics.projectId',
    !settings.baseUrl && 'docsLsp.analytics.baseUrl',
  ].filter((s): s is string => !!s);
  if (missing.length) return { kind: 'needs-settings', missing };
  const apiKey = await deps.apiKey();
  if (!apiKey) return { kind: 'needs-key' };
  const client = new AnalyticsClient({
    baseUrl: settings.baseUrl,
    projectId: settings.projectId,
    apiKey,
    retry: {
      ...deps.retry,
      onRetry: ({ reason, delayMs }) => deps.log(`${label}: ${reason}; retrying in ${Math.ceil(delayMs / 1000)} s`),
    },
  });
  return { kind: 'connected', client, settings };
}

export class AnalyticsLoader {
  constructor(private readonly deps: LoaderDeps) {}

  async load<E extends AnalyticsEndpoint>(
    endpoint: E,
    filters: ViewFilters,
    mode: LoadMode,
    current?: LoadedEntries<E>,
    signal?: AbortSignal,
  ): Promise<LoadState<E>> {
    let connection;
    try {
      connection = await connect(this.deps, endpoint);
    } catch (error) {
      return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
    }
    if (connection.kind !== 'connected') return connection;
    const { client, settings } = connection;
    const query = queryOf(endpoint, filters);
    const key: CacheKey = { baseUrl: settings.baseUrl, projectId: settings.projectId, endpoint, query };
    try {
      if (mode === 'cached') {
        const cached = await this.deps.cache().read<LoadedEntries<E>>(key);
        if (cached) {
          this.deps.log(`${endpoint}: ${cached.entries.length} entries from the cache, no request spent`);
          return { kind: 'ready', list: cached, fromCache: true };
        }
      }
      const start = mode === 'more' && current?.nextCursor ? current : undefined;
      const list = await this.fetchPages(client, endpoint, key, settings.pagesPerLoad, start, signal);
      await this.deps.cache().write(key, list);
      this.deps.log(
        `${endpoint}: ${list.entries.length} entries after ${list.requests} requests\
${list.hasMore ? ', more available' : ''}`,
      );
      return { kind: 'ready', list, fromCache: false };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.deps.log(`${endpoint}: ${message}`);
      return { kind: 'error', message };
    }
  }

  private async fetchPages<E extends AnalyticsEndpoint>(
    client: AnalyticsClient,
    endpoint: E,
    key: CacheKey,
    pages: number,
    start: LoadedEntries<E> | undefined,
    signal?: AbortSignal,
  ): Promise<LoadedEntries<E>> {
    const entries: EntryOf[E][] = [...(start?.entries ?? [])];
    let requests = start?.requests ?? 0;
    let last: { nextCursor: string | null; hasMore: boolean } = { nextCursor: null, hasMore: false };
    for await (const page of client.pages(endpoint, key.query, { cursor: start?.nextCursor ?? undefined, signal })) {
      entries.push(...page.entries);
      requests++;
      last = page;
      if (requests - (start?.requests ?? 0) >= pages) break;
    }
    return {
      entries,
      nextCursor: last.hasMore ? last.nextCursor : null,
      hasMore: last.hasMore,
      requests,
      loadedAt: Date.now(),
    };
  }
}

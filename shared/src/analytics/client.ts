// The analytics API client: checked parameters, retried pages, and iteration over every page of a query.
import { AnalyticsError, httpError, redactSecret } from './errors';
import { parsePage } from './page';
import { buildQuery, endpointUrl } from './params';
import { abortableSleep, AttemptFailure, parseRetryAfter, RetryPolicy, withRetries } from './retry';
import { assertKeyMaySendTo, assertValidKey, getWithKey } from './transport';
import { AnalyticsEndpoint, AnalyticsQuery, EntryOf, Page } from './types';

export interface AnalyticsClientOptions {
  readonly baseUrl: string;
  readonly projectId: string;
  readonly apiKey: string;
  /** Per request, body included. Default 30 s. */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryPolicy>;
}

export interface PageRequest {
  readonly cursor?: string;
  readonly signal?: AbortSignal;
}

export interface FetchedPage<E extends AnalyticsEndpoint> extends Page<E> {
  /** The cursor that fetched this page (undefined for the first). */
  readonly cursor?: string;
}

export interface EntriesRequest<E extends AnalyticsEndpoint> extends PageRequest {
  readonly maxEntries?: number;
  /** Called as each page arrives, with the number of pages so far (for progress reports). */
  readonly onPage?: (page: FetchedPage<E>, pages: number) => void;
}

const DEFAULT_RETRY: RetryPolicy = { maxRetries: 4, backoffMs: 1000, maxRetryAfterSeconds: 60, sleep: abortableSleep };

export class AnalyticsClient {
  private readonly retry: RetryPolicy;

  /** Throws (before any request) when the key is empty, not valid in a header, or may not be sent to the base URL. */
  constructor(private readonly options: AnalyticsClientOptions) {
    assertValidKey(options.apiKey);
    assertKeyMaySendTo(endpointUrl(options.baseUrl, options.projectId, 'feedback'));
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
  }

  /** One page, retried on rate limits, service errors and network failures. */
  async fetchPage<E extends AnalyticsEndpoint>(
    endpoint: E,
    query: AnalyticsQuery,
    request: PageRequest = {},
  ): Promise<FetchedPage<E>> {
    const url = endpointUrl(this.options.baseUrl, this.options.projectId, endpoint);
    url.search = buildQuery(endpoint, query).toString();
    if (request.cursor !== undefined) url.searchParams.set('cursor', request.cursor);
    const page = await withRetries(this.retry, () => this.attempt(endpoint, url, request.signal), request.signal);
    return { ...page, cursor: request.cursor };
  }

  /** Every page of a query in the API's order; stops with an error on a repeated cursor or `hasMore` without one. */
  async *pages<E extends AnalyticsEndpoint>(
    endpoint: E,
    query: AnalyticsQuery,
    request: PageRequest = {},
  ): AsyncGenerator<FetchedPage<E>> {
    const seen = new Set<string>();
    let cursor = request.cursor;
    for (;;) {
      const page = await this.fetchPage(endpoint, query, { cursor, signal: request.signal });
      yield page;
      if (!page.hasMore) return;
      if (!page.nextCursor)
        throw new AnalyticsError(
          'bad-response',
          'the service said more results exist (hasMore) but sent no nextCursor; stopped to avoid an endless loop',
        );
      if (seen.has(page.nextCursor) || page.nextCursor === cursor) {
        throw new AnalyticsError(
          'bad-response',
          `the service repeated the cursor ${page.nextCursor}; stopped to avoid an endless loop and duplicated entries`,
        );
      }
      seen.add(page.nextCursor);
      cursor = page.nextCursor;
    }
  }

  /** Every entry of a query, optionally at most `maxEntries`. */
  async *entries<E extends AnalyticsEndpoint>(
    endpoint: E,
    query: AnalyticsQuery,
    request: EntriesRequest<E> = {},
  ): AsyncGenerator<EntryOf[E]> {
    let count = 0;
    let pages = 0;
    if (request.maxEntries === 0) return;
    for await (const page of this.pages(endpoint, query, request)) {
      request.onPage?.(page, ++pages);
      for (const entry of page.entries) {
        yield entry;
        if (++count === request.maxEntries) return;
      }
    }
  }

  /** One request. Every error it raises is redacted here, once for all endpoints: messages are shown and logged. */
  private async attempt<E extends AnalyticsEndpoint>(endpoint: E, url: URL, signal?: AbortSignal): Promise<Page<E>> {
    const key = this.options.apiKey;
    try {
      const response = await getWithKey(url, key, { timeoutMs: this.options.timeoutMs ?? 30_000, signal });
      if (response.status >= 200 && response.status < 300) return parsePage(endpoint, response.body);
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
      throw new AttemptFailure(httpError(response.status, response.body, retryAfter), retryAfter);
    } catch (caught) {
      const failure = caught instanceof AttemptFailure ? caught : undefined;
      const error = failure?.error ?? caught;
      if (!(error instanceof AnalyticsError)) throw new Error(redactSecret(String(error), key));
      const redacted = new AnalyticsError(error.kind, redactSecret(error.message, key), error.status);
      throw new AttemptFailure(redacted, failure?.retryAfterSeconds);
    }
  }
}

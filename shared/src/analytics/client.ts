// The analytics API client: checked parameters, retried pages, and iteration over every page of a query.
import { AnalyticsError, httpError, redactSecret } from './errors';
import { parseCallerStats, parsePage, parseThread } from './page';
import { buildDateQuery, buildQuery, endpointUrl, LIMITS, ObjectEndpoint, THREAD_ID_PATTERN } from './params';
import { abortableSleep, AttemptFailure, parseRetryAfter, RetryPolicy, withRetries } from './retry';
import { assertKeyMaySendTo, assertValidKey, getWithKey } from './transport';
import { AnalyticsQuery, AssistantThread, CallerStats, EntryOf, LIST_SHAPES, ListEndpoint, Page } from './types';

export interface AnalyticsClientOptions {
  readonly baseUrl: string;
  readonly projectId: string;
  readonly apiKey: string;
  /** Per request, body included. Default 30 s. */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryPolicy>;
}

export interface PageRequest {
  /** Cursor endpoints: where to continue. */
  readonly cursor?: string;
  /** Offset endpoints: rows to skip. */
  readonly offset?: number;
  readonly signal?: AbortSignal;
}

export interface FetchedPage<E extends ListEndpoint> extends Page<E> {
  /** The cursor that fetched this page (undefined for the first). */
  readonly cursor?: string;
  /** The offset that fetched this page (offset endpoints). */
  readonly offset?: number;
}

export interface EntriesRequest<E extends ListEndpoint> extends PageRequest {
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
  async fetchPage<E extends ListEndpoint>(
    endpoint: E,
    query: AnalyticsQuery,
    request: PageRequest = {},
  ): Promise<FetchedPage<E>> {
    const search = buildQuery(endpoint, query);
    if (request.cursor !== undefined) search.set('cursor', request.cursor);
    if (request.offset !== undefined) {
      if (LIST_SHAPES[endpoint].paging !== 'offset' || !Number.isInteger(request.offset) || request.offset < 0)
        throw new AnalyticsError('invalid-parameter', `offset ${request.offset} is not valid for ${endpoint}`);
      search.set('offset', String(request.offset));
    }
    const page = await this.get(endpoint, search, (body) => parsePage(endpoint, body), request.signal);
    return { ...page, cursor: request.cursor, offset: request.offset };
  }

  /** Assistant queries by caller type (web, API, other) in a date range: one request. */
  async callerStats(
    query: Pick<AnalyticsQuery, 'dateFrom' | 'dateTo'> = {},
    signal?: AbortSignal,
  ): Promise<CallerStats> {
    return this.get('assistant/caller-stats', buildDateQuery(query), parseCallerStats, signal);
  }

  /** One whole assistant conversation; the ID (a ULID) is checked before any request. */
  async thread(threadId: string, signal?: AbortSignal): Promise<AssistantThread> {
    if (!THREAD_ID_PATTERN.test(threadId))
      throw new AnalyticsError(
        'invalid-parameter',
        `the thread ID "${threadId}" is not a ULID (26 letters and digits)`,
      );
    return this.get(`assistant/threads/${threadId}`, new URLSearchParams(), parseThread, signal, 'no such thread');
  }

  /**
   * Every page of a query in the API's order. Stops with an error, before yielding anything twice, on a repeated
   * cursor, on `hasMore` without a cursor, on an offset page that repeats an earlier one or that cannot advance.
   * An endpoint without paging yields its one page (its `hasMore` says whether more exist).
   */
  async *pages<E extends ListEndpoint>(
    endpoint: E,
    query: AnalyticsQuery,
    request: PageRequest = {},
  ): AsyncGenerator<FetchedPage<E>> {
    const paging = LIST_SHAPES[endpoint].paging;
    if (paging === 'none') {
      yield await this.fetchPage(endpoint, query, { signal: request.signal });
      return;
    }
    if (paging === 'offset') {
      yield* this.offsetPages(endpoint, query, request);
      return;
    }
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

  /** Offset paging as the API describes it: the offset grows by the limit while `hasMore` is true. */
  private async *offsetPages<E extends ListEndpoint>(
    endpoint: E,
    query: AnalyticsQuery,
    request: PageRequest,
  ): AsyncGenerator<FetchedPage<E>> {
    const limit = query.limit ?? LIMITS[endpoint].default;
    const key = LIST_SHAPES[endpoint].key;
    const seenPages = new Map<string, number>();
    let offset = request.offset ?? 0;
    for (;;) {
      const page = await this.fetchPage(endpoint, query, { offset, signal: request.signal });
      const loop = (why: string) =>
        new AnalyticsError('bad-response', `${why}; stopped to avoid an endless loop and duplicated entries`);
      if (page.entries.length > limit)
        throw loop(`the service sent ${page.entries.length} entries at offset ${offset} for a limit of ${limit}`);
      if (page.hasMore && page.entries.length === 0)
        throw loop(`the service said more results exist (hasMore) at offset ${offset} but sent no entries`);
      const signature = JSON.stringify(page.entries.map((entry) => entry[key]));
      const earlier = seenPages.get(signature);
      if (page.entries.length > 0 && earlier !== undefined)
        throw loop(
          `the service sent the same page at offset ${offset} as at offset ${earlier} (the offset was ignored)`,
        );
      seenPages.set(signature, offset);
      yield page;
      if (!page.hasMore) return;
      offset += limit;
    }
  }

  /** Every entry of a query, optionally at most `maxEntries`. */
  async *entries<E extends ListEndpoint>(
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

  /** One GET of an endpoint, retried on rate limits, service errors and network failures. */
  private get<T>(
    endpoint: ListEndpoint | ObjectEndpoint,
    search: URLSearchParams,
    parse: (body: string) => T,
    signal?: AbortSignal,
    notFound?: string,
  ): Promise<T> {
    const url = endpointUrl(this.options.baseUrl, this.options.projectId, endpoint);
    url.search = search.toString();
    return withRetries(this.retry, () => this.attempt(url, parse, signal, notFound), signal);
  }

  /** One request. Every error it raises is redacted here, once for all endpoints: messages are shown and logged. */
  private async attempt<T>(url: URL, parse: (body: string) => T, signal?: AbortSignal, notFound?: string): Promise<T> {
    const key = this.options.apiKey;
    try {
      const response = await getWithKey(url, key, { timeoutMs: this.options.timeoutMs ?? 30_000, signal });
      if (response.status >= 200 && response.status < 300) return parse(response.body);
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
      throw new AttemptFailure(httpError(response.status, response.body, retryAfter, notFound), retryAfter);
    } catch (caught) {
      const failure = caught instanceof AttemptFailure ? caught : undefined;
      const error = failure?.error ?? caught;
      if (!(error instanceof AnalyticsError)) throw new Error(redactSecret(String(error), key));
      const redacted = new AnalyticsError(error.kind, redactSecret(error.message, key), error.status);
      throw new AttemptFailure(redacted, failure?.retryAfterSeconds);
    }
  }
}

// What a view shows: its filters (as the webview's form holds them) and the state of loading.
import { LoadedEntries } from '../../../shared/src/analytics/cache';
import { AnalyticsEndpoint, AnalyticsQuery } from '../../../shared/src/analytics/types';
import { LIMITS } from '../../../shared/src/analytics/params';
import { ViewFilters, WebviewState } from './webview/messages';

// The filters and the state a view keeps are part of the messages with its script (webview/messages.ts).
export type { ViewFilters, WebviewState };

export const NO_FILTERS: ViewFilters = { status: [], source: '', from: '', to: '' };

/** Why nothing can be loaded yet: settings are missing, or there is no API key. */
export type NotConnected =
  { readonly kind: 'needs-settings'; readonly missing: readonly string[] } | { readonly kind: 'needs-key' };

/** The state of loading anything from the service (a list, the traffic, a thread); `Ready`: what a load holds. */
export type Loading<Ready extends object> =
  | NotConnected
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly message: string }
  | ({ readonly kind: 'ready'; readonly fromCache: boolean } & Ready);

export type LoadState<E extends AnalyticsEndpoint> = Loading<{ readonly list: LoadedEntries<E> }>;

/** The API query of the filters; the panel always asks for the largest pages to spend the fewest requests. */
export function queryOf(endpoint: AnalyticsEndpoint, filters: ViewFilters): AnalyticsQuery {
  return {
    limit: LIMITS[endpoint].max,
    dateFrom: filters.from || undefined,
    dateTo: filters.to || undefined,
    ...(endpoint === 'feedback'
      ? { status: filters.status.length ? filters.status : undefined, source: filters.source || undefined }
      : {}),
  };
}

/** Webview messages are untrusted input: keep only strings of the expected fields. */
export function readWebviewState(value: unknown): WebviewState {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const filters = (record.filters && typeof record.filters === 'object' ? record.filters : {}) as Record<
    string,
    unknown
  >;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    filters: {
      status: Array.isArray(filters.status) ? filters.status.filter((s): s is string => typeof s === 'string') : [],
      source: text(filters.source),
      from: text(filters.from),
      to: text(filters.to),
    },
    page: text(record.page) || undefined,
    search: text(record.search) || undefined,
  };
}

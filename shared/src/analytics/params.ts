// Checks query parameters before any request, so mistakes cost nothing of the hourly request budget.
import { AnalyticsError } from './errors';
import { AnalyticsQuery, FEEDBACK_SOURCES, FEEDBACK_STATUSES, LIST_SHAPES, ListEndpoint } from './types';

export const LIMITS = Object.fromEntries(
  Object.entries(LIST_SHAPES).map(([endpoint, shape]) => [endpoint, shape.limit]),
) as { readonly [E in ListEndpoint]: { readonly max: number; readonly default: number } };

/** Thread IDs are ULIDs (Crockford base 32); anything else is refused before a request. */
export const THREAD_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/i;

/** The other endpoints: caller stats (dates only) and one thread. */
export type ObjectEndpoint = 'assistant/caller-stats' | `assistant/threads/${string}`;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

function invalid(message: string): AnalyticsError {
  return new AnalyticsError('invalid-parameter', message);
}

/** Milliseconds since the epoch of an ISO 8601 or `YYYY-MM-DD` date; throws a readable error otherwise. */
export function parseDate(name: string, value: string): number {
  const match = DATE_ONLY.exec(value) ?? DATE_TIME.exec(value);
  const time = match ? Date.parse(value) : NaN;
  if (!match || Number.isNaN(time)) throw invalid(`${name} "${value}" is not a date in ISO 8601 or YYYY-MM-DD format`);
  // Date.parse rolls 2024-02-30 over to March; a calendar date must survive the round trip.
  const [, year, month, day] = match.map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    throw invalid(`${name} "${value}" is not a real calendar date`);
  }
  return time;
}

/** `dateFrom` and `dateTo` checked (dateTo exclusive, after dateFrom), for every endpoint that takes dates. */
export function buildDateQuery(query: Pick<AnalyticsQuery, 'dateFrom' | 'dateTo'>): URLSearchParams {
  const search = new URLSearchParams();
  const from = query.dateFrom === undefined ? undefined : parseDate('dateFrom', query.dateFrom);
  const to = query.dateTo === undefined ? undefined : parseDate('dateTo', query.dateTo);
  if (from !== undefined && to !== undefined && to <= from) {
    throw invalid(`dateTo (${query.dateTo}) must be after dateFrom (${query.dateFrom}): dateTo is exclusive`);
  }
  if (query.dateFrom !== undefined) search.set('dateFrom', query.dateFrom);
  if (query.dateTo !== undefined) search.set('dateTo', query.dateTo);
  return search;
}

/** The query string of one list request, or an error naming the first wrong parameter. */
export function buildQuery(endpoint: ListEndpoint, query: AnalyticsQuery): URLSearchParams {
  const search = buildDateQuery(query);
  if (query.limit !== undefined) {
    const { max } = LIMITS[endpoint];
    if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > max) {
      throw invalid(`limit must be a whole number from 1 to ${max} for ${endpoint}, not ${query.limit}`);
    }
    search.set('limit', String(query.limit));
  }
  if (!LIST_SHAPES[endpoint].feedbackFilters && (query.status !== undefined || query.source !== undefined)) {
    throw invalid(`status and source filter feedback only; the ${endpoint} endpoint does not take them`);
  }
  if (query.status !== undefined) {
    if (query.status.length === 0) throw invalid('status needs at least one value');
    for (const status of query.status) {
      if (!(FEEDBACK_STATUSES as readonly string[]).includes(status)) {
        throw invalid(`status "${status}" is not one of ${FEEDBACK_STATUSES.join(', ')}`);
      }
    }
    search.set('status', query.status.join(','));
  }
  if (query.source !== undefined) {
    if (!(FEEDBACK_SOURCES as readonly string[]).includes(query.source)) {
      throw invalid(`source "${query.source}" is not one of ${FEEDBACK_SOURCES.join(', ')}`);
    }
    search.set('source', query.source);
  }
  return search;
}

/**
 * The endpoint URL for a project, after checking the base URL and project ID. The path is set on a copy of the base
 * URL, never resolved against it: a base path such as `//other-host` or `/\\other-host` would otherwise name another
 * host, and the key would go there. Whatever the input, the result has the base URL's origin, or nothing is sent.
 */
export function endpointUrl(baseUrl: string, projectId: string, endpoint: ListEndpoint | ObjectEndpoint): URL {
  if (!projectId.trim()) throw invalid('the project ID is empty');
  if (projectId === '.' || projectId === '..') throw invalid(`the project ID "${projectId}" is not a project ID`);
  let base: URL;
  try {
    base = new URL(baseUrl);
  } catch {
    throw invalid(`the base URL "${baseUrl}" is not a URL`);
  }
  if (base.username || base.password) throw invalid('the base URL must not carry a user name or password');
  const url = new URL(base.href);
  let end = base.pathname.length;
  while (end > 0 && base.pathname[end - 1] === '/') end--;
  url.pathname = `${base.pathname.slice(0, end)}/v1/analytics/${encodeURIComponent(projectId)}/${endpoint}`;
  url.search = '';
  url.hash = '';
  if (url.origin !== base.origin || !url.pathname.endsWith(`/${encodeURIComponent(projectId)}/${endpoint}`)) {
    throw new AnalyticsError(
      'insecure-url',
      `the endpoint URL built from the base URL "${base.origin}${base.pathname}" ` +
        `would leave ${base.origin}; nothing was sent`,
    );
  }
  return url;
}

// The emulator's reading of a request's query: the service's validation rules, answered in its error shape.
import { FEEDBACK_SOURCES, FEEDBACK_STATUSES, LIST_SHAPES, ListEndpoint } from '../../shared/src/analytics/types';
import { LIMITS, parseDate } from '../../shared/src/analytics/params';
import { decodeSearchCursor } from './searchCursor';
import { ULID_PATTERN } from './random';

export interface EmulatorQuery {
  readonly from?: number;
  readonly to?: number;
  readonly limit: number;
  readonly cursor?: string;
  readonly offset?: number;
  readonly statuses?: ReadonlySet<string>;
  readonly source?: string;
}

/** The query, or the list of problems the service reports as `details`. */
export function readQuery(
  endpoint: ListEndpoint | 'assistant/caller-stats',
  params: URLSearchParams,
): EmulatorQuery | { problems: string[] } {
  const shape = endpoint === 'assistant/caller-stats' ? undefined : LIST_SHAPES[endpoint];
  const problems: string[] = [];
  const date = (name: string) => {
    const value = params.get(name);
    if (value === null) return undefined;
    try {
      return parseDate(name, value);
    } catch {
      problems.push(`${name}: Invalid date, expected ISO 8601 or YYYY-MM-DD`);
      return undefined;
    }
  };
  const from = date('dateFrom');
  const to = date('dateTo');
  const limitText = shape ? params.get('limit') : null;
  const limit = limitText === null ? (shape?.limit.default ?? 0) : Number(limitText);
  if (shape && (!Number.isInteger(limit) || limit < 1))
    problems.push('limit: Number must be greater than or equal to 1');
  else if (shape && limit > LIMITS[endpoint as ListEndpoint].max)
    problems.push(`limit: Number must be less than or equal to ${shape.limit.max}`);
  const cursor = shape?.paging === 'cursor' ? (params.get('cursor') ?? undefined) : undefined;
  if (cursor !== undefined && endpoint === 'assistant' && !ULID_PATTERN.test(cursor))
    problems.push('cursor: Invalid ulid');
  if (cursor !== undefined && endpoint === 'searches' && decodeSearchCursor(cursor) === undefined)
    problems.push('cursor: Invalid cursor');
  const offsetText = shape?.paging === 'offset' ? params.get('offset') : null;
  const offset = offsetText === null ? undefined : Number(offsetText);
  if (offset !== undefined && (!/^\d+$/.test(offsetText!) || !Number.isSafeInteger(offset)))
    problems.push('offset: Expected integer, received number');
  let statuses: Set<string> | undefined;
  const status = params.get('status');
  if (shape?.feedbackFilters && status !== null) {
    statuses = new Set(status.split(','));
    for (const item of statuses) {
      if (!(FEEDBACK_STATUSES as readonly string[]).includes(item))
        problems.push(
          `status: Invalid enum value. Expected ${FEEDBACK_STATUSES.map((s) => `'${s}'`).join(' | ')}, ` +
            `received '${item}'`,
        );
    }
  }
  const source = shape?.feedbackFilters ? (params.get('source') ?? undefined) : undefined;
  if (source !== undefined && !(FEEDBACK_SOURCES as readonly string[]).includes(source)) {
    problems.push(
      `source: Invalid enum value. Expected ${FEEDBACK_SOURCES.map((s) => `'${s}'`).join(' | ')}, received '${source}'`,
    );
  }
  return problems.length ? { problems } : { from, to, limit, cursor, offset, statuses, source };
}

// The emulator's reading of a request's query: the service's validation rules, answered in its error shape.
import { FEEDBACK_SOURCES, FEEDBACK_STATUSES, AnalyticsEndpoint } from '../../shared/src/analytics/types';
import { LIMITS, parseDate } from '../../shared/src/analytics/params';
import { ULID_PATTERN } from './random';

export interface EmulatorQuery {
  readonly from?: number;
  readonly to?: number;
  readonly limit: number;
  readonly cursor?: string;
  readonly statuses?: ReadonlySet<string>;
  readonly source?: string;
}

/** The query, or the list of problems the service reports as `details`. */
export function readQuery(
  endpoint: AnalyticsEndpoint,
  params: URLSearchParams,
): EmulatorQuery | { problems: string[] } {
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
  const limitText = params.get('limit');
  const limit = limitText === null ? LIMITS[endpoint].default : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1) problems.push('limit: Number must be greater than or equal to 1');
  else if (limit > LIMITS[endpoint].max)
    problems.push(`limit: Number must be less than or equal to ${LIMITS[endpoint].max}`);
  const cursor = params.get('cursor') ?? undefined;
  if (cursor !== undefined && endpoint === 'assistant' && !ULID_PATTERN.test(cursor))
    problems.push('cursor: Invalid ulid');
  let statuses: Set<string> | undefined;
  const status = params.get('status');
  if (endpoint === 'feedback' && status !== null) {
    statuses = new Set(status.split(','));
    for (const item of statuses) {
      if (!(FEEDBACK_STATUSES as readonly string[]).includes(item))
        problems.push(
          `status: Invalid enum value. Expected ${FEEDBACK_STATUSES.map((s) => `'${s}'`).join(' | ')}, ` +
            `received '${item}'`,
        );
    }
  }
  const source = endpoint === 'feedback' ? (params.get('source') ?? undefined) : undefined;
  if (source !== undefined && !(FEEDBACK_SOURCES as readonly string[]).includes(source)) {
    problems.push(
      `source: Invalid enum value. Expected ${FEEDBACK_SOURCES.map((s) => `'${s}'`).join(' | ')}, received '${source}'`,
    );
  }
  return problems.length ? { problems } : { from, to, limit, cursor, statuses, source };
}

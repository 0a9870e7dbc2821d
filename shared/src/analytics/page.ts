// Turns a response body into a page or an object, refusing malformed JSON and wrong shapes; entries keep every field.
import { AnalyticsError } from './errors';
import { AssistantThread, CallerStats, EntryOf, LIST_SHAPES, ListEndpoint, Page } from './types';

function badResponse(message: string): AnalyticsError {
  return new AnalyticsError('bad-response', `the service sent an unexpected answer: ${message}`);
}

function parseObject(body: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // The parser's message quotes the body, which may echo what the request carried: only its size is told.
    throw badResponse(`malformed JSON (${body.length} bytes)`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badResponse('the body is not a JSON object');
  return parsed as Record<string, unknown>;
}

const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

export function parsePage<E extends ListEndpoint>(endpoint: E, body: string): Page<E> {
  const parsed = parseObject(body);
  const shape = LIST_SHAPES[endpoint];
  const { [shape.arrayKey]: entries, nextCursor, hasMore } = parsed;
  if (!Array.isArray(entries)) throw badResponse(`"${shape.arrayKey}" is not an array`);
  if (nextCursor !== null && nextCursor !== undefined && typeof nextCursor !== 'string')
    throw badResponse('"nextCursor" is neither a string nor null');
  // Searches have no hasMore: a cursor is the only sign that more exist.
  const more = endpoint === 'searches' && hasMore === undefined ? typeof nextCursor === 'string' : hasMore;
  if (typeof more !== 'boolean') throw badResponse('"hasMore" is not a boolean');
  entries.forEach((entry, index) => {
    if (!entry || typeof entry !== 'object' || typeof (entry as Record<string, unknown>)[shape.key] !== 'string') {
      throw badResponse(`entry ${index} of "${shape.arrayKey}" is not an object with a string ${shape.key}`);
    }
  });
  const summary: Record<string, unknown> = {};
  for (const name of shape.summary) {
    if (parsed[name] === undefined) throw badResponse(`"${name}" is missing`);
    summary[name] = parsed[name];
  }
  return { entries: entries as EntryOf[E][], nextCursor: nextCursor ?? null, hasMore: more, summary };
}

export function parseCallerStats(body: string): CallerStats {
  const parsed = parseObject(body);
  for (const name of ['web', 'api', 'other', 'total']) {
    if (!isNumber(parsed[name])) throw badResponse(`"${name}" is not a number`);
  }
  return parsed as CallerStats;
}

export function parseThread(body: string): AssistantThread {
  const parsed = parseObject(body);
  if (typeof parsed.threadId !== 'string') throw badResponse('"threadId" is not a string');
  if (!Array.isArray(parsed.messages)) throw badResponse('"messages" is not an array');
  parsed.messages.forEach((message: unknown, index) => {
    const { id, role, content } = (message && typeof message === 'object' ? message : {}) as Record<string, unknown>;
    if (typeof id !== 'string' || typeof role !== 'string' || typeof content !== 'string')
      throw badResponse(`message ${index} is not an object with a string id, role and content`);
  });
  return parsed as AssistantThread;
}

// Turns a response body into a page, refusing malformed JSON and wrong shapes; entries keep every field.
import { AnalyticsError } from './errors';
import { AnalyticsEndpoint, EntryOf, Page, PAGE_ARRAY_KEY } from './types';

function badResponse(message: string): AnalyticsError {
  return new AnalyticsError('bad-response', `the service sent an unexpected answer: ${message}`);
}

export function parsePage<E extends AnalyticsEndpoint>(endpoint: E, body: string): Page<E> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // The parser's message quotes the body, which may echo what the request carried: only its size is told.
    throw badResponse(`malformed JSON (${body.length} bytes)`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badResponse('the body is not a JSON object');
  const key = PAGE_ARRAY_KEY[endpoint];
  const { [key]: entries, nextCursor, hasMore } = parsed as Record<string, unknown>;
  if (!Array.isArray(entries)) throw badResponse(`"${key}" is not an array`);
  if (typeof hasMore !== 'boolean') throw badResponse('"hasMore" is not a boolean');
  if (nextCursor !== null && nextCursor !== undefined && typeof nextCursor !== 'string')
    throw badResponse('"nextCursor" is neither a string nor null');
  entries.forEach((entry, index) => {
    if (!entry || typeof entry !== 'object' || typeof (entry as { id?: unknown }).id !== 'string') {
      throw badResponse(`entry ${index} of "${key}" is not an object with a string id`);
    }
  });
  return { entries: entries as EntryOf[E][], nextCursor: nextCursor ?? null, hasMore };
}

// JSON Schemas that a docs.json names by URL in `$schema` (other than the platform's own address, which means the
// bundled snapshot). Downloaded only when remote loading is allowed (the setting of URL specs), with the reader's
// input limits, kept for a while, and never waited for: until one is ready, docs.json is checked against the
// platform's schema, and listeners hear when it arrives or fails.
import * as jsonc from 'jsonc-parser';
import { checkLimits, InputLimits } from '../limits';
import { FetchText } from '../openapiDocument';

export type RemoteSchemaState =
  | { readonly status: 'off' | 'loading' }
  | { readonly status: 'ready'; readonly schema: Record<string, unknown> }
  | { readonly status: 'failed'; readonly error: string };

interface Entry {
  state: RemoteSchemaState;
  fetchedAt?: number;
  downloading?: boolean;
}

const TTL_MS = 15 * 60_000;

/** The platform's own addresses of its schemas (`https://mintlify.com/docs.json`): the bundled snapshot serves them. */
export function isPlatformSchemaUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === 'mintlify.com' || hostname.endsWith('.mintlify.com');
  } catch {
    return false;
  }
}

export class RemoteSchemas {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly listeners: ((url: string) => void)[] = [];
  /** Bumped whenever a schema's state changes: results derived from these states are keyed by it. */
  revision = 0;

  constructor(
    private readonly fetchText: FetchText,
    private readonly limits: () => InputLimits,
  ) {}

  onDidUpdate(listener: (url: string) => void): void {
    this.listeners.push(listener);
  }

  /** The schema at `url` as far as it is known; starts a download when allowed and none is fresh. Never waits. */
  get(url: string, allowed: boolean): RemoteSchemaState {
    let entry = this.entries.get(url);
    if (!allowed) return entry?.state.status === 'ready' ? entry.state : { status: 'off' };
    if (!entry) this.entries.set(url, (entry = { state: { status: 'loading' } }));
    const fresh = entry.fetchedAt !== undefined && Date.now() - entry.fetchedAt < TTL_MS;
    if (entry.downloading || fresh) return entry.state;
    const current = entry;
    const limits = this.limits();
    current.downloading = true;
    const done = (state: RemoteSchemaState) => {
      current.state = state;
      current.fetchedAt = Date.now();
      current.downloading = false;
      this.revision++;
      for (const listener of this.listeners) listener(url);
    };
    this.track(
      this.fetchText(url, { maxBytes: limits.maxFileBytes }).then(
        (text) => done(readSchema(text, limits)),
        (error: unknown) => {
          const why = reason(error);
          done({
            status: 'failed',
            error: /^larger than/.test(why) ? `${why} (setting docsLsp.limits.maxFileBytes)` : why,
          });
        },
      ),
    );
    return current.state;
  }

  /** Resolves once every download started so far has finished. */
  async whenIdle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track(promise: Promise<unknown>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }
}

/** A downloaded text read as a JSON Schema: within the input limits, JSON, an object. */
function readSchema(text: string, limits: InputLimits): RemoteSchemaState {
  const violation = checkLimits(text, limits);
  if (violation) return { status: 'failed', error: limitWords(violation.message) };
  const errors: jsonc.ParseError[] = [];
  const value = jsonc.parse(text, errors, { allowTrailingComma: false, disallowComments: true }) as unknown;
  if (errors.length > 0) {
    const { offset, error } = errors[0];
    const line = text.slice(0, offset).split('\n').length;
    return { status: 'failed', error: `it is not JSON (${jsonc.printParseErrorCode(error)} on line ${line})` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { status: 'failed', error: 'it is not a JSON Schema (not an object)' };
  return { status: 'ready', schema: value as Record<string, unknown> };
}

/** A limit's message as part of a sentence: "brackets nest deeper than 512 levels (setting ...)". */
function limitWords(message: string): string {
  const words = message
    .replace(/\.$/, '')
    .replace(/ here:|:(?= it is not checked)/, ':')
    .replace(/: (it is not checked|the file is not parsed) \(/, ' (')
    .replace(/^The file/, 'it');
  return words.charAt(0).toLowerCase() + words.slice(1);
}

/** A download's failure in words (fetch hides the reason of a network error in its `cause`). */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  if (error.message === 'fetch failed' && cause instanceof Error) return cause.message;
  return error.message;
}

// The main thread's view of every spec: the last good compact index, the findings of the latest version, and
// whether a newer version is being analysed. Asking never waits: a changed file starts an analysis and the
// answer meanwhile is the last good index. When an analysis finishes later, listeners hear which spec changed.
import { Finding, problemFinding } from '../findings';
import { Logger } from '../logger';
import { TextReader } from './textReader';
import { SpecAnalysis } from '../openapiDocument';
import { SpecLoader } from '../openapiDocument';
import { FetchText } from '../openapiDocument';
import { SpecLookup } from '../openapiDocument';

export type SpecStatus = 'missing' | 'unreadable' | 'loading' | 'ready' | 'remote-off' | 'fetch-failed';

export interface SpecState {
  readonly uri: string;
  readonly status: SpecStatus;
  /** The file is meant as a spec (top-level `openapi` or `swagger`); unknown (undefined) before the first analysis. */
  readonly isSpec: boolean | undefined;
  /** The last good index, also while a newer version is loading or after it stopped parsing. */
  readonly lookup: SpecLookup | undefined;
  readonly findings: readonly Finding[];
  /** Why a remote spec could not be loaded. */
  readonly error?: string;
}

interface Entry {
  state: SpecState;
  /** The version the findings belong to, and the one being analysed. */
  analyzed?: string | number;
  pending?: string | number;
}

const REMOTE_TTL_MS = 15 * 60_000;

export class SpecStore {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly listeners: ((uri: string, indexChanged: boolean) => void)[] = [];

  constructor(
    private readonly reader: TextReader,
    private readonly loader: SpecLoader,
    private readonly fetchText: FetchText,
    private readonly logger: Logger,
  ) {}

  /** `indexChanged`: false when only the spec's own findings changed (its structural check finished). */
  onDidUpdate(listener: (uri: string, indexChanged: boolean) => void): void {
    this.listeners.push(listener);
  }

  /** A local spec file: analysed again only when its version changed. */
  get(uri: string): SpecState {
    const entry = this.entry(uri);
    const version = this.reader.version(uri);
    if (version === undefined) return this.set(entry, { status: 'missing', findings: [] });
    if (version === entry.analyzed || version === entry.pending) return entry.state;
    const read = this.reader.read(uri, { checkNesting: false }); // the analysis checks nesting, in the worker
    if (!read) return this.set(entry, { status: 'missing', findings: [] });
    if (read.problem) {
      // too large, not UTF-8 or unreadable: one finding, and the last good index keeps serving
      entry.analyzed = version;
      entry.pending = undefined;
      return this.set(entry, {
        status: 'unreadable',
        findings: [problemFinding(uri, read.problem, read.text)],
        error: read.problem.message,
      });
    }
    this.analyze(uri, entry, version, read.text);
    return entry.state;
  }

  /** A spec at a URL: fetched once (cached for a while) when remote specs are allowed. */
  getRemote(url: string, allowed: boolean): SpecState {
    const entry = this.entry(url);
    if (!allowed)
      return entry.state.status === 'ready' ? entry.state : this.set(entry, { status: 'remote-off', findings: [] });
    const fresh = typeof entry.analyzed === 'number' && Date.now() - entry.analyzed < REMOTE_TTL_MS;
    if (fresh || entry.pending !== undefined) return entry.state;
    const fetchedAt = Date.now();
    entry.pending = fetchedAt;
    this.set(entry, { status: 'loading' });
    this.track(
      this.fetchText(url).then(
        (text) => {
          entry.pending = undefined;
          this.analyze(url, entry, fetchedAt, text);
          this.changed(url, true);
        },
        (error: unknown) => {
          entry.pending = undefined;
          entry.analyzed = fetchedAt;
          this.set(entry, {
            status: 'fetch-failed',
            findings: [],
            error: error instanceof Error ? error.message : String(error),
          });
          this.changed(url, true);
        },
      ),
    );
    return entry.state;
  }

  /** Resolves once every analysis and download started so far (and any they started) has finished. */
  async whenIdle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  dispose(): void {
    this.loader.dispose();
  }

  /** The specs known so far, for features that look up a spec by its operations (references, code lens). */
  known(): SpecState[] {
    return [...this.entries.values()].map((e) => e.state);
  }

  private analyze(uri: string, entry: Entry, version: string | number, text: string): void {
    entry.pending = version;
    if (entry.state.status !== 'ready') this.set(entry, { status: 'loading' });
    let indexed = false; // the index arrived ahead of the structural findings
    const apply = (analysis: SpecAnalysis, final: boolean): boolean => {
      if (entry.pending !== version) return false; // a newer version is on its way
      if (final) entry.pending = undefined;
      entry.analyzed = version;
      const lookup = analysis.index
        ? indexed
          ? entry.state.lookup
          : new SpecLookup(analysis.index)
        : entry.state.lookup;
      this.set(entry, {
        status: analysis.overLimit ? 'unreadable' : 'ready',
        isSpec: analysis.isSpec,
        lookup,
        findings: analysis.findings,
        error: analysis.overLimit,
      });
      return true;
    };
    const onIndexed = (partial: SpecAnalysis) => {
      if (apply(partial, false)) {
        indexed = true;
        this.changed(uri, true);
      }
    };
    let result: ReturnType<SpecLoader['analyze']>;
    try {
      result = this.loader.analyze(uri, version, text, this.reader.limits(), onIndexed);
    } catch (error) {
      result = Promise.reject(error);
    }
    if (!(result instanceof Promise)) {
      apply(result, true);
      return;
    }
    this.track(
      result.then(
        (analysis) => apply(analysis, true) && this.changed(uri, !indexed),
        (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          this.logger.error(`docs-lsp: analysing ${uri} failed: ${reason}`);
          const failed: SpecAnalysis = {
            uri,
            version,
            isSpec: entry.state.isSpec ?? true,
            findings: [
              {
                uri,
                range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
                code: 'openapi-parse',
                message: `The spec could not be analysed: ${reason}.`,
              },
            ],
          };
          if (apply(failed, true)) this.changed(uri, !indexed);
        },
      ),
    );
  }

  private entry(uri: string): Entry {
    let entry = this.entries.get(uri);
    if (!entry)
      this.entries.set(
        uri,
        (entry = { state: { uri, status: 'loading', isSpec: undefined, lookup: undefined, findings: [] } }),
      );
    return entry;
  }

  private set(entry: Entry, change: Partial<SpecState>): SpecState {
    entry.state = { ...entry.state, ...change };
    return entry.state;
  }

  private track(promise: Promise<unknown>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }

  private changed(uri: string, indexChanged: boolean): void {
    for (const listener of this.listeners) listener(uri, indexChanged);
  }
}

// The traffic of the chosen period, shared by the Pages and Search gaps views, the code lens, the docs.json hover and
// the dead-path check; one load at a time (a second trigger waits for the running one instead of spending again).
import * as vscode from 'vscode';
import { PageStats, statsBySlug } from './model/traffic';
import { TrafficLoader, TrafficState } from './trafficLoader';

export class TrafficStore implements vscode.Disposable {
  private current: TrafficState = { kind: 'loading' };
  private stats = new Map<string, PageStats>();
  private loading: { mode: string; controller: AbortController; done: Promise<void> } | undefined;
  private loadedOnce = false;
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly loader: TrafficLoader) {}

  get state(): TrafficState {
    return this.current;
  }

  statsOf(slug: string): PageStats | undefined {
    return this.stats.get(slug);
  }

  allStats(): ReadonlyMap<string, PageStats> {
    return this.stats;
  }

  /** The first load of the session, from the cache when it is fresh (no request then). */
  ensureLoaded(): Promise<void> {
    if (this.loadedOnce) return this.loading?.done ?? Promise.resolve();
    return this.load('cached');
  }

  load(mode: 'cached' | 'refresh'): Promise<void> {
    if (this.loading?.mode === mode) return this.loading.done;
    this.loading?.controller.abort();
    this.loadedOnce = true;
    const controller = new AbortController();
    this.current = { kind: 'loading' };
    this.changed.fire();
    const done = this.loader.load(mode, controller.signal).then((state) => {
      if (controller.signal.aborted) return;
      this.current = state;
      this.stats = state.kind === 'ready' ? statsBySlug(state.snapshot) : new Map();
      this.loading = undefined;
      this.changed.fire();
    });
    this.loading = { mode, controller, done };
    return done;
  }

  dispose(): void {
    this.loading?.controller.abort();
    this.changed.dispose();
  }
}

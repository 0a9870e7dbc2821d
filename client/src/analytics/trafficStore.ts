// The traffic of the chosen period, shared by the Pages and Search gaps views, the code lens, the docs.json hover and
// the dead-path check; one load at a time (a second trigger waits for the running one instead of spending again).
import * as vscode from 'vscode';
import { SingleLoad } from './model/singleLoad';
import { PageStats, statsBySlug } from './model/traffic';
import { TrafficLoader, TrafficState } from './trafficLoader';

export class TrafficStore implements vscode.Disposable {
  private current: TrafficState = { kind: 'loading' };
  private stats = new Map<string, PageStats>();
  private readonly loading = new SingleLoad<TrafficState>();
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
    if (this.loadedOnce) return this.loading.done;
    return this.load('cached');
  }

  load(mode: 'cached' | 'refresh'): Promise<void> {
    this.loadedOnce = true;
    return this.loading.run(
      mode,
      (signal) => {
        this.current = { kind: 'loading' };
        this.changed.fire();
        return this.loader.load(mode, signal);
      },
      (state) => {
        this.current = state;
        this.stats = state.kind === 'ready' ? statsBySlug(state.snapshot) : new Map();
        this.changed.fire();
      },
    );
  }

  /** Another key or project: the running load (started with the old ones) is dropped, not joined by the next. */
  cancelLoad(): void {
    this.loading.cancel();
  }

  dispose(): void {
    this.loading.cancel();
    this.changed.dispose();
  }
}

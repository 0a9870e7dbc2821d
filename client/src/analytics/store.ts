// The loaded entries and filters of both views; one load at a time per view (a newer one cancels the older).
import * as vscode from 'vscode';
import { AnalyticsEndpoint, FeedbackEntry } from '../../../shared/src/analytics/types';
import { AnalyticsLoader, LoadMode } from './loader';
import { SingleLoad } from './model/singleLoad';
import { LoadState, NO_FILTERS, ViewFilters } from './viewModel';

interface Slot<E extends AnalyticsEndpoint> {
  filters: ViewFilters;
  state: LoadState<E>;
  readonly loading: SingleLoad<LoadState<E>>;
}

export class AnalyticsStore implements vscode.Disposable {
  private readonly slots: { [E in AnalyticsEndpoint]: Slot<E> } = {
    feedback: { filters: NO_FILTERS, state: { kind: 'loading' }, loading: new SingleLoad() },
    assistant: { filters: NO_FILTERS, state: { kind: 'loading' }, loading: new SingleLoad() },
  };
  private readonly changed = new vscode.EventEmitter<AnalyticsEndpoint>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly loader: AnalyticsLoader) {}

  get<E extends AnalyticsEndpoint>(endpoint: E): Readonly<Slot<E>> {
    return this.slots[endpoint] as Slot<E>;
  }

  /** The loaded feedback (for code lenses, markers and hovers); empty until the Feedback view has loaded. */
  feedback(): readonly FeedbackEntry[] {
    const state = this.slots.feedback.state;
    return state.kind === 'ready' ? state.list.entries : [];
  }

  /** Loads unless the same load is already running (two triggers must not spend requests twice). */
  load<E extends AnalyticsEndpoint>(
    endpoint: E,
    mode: LoadMode,
    filters: ViewFilters = this.slots[endpoint].filters,
  ): Promise<void> {
    const slot = this.slots[endpoint] as Slot<E>;
    return slot.loading.run(
      JSON.stringify([mode, filters]),
      (signal) => {
        const current = slot.state.kind === 'ready' ? slot.state.list : undefined;
        slot.filters = filters;
        slot.state = { kind: 'loading' };
        this.changed.fire(endpoint);
        return this.loader.load(endpoint, filters, mode, current, signal);
      },
      (state) => {
        slot.state = state;
        this.changed.fire(endpoint);
      },
    );
  }

  /** Another key or project: the running loads (started with the old ones) are dropped, not joined by the next. */
  cancelLoads(): void {
    for (const slot of Object.values(this.slots)) slot.loading.cancel();
  }

  dispose(): void {
    this.cancelLoads();
    this.changed.dispose();
  }
}

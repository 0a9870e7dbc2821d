// The loaded entries and filters of both views; one load at a time per view (a newer one cancels the older).
import * as vscode from 'vscode';
import { AnalyticsEndpoint, FeedbackEntry } from '../../../shared/src/analytics/types';
import { AnalyticsLoader, LoadMode } from './loader';
import { LoadState, NO_FILTERS, ViewFilters } from './viewModel';

interface Slot<E extends AnalyticsEndpoint> {
  filters: ViewFilters;
  state: LoadState<E>;
  loading?: { controller: AbortController; what: string; done: Promise<void> };
}

export class AnalyticsStore implements vscode.Disposable {
  private readonly slots: { [E in AnalyticsEndpoint]: Slot<E> } = {
    feedback: { filters: NO_FILTERS, state: { kind: 'loading' } },
    assistant: { filters: NO_FILTERS, state: { kind: 'loading' } },
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
    const what = JSON.stringify([mode, filters]);
    if (slot.loading?.what === what) return slot.loading.done;
    const current = slot.state.kind === 'ready' ? slot.state.list : undefined;
    slot.loading?.controller.abort();
    const controller = new AbortController();
    slot.filters = filters;
    slot.state = { kind: 'loading' };
    this.changed.fire(endpoint);
    const done = this.loader.load(endpoint, filters, mode, current, controller.signal).then((state) => {
      if (controller.signal.aborted) return;
      slot.state = state;
      slot.loading = undefined;
      this.changed.fire(endpoint);
    });
    slot.loading = { controller, what, done };
    return done;
  }

  dispose(): void {
    for (const slot of Object.values(this.slots)) slot.loading?.controller.abort();
    this.changed.dispose();
  }
}

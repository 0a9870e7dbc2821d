// One load at a time for a view's data: a trigger asking for what is already loading joins it (two triggers must not
// spend requests twice), any other load cancels it. After the API key or the connection settings change, a running
// load was started with the old ones (it may have read no key yet and be about to say so): `cancel` drops it, so the
// next trigger starts afresh instead of joining it.
export class SingleLoad<State> {
  private running: { what: string; controller: AbortController; done: Promise<void> } | undefined;

  /** Settles when the running load has (at once when none runs). */
  get done(): Promise<void> {
    return this.running?.done ?? Promise.resolve();
  }

  /**
   * Starts `load` unless a load of the same `what` runs (then its promise is returned); `settle` receives the state
   * of a load that was not cancelled or superseded meanwhile.
   */
  run(what: string, load: (signal: AbortSignal) => Promise<State>, settle: (state: State) => void): Promise<void> {
    if (this.running?.what === what) return this.running.done;
    this.cancel();
    const controller = new AbortController();
    const done = load(controller.signal).then((state) => {
      if (controller.signal.aborted) return;
      this.running = undefined;
      settle(state);
    });
    this.running = { what, controller, done };
    return done;
  }

  /** Aborts the running load, whose result is then dropped. */
  cancel(): void {
    this.running?.controller.abort();
    this.running = undefined;
  }
}

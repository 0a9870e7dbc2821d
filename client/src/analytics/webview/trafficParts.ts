// What the traffic views share: the period picker, Refresh with its cost, and when and at what cost the data was
// loaded.
import { PERIODS, TrafficSnapshot, TrafficState } from '../trafficLoader';
import { formatCount } from '../model/traffic';
import { html, SafeHtml } from './html';
import { formatTime, renderNotReady } from './parts';

export interface TrafficViewBase {
  readonly state: TrafficState;
  readonly period: number;
  /** Requests one refresh may spend at most. */
  readonly refreshCost: number;
  readonly now: number;
}

export function renderTrafficToolbar(model: TrafficViewBase): SafeHtml {
  const options = PERIODS.map(
    (days) => html`<option value="${days}"${model.period === days ? html` selected` : null}>last ${days} days</option>`,
  );
  return html`<header class="toolbar"><form class="filters" data-period-form>\
<label>Period <select name="period" data-period>${options}</select></label></form>\
<div class="actions"><button data-action="refreshTraffic" title="Load the period again from the service">\
Refresh (up to ${model.refreshCost} requests)</button></div></header>`;
}

/** The state before data, or undefined when the snapshot is ready. */
export function renderTrafficNotReady(state: TrafficState, noun: string): SafeHtml | undefined {
  return state.kind === 'ready' ? undefined : renderNotReady(state, noun);
}

export function renderTrafficLoadInfo(snapshot: TrafficSnapshot, fromCache: boolean, now: number): SafeHtml {
  const minutes = Math.max(0, Math.round((now - snapshot.loadedAt) / 60_000));
  const spent = fromCache
    ? `cached, loaded ${minutes} min ago: no request spent`
    : `${snapshot.requests} request${snapshot.requests === 1 ? '' : 's'} in ${formatCount(snapshot.loadMs)} ms`;
  const loaded = formatTime(new Date(snapshot.loadedAt).toISOString());
  return html`<p class="load-info">${snapshot.dateFrom} to ${snapshot.dateTo} (exclusive) · loaded ${loaded} UTC · \
${spent}</p>`;
}

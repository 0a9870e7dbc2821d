// Pieces both views share: the states before data, the toolbar, the load-more bar and the date filters.
import { LoadedEntries } from '../../../../shared/src/analytics/cache';
import { AnalyticsEndpoint } from '../../../../shared/src/analytics/types';
import { LoadState, ViewFilters } from '../viewModel';
import { html, SafeHtml } from './html';

export type NotReady = Exclude<LoadState<AnalyticsEndpoint>, { kind: 'ready' }>;

export function renderNotReady(state: NotReady, noun: string): SafeHtml {
  switch (state.kind) {
    case 'needs-settings':
      return html`<section class="state"><h2>Connect a project</h2>\
<p>Set ${state.missing.map((name, i) => html`${i ? ' and ' : ''}<code>${name}</code>`)} to see ${noun}. Try it without \
an account: run <code>npm run emulator</code> and use the URL and project it prints.</p>\
<button data-action="openSettings">Open settings</button></section>`;
    case 'needs-key':
      return html`<section class="state"><h2>Set your analytics API key</h2>\
<p>An admin key (it starts with <code>mint_</code>) reads ${noun}. It is kept in VS Code's secret storage.</p>\
<button data-action="setKey">Set API key</button></section>`;
    case 'loading':
      return html`<section class="state loading"><div class="spinner" aria-hidden="true"></div><p>Loading ${noun}…</p>\
</section>`;
    case 'error':
      return html`<section class="state error" role="alert"><h2>Could not load ${noun}</h2>\
<p class="message">${state.message}</p><button data-action="refresh">Try again</button></section>`;
  }
}

export function renderActions(): SafeHtml {
  return html`<div class="actions">\
<button data-action="refresh" title="Load again from the service (spends requests)">Refresh</button>\
<button data-action="export" data-format="json" title="Save the loaded entries as JSON">Export JSON</button>\
<button data-action="export" data-format="csv" title="Save the loaded entries as CSV">Export CSV</button></div>`;
}

export function renderDateFilters(filters: ViewFilters): SafeHtml {
  return html`<label>From <input type="date" name="from" value="${filters.from}"></label>\
<label title="Exclusive: entries before this day">Before <input type="date" name="to" value="${filters.to}"></label>`;
}

/** How much was loaded, from where, and what more would cost. */
export function renderLoadInfo(
  list: LoadedEntries<AnalyticsEndpoint>,
  fromCache: boolean,
  pagesPerLoad: number,
  now: number,
): SafeHtml {
  const minutes = Math.max(0, Math.round((now - list.loadedAt) / 60_000));
  const source = fromCache
    ? `cached ${minutes} min ago (no request spent)`
    : `${list.requests} request${list.requests === 1 ? '' : 's'}`;
  const plural = pagesPerLoad === 1 ? '' : 's';
  const more = list.hasMore
    ? html`<div class="more"><span>More entries exist.</span>\
<button data-action="loadMore" title="The service allows about 100 requests per hour">\
Load up to ${pagesPerLoad} more page${plural} (${pagesPerLoad} request${plural})</button></div>`
    : null;
  const when = formatTime(new Date(list.loadedAt).toISOString());
  const complete = list.hasMore ? '' : ' · complete';
  return html`<p class="load-info">${list.entries.length} loaded ${when} UTC · ${source}${complete}</p>${more}`;
}

export function formatTime(value: string | null | undefined): string {
  if (!value) return 'no date';
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString().slice(0, 16).replace('T', ' ');
}

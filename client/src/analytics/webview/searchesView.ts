// The Search gaps view: the top search terms with hits and click-through; terms nobody clicked a result for, or with
// a low click-through, are marked as gaps, with actions to open the most-clicked page or create a page for the term.
import { LOW_CTR, SearchRow } from '../model/searchGaps';
import { formatCount } from '../model/traffic';
import { html, SafeHtml } from './html';
import { formatTime } from './parts';
import { renderTrafficLoadInfo, renderTrafficNotReady, renderTrafficToolbar, TrafficViewBase } from './trafficParts';

export interface SearchesViewModel extends TrafficViewBase {
  readonly rows: readonly SearchRow[];
  readonly gapsOnly: boolean;
}

export function renderSearchesView(model: SearchesViewModel): SafeHtml {
  const toolbar = renderTrafficToolbar(model);
  const notReady = renderTrafficNotReady(model.state, 'search terms');
  if (notReady || model.state.kind !== 'ready') return html`${toolbar}${notReady}`;
  const { snapshot, fromCache } = model.state;
  const gaps = model.rows.filter((row) => row.gap).length;
  const total = snapshot.searches.summary.totalSearches;
  const shown = model.gapsOnly ? model.rows.filter((row) => row.gap) : model.rows;
  const searches = typeof total === 'number' ? ` · ${formatCount(total)} searches` : '';
  const incomplete = snapshot.searches.complete
    ? null
    : html`<p class="muted note">More terms exist than one refresh loads: the least searched are not shown.</p>`;
  return html`${toolbar}${renderTrafficLoadInfo(snapshot, fromCache, model.now)}
<p class="summary">${model.rows.length} terms${searches} · \
${gaps} gaps (no result clicked, or under ${LOW_CTR * 100}% click-through) <label class="check">\
<input type="checkbox" data-action="gapsOnly"${model.gapsOnly ? html` checked` : null}> gaps only</label></p>
${incomplete}
<table class="grid"><thead><tr><th>Term</th><th class="num">Hits</th><th class="num">CTR</th><th>Most-clicked page</th>\
<th>Last searched</th><th></th></tr></thead><tbody>${shown.map(renderRow)}</tbody></table>`;
}

function renderRow(row: SearchRow): SafeHtml {
  const { term, gap } = row;
  const page =
    typeof term.topClickedPage === 'string' && term.topClickedPage
      ? html`<button class="link" data-action="openTopPage" data-term="${term.searchQuery}" title="Open the page file">\
${term.topClickedPage}</button>`
      : html`<span class="muted">none</span>`;
  const ctr = typeof term.ctr === 'number' ? `${Math.round(term.ctr * 100)}%` : '–';
  const badge = gap
    ? html` <span class="badge status-unanswered">gap: ${gap === 'no-click' ? 'nothing clicked' : 'low CTR'}</span>`
    : null;
  const create = html`<button data-action="createPage" data-term="${term.searchQuery}" \
title="Create an MDX page for this term and add it to docs.json">Create page</button>`;
  return html`<tr class="${gap ? 'gap' : ''}"><td>${term.searchQuery}${badge}</td>\
<td class="num">${formatCount(Number(term.hits) || 0)}</td><td class="num">${ctr}</td><td>${page}</td>\
<td>${formatTime(term.lastSearchedAt)}</td><td>${create}</td></tr>`;
}

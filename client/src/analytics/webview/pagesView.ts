// The Pages view: every page of the site with views, visitors, feedback and its navigation place, sortable; pages
// without traffic (candidates to remove), the worst thumbs-down ratios and viewed paths with no page stand out.
import { PageRow, Sort, SortColumn, sortRows } from '../model/pageRows';
import { formatCount, thumbsDownRatio } from '../model/traffic';
import { html, SafeHtml } from './html';
import { renderTrafficLoadInfo, renderTrafficNotReady, renderTrafficToolbar, TrafficViewBase } from './trafficParts';

export interface PagesViewModel extends TrafficViewBase {
  readonly rows: readonly PageRow[];
  readonly sort: Sort;
  /** The page chosen from a code lens or hover: marked and scrolled to. */
  readonly focus?: string;
}

const COLUMNS: readonly [SortColumn, string, string][] = [
  ['slug', 'Page', ''],
  ['place', 'Navigation', ''],
  ['views', 'Views', 'num'],
  ['visitors', 'Visitors', 'num'],
  ['thumbsUp', '👍', 'num'],
  ['thumbsDown', '👎', 'num'],
  ['ratio', '👎 share', 'num'],
];

export function renderPagesView(model: PagesViewModel): SafeHtml {
  const toolbar = renderTrafficToolbar(model);
  const notReady = renderTrafficNotReady(model.state, 'page traffic');
  if (notReady || model.state.kind !== 'ready') return html`${toolbar}${notReady}`;
  const { snapshot, fromCache } = model.state;
  const rows = sortRows(model.rows, model.sort);
  const unread = rows.filter((r) => r.noTraffic).length;
  const missing = rows.filter((r) => r.kind === 'missing').length;
  const notes = [
    !snapshot.views.complete || !snapshot.visitors.complete
      ? 'More paths have traffic than one refresh loads: the least viewed are not shown.'
      : null,
    !snapshot.feedback.complete
      ? `Feedback counts cover the ${snapshot.feedback.entries.length} pages with the most feedback (the service lists \
no more).`
      : null,
  ].filter((note): note is string => note !== null);
  const header = COLUMNS.map(([column, label, kind]) => {
    const sorted = model.sort.column === column;
    const arrow = sorted ? (model.sort.descending ? ' ▾' : ' ▴') : '';
    const order = sorted ? (model.sort.descending ? 'descending' : 'ascending') : 'none';
    return html`<th class="${kind}" aria-sort="${order}">\
<button class="link" data-action="sort" data-column="${column}">${label}${arrow}</button></th>`;
  });
  return html`${toolbar}${renderTrafficLoadInfo(snapshot, fromCache, model.now)}
<p class="summary">${rows.length - missing} pages · ${unread} without traffic · ${missing} viewed paths with no page</p>
${notes.map((note) => html`<p class="muted note">${note}</p>`)}
<table class="grid"><thead><tr>${header}</tr></thead><tbody>${rows.map((row) => renderRow(row, model.focus))}</tbody>\
</table>`;
}

function renderRow(row: PageRow, focus: string | undefined): SafeHtml {
  const classes = [
    row.noTraffic && 'no-traffic',
    row.worst && 'worst',
    row.kind === 'missing' && 'missing',
    row.slug === focus && 'focus',
  ].filter(Boolean);
  const ratio = thumbsDownRatio(row.stats);
  const badges = [
    row.noTraffic ? html`<span class="badge">no traffic</span>` : null,
    row.worst ? html`<span class="badge status-unanswered">most 👎</span>` : null,
    row.kind === 'missing' ? html`<span class="badge status-unanswered">404</span>` : null,
  ];
  const page =
    row.kind === 'missing'
      ? html`<span title="Readers reached this path, but the site has no page for it">${row.slug}</span>`
      : html`<button class="link" data-action="openPage" data-slug="${row.slug}" title="Open the page file">\
${row.slug}</button>`;
  const { views, visitors } = row.stats;
  const count = (value: { total: number; human: number; ai: number }) =>
    html`<td class="num" title="${formatCount(value.human)} human · ${formatCount(value.ai)} AI">\
${formatCount(value.total)}</td>`;
  return html`<tr class="${classes.join(' ')}" data-slug="${row.slug}">\
<td>${page} ${badges}</td><td class="place">${row.place}</td>${count(views)}${count(visitors)}\
<td class="num">${formatCount(row.stats.thumbsUp)}</td><td class="num">${formatCount(row.stats.thumbsDown)}</td>\
<td class="num">${ratio === undefined ? '–' : `${Math.round(ratio * 100)}%`}</td></tr>`;
}

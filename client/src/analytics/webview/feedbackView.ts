// The Feedback view's body: filters, charts, and feedback grouped by page. Every API string passes through `html`.
import {
  contactEmail,
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  FeedbackEntry,
} from '../../../../shared/src/analytics/types';
import { feedbackPerDay, statusBreakdown, topPages } from '../model/chartData';
import { feedbackSummary, groupByPage, PageFeedback } from '../model/feedbackGroups';
import { LoadState, ViewFilters } from '../viewModel';
import { barList, columnChart } from './charts';
import { html, SafeHtml } from './html';
import { formatTime, renderActions, renderDateFilters, renderLoadInfo, renderNotReady } from './parts';

export interface FeedbackViewModel {
  readonly state: LoadState<'feedback'>;
  readonly filters: ViewFilters;
  /** Only this page's feedback (chosen from a code lens). */
  readonly page?: string;
  readonly pagesPerLoad: number;
  readonly now: number;
}

const SOURCE_LABELS: Record<string, string> = {
  contextual: 'page',
  code_snippet: 'code snippet',
  thumbs_only: 'thumbs',
  agent: 'agent',
};
const ENTRIES_PER_GROUP = 50;
const OPEN_GROUPS = 3;

export const statusClass = (status: unknown) =>
  (FEEDBACK_STATUSES as readonly unknown[]).includes(status) ? `status-${String(status)}` : 'status-other';

export function renderFeedbackView(model: FeedbackViewModel): SafeHtml {
  const toolbar = html`<header class="toolbar">${renderFilters(model.filters)}${renderActions()}</header>`;
  if (model.state.kind !== 'ready') return html`${toolbar}${renderNotReady(model.state, 'feedback')}`;
  const { list, fromCache } = model.state;
  const groups = groupByPage(list.entries).filter((group) => model.page === undefined || group.slug === model.page);
  const shown = groups.flatMap((group) => group.entries);
  const pageChip =
    model.page === undefined
      ? null
      : html`<p class="chip">Page <code>${model.page}</code> \
<button class="link" data-action="clearPage" aria-label="Show all pages">show all pages</button></p>`;
  const body =
    shown.length === 0
      ? html`<section class="state empty"><p>No feedback matches these filters.</p></section>`
      : html`<section class="charts">${columnChart('Feedback per day', feedbackPerDay(shown))}\
${barList('Status', statusBreakdown(shown), (label) => `bar ${statusClass(label)}`)}\
${barList('Top pages', topPages(shown))}</section>
<section class="groups">${groups.map((group, i) => renderGroup(group, i < OPEN_GROUPS))}</section>`;
  return html`${toolbar}${pageChip}${renderLoadInfo(list, fromCache, model.pagesPerLoad, model.now)}${body}`;
}

function renderFilters(filters: ViewFilters): SafeHtml {
  const statuses = FEEDBACK_STATUSES.map(
    (status) =>
      html`<label class="check"><input type="checkbox" name="status" value="${status}"\
${filters.status.includes(status) ? html` checked` : null}>${status.replace('_', ' ')}</label>`,
  );
  const sources = FEEDBACK_SOURCES.map(
    (source) =>
      html`<option value="${source}"${filters.source === source ? html` selected` : null}>${SOURCE_LABELS[source]}\
</option>`,
  );
  return html`<form class="filters" data-filters><fieldset><legend>Status</legend>${statuses}</fieldset>\
<label>Source <select name="source"><option value="">all</option>${sources}</select></label>\
${renderDateFilters(filters)}</form>`;
}

function renderGroup(group: PageFeedback, open: boolean): SafeHtml {
  const hidden = group.entries.length - ENTRIES_PER_GROUP;
  return html`<details class="group"${open ? html` open` : null}><summary><span class="page">${group.label}</span>\
<span class="count">${feedbackSummary(group)}</span></summary>
<ul class="entries">${group.entries.slice(0, ENTRIES_PER_GROUP).map(renderEntry)}</ul>\
${hidden > 0 ? html`<p class="muted">${hidden} more on this page: narrow the filters or export.</p>` : null}</details>`;
}

function renderEntry(entry: FeedbackEntry): SafeHtml {
  const helpful =
    typeof entry.helpful === 'boolean'
      ? html`<span class="${entry.helpful ? 'helpful yes' : 'helpful no'}">\
${entry.helpful ? '▲ helpful' : '▼ not helpful'}</span>`
      : null;
  const email = contactEmail(entry.contact);
  const code =
    typeof entry.code === 'string'
      ? html`<div class="snippet"><div class="snippet-head">\
${[entry.lang, entry.filename].filter(Boolean).join(' · ') || 'code'}</div><pre><code>${entry.code}</code></pre></div>`
      : null;
  return html`<li class="entry"><div class="meta"><span class="badge ${statusClass(entry.status)}">\
${String(entry.status).replace('_', ' ')}</span><span class="badge source">\
${SOURCE_LABELS[String(entry.source)] ?? entry.source}</span>${helpful}<time>${formatTime(entry.createdAt)}</time></div>
${entry.comment ? html`<p class="comment">${entry.comment}</p>` : html`<p class="comment muted">No comment.</p>`}\
${code}<div class="foot">${email ? html`<span class="contact" title="Contact">${email}</span>` : null}\
<button class="link" data-action="open" data-id="${entry.id}">\
${typeof entry.code === 'string' ? 'Open code block' : 'Open page'}</button></div></li>`;
}

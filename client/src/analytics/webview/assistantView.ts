// The Assistant view's body: search, dates, the query-category chart and the conversations with their answers
// rendered as sanitised markdown and their sources as buttons (the extension decides what a source may open).
import { CallerStats, Conversation } from '../../../../shared/src/analytics/types';
import { callerPoints, queryCategories } from '../model/chartData';
import { searchConversations, sourcesOf } from '../model/search';
import { LoadState, ViewFilters } from '../viewModel';
import { barList } from './charts';
import { html, SafeHtml } from './html';
import { renderMarkdown } from './markdown';
import { formatTime, renderActions, renderDateFilters, renderLoadInfo, renderNotReady } from './parts';

export interface AssistantViewModel {
  readonly state: LoadState<'assistant'>;
  /** Who called the assistant in the traffic period, once the period's traffic is loaded. */
  readonly callers?: { readonly stats: CallerStats; readonly period: number };
  readonly filters: ViewFilters;
  readonly search: string;
  readonly pagesPerLoad: number;
  readonly now: number;
}

const SHOWN = 100;

export function renderAssistantView(model: AssistantViewModel): SafeHtml {
  const search = html`<label class="search">Search <input type="search" name="search" value="${model.search}" \
placeholder="words in questions, answers, sources" data-search></label>`;
  const toolbar = html`<header class="toolbar">\
<form class="filters" data-filters>${search}${renderDateFilters(model.filters)}</form>${renderActions()}</header>`;
  if (model.state.kind !== 'ready') return html`${toolbar}${renderNotReady(model.state, 'assistant conversations')}`;
  const { list, fromCache } = model.state;
  const matching = searchConversations(list.entries, model.search);
  const unanswered = matching.filter((c) => c.resolutionStatus === 'unanswered').length;
  const found = `${matching.length} conversation${matching.length === 1 ? '' : 's'}${model.search ? ' match' : ''}`;
  const summary = html`<p class="summary">${found} · ${unanswered} unanswered</p>`;
  const callers = model.callers
    ? barList(`Callers (last ${model.callers.period} days)`, callerPoints(model.callers.stats))
    : null;
  const more =
    matching.length > SHOWN
      ? html`<p class="muted">${matching.length - SHOWN} more: refine the search or export.</p>`
      : null;
  const body =
    matching.length === 0
      ? html`<section class="state empty">\
<p>No conversations match${model.search ? html` “${model.search}”` : null}.</p></section>`
      : html`<section class="charts">${barList('Query categories', queryCategories(matching))}${callers}</section>
<section class="conversations">${matching.slice(0, SHOWN).map(renderConversation)}</section>${more}`;
  return html`${toolbar}${renderLoadInfo(list, fromCache, model.pagesPerLoad, model.now)}${summary}${body}`;
}

function renderConversation(conversation: Conversation): SafeHtml {
  const clarifying = conversation.responseType === 'clarifying_question';
  const sources = sourcesOf(conversation);
  const badges = [
    html`<span class="badge">${conversation.queryCategory ?? 'uncategorised'}</span>`,
    conversation.resolutionStatus === 'unanswered'
      ? html`<span class="badge status-unanswered">unanswered</span>`
      : null,
    clarifying ? html`<span class="badge">clarifying question</span>` : null,
    conversation.pageUrl ? html`<span class="from" title="Asked on this page">${conversation.pageUrl}</span>` : null,
  ];
  const sourceList = sources.length
    ? html`<ul class="sources">${sources.map(
        (source, index) => html`<li>\
<button class="link" data-action="source" data-id="${conversation.id}" data-index="${index}" title="${source.url}">\
${source.title || source.url}</button></li>`,
      )}</ul>`
    : null;
  return html`<article class="conversation"><h3 class="query">${conversation.query}</h3>
<div class="meta"><time>${formatTime(conversation.timestamp)}</time>${badges}</div>
<details class="answer"><summary>${clarifying ? 'Question back' : 'Answer'}</summary>\
<div class="md">${renderMarkdown(String(conversation.response ?? ''))}</div></details>
<button class="link" data-action="thread" data-id="${conversation.id}" \
title="Open the whole conversation (1 request)">Open thread</button>
${sourceList}</article>`;
}

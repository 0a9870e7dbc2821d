// One assistant conversation as a transcript: the reader's messages as text, the assistant's as sanitised markdown.
import { ThreadMessage } from '../../../../shared/src/analytics/types';
import { ThreadState } from '../threadLoader';
import { html, SafeHtml } from './html';
import { renderMarkdown } from './markdown';
import { formatTime, renderNotReady } from './parts';

export function renderThreadView(state: ThreadState, now: number): SafeHtml {
  if (state.kind !== 'ready') return renderNotReady(state, 'the conversation');
  const { loaded, fromCache } = state;
  const { thread } = loaded;
  const minutes = Math.max(0, Math.round((now - loaded.loadedAt) / 60_000));
  const cost = fromCache ? `cached, loaded ${minutes} min ago: no request spent` : `1 request in ${loaded.loadMs} ms`;
  const messages = Array.isArray(thread.messages) ? thread.messages : [];
  return html`<header class="toolbar"><h2>Conversation ${thread.threadId}</h2></header>
<p class="load-info">started ${formatTime(thread.createdAt)} UTC · ${messages.length} messages · ${cost}</p>
<section class="thread">${messages.map(
    (message) =>
      html`<article class="message role-${message.role === 'user' ? 'user' : 'assistant'}">\
<div class="meta"><span class="badge">${message.role}</span><time>${formatTime(message.createdAt)}</time></div>\
${renderMessage(message)}</article>`,
  )}</section>`;
}

function renderMessage(message: ThreadMessage): SafeHtml {
  return message.role === 'user'
    ? html`<p class="query">${message.content}</p>`
    : html`<div class="md">${renderMarkdown(String(message.content ?? ''))}</div>`;
}

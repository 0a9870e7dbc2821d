// The views' HTML: states, filters kept, and every string from the API escaped or sanitised.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { renderAssistantView } from '../../client/src/analytics/webview/assistantView';
import { renderFeedbackView } from '../../client/src/analytics/webview/feedbackView';
import { renderShell, html } from '../../client/src/analytics/webview/html';
import { renderMarkdown } from '../../client/src/analytics/webview/markdown';
import { LoadedEntries } from '../../shared/src/analytics/cache';
import { AnalyticsEndpoint, EntryOf } from '../../shared/src/analytics/types';
import { hostileConversations, hostileFeedback } from '../../tools/analytics-emulator/hostile';
import { NO_FILTERS } from '../../client/src/analytics/viewModel';

const NOW = Date.parse('2026-11-01T12:00:00Z');
let n = 0;
const ids = () => `id-${n++}`;
const list = <E extends AnalyticsEndpoint>(entries: EntryOf[E][], hasMore = false): LoadedEntries<E> => ({
  entries,
  nextCursor: hasMore ? 'c' : null,
  hasMore,
  requests: 2,
  loadedAt: NOW - 5 * 60_000,
});

/** No markup from the API survives: no foreign tags, no event handlers, no javascript:/data: URLs in attributes. */
function assertInert(markup: string): void {
  for (const tag of markup.match(/<[a-z][^>]*>/gi) ?? []) {
    assert.doesNotMatch(tag, /^<(img|iframe|script|object|embed|b)\b/i, tag);
    assert.doesNotMatch(tag.replace(/"[^"]*"/g, '""'), /\son[a-z]+\s*=/i, tag);
    assert.doesNotMatch(tag, /(href|src)="\s*(javascript|data|vbscript):/i, tag);
  }
}

describe('analytics views: HTML', () => {
  it('feedback: hostile comments, paths, contacts, statuses and snippets are text', () => {
    const markup = renderFeedbackView({
      state: { kind: 'ready', list: list(hostileFeedback(ids, '2026-10-31T10:00:00Z')), fromCache: false },
      filters: NO_FILTERS,
      pagesPerLoad: 5,
      now: NOW,
    }).text;
    assertInert(markup);
    assert.ok(markup.includes('Nice &lt;img src=x onerror=alert(1)&gt; page &lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.ok(
      markup.includes('<pre><code>&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>'),
    );
    assert.ok(markup.includes('<span class="page">javascript:alert(1)</span>'));
    assert.ok(markup.includes('<span class="badge status-other">&lt;img src=x onerror=alert(1)&gt;</span>'));
  });

  it('assistant: hostile queries, answers, sources and categories are text or dropped links', () => {
    const markup = renderAssistantView({
      state: { kind: 'ready', list: list(hostileConversations(ids, '2026-10-31T10:00:00Z')), fromCache: true },
      filters: NO_FILTERS,
      search: '',
      pagesPerLoad: 2,
      now: NOW,
    }).text;
    assertInert(markup);
    assert.ok(markup.includes('<h3 class="query">How? &lt;img src=x onerror=alert(1)&gt;</h3>'));
    assert.ok(markup.includes('[here](javascript:alert(1))'), 'the javascript: link stays text');
    assert.ok(markup.includes('&lt;a href=&quot;javascript:alert(1)&quot;&gt;this&lt;/a&gt;'));
    assert.ok(markup.includes('title="javascript:alert(1)">&lt;b onmouseover=alert(1)&gt;Bold&lt;/b&gt;</button>'));
  });

  it('entries that break the schema render without throwing', () => {
    const odd = [
      { id: 'a' },
      { id: 'b', path: 42, createdAt: 17, status: null, source: ['x'], code: 'x', comment: { text: 1 } },
    ] as unknown as EntryOf['feedback'][];
    const feedback = renderFeedbackView({
      state: { kind: 'ready', list: list<'feedback'>(odd), fromCache: false },
      filters: NO_FILTERS,
      pagesPerLoad: 1,
      now: NOW,
    }).text;
    assert.match(feedback, /<span class="page">42<\/span><span class="count">1 feedback \(0 pending\)<\/span>/);
    assert.match(feedback, /<span class="page">\(no page\)<\/span>/);
    const weird = [
      { id: 'c', sources: [null, 3, { title: 'T', url: 'https://x.dev/a' }] },
      { id: 'd', sources: 'nope', query: 5 },
    ] as unknown as EntryOf['assistant'][];
    const assistant = renderAssistantView({
      state: { kind: 'ready', list: list<'assistant'>(weird), fromCache: false },
      filters: NO_FILTERS,
      search: 't',
      pagesPerLoad: 1,
      now: NOW,
    }).text;
    assert.match(assistant, /1 conversation match/);
  });

  it('markdown answers keep formatting, code and http links', () => {
    assert.equal(
      renderMarkdown('See **[Errors](https://docs.acme.dev/guides/errors)** and `x`:\n\n```bash\necho <b>\n```').text,
      '<p>See <strong><a href="https://docs.acme.dev/guides/errors">Errors</a></strong> and <code>x</code>:</p>\n<pre><code class="language-bash">echo &lt;b&gt;\n</code></pre>\n',
    );
    assert.equal(
      renderMarkdown('[a](vbscript:x) [b](file:///etc/passwd) [c](command:workbench.action.quit) [d](guides/errors)')
        .text,
      '<p>[a](vbscript:x) [b](file:///etc/passwd) [c](command:workbench.action.quit) <a href="guides/errors">d</a></p>\n',
    );
  });

  it('keeps the chosen filters in the form', () => {
    const markup = renderFeedbackView({
      state: { kind: 'loading' },
      filters: { status: ['pending', 'resolved'], source: 'code_snippet', from: '2026-10-01', to: '2026-11-01' },
      pagesPerLoad: 5,
      now: NOW,
    }).text;
    assert.ok(markup.includes('value="pending" checked>'));
    assert.ok(markup.includes('value="resolved" checked>'));
    assert.ok(markup.includes('value="in_progress">'));
    assert.ok(markup.includes('<option value="code_snippet" selected>code snippet</option>'));
    assert.ok(markup.includes('name="from" value="2026-10-01"'));
    assert.ok(markup.includes('Loading feedback…'));
  });

  it('shows the states before data, with an escaped error message', () => {
    const render = (state: Parameters<typeof renderFeedbackView>[0]['state']) =>
      renderFeedbackView({ state, filters: NO_FILTERS, pagesPerLoad: 5, now: NOW }).text;
    assert.match(render({ kind: 'needs-key' }), /Set your analytics API key.*data-action="setKey"/s);
    assert.match(
      render({ kind: 'needs-settings', missing: ['docsLsp.analytics.projectId', 'docsLsp.analytics.baseUrl'] }),
      /Set <code>docsLsp.analytics.projectId<\/code> and <code>docsLsp.analytics.baseUrl<\/code>.*npm run emulator/s,
    );
    assert.match(
      render({ kind: 'error', message: 'HTTP 500: <b>down</b>' }),
      /<p class="message">HTTP 500: &lt;b&gt;down&lt;\/b&gt;<\/p><button data-action="refresh">Try again<\/button>/,
    );
    assert.match(render({ kind: 'ready', list: list([]), fromCache: false }), /No feedback matches these filters/);
  });

  it('says what was loaded and what more costs', () => {
    const entries = hostileFeedback(ids, '2026-10-31T10:00:00Z');
    const fresh = renderFeedbackView({
      state: { kind: 'ready', list: list(entries, true), fromCache: false },
      filters: NO_FILTERS,
      pagesPerLoad: 5,
      now: NOW,
    }).text;
    assert.ok(fresh.includes('<p class="load-info">3 loaded 2026-11-01 11:55 UTC · 2 requests</p>'));
    assert.ok(
      fresh.includes(
        '<button data-action="loadMore" title="The service allows about 100 requests per hour">Load up ' +
          'to 5 more pages (5 requests)</button>',
      ),
    );
    const cached = renderFeedbackView({
      state: { kind: 'ready', list: list(entries), fromCache: true },
      filters: NO_FILTERS,
      pagesPerLoad: 1,
      now: NOW,
    }).text;
    assert.ok(
      cached.includes(
        '<p class="load-info">3 loaded 2026-11-01 11:55 UTC · cached 5 min ago (no request spent) · complete</p>',
      ),
    );
  });

  it('filters to one page when a code lens asks for it', () => {
    const entries = [...hostileFeedback(ids, '2026-10-31T10:00:00Z')];
    const markup = renderFeedbackView({
      state: { kind: 'ready', list: list(entries), fromCache: false },
      filters: NO_FILTERS,
      page: 'quickstart',
      pagesPerLoad: 5,
      now: NOW,
    }).text;
    assert.ok(markup.includes('Page <code>quickstart</code>'));
    assert.equal((markup.match(/<li class="entry">/g) ?? []).length, 2);
  });

  it('searches conversations', () => {
    const entries = hostileConversations(ids, '2026-10-31T10:00:00Z');
    const render = (search: string) =>
      renderAssistantView({
        state: { kind: 'ready', list: list(entries), fromCache: false },
        filters: NO_FILTERS,
        search,
        pagesPerLoad: 2,
        now: NOW,
      }).text;
    assert.match(render('bold'), /1 conversation match/);
    assert.match(render('nothing-like-this'), /No conversations match “nothing-like-this”/);
  });

  it('the document allows only its own stylesheet and nonce script', () => {
    const doc = renderShell({
      nonce: 'N0nce',
      cspSource: 'vscode-resource:',
      scriptUri: 'vscode-resource:/a.js',
      styleUri: 'vscode-resource:/a.css',
      title: 'Feedback',
      body: html`<p>${'<x>'}</p>`,
    });
    assert.ok(
      doc.includes(
        `<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; style-src ` +
          `vscode-resource:; script-src &#39;nonce-N0nce&#39;; font-src vscode-resource:">`,
      ),
    );
    assert.ok(doc.includes('<script nonce="N0nce" src="vscode-resource:/a.js"></script>'));
    assert.ok(doc.includes('<main id="root" aria-live="polite"><p>&lt;x&gt;</p></main>'));
    assert.doesNotMatch(doc, /https?:\/\//);
  });
});

// Renders the analytics views with emulator data into standalone pages for headless Chromium: the same shell, script
// and stylesheet the extension uses, with file: URLs where VS Code would give webview resource URLs.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Browser } from 'playwright-core';
import { renderAssistantView } from '../../client/src/analytics/webview/assistantView';
import { renderFeedbackView } from '../../client/src/analytics/webview/feedbackView';
import { createNonce, renderShell, SafeHtml } from '../../client/src/analytics/webview/html';
import { NO_FILTERS } from '../../client/src/analytics/viewModel';
import { AnalyticsClient } from '../../shared/src/analytics/client';
import { LIMITS } from '../../shared/src/analytics/params';
import { AnalyticsEndpoint, EntryOf } from '../../shared/src/analytics/types';
import { RunningEmulator } from '../../tools/analytics-emulator/server';
import { launchHeadlessChromium } from '../helpers/chromium';
import { tempSite } from '../helpers/tempSite';

export const CHROMIUM = '/usr/bin/chromium';
const MEDIA = path.resolve(__dirname, '../../client/media');

export function launchChromium(): Promise<Browser> {
  return launchHeadlessChromium(CHROMIUM);
}

/** What the panel loads by default: five of the largest pages. */
async function firstPages<E extends AnalyticsEndpoint>(emulator: RunningEmulator, endpoint: E): Promise<EntryOf[E][]> {
  const client = new AnalyticsClient({
    baseUrl: emulator.url,
    projectId: emulator.projectId,
    apiKey: emulator.adminKey,
  });
  const entries: EntryOf[E][] = [];
  for await (const entry of client.entries(
    endpoint,
    { limit: LIMITS[endpoint].max },
    { maxEntries: 5 * LIMITS[endpoint].max },
  ))
    entries.push(entry);
  return entries;
}

/** Writes `feedback.html` and `assistant.html` (and a side-by-side `panel.html`) into a new folder; returns it. */
export async function writePanelPages(emulator: RunningEmulator, now: number): Promise<string> {
  const dir = tempSite().dir;
  const loaded = <E extends AnalyticsEndpoint>(entries: EntryOf[E][], endpoint: E) => {
    const hasMore = entries.length === 5 * LIMITS[endpoint].max;
    return {
      kind: 'ready' as const,
      fromCache: false,
      list: {
        entries,
        nextCursor: hasMore ? entries[entries.length - 1].id : null,
        hasMore,
        requests: Math.ceil(entries.length / LIMITS[endpoint].max),
        loadedAt: now,
      },
    };
  };
  const feedback = renderFeedbackView({
    state: loaded(await firstPages(emulator, 'feedback'), 'feedback'),
    filters: NO_FILTERS,
    pagesPerLoad: 5,
    now,
  });
  const assistant = renderAssistantView({
    state: loaded(await firstPages(emulator, 'assistant'), 'assistant'),
    filters: NO_FILTERS,
    search: '',
    pagesPerLoad: 5,
    now,
  });
  const page = (title: string, body: SafeHtml) =>
    renderShell({
      nonce: createNonce(),
      cspSource: 'file:',
      scriptUri: `file://${MEDIA}/analytics.js`,
      styleUri: `file://${MEDIA}/analytics.css`,
      title,
      body,
    });
  fs.writeFileSync(path.join(dir, 'feedback.html'), page('Feedback', feedback));
  fs.writeFileSync(path.join(dir, 'assistant.html'), page('Assistant', assistant));
  fs.writeFileSync(path.join(dir, 'panel.html'), SIDE_BY_SIDE);
  return dir;
}

/** Stands in for VS Code's webview API: records messages and state. Runs before the page's own script. */
export const FAKE_VSCODE_API = `
  window.__posted = [];
  window.__state = undefined;
  window.acquireVsCodeApi = () => ({
    postMessage: (message) => window.__posted.push(message),
    getState: () => window.__state,
    setState: (state) => { window.__state = state; },
  });`;

const SIDE_BY_SIDE = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #181818; display: flex; gap: 1px; font: 11px system-ui, sans-serif; color: #cccccc; }
section { width: 460px; background: #181818; border-right: 1px solid #2b2b2b; }
h1 { margin: 0; padding: 8px 12px; font-size: 11px; font-weight: 600; letter-spacing: 0.04em; text-transform: \
uppercase; border-bottom: 1px solid #2b2b2b; }
iframe { border: 0; width: 460px; height: 1040px; display: block; }
</style></head><body>
<section><h1>Docs analytics: Feedback</h1><iframe src="feedback.html"></iframe></section>
<section><h1>Docs analytics: Assistant</h1><iframe src="assistant.html"></iframe></section>
</body></html>`;

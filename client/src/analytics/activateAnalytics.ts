// Wires the analytics features into the extension: key commands, the views, the editor integration.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { AnalyticsCache } from '../../../shared/src/analytics/cache';
import { ApiKeyStore } from './apiKeyCommands';
import { COMMAND_SHOW_PAGE, EditorFeedback } from './editorFeedback';
import { COMMAND_SHOW_PAGE_TRAFFIC, EditorTraffic } from './editorTraffic';
import { AnalyticsLoader } from './loader';
import { PageLocator } from './pageLocator';
import { readSettings, SETTINGS_SECTION } from './analyticsSettings';
import { AnalyticsStore } from './store';
import { ThreadPanels } from './threadPanels';
import { TrafficLoader } from './trafficLoader';
import { TrafficStore } from './trafficStore';
import { TrafficViewProvider } from './trafficViewProvider';
import { AnalyticsViewProvider, COMMAND_SET_KEY } from './viewProvider';

export const VIEW_FEEDBACK = 'docsLsp.analytics.feedback';
export const VIEW_ASSISTANT = 'docsLsp.analytics.assistant';
export const VIEW_PAGES = 'docsLsp.analytics.pages';
export const VIEW_SEARCHES = 'docsLsp.analytics.searches';

/** Registers everything; the traffic store is returned for the dead-path check of the language server. */
export function registerAnalytics(context: vscode.ExtensionContext): TrafficStore {
  const log = vscode.window.createOutputChannel('Docs LSP Analytics', { log: true });
  const keys = new ApiKeyStore(context.secrets);
  const cacheDir = path.join(context.globalStorageUri.fsPath, 'analytics-cache');
  const cache = () => new AnalyticsCache(cacheDir, readSettings().cacheMinutes * 60_000);
  const deps = { settings: readSettings, apiKey: () => keys.get(), cache, log: (line: string) => log.info(line) };
  const store = new AnalyticsStore(new AnalyticsLoader(deps));
  const traffic = new TrafficStore(new TrafficLoader({ ...deps, traffic: readSettings }));
  const pages = new PageLocator();
  const media = vscode.Uri.joinPath(context.extensionUri, 'client', 'media');
  const feedbackView = new AnalyticsViewProvider('feedback', media, store, pages);
  const pagesView = new TrafficViewProvider('pages', media, traffic, pages);
  const threads = new ThreadPanels(deps, media, pages);
  // After another key or project: a load still running was started with the old ones and must not be joined.
  const reloadAll = () => {
    store.cancelLoads();
    traffic.cancelLoad();
    return Promise.all([store.load('feedback', 'cached'), store.load('assistant', 'cached'), traffic.load('cached')]);
  };

  context.subscriptions.push(
    log,
    store,
    traffic,
    threads,
    pages,
    new EditorFeedback(store, pages),
    new EditorTraffic(traffic, pages),
    vscode.window.registerWebviewViewProvider(VIEW_PAGES, pagesView),
    vscode.window.registerWebviewViewProvider(
      VIEW_SEARCHES,
      new TrafficViewProvider('searches', media, traffic, pages),
    ),
    vscode.window.registerWebviewViewProvider(VIEW_FEEDBACK, feedbackView),
    vscode.window.registerWebviewViewProvider(
      VIEW_ASSISTANT,
      new AnalyticsViewProvider('assistant', media, store, pages, { traffic, threads }),
    ),
    vscode.commands.registerCommand(COMMAND_SET_KEY, () => keys.promptAndStore()),
    vscode.commands.registerCommand('docsLsp.analytics.clearApiKey', () => keys.clear()),
    vscode.commands.registerCommand('docsLsp.analytics.refresh', () =>
      Promise.all([store.load('feedback', 'refresh'), store.load('assistant', 'refresh'), traffic.load('refresh')]),
    ),
    vscode.commands.registerCommand(
      COMMAND_SHOW_PAGE_TRAFFIC,
      (slug: unknown) => typeof slug === 'string' && pagesView.showPage(slug),
    ),
    vscode.commands.registerCommand(
      COMMAND_SHOW_PAGE,
      (slug: unknown) => typeof slug === 'string' && feedbackView.showPage(slug),
    ),
    // Another key may see other projects: cached entries (with e-mail addresses) go with the old key.
    keys.onDidChange(async () => {
      await cache().clear();
      await reloadAll();
    }),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (
        event.affectsConfiguration(`${SETTINGS_SECTION}.projectId`) ||
        event.affectsConfiguration(`${SETTINGS_SECTION}.baseUrl`)
      )
        void reloadAll();
      else if (event.affectsConfiguration(`${SETTINGS_SECTION}.period`)) void traffic.load('cached');
    }),
  );
  return traffic;
}

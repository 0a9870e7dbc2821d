// Wires the analytics features into the extension: key commands, the two views, the editor integration.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { AnalyticsCache } from '../../../shared/src/analytics/cache';
import { ApiKeyStore } from './apiKeyCommands';
import { COMMAND_SHOW_PAGE, EditorFeedback } from './editorFeedback';
import { AnalyticsLoader } from './loader';
import { PageLocator } from './pageLocator';
import { readSettings, SETTINGS_SECTION } from './settings';
import { AnalyticsStore } from './store';
import { AnalyticsViewProvider, COMMAND_SET_KEY } from './viewProvider';

export const VIEW_FEEDBACK = 'docsLsp.analytics.feedback';
export const VIEW_ASSISTANT = 'docsLsp.analytics.assistant';

export function registerAnalytics(context: vscode.ExtensionContext): void {
  const log = vscode.window.createOutputChannel('Docs LSP Analytics', { log: true });
  const keys = new ApiKeyStore(context.secrets);
  const cacheDir = path.join(context.globalStorageUri.fsPath, 'analytics-cache');
  const cache = () => new AnalyticsCache(cacheDir, readSettings().cacheMinutes * 60_000);
  const loader = new AnalyticsLoader({
    settings: readSettings,
    apiKey: () => keys.get(),
    cache,
    log: (line) => log.info(line),
  });
  const store = new AnalyticsStore(loader);
  const pages = new PageLocator();
  const media = vscode.Uri.joinPath(context.extensionUri, 'client', 'media');
  const feedbackView = new AnalyticsViewProvider('feedback', media, store, pages);
  const reloadBoth = () => Promise.all([store.load('feedback', 'cached'), store.load('assistant', 'cached')]);

  context.subscriptions.push(
    log,
    store,
    pages,
    new EditorFeedback(store, pages),
    vscode.window.registerWebviewViewProvider(VIEW_FEEDBACK, feedbackView),
    vscode.window.registerWebviewViewProvider(
      VIEW_ASSISTANT,
      new AnalyticsViewProvider('assistant', media, store, pages),
    ),
    vscode.commands.registerCommand(COMMAND_SET_KEY, () => keys.promptAndStore()),
    vscode.commands.registerCommand('docsLsp.analytics.clearApiKey', () => keys.clear()),
    vscode.commands.registerCommand('docsLsp.analytics.refresh', () =>
      Promise.all([store.load('feedback', 'refresh'), store.load('assistant', 'refresh')]),
    ),
    vscode.commands.registerCommand(
      COMMAND_SHOW_PAGE,
      (slug: unknown) => typeof slug === 'string' && feedbackView.showPage(slug),
    ),
    // Another key may see other projects: cached entries (with e-mail addresses) go with the old key.
    keys.onDidChange(async () => {
      await cache().clear();
      await reloadBoth();
    }),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (
        event.affectsConfiguration(`${SETTINGS_SECTION}.projectId`) ||
        event.affectsConfiguration(`${SETTINGS_SECTION}.baseUrl`)
      )
        void reloadBoth();
    }),
  );
}

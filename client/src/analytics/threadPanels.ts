// "Open thread" from the Assistant view: the whole conversation in an editor-area webview, one per thread (opening
// it again reveals it and spends nothing). The thread ID comes from a loaded conversation, never from the webview.
import * as vscode from 'vscode';
import { LoaderDeps } from './loader';
import { PageLocator } from './pageLocator';
import { loadThread } from './threadLoader';
import { renderThreadView } from './webview/threadView';
import { postRender, setUpWebview } from './webviewShell';
import { readViewRequest } from './webview/messages';

export class ThreadPanels implements vscode.Disposable {
  private readonly open = new Map<string, vscode.WebviewPanel>();

  constructor(
    private readonly deps: LoaderDeps,
    private readonly mediaRoot: vscode.Uri,
    private readonly pages: PageLocator,
  ) {}

  async show(threadId: string): Promise<void> {
    const existing = this.open.get(threadId);
    if (existing) return existing.reveal();
    const panel = vscode.window.createWebviewPanel(
      'docsLsp.analytics.thread',
      `Conversation ${threadId.slice(-6)}`,
      vscode.ViewColumn.Beside,
      { enableScripts: true, enableCommandUris: false, localResourceRoots: [this.mediaRoot] },
    );
    this.open.set(threadId, panel);
    const controller = new AbortController();
    panel.onDidDispose(() => {
      controller.abort();
      this.open.delete(threadId);
    });
    panel.webview.onDidReceiveMessage((message: unknown) => {
      const request = readViewRequest(message);
      if (request?.type === 'link') void this.pages.openLink(request.href);
    });
    const webview = panel.webview;
    setUpWebview(webview, this.mediaRoot, 'Conversation', renderThreadView({ kind: 'loading' }, Date.now()));
    const state = await loadThread(this.deps, threadId, controller.signal);
    if (!controller.signal.aborted) postRender(webview, renderThreadView(state, Date.now()));
  }

  dispose(): void {
    for (const panel of this.open.values()) panel.dispose();
  }
}

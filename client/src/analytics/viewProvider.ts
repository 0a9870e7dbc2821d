// One webview view (Feedback or Assistant): renders the store's state with the pure renderers and answers the
// webview's messages. Messages are untrusted: only ids are looked up, and links go through PageLocator's checks.
import * as vscode from 'vscode';
import { AnalyticsEndpoint, Conversation, FeedbackEntry } from '../../../shared/src/analytics/types';
import { exportEntries } from './exportEntries';
import { ThreadPanels } from './threadPanels';
import { TrafficStore } from './trafficStore';
import { PageLocator } from './pageLocator';
import { readSettings } from './analyticsSettings';
import { AnalyticsStore } from './store';
import { readWebviewState, ViewFilters, WebviewState } from './viewModel';
import { renderAssistantView } from './webview/assistantView';
import { renderFeedbackView } from './webview/feedbackView';
import { SafeHtml } from './webview/html';
import { readViewRequest } from './webview/messages';
import { postRender, setUpWebview } from './webviewShell';

export const COMMAND_SET_KEY = 'docsLsp.analytics.setApiKey';

export class AnalyticsViewProvider implements vscode.WebviewViewProvider {
  private view: vscode.WebviewView | undefined;
  private page: string | undefined;
  private search = '';

  constructor(
    private readonly endpoint: AnalyticsEndpoint,
    private readonly mediaRoot: vscode.Uri,
    private readonly store: AnalyticsStore,
    private readonly pages: PageLocator,
    /** Assistant view: the traffic (caller stats) and the thread panels. */
    private readonly assistant?: { readonly traffic: TrafficStore; readonly threads: ThreadPanels },
  ) {
    store.onDidChange((changed) => changed === endpoint && this.post());
    assistant?.traffic.onDidChange(() => this.post());
  }

  resolveWebviewView(view: vscode.WebviewView): void {
    this.view = view;
    const webview = view.webview;
    setUpWebview(webview, this.mediaRoot, this.endpoint === 'feedback' ? 'Feedback' : 'Assistant', this.body());
    webview.onDidReceiveMessage((message: unknown) => this.onMessage(message));
    view.onDidDispose(() => (this.view = undefined));
  }

  /** From a code lens: show one page's feedback. */
  showPage(slug: string): void {
    this.page = slug;
    this.view?.show(true);
    this.post();
    if (this.store.get('feedback').state.kind !== 'ready') void this.store.load('feedback', 'cached');
  }

  private body(): SafeHtml {
    const { pagesPerLoad } = readSettings();
    const slot = this.store.get(this.endpoint);
    if (this.endpoint === 'feedback')
      return renderFeedbackView({
        state: this.store.get('feedback').state,
        filters: slot.filters,
        page: this.page,
        pagesPerLoad,
        now: Date.now(),
      });
    const traffic = this.assistant?.traffic.state;
    return renderAssistantView({
      state: this.store.get('assistant').state,
      callers:
        traffic?.kind === 'ready'
          ? { stats: traffic.snapshot.callerStats, period: traffic.snapshot.period }
          : undefined,
      filters: slot.filters,
      search: this.search,
      pagesPerLoad,
      now: Date.now(),
    });
  }

  private post(): void {
    const state: WebviewState = {
      filters: this.store.get(this.endpoint).filters,
      page: this.page,
      search: this.search,
    };
    if (this.view) postRender(this.view.webview, this.body(), state);
  }

  private async onMessage(message: unknown): Promise<void> {
    const request = readViewRequest(message);
    if (!request) return;
    const state = readWebviewState((message as { state?: unknown }).state);
    switch (request.type) {
      case 'ready':
        this.page ??= state.page;
        this.search = state.search ?? '';
        if (this.assistant) void this.assistant.traffic.ensureLoaded();
        return this.show(state.filters);
      case 'filters':
        return this.show(state.filters);
      case 'search':
        this.search = state.search ?? '';
        return this.post();
      case 'clearPage':
        this.page = undefined;
        return this.post();
      case 'refresh':
        return this.store.load(this.endpoint, 'refresh');
      case 'loadMore':
        return this.loadMore();
      case 'export':
        return this.export(request.format === 'csv' ? 'csv' : 'json');
      case 'open': {
        const entry = this.entries().find((e) => e.id === request.id) as FeedbackEntry | undefined;
        return entry && this.pages.openFeedback(entry);
      }
      case 'source': {
        const conversation = this.entries().find((e) => e.id === request.id) as Conversation | undefined;
        const source = Array.isArray(conversation?.sources) ? conversation.sources[Number(request.index)] : undefined;
        return typeof source?.url === 'string' ? this.pages.openLink(source.url) : undefined;
      }
      case 'thread': {
        const conversation = this.entries().find((e) => e.id === request.id);
        return conversation && this.assistant ? this.assistant.threads.show(conversation.id) : undefined;
      }
      case 'link':
        return this.pages.openLink(request.href);
      case 'setKey':
        return void vscode.commands.executeCommand(COMMAND_SET_KEY);
      case 'openSettings':
        return void vscode.commands.executeCommand('workbench.action.openSettings', 'docsLsp.analytics');
    }
  }

  /** What is loaded already is shown again as it is (a view shown again spends nothing); other filters load. */
  private show(filters: ViewFilters): Promise<void> | void {
    const slot = this.store.get(this.endpoint);
    if (slot.state.kind === 'ready' && JSON.stringify(slot.filters) === JSON.stringify(filters)) return this.post();
    return this.store.load(this.endpoint, 'cached', filters);
  }

  private entries(): readonly (FeedbackEntry | Conversation)[] {
    const state = this.store.get(this.endpoint).state;
    return state.kind === 'ready' ? state.list.entries : [];
  }

  private async loadMore(): Promise<void> {
    const { pagesPerLoad } = readSettings();
    const requests = `${pagesPerLoad} request${pagesPerLoad === 1 ? '' : 's'}`;
    const answer = await vscode.window.showWarningMessage(
      `Load up to ${pagesPerLoad} more page${pagesPerLoad === 1 ? '' : 's'}?`,
      {
        modal: true,
        detail: `This spends up to ${requests} of the about 100 analytics requests your organisation may make per \
hour.`,
      },
      `Spend ${requests}`,
    );
    if (answer) await this.store.load(this.endpoint, 'more');
  }

  private export(format: 'json' | 'csv'): Promise<void> {
    const state = this.store.get(this.endpoint).state;
    return exportEntries(this.endpoint, this.entries(), format, state.kind === 'ready' && !state.list.hasMore);
  }
}

// The Pages and Search gaps views: render the period's traffic with the pure renderers and answer the webview's
// messages (untrusted: a slug or term is only looked up in what was loaded, files only opened through PageLocator).
import * as path from 'node:path';
import * as vscode from 'vscode';
import { pageSlugOf } from '../../../shared/src/analytics/pagePath';
import { createPageForTerm } from './createPage';
import { DEFAULT_SORT, nextSort, pageRows, Sort } from './model/pageRows';
import { searchRows } from './model/searchGaps';
import { NavigationPage, navigationPages, RootPages, sitePages } from './model/sitePages';
import { PageLocator } from './pageLocator';
import { readSettings, SETTINGS_SECTION } from './analyticsSettings';
import { PERIODS, refreshCost } from './trafficLoader';
import { TrafficStore } from './trafficStore';
import { COMMAND_SET_KEY } from './viewProvider';
import { SafeHtml } from './webview/html';
import { postRender, setUpWebview } from './webviewShell';
import { renderPagesView } from './webview/pagesView';
import { renderSearchesView } from './webview/searchesView';
import { readViewRequest } from './webview/messages';

export type TrafficViewKind = 'pages' | 'searches';

export class TrafficViewProvider implements vscode.WebviewViewProvider {
  private view: vscode.WebviewView | undefined;
  private sort: Sort = DEFAULT_SORT;
  private focus: string | undefined;
  private gapsOnly = false;
  private site: ReturnType<typeof sitePages> = { navigation: [], files: [] };

  constructor(
    private readonly kind: TrafficViewKind,
    private readonly mediaRoot: vscode.Uri,
    private readonly traffic: TrafficStore,
    private readonly pages: PageLocator,
  ) {
    traffic.onDidChange(() => void this.post());
  }

  resolveWebviewView(view: vscode.WebviewView): void {
    this.view = view;
    const webview = view.webview;
    setUpWebview(webview, this.mediaRoot, this.kind === 'pages' ? 'Pages' : 'Search gaps', this.body());
    webview.onDidReceiveMessage((message: unknown) => this.onMessage(message));
    view.onDidDispose(() => (this.view = undefined));
  }

  /** From the code lens: show and mark one page. */
  showPage(slug: string): void {
    this.focus = slug;
    this.view?.show(true);
    void this.post();
  }

  private body(): SafeHtml {
    const { period, pagesPerLoad } = readSettings();
    const base = { state: this.traffic.state, period, refreshCost: refreshCost(pagesPerLoad), now: Date.now() };
    if (this.kind === 'searches') {
      const terms = this.traffic.state.kind === 'ready' ? this.traffic.state.snapshot.searches.entries : [];
      return renderSearchesView({ ...base, rows: searchRows(terms), gapsOnly: this.gapsOnly });
    }
    const rows = pageRows(this.site.navigation, this.site.files, this.traffic.allStats());
    return renderPagesView({ ...base, rows, sort: this.sort, focus: this.focus });
  }

  private async post(): Promise<void> {
    if (!this.view) return;
    if (this.kind === 'pages') this.site = await this.readSite();
    postRender(this.view.webview, this.body());
  }

  /** The pages of every docs root: their navigations, and their MDX files outside `snippets/`. */
  private async readSite(): Promise<TrafficViewProvider['site']> {
    const roots = await this.pages.docsRoots();
    return sitePages(await Promise.all(roots.map((root) => this.readRoot(root))));
  }

  private async readRoot(root: string): Promise<RootPages> {
    let navigation: NavigationPage[] = [];
    try {
      const bytes = await vscode.workspace.fs.readFile(vscode.Uri.file(path.join(root, 'docs.json')));
      navigation = navigationPages(Buffer.from(bytes).toString('utf8'));
    } catch {
      // no readable docs.json: the files alone
    }
    const found = await vscode.workspace.findFiles(
      new vscode.RelativePattern(root, '**/*.{mdx,md}'),
      '{**/node_modules/**,**/snippets/**}',
      5000,
    );
    // a file of a root nested in this one gets its slug from the nested root
    const files = (await Promise.all(found.map((uri) => this.pages.slugOf(uri)))).filter(
      (slug): slug is string => slug !== undefined,
    );
    return { navigation, files };
  }

  private async onMessage(message: unknown): Promise<void> {
    const request = readViewRequest(message);
    if (!request) return;
    switch (request.type) {
      case 'ready':
        await this.traffic.ensureLoaded();
        return this.post();
      case 'refreshTraffic':
      case 'refresh':
        return this.traffic.load('refresh');
      case 'period': {
        const days = PERIODS.find((value) => String(value) === request.period);
        if (days !== undefined)
          await vscode.workspace
            .getConfiguration(SETTINGS_SECTION)
            .update('period', days, vscode.ConfigurationTarget.Global);
        return;
      }
      case 'sort':
        this.sort = nextSort(this.sort, request.column);
        return this.post();
      case 'gapsOnly':
        this.gapsOnly = !this.gapsOnly;
        return this.post();
      case 'openPage':
        return this.open(request.slug);
      case 'openTopPage': {
        const row = this.searchTerm(request.term);
        const top = row?.topClickedPage;
        const topSlug = typeof top === 'string' ? pageSlugOf(top) : undefined;
        return topSlug === undefined ? undefined : this.open(topSlug);
      }
      case 'createPage': {
        const row = this.searchTerm(request.term);
        return row ? createPageForTerm(this.pages, String(row.searchQuery)) : undefined;
      }
      case 'setKey':
        return void vscode.commands.executeCommand(COMMAND_SET_KEY);
      case 'openSettings':
        return void vscode.commands.executeCommand('workbench.action.openSettings', SETTINGS_SECTION);
    }
  }

  private searchTerm(term: string) {
    const state = this.traffic.state;
    if (state.kind !== 'ready') return undefined;
    return state.snapshot.searches.entries.find((row) => row.searchQuery === term);
  }

  private async open(slug: string): Promise<void> {
    const uri = await this.pages.fileOf(slug);
    if (uri) await vscode.window.showTextDocument(uri, { preview: false });
    else void vscode.window.showWarningMessage(`No page file for "${slug}" in this workspace's docs roots.`);
  }
}

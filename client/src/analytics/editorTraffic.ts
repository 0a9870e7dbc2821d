// Traffic next to the text: a code lens on MDX pages ("1 204 views · 311 visitors (...) · 👍 12 👎 3 · 30 days") that
// opens the page in the Pages view, and the same line in a hover on a page entry of docs.json. The hover is served
// here, in the extension, and not by the language server: the traffic lives in the extension (with the key and the
// cache), and VS Code shows it beside the server's own hover. Nothing here spends a request while the period's
// traffic is cached.
import * as vscode from 'vscode';
import { pageSlugOf } from '../../../shared/src/analytics/pagePath';
import { pageEntryAt } from './model/sitePages';
import { emptyStats, trafficLine } from './model/traffic';
import { PageLocator } from './pageLocator';
import { readSettings } from './analyticsSettings';
import { TrafficStore } from './trafficStore';

export const COMMAND_SHOW_PAGE_TRAFFIC = 'docsLsp.analytics.showPageTraffic';
const MDX = [{ scheme: 'file', pattern: '**/*.{mdx,md}' }];
const DOCS_JSON = [{ scheme: 'file', pattern: '**/docs.json' }];

export class EditorTraffic implements vscode.CodeLensProvider, vscode.HoverProvider, vscode.Disposable {
  private readonly lensesChanged = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.lensesChanged.event;
  private readonly disposables: vscode.Disposable[];

  constructor(
    private readonly traffic: TrafficStore,
    private readonly pages: PageLocator,
  ) {
    this.disposables = [
      this.lensesChanged,
      vscode.languages.registerCodeLensProvider(MDX, this),
      vscode.languages.registerHoverProvider(DOCS_JSON, this),
      traffic.onDidChange(() => this.lensesChanged.fire()),
    ];
  }

  async provideCodeLenses(document: vscode.TextDocument): Promise<vscode.CodeLens[]> {
    const slug = await this.pages.slugOf(document.uri);
    if (slug === undefined) return [];
    const line = this.lineOf(slug);
    if (!line) return [];
    return [
      new vscode.CodeLens(new vscode.Range(0, 0, 0, 0), {
        title: line,
        tooltip: 'Show this page in the Pages view',
        command: COMMAND_SHOW_PAGE_TRAFFIC,
        arguments: [slug],
      }),
    ];
  }

  provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const entry = pageEntryAt(document.getText(), document.offsetAt(position));
    const slug = entry && pageSlugOf(entry.value);
    const line = slug === undefined ? undefined : this.lineOf(slug);
    if (!entry || !line) return undefined;
    const text = new vscode.MarkdownString();
    text.appendText(line); // plain text: nothing from the API becomes a link or a command
    return new vscode.Hover(text, new vscode.Range(document.positionAt(entry.start), document.positionAt(entry.end)));
  }

  /** The line for a page once the period's traffic is loaded (a first load is started, from the cache if fresh). */
  private lineOf(slug: string): string | undefined {
    const state = this.traffic.state;
    if (state.kind !== 'ready') {
      void this.traffic.ensureLoaded();
      return undefined;
    }
    return trafficLine(this.traffic.statsOf(slug) ?? emptyStats(slug), readSettings().period);
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }
}

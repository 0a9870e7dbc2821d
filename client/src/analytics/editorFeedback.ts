// Feedback inside the editor for MDX pages, from what the Feedback view loaded (never a request of its own):
// a code lens "N feedback (M pending)" that opens the filtered view, markers on code blocks with code-snippet
// feedback (setting docsLsp.analytics.markCodeBlocks), and hovers with the comments.
import * as vscode from 'vscode';
import { FeedbackEntry } from '../../../shared/src/analytics/types';
import { feedbackSummary, groupByPage, PageFeedback } from './model/feedbackGroups';
import { commentLines, feedbackForBlocks } from './model/pageFeedback';
import { PageLocator } from './pageLocator';
import { readSettings, SETTINGS_SECTION } from './analyticsSettings';
import { AnalyticsStore } from './store';

export const COMMAND_SHOW_PAGE = 'docsLsp.analytics.showPageFeedback';
const MDX = [{ scheme: 'file', pattern: '**/*.{mdx,md}' }];

export class EditorFeedback implements vscode.CodeLensProvider, vscode.HoverProvider, vscode.Disposable {
  private readonly lensesChanged = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.lensesChanged.event;
  private readonly marker = vscode.window.createTextEditorDecorationType({
    overviewRulerColor: new vscode.ThemeColor('editorInfo.foreground'),
    overviewRulerLane: vscode.OverviewRulerLane.Right,
    after: { margin: '0 0 0 1.5em', color: new vscode.ThemeColor('editorCodeLens.foreground') },
  });
  private readonly disposables: vscode.Disposable[] = [];
  private byPage = new Map<string, PageFeedback>();

  constructor(
    private readonly store: AnalyticsStore,
    private readonly pages: PageLocator,
  ) {
    this.disposables.push(
      this.lensesChanged,
      this.marker,
      vscode.languages.registerCodeLensProvider(MDX, this),
      vscode.languages.registerHoverProvider(MDX, this),
      store.onDidChange((endpoint) => endpoint === 'feedback' && this.refresh()),
      vscode.window.onDidChangeVisibleTextEditors(() => this.markEditors()),
      vscode.workspace.onDidChangeTextDocument((event) => this.isVisible(event.document) && this.markEditors()),
      vscode.workspace.onDidChangeConfiguration(
        (event) => event.affectsConfiguration(SETTINGS_SECTION) && this.markEditors(),
      ),
    );
  }

  async provideCodeLenses(document: vscode.TextDocument): Promise<vscode.CodeLens[]> {
    const group = await this.groupOf(document);
    if (!group) return [];
    return [
      new vscode.CodeLens(new vscode.Range(0, 0, 0, 0), {
        title: feedbackSummary(group),
        tooltip: 'Show this page in the Feedback view',
        command: COMMAND_SHOW_PAGE,
        arguments: [group.slug],
      }),
    ];
  }

  async provideHover(document: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
    const group = await this.groupOf(document);
    if (!group) return undefined;
    const onBlock = feedbackForBlocks(document.getText(), group.entries).find(
      ({ block }) => position.line >= block.startLine && position.line <= block.endLine,
    );
    if (onBlock)
      return new vscode.Hover(hoverText(`Feedback on this code block (${onBlock.entries.length})`, onBlock.entries));
    if (position.line !== 0) return undefined;
    return new vscode.Hover(hoverText(feedbackSummary(group), group.entries));
  }

  private refresh(): void {
    this.byPage = new Map(
      groupByPage(this.store.feedback()).flatMap((group) => (group.slug === undefined ? [] : [[group.slug, group]])),
    );
    this.lensesChanged.fire();
    this.markEditors();
  }

  private async groupOf(document: vscode.TextDocument): Promise<PageFeedback | undefined> {
    if (this.byPage.size === 0) return undefined;
    const slug = await this.pages.slugOf(document.uri);
    return slug === undefined ? undefined : this.byPage.get(slug);
  }

  private isVisible(document: vscode.TextDocument): boolean {
    return vscode.window.visibleTextEditors.some((editor) => editor.document === document);
  }

  private async markEditors(): Promise<void> {
    const enabled = readSettings().markCodeBlocks;
    for (const editor of vscode.window.visibleTextEditors) {
      const group = enabled ? await this.groupOf(editor.document) : undefined;
      const blocks = group ? feedbackForBlocks(editor.document.getText(), group.entries) : [];
      editor.setDecorations(
        this.marker,
        blocks.map(({ block, entries }) => ({
          range: new vscode.Range(block.startLine, 0, block.startLine, Number.MAX_SAFE_INTEGER),
          renderOptions: { after: { contentText: `◂ ${entries.length} code feedback` } },
        })),
      );
    }
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }
}

/** Comments as plain text: appendText escapes markdown, so API strings cannot add links or commands. */
function hoverText(title: string, entries: readonly FeedbackEntry[]): vscode.MarkdownString {
  const text = new vscode.MarkdownString();
  text.appendMarkdown('**');
  text.appendText(title);
  text.appendMarkdown('**\n\n');
  for (const line of commentLines(entries)) {
    text.appendMarkdown('- ');
    text.appendText(line);
    text.appendMarkdown('\n');
  }
  return text;
}

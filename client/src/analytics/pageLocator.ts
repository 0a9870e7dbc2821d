// Finds the MDX file of a page in the workspace's docs roots and opens it, at the matching code block for
// code-snippet feedback. Links go to a local page when there is one, else (http/https only) to the browser.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { findCodeBlocks, matchCodeBlock } from '../../../shared/src/analytics/codeBlocks';
import { pageSlugOf } from '../../../shared/src/analytics/pagePath';
import { FeedbackEntry } from '../../../shared/src/analytics/types';
import { linkTarget } from './model/openableLinks';
import { pageFileCandidates, slugOfFile } from './model/pageFiles';

export class PageLocator implements vscode.Disposable {
  private roots: Promise<string[]> | undefined;
  private readonly watcher = vscode.workspace.createFileSystemWatcher('**/docs.json', false, true, false);
  private readonly disposables: vscode.Disposable[] = [this.watcher];

  constructor() {
    const forget = () => (this.roots = undefined);
    this.disposables.push(
      this.watcher.onDidCreate(forget),
      this.watcher.onDidDelete(forget),
      vscode.workspace.onDidChangeWorkspaceFolders(forget),
    );
  }

  /** Folders holding a docs.json. */
  docsRoots(): Promise<string[]> {
    this.roots ??= Promise.resolve(vscode.workspace.findFiles('**/docs.json', '**/node_modules/**', 200)).then((uris) =>
      uris.map((uri) => path.dirname(uri.fsPath)),
    );
    return this.roots;
  }

  async slugOf(uri: vscode.Uri): Promise<string | undefined> {
    return uri.scheme === 'file' ? slugOfFile(await this.docsRoots(), uri.fsPath) : undefined;
  }

  async fileOf(slug: string): Promise<vscode.Uri | undefined> {
    for (const candidate of pageFileCandidates(await this.docsRoots(), slug)) {
      const uri = vscode.Uri.file(candidate);
      try {
        await vscode.workspace.fs.stat(uri);
        return uri;
      } catch {
        // not this one
      }
    }
    return undefined;
  }

  async openFeedback(entry: FeedbackEntry): Promise<void> {
    const slug = pageSlugOf(entry.path);
    const uri = slug === undefined ? undefined : await this.fileOf(slug);
    if (!uri) {
      void vscode.window.showWarningMessage(`No page file for "${entry.path}" in this workspace's docs roots.`);
      return;
    }
    const document = await vscode.workspace.openTextDocument(uri);
    const block =
      typeof entry.code === 'string' ? matchCodeBlock(findCodeBlocks(document.getText()), entry) : undefined;
    const line = block?.startLine ?? 0;
    const range = new vscode.Range(line, 0, block?.endLine ?? 0, 0);
    await vscode.window.showTextDocument(document, { selection: new vscode.Range(line, 0, line, 0), preview: false });
    if (block)
      vscode.window.activeTextEditor?.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    else if (typeof entry.code === 'string')
      void vscode.window.showInformationMessage(
        'The code block of this feedback is no longer on the page; opened the page.',
      );
  }

  async openLink(href: string): Promise<void> {
    const target = linkTarget(href);
    if (target.kind === 'blocked') {
      void vscode.window.showWarningMessage(`Not opened: ${target.reason}.`);
      return;
    }
    const uri = await this.fileOf(target.slug);
    if (uri) await vscode.window.showTextDocument(uri, { preview: false });
    else if (target.external) await vscode.env.openExternal(vscode.Uri.parse(target.external, true));
    else void vscode.window.showWarningMessage(`No page file for "${target.slug}" in this workspace's docs roots.`);
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }
}

// Suppression comments inside VS Code: a broken link put into a page of the example site gets the quick fix
// "Disable link-missing-page for this line", which writes the comment above the line and hides the problem.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { codeOf, openEditor, setText, waitForDiagnostics } from './editor';

describe('suppression comments in VS Code', () => {
  let document: vscode.TextDocument;
  let original: string;

  before(async () => {
    document = (await openEditor('quickstart.mdx')).document;
    original = document.getText();
  });

  after(async () => {
    await vscode.window.showTextDocument(document);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('"Disable link-missing-page for this line" writes the comment and hides the problem', async () => {
    const line = '  See [the old page](/docs-lsp-e2e-missing).';
    await setText(document, `${original.trimEnd()}\n\n<Note>\n${line}\n</Note>\n`);
    const diagnostic = (
      await waitForDiagnostics(document.uri, (ds) => ds.some((d) => codeOf(d) === 'link-missing-page'))
    ).find((d) => codeOf(d) === 'link-missing-page')!;
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      document.uri,
      diagnostic.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const disable = actions.find((a) => a.title === 'Disable link-missing-page for this line');
    assert.ok(disable?.edit, `no disable fix: ${actions.map((a) => a.title)}`);
    assert.ok(await vscode.workspace.applyEdit(disable.edit));
    assert.ok(
      document.getText().includes(`\n  {/* docs-lsp-disable-next-line link-missing-page */}\n${line}\n`),
      document.getText(),
    );
    await waitForDiagnostics(document.uri, (ds) => !ds.some((d) => codeOf(d) === 'link-missing-page'));
  });
});

// The extension itself inside VS Code: activation, its commands, the MDX language it contributes, a server restart.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { FAULTS, replaceOnce } from '../support/docsJson';
import { codesOf, EXTENSION_ID, openEditor, setText, waitForDiagnostics } from './editor';

describe('the Docs LSP extension', () => {
  it('is active in a workspace with a docs.json and registers its commands', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not installed`);
    await extension.activate();
    assert.equal(extension.isActive, true);
    const commands = await vscode.commands.getCommands(true);
    assert.deepEqual(
      ['docsLsp.restartServer', 'docsLsp.showOutput'].filter((c) => !commands.includes(c)),
      [],
    );
  });

  it('opens .mdx files in the mdx language it contributes', async () => {
    const editor = await openEditor('quickstart.mdx');
    assert.equal(editor.document.languageId, 'mdx');
  });

  it('restarts the language server, which then checks edits again', async () => {
    await vscode.commands.executeCommand('docsLsp.restartServer');
    const { document } = await openEditor('docs.json');
    const fault = FAULTS.unknownField;
    await setText(document, replaceOnce(document.getText(), fault.original, fault.broken));
    try {
      assert.deepEqual(codesOf(await waitForDiagnostics(document.uri, (ds) => ds.length > 0)), [fault.code]);
    } finally {
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
  });
});

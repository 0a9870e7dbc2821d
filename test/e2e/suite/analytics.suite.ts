// The analytics key inside VS Code: "Set Analytics API Key" keeps it in SecretStorage (the views then reach the
// emulator with it, while no setting holds it), and "Clear Analytics API Key" removes it.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { RunningEmulator, startEmulator } from '../../../tools/analytics-emulator/server';
import { eventually, workspaceFile } from './editor';

describe('the analytics API key', () => {
  let emulator: RunningEmulator;
  const showInputBox = vscode.window.showInputBox;
  const analytics = () => vscode.workspace.getConfiguration('docsLsp.analytics');
  /** Requests that the emulator answered (a missing or wrong key gets a 4xx). */
  const answered = () => emulator.requests.filter((r) => r.status === 200).length;

  before(async () => {
    emulator = await startEmulator({ siteDir: workspaceFile('.').fsPath });
    await analytics().update('projectId', emulator.projectId, vscode.ConfigurationTarget.Global);
    await analytics().update('baseUrl', emulator.url, vscode.ConfigurationTarget.Global);
    await analytics().update('cacheMinutes', 0, vscode.ConfigurationTarget.Global);
  });

  after(async () => {
    vscode.window.showInputBox = showInputBox;
    for (const name of ['projectId', 'baseUrl', 'cacheMinutes'])
      await analytics().update(name, undefined, vscode.ConfigurationTarget.Global);
    await emulator?.close();
  });

  it('stores the key typed into the password box in secret storage, and the views use it', async () => {
    let options: vscode.InputBoxOptions | undefined;
    // The extension and this suite share the extension's `vscode` API object: the password box answers with the key.
    vscode.window.showInputBox = async (given?: vscode.InputBoxOptions) => {
      options = given;
      return emulator.adminKey;
    };
    await vscode.commands.executeCommand('docsLsp.analytics.setApiKey');
    assert.equal(options?.password, true, 'the key is typed into a password box');
    // A new key reloads both views (the extension listens to SecretStorage changes): they reach the emulator with it.
    await eventually(() => answered() >= 2, 'both views loaded from the emulator with the stored key');
    const settings = JSON.stringify(vscode.workspace.getConfiguration('docsLsp'));
    assert.ok(!settings.includes(emulator.adminKey), 'no setting holds the key');
  });

  it('forgets the key on "Clear Analytics API Key": a refresh then sends nothing', async () => {
    await vscode.commands.executeCommand('docsLsp.analytics.clearApiKey');
    // The first refresh cancels the loads still running with the old key; the second must not send a request.
    await vscode.commands.executeCommand('docsLsp.analytics.refresh');
    const before = emulator.requests.length;
    await vscode.commands.executeCommand('docsLsp.analytics.refresh');
    assert.equal(emulator.requests.length, before);
  });
});

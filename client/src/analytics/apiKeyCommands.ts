// "Set Analytics API Key" and "Clear Analytics API Key": the key lives in SecretStorage only, never in settings,
// logs or webviews.
import * as vscode from 'vscode';
import { adminKeyWarning, keyProblem } from './model/apiKey';

const SECRET_KEY = 'docsLsp.analytics.apiKey';

export class ApiKeyStore {
  constructor(private readonly secrets: vscode.SecretStorage) {}

  get(): Promise<string | undefined> {
    return Promise.resolve(this.secrets.get(SECRET_KEY));
  }

  /**
   * Fires when the key is set, replaced or cleared, also from another window; repeated events for the same key are
   * dropped.
   */
  onDidChange(listener: () => void): vscode.Disposable {
    let last = this.get();
    return this.secrets.onDidChange(async (event) => {
      if (event.key !== SECRET_KEY) return;
      const before = last; // swapped before any await, so that overlapping events compare in order
      const now = (last = this.get());
      if ((await before) !== (await now)) listener();
    });
  }

  async promptAndStore(): Promise<void> {
    const value = await vscode.window.showInputBox({
      title: 'Docs analytics API key',
      prompt: 'An admin API key of your documentation project. It is kept in VS Code secret storage.',
      placeHolder: 'mint_…',
      password: true,
      ignoreFocusOut: true,
      validateInput: (text) => {
        if (!text.trim())
          return {
            message: 'Enter a key, or press Escape to cancel.',
            severity: vscode.InputBoxValidationSeverity.Error,
          };
        const problem = keyProblem(text.trim());
        if (problem) return { message: problem, severity: vscode.InputBoxValidationSeverity.Error };
        const warning = adminKeyWarning(text);
        return warning ? { message: warning, severity: vscode.InputBoxValidationSeverity.Warning } : undefined;
      },
    });
    if (value?.trim()) {
      await this.secrets.store(SECRET_KEY, value.trim());
      void vscode.window.showInformationMessage('Analytics API key saved in secret storage.');
    }
  }

  async clear(): Promise<void> {
    await this.secrets.delete(SECRET_KEY);
    void vscode.window.showInformationMessage('Analytics API key removed; cached analytics were deleted.');
  }
}

// Export of a view's loaded entries to a JSON or CSV file the user picks.
import * as vscode from 'vscode';
import { toCsv, toJson } from '../../../shared/src/analytics/exportFormats';
import { AnalyticsEndpoint, EntryOf } from '../../../shared/src/analytics/types';

export async function exportEntries<E extends AnalyticsEndpoint>(
  endpoint: E,
  entries: readonly EntryOf[E][],
  format: 'json' | 'csv',
  complete: boolean,
): Promise<void> {
  if (entries.length === 0) {
    void vscode.window.showInformationMessage('Nothing loaded to export.');
    return;
  }
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  const name = `${endpoint}-${new Date().toISOString().slice(0, 10)}.${format}`;
  const uri = await vscode.window.showSaveDialog({
    title: `Export ${entries.length} ${endpoint} entries`,
    defaultUri: folder ? vscode.Uri.joinPath(folder, name) : undefined,
    filters: format === 'json' ? { JSON: ['json'] } : { CSV: ['csv'] },
  });
  if (!uri) return;
  const text = format === 'json' ? toJson(entries) : toCsv(endpoint, entries);
  await vscode.workspace.fs.writeFile(uri, Buffer.from(text, 'utf8'));
  const note = complete
    ? ''
    : ' More exist on the service: load more, or use `docs-lsp analytics` for a complete export.';
  void vscode.window.showInformationMessage(
    `Exported ${entries.length} entries to ${vscode.workspace.asRelativePath(uri)}.${note}`,
  );
}

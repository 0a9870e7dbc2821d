// Small helpers for the in-editor suites: open workspace files, edit them in memory, wait for diagnostics.
import * as vscode from 'vscode';

export const EXTENSION_ID = 'docs-lsp.docs-lsp';

export function workspaceFile(relative: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the in-editor suite needs a copy of the example site open as the workspace folder');
  return vscode.Uri.joinPath(folder.uri, relative);
}

export async function openEditor(relative: string): Promise<vscode.TextEditor> {
  return vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile(relative)));
}

/** Replaces the whole text of the document in memory (not saved). */
export async function setText(document: vscode.TextDocument, text: string): Promise<void> {
  const edit = new vscode.WorkspaceEdit();
  edit.replace(
    document.uri,
    new vscode.Range(document.positionAt(0), document.positionAt(document.getText().length)),
    text,
  );
  if (!(await vscode.workspace.applyEdit(edit))) throw new Error(`could not edit ${document.uri}`);
}

/** The diagnostics of `uri` that the docs language server reported (not those of VS Code's own JSON support). */
export function docsDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'docs-lsp');
}

/** Resolves with the docs diagnostics of `uri` once `accept` holds for them (checked now and on every change). */
export function waitForDiagnostics(
  uri: vscode.Uri,
  accept: (diagnostics: vscode.Diagnostic[]) => boolean,
  timeoutMs = 20_000,
): Promise<vscode.Diagnostic[]> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const diagnostics = docsDiagnostics(uri);
      if (!accept(diagnostics)) return false;
      cleanup();
      resolve(diagnostics);
      return true;
    };
    const listener = vscode.languages.onDidChangeDiagnostics((e) => {
      if (e.uris.some((changed) => changed.toString() === uri.toString())) check();
    });
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`diagnostics of ${uri} never matched; last: ${JSON.stringify(docsDiagnostics(uri))}`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      listener.dispose();
    };
    check();
  });
}

/** The rule code of a diagnostic (an object when the server links the rule's documentation). */
export function codeOf(diagnostic: vscode.Diagnostic): string {
  return String(typeof diagnostic.code === 'object' ? diagnostic.code.value : diagnostic.code);
}

export function codesOf(diagnostics: readonly vscode.Diagnostic[]): string[] {
  return diagnostics.map(codeOf).sort();
}

export function toRange(range: {
  start: { line: number; character: number };
  end: { line: number; character: number };
}): vscode.Range {
  return new vscode.Range(range.start.line, range.start.character, range.end.line, range.end.character);
}

export function toPosition(position: { line: number; character: number }): vscode.Position {
  return new vscode.Position(position.line, position.character);
}

/**
 * Resolves once `condition` holds, checking every 20 ms, for state that announces no event (the emulator's request
 * log, a spec indexed off the server's request thread); rejects with `what` after `timeoutMs`.
 */
export async function eventually(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

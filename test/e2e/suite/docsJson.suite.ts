// docs.json inside VS Code, through VS Code's own APIs: diagnostics, completion, hover, definition and quick fixes
// on the example site's docs.json, broken in memory with the shared FAULTS.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { FAULTS, positionOf, rangeOf, replaceOnce } from '../support/docsJson';
import { codeOf, codesOf, openEditor, setText, toPosition, toRange, waitForDiagnostics } from './editor';

describe('docs.json in VS Code', () => {
  let editor: vscode.TextEditor;
  let document: vscode.TextDocument;
  let broken: string;

  before(async () => {
    editor = await openEditor('docs.json');
    document = editor.document;
    broken = Object.values(FAULTS).reduce(
      (text, fault) => replaceOnce(text, fault.original, fault.broken),
      document.getText(),
    );
    await setText(document, broken);
  });

  after(async () => {
    await vscode.window.showTextDocument(document);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('reports each fault with its rule code at its exact range (languages.getDiagnostics)', async () => {
    const diagnostics = await waitForDiagnostics(document.uri, (ds) => ds.length === 2);
    assert.deepEqual(codesOf(diagnostics), [FAULTS.missingPage.code, FAULTS.unknownField.code].sort());
    const missing = diagnostics.find((d) => codeOf(d) === FAULTS.missingPage.code)!;
    assert.equal(missing.severity, vscode.DiagnosticSeverity.Error);
    assert.deepEqual(missing.range, toRange(rangeOf(broken, 'guides/authentcation')));
    const unknown = diagnostics.find((d) => codeOf(d) === FAULTS.unknownField.code)!;
    assert.equal(unknown.severity, vscode.DiagnosticSeverity.Warning);
    assert.deepEqual(unknown.range, toRange(rangeOf(broken, '"icn"')));
  });

  it('completes the page paths of the site inside `pages` (vscode.executeCompletionItemProvider)', async () => {
    const position = toPosition(positionOf(broken, '"index"', 1));
    const list = await vscode.commands.executeCommand<vscode.CompletionList>(
      'vscode.executeCompletionItemProvider',
      document.uri,
      position,
    );
    const labels = list.items.map((item) => (typeof item.label === 'string' ? item.label : item.label.label));
    for (const page of ['index', 'quickstart', 'guides/authentication', 'guides/errors', 'api-reference/introduction'])
      assert.ok(labels.includes(page), `no completion for ${page}: ${labels}`);
    assert.ok(!labels.includes('snippets/support'), 'snippets are not pages');
    const authentication = list.items.find((item) => item.label === 'guides/authentication')!;
    assert.equal(
      authentication.detail,
      'not yet in navigation',
      'the misspelt entry leaves guides/authentication unlisted',
    );
  });

  it('shows the page title and description on hover (vscode.executeHoverProvider)', async () => {
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      document.uri,
      toPosition(positionOf(broken, '"quickstart"', 3)),
    );
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
    assert.match(text, /Quickstart/);
    assert.match(text, /Create a project and call the API in five minutes/);
  });

  it('goes from a page entry to its file (vscode.executeDefinitionProvider)', async () => {
    const locations = await vscode.commands.executeCommand<(vscode.Location | vscode.LocationLink)[]>(
      'vscode.executeDefinitionProvider',
      document.uri,
      toPosition(positionOf(broken, '"quickstart"', 3)),
    );
    const targets = locations.map((l) => ('targetUri' in l ? l.targetUri : l.uri).path.split('/').pop());
    assert.deepEqual(targets, ['quickstart.mdx']);
  });

  it('offers and applies the quick fixes of both faults (vscode.executeCodeActionProvider)', async () => {
    for (const fault of Object.values(FAULTS)) {
      const diagnostic = (
        await waitForDiagnostics(document.uri, (ds) => ds.some((d) => codeOf(d) === fault.code))
      ).find((d) => codeOf(d) === fault.code)!;
      const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        document.uri,
        diagnostic.range,
        vscode.CodeActionKind.QuickFix.value,
      );
      const fix = actions.find((a) => a.title === fault.fix);
      assert.ok(fix?.edit, `no fix "${fault.fix}" for ${fault.code}: ${actions.map((a) => a.title)}`);
      assert.ok(await vscode.workspace.applyEdit(fix.edit));
      // the next fault's fix is asked for with the diagnostics of the edited text, not those of the text before
      await waitForDiagnostics(document.uri, (ds) => !ds.some((d) => codeOf(d) === fault.code));
    }
    assert.equal(
      document.getText(),
      Object.values(FAULTS).reduce((text, fault) => replaceOnce(text, fault.broken, fault.original), broken),
    );
    await waitForDiagnostics(document.uri, (ds) => ds.length === 0);
  });
});

// OpenAPI references in MDX frontmatter inside VS Code: completion of `openapi: METHOD /path` from the site's spec
// (the summary as detail) and hover on a reference.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { positionOf } from '../support/docsJson';
import { eventually, openEditor, toPosition } from './editor';

describe('openapi references in MDX frontmatter', () => {
  let document: vscode.TextDocument;

  const hoverText = async (position: vscode.Position) => {
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      document.uri,
      position,
    );
    return hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
  };

  before(async () => {
    document = (await openEditor('api-reference/endpoints/list-projects.mdx')).document;
    // The server indexes specs in a worker and answers with nothing until then (it never makes a request wait).
    const reference = toPosition(positionOf(document.getText(), 'GET /projects', 2));
    await eventually(async () => (await hoverText(reference)) !== '', 'the spec is indexed');
  });

  it('completes the operations of the spec (vscode.executeCompletionItemProvider)', async () => {
    const position = toPosition(positionOf(document.getText(), 'GET /projects', 'GET /'.length));
    const list = await vscode.commands.executeCommand<vscode.CompletionList>(
      'vscode.executeCompletionItemProvider',
      document.uri,
      position,
    );
    const details = new Map(
      list.items.map((item) => [typeof item.label === 'string' ? item.label : item.label.label, item.detail]),
    );
    assert.equal(details.get('GET /projects'), 'List projects');
    assert.equal(details.get('POST /projects'), 'Create a project');
    assert.equal(details.get('GET /projects/{projectId}'), 'Get a project');
    assert.equal(details.get('DELETE /projects/{projectId}'), 'Delete a project');
  });

  it('explains the referenced operation on hover (vscode.executeHoverProvider)', async () => {
    const text = await hoverText(toPosition(positionOf(document.getText(), 'GET /projects', 2)));
    assert.match(text, /\*\*GET \/projects\*\*/);
    assert.match(text, /List projects/);
  });
});

// "Create page" for a search term: the user picks the navigation group and confirms the path; one workspace edit
// creates the MDX file with a `title` and appends its entry to the group's `pages` in docs.json (undoable as one).
import * as path from 'node:path';
import * as vscode from 'vscode';
import { appendPageEdits, checkPagePath, newPageText, pagesArrays, slugForTerm } from './model/newPage';
import { PageLocator } from './pageLocator';

export async function createPageForTerm(pages: PageLocator, term: string): Promise<void> {
  const [root] = await pages.docsRoots();
  if (!root) return void vscode.window.showWarningMessage('No docs.json in this workspace.');
  const docsJsonUri = vscode.Uri.file(path.join(root, 'docs.json'));
  const docsJson = await vscode.workspace.openTextDocument(docsJsonUri);
  const arrays = pagesArrays(docsJson.getText());
  if (arrays.length === 0)
    return void vscode.window.showWarningMessage('docs.json has no `pages` list to add the page to.');
  const picked =
    arrays.length === 1
      ? { array: arrays[0] }
      : await vscode.window.showQuickPick(
          arrays.map((array) => ({ label: array.place, description: `${array.pages.length} pages`, array })),
          { title: `Create a page for "${term}": navigation group`, placeHolder: 'Where the page goes in docs.json' },
        );
  if (!picked) return;
  const folder = picked.array.pages.find((page) => page.includes('/'))?.replace(/\/[^/]*$/, '');
  const suggestion = [folder, slugForTerm(term) ?? 'new-page'].filter(Boolean).join('/');
  const typed = await vscode.window.showInputBox({
    title: `Create a page for "${term}"`,
    prompt: 'Page path, relative to the docs root (the file gets .mdx)',
    value: suggestion,
    validateInput: checkPagePath,
  });
  if (typed === undefined || checkPagePath(typed)) return;
  const slug = typed.trim().replace(/\.mdx$/, '');
  const file = vscode.Uri.file(path.join(root, `${slug}.mdx`));
  if (await exists(file)) return void vscode.window.showWarningMessage(`${slug}.mdx exists already.`);
  const edit = new vscode.WorkspaceEdit();
  edit.createFile(file, { ignoreIfExists: false });
  edit.insert(file, new vscode.Position(0, 0), newPageText(term.charAt(0).toUpperCase() + term.slice(1)));
  for (const change of appendPageEdits(docsJson.getText(), picked.array.path, slug)) {
    const range = new vscode.Range(
      docsJson.positionAt(change.offset),
      docsJson.positionAt(change.offset + change.length),
    );
    edit.replace(docsJsonUri, range, change.content);
  }
  if (!(await vscode.workspace.applyEdit(edit)))
    return void vscode.window.showWarningMessage(`Could not create ${slug}.mdx.`);
  await vscode.window.showTextDocument(file, { preview: false });
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

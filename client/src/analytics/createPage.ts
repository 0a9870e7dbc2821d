// "Create page" for a search term: the user picks the navigation group (of any docs root) and confirms the path; one
// workspace edit creates the MDX file with a `title` and appends its entry to the group's `pages` in its docs.json.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { appendPageEdits, checkPagePath, landsInside, newPageText, pagesArrays, slugForTerm } from './model/newPage';
import { PageLocator } from './pageLocator';

export async function createPageForTerm(pages: PageLocator, term: string): Promise<void> {
  const roots = await pages.docsRoots();
  if (roots.length === 0) return void vscode.window.showWarningMessage('No docs.json in this workspace.');
  // the `pages` lists of every docs root: with several roots, each group says which root it belongs to
  const choices = (
    await Promise.all(
      roots.map(async (root) => {
        const docsJson = await vscode.workspace.openTextDocument(vscode.Uri.file(path.join(root, 'docs.json')));
        return pagesArrays(docsJson.getText()).map((array) => ({ root, docsJson, array }));
      }),
    )
  ).flat();
  if (choices.length === 0)
    return void vscode.window.showWarningMessage('docs.json has no `pages` list to add the page to.');
  const picked =
    choices.length === 1
      ? choices[0]
      : (
          await vscode.window.showQuickPick(
            choices.map((choice) => ({
              label: choice.array.place,
              description: [
                roots.length > 1 ? vscode.workspace.asRelativePath(choice.root) : undefined,
                `${choice.array.pages.length} pages`,
              ]
                .filter(Boolean)
                .join(' · '),
              choice,
            })),
            { title: `Create a page for "${term}": navigation group`, placeHolder: 'Where the page goes in docs.json' },
          )
        )?.choice;
  if (!picked) return;
  const { root, docsJson } = picked;
  const docsJsonUri = docsJson.uri;
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
  if (!landsInside(root, file.fsPath))
    return void vscode.window.showWarningMessage(
      `${slug}.mdx would be written through a symbolic link that leads out of the docs root: not created.`,
    );
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

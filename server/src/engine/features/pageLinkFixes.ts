// Quick fixes of a link to no page (link-missing-page): the closest page, create the page, add a redirect.
import { CodeAction, CodeActionKind, Diagnostic, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { Fix } from '../findings';
import { lastLineFromFirstOf, TextDocument } from '../text';
import { escapeLinkPath } from '../mdx';
import { Project } from '../project';
import { joinUriInside, relativePath } from '../workspace';
import { pageAt, sameRange } from './pageLinkTargets';
import { addRedirectEdit } from './redirectEdits';

/**
 * Quick fixes of a link to no page: the closest page (anchor and query kept), create the page (inside the docs root
 * only), add a redirect to docs.json.
 */
export function missingPageLinkFixes(
  project: Project,
  uri: string,
  doc: TextDocument,
  diagnostic: Diagnostic,
  data: Fix<'missingPageLink'>,
): CodeAction[] {
  const at = pageAt(project, uri);
  if (!at) return [];
  const actions: CodeAction[] = [];
  const fix = (title: string, edit: WorkspaceEdit, isPreferred = false) =>
    actions.push({ title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit, isPreferred });
  const { path, suggestion } = data;
  const suffix = lastLineFromFirstOf(doc.getText(diagnostic.range), '#?');
  // written as the link's kind needs it (a page file may be named `my page (v2).mdx`), as rename edits write paths
  const kind = project.bodies.get(uri)?.content?.links.find((l) => sameRange(l.range, diagnostic.range))?.kind;
  if (suggestion)
    fix(
      `Change to ${suggestion}`,
      { changes: { [uri]: [TextEdit.replace(diagnostic.range, escapeLinkPath(kind ?? 'link', suggestion) + suffix)] } },
      true,
    );
  const create = joinUriInside(at.root.uri, `${path}.mdx`);
  if (create !== undefined && project.mayEdit(create) && project.workspace.version(create) === undefined)
    fix(`Create ${path}.mdx`, {
      documentChanges: [
        { kind: 'create', uri: create, options: { ignoreIfExists: true } },
        {
          textDocument: { uri: create, version: null },
          edits: [
            TextEdit.insert({ line: 0, character: 0 }, `---\ntitle: ${JSON.stringify(titleFromPath(path))}\n---\n\n`),
          ],
        },
      ],
    });
  const redirect = suggestion && addRedirectEdit(project, at.root, `/${path}`, suggestion);
  // in the file that holds the list: docs.json, or the file its `redirects` pulls in with `$ref`
  const where = redirect && (relativePath(at.root.uri, redirect.uri) ?? redirect.uri);
  if (redirect) fix(`Add a redirect from /${path} to ${suggestion} in ${where}`, redirect.edit);
  return actions;
}

function titleFromPath(path: string): string {
  const last = path.slice(path.lastIndexOf('/') + 1).replace(/[-_]+/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}

// Quick fixes of a link to no page (link-missing-page): the closest page, create the page, add a redirect.
import { CodeAction, CodeActionKind, Diagnostic, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import * as jsonc from 'jsonc-parser';
import { Fix } from '../findings';
import { lastLineFromFirstOf, TextDocument } from '../text';
import { escapeLinkPath } from '../mdx/linkTargets';
import { DocsRoot } from '../project/fileIndex';
import { Project } from '../project/project';
import { joinUriInside } from '../workspace';
import { readDocument } from './documents';
import { pageAt, sameRange } from './pageLinkTargets';

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
  if (create !== undefined && project.workspace.version(create) === undefined)
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
  const redirect = suggestion && redirectEdit(project, at.root, `/${path}`, suggestion);
  if (redirect) fix(`Add a redirect from /${path} to ${suggestion} in docs.json`, redirect);
  return actions;
}

function titleFromPath(path: string): string {
  const last = path.slice(path.lastIndexOf('/') + 1).replace(/[-_]+/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}

function redirectEdit(
  project: Project,
  root: DocsRoot,
  source: string,
  destination: string,
): WorkspaceEdit | undefined {
  const doc = readDocument(project, root.configUri, 'json');
  if (!doc) return undefined;
  const text = doc.getText();
  const tree = jsonc.parseTree(text);
  if (!tree || tree.type !== 'object') return undefined;
  const existing = jsonc.findNodeAtLocation(tree, ['redirects']);
  const at = existing?.type === 'array' ? ['redirects', existing.children?.length ?? 0] : ['redirects'];
  const value = existing?.type === 'array' ? { source, destination } : [{ source, destination }];
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  const edits = jsonc.modify(text, at, value, {
    isArrayInsertion: existing?.type === 'array',
    formattingOptions: { insertSpaces: !indent.startsWith('\t'), tabSize: indent.startsWith('\t') ? 1 : indent.length },
  });
  return {
    changes: {
      [root.configUri]: edits.map((e) =>
        TextEdit.replace({ start: doc.positionAt(e.offset), end: doc.positionAt(e.offset + e.length) }, e.content),
      ),
    },
  };
}

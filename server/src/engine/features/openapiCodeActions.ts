// The action on an endpoint entry of docs.json: create the MDX page for the endpoint (the entry then lists the new
// page) at the path where the platform publishes the generated one, inside the docs root only.
import { CodeAction, CodeActionKind, Range, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { jsonStringContent } from '../docsjson';
import { endpointPagePaths } from '../siteSpecs';
import { endpointPageText } from '../siteSpecs';
import { referenceAt } from '../siteSpecs';
import { DEFAULT_DIRECTORY, inheritedSpecs, specUri } from '../siteSpecs';
import { Project } from '../project';
import { rangeOf } from '../text';
import { joinUriInside } from '../workspace';

/**
 * On a docs.json endpoint entry that resolves: create the page at `{directory}/{tag}/{slug}.mdx`, the path the platform
 * gives the generated page (numbered as it numbers equal ones), and list that page instead. Nothing is offered when
 * that path leaves the docs root (a `directory` or `x-mint.href` with `..`).
 */
export function endpointPageActions(project: Project, uri: string, range: Range): CodeAction[] {
  const at = referenceAt(project, uri, range.start);
  if (!at?.ref.entry || !at.config) return [];
  const resolution = at.resolver.resolve(at.ref);
  if (resolution.status !== 'found' || !('method' in resolution.target) || resolution.spec.remote) return [];
  const op = resolution.target;
  const spec = inheritedSpecs(at.config, at.ref.entry.parent).find(
    (s) => specUri(project, at.root, s.source) === resolution.spec.uri,
  );
  const index = resolution.spec.state.lookup?.index;
  const operations = index ? [...index.operations, ...index.webhooks] : [op];
  const pagePath = endpointPagePaths(operations, spec?.directory ?? DEFAULT_DIRECTORY).find((p) => p.op === op)?.path;
  const target = pagePath && joinUriInside(at.root.uri, `${pagePath}.mdx`);
  if (!pagePath || !target || !project.mayEdit(target) || project.workspace.version(target) !== undefined) return [];
  const edit: WorkspaceEdit = {
    documentChanges: [
      { kind: 'create', uri: target, options: { ignoreIfExists: true } },
      {
        textDocument: { uri: target, version: null },
        edits: [
          TextEdit.insert(
            { line: 0, character: 0 },
            endpointPageText(at.resolver.writtenPath(resolution.spec.uri), op),
          ),
        ],
      },
      {
        textDocument: { uri, version: null },
        edits: [
          TextEdit.replace(rangeOf(at.ref.doc, at.ref.start, at.ref.end - at.ref.start), jsonStringContent(pagePath)),
        ],
      },
    ],
  };
  return [
    {
      title: `Create the page ${pagePath}.mdx for ${op.method} ${op.path}`,
      kind: CodeActionKind.RefactorRewrite,
      edit,
    },
  ];
}

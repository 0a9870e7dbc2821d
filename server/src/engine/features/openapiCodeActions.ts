// Quick fixes and actions for spec references: name the spec file of an ambiguous reference, and create the MDX page
// for an endpoint entry of docs.json (the entry then lists the new page).
import { CodeAction, CodeActionKind, Diagnostic, Range, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { FixData } from '../findings';
import { endpointPageText, pageTitle, slugify } from '../openapi/generatedPage';
import { referenceAt } from '../openapi/targets';
import { DEFAULT_DIRECTORY, inheritedSpecs, specUri } from '../openapi/navigationSpecs';
import { Project } from '../project/project';
import { rangeOf } from '../text';
import { joinUri } from '../workspace';

export const OPENAPI_FIXERS = {
  addSpecFile: (_project: Project, uri: string, _doc: unknown, diagnostic: Diagnostic, data: FixData): CodeAction[] =>
    (data.specs as string[]).map((spec, i) => ({
      title: `Name the spec file: ${spec}`,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      isPreferred: i === 0,
      edit: { changes: { [uri]: [TextEdit.insert(diagnostic.range.start, `${spec} `)] } },
    })),
};

/** On a docs.json endpoint entry that resolves: create `{directory}/{slug}.mdx` for it and list that page instead. */
export function endpointPageActions(project: Project, uri: string, range: Range): CodeAction[] {
  const at = referenceAt(project, uri, range.start);
  if (!at?.ref.entry || !at.config) return [];
  const resolution = at.resolver.resolve(at.ref);
  if (resolution.status !== 'found' || !('method' in resolution.target) || resolution.spec.remote) return [];
  const op = resolution.target;
  const spec = inheritedSpecs(at.config, at.ref.entry.parent).find(
    (s) => specUri(project, at.root, s.source) === resolution.spec.uri,
  );
  const directory = (spec?.directory ?? DEFAULT_DIRECTORY).replace(/^\/+|\/+$/g, '');
  const pagePath = `${directory}/${slugify(pageTitle(op))}`;
  const target = joinUri(at.root.uri, `${pagePath}.mdx`);
  if (project.workspace.version(target) !== undefined) return [];
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
        edits: [TextEdit.replace(rangeOf(at.ref.doc, at.ref.start, at.ref.end - at.ref.start), pagePath)],
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

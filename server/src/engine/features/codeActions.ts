// Quick fixes, driven by each diagnostic's `code` and `data` (never by its message).
import * as jsonc from 'jsonc-parser';
import { CodeAction, CodeActionKind, Diagnostic, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { FixData } from '../findings';
import { Project } from '../project/project';
import { TextDocument } from '../text';
import { joinUri } from '../workspace';
import { configDocument, readDocument } from './documents';
import { OPENAPI_FIXERS } from './openapiCodeActions';
import { PAGE_LINK_FIXERS } from './pageLinks';

type Fixer = (project: Project, uri: string, doc: TextDocument, diagnostic: Diagnostic, data: FixData) => CodeAction[];

const FIXERS: Record<string, Fixer> = {
  replace: (_project, uri, _doc, diagnostic, data) =>
    (data.replacements as string[]).map((replacement) =>
      quickFix(
        `Change to ${replacement}`,
        diagnostic,
        { changes: { [uri]: [TextEdit.replace(diagnostic.range, replacement)] } },
        true,
      ),
    ),

  renameKey: (_project, uri, _doc, diagnostic, data) => [
    quickFix(
      `Rename to "${data.key}"`,
      diagnostic,
      { changes: { [uri]: [TextEdit.replace(diagnostic.range, JSON.stringify(data.key))] } },
      true,
    ),
  ],

  removeProperty: (_project, uri, doc, diagnostic) => {
    const text = doc.getText();
    const tree = jsonc.parseTree(text);
    const keyNode = tree && jsonc.findNodeAtOffset(tree, doc.offsetAt(diagnostic.range.start) + 1);
    const valueNode = keyNode?.parent?.type === 'property' ? keyNode.parent.children?.[1] : undefined;
    if (!keyNode || !valueNode) return [];
    const edits = jsonc.modify(text, jsonc.getNodePath(valueNode), undefined, {
      formattingOptions: detectFormatting(text),
    });
    const textEdits = edits.map((e) =>
      TextEdit.replace({ start: doc.positionAt(e.offset), end: doc.positionAt(e.offset + e.length) }, e.content),
    );
    const key = keyNode.value as string;
    return [quickFix(`Remove "${key}"`, diagnostic, { changes: { [uri]: textEdits } }, true)];
  },

  createPage: (project, uri, doc, diagnostic, data) => {
    const actions = FIXERS.replace(project, uri, doc, diagnostic, data).map((a) => ({
      ...a,
      title: `Change to "${(data.replacements as string[])[0]}"`,
    }));
    const root = project.index.rootOf(uri);
    if (!root) return actions;
    const target = joinUri(root.uri, data.path as string);
    if (project.workspace.version(target) !== undefined) return actions;
    const content = `---\ntitle: ${JSON.stringify(data.title)}\n---\n\n`;
    const edit: WorkspaceEdit = {
      documentChanges: [
        { kind: 'create', uri: target, options: { ignoreIfExists: true } },
        { textDocument: { uri: target, version: null }, edits: [TextEdit.insert({ line: 0, character: 0 }, content)] },
      ],
    };
    return [...actions, quickFix(`Create ${data.path}`, diagnostic, edit, actions.length === 0)];
  },

  ...OPENAPI_FIXERS,
  ...PAGE_LINK_FIXERS,
};

export function getCodeActions(project: Project, uri: string, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const doc = configDocument(project, uri)?.doc ?? readDocument(project, uri);
  if (!doc) return [];
  return diagnostics.flatMap((diagnostic) => {
    const data = diagnostic.data as FixData | undefined;
    const fixer = data && typeof data === 'object' ? FIXERS[data.fix] : undefined;
    return fixer ? fixer(project, uri, doc, diagnostic, data!) : [];
  });
}

function quickFix(title: string, diagnostic: Diagnostic, edit: WorkspaceEdit, isPreferred: boolean): CodeAction {
  return { title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit, isPreferred };
}

function detectFormatting(text: string): jsonc.FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

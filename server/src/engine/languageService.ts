// The language service: every feature as a function of the engine state, with no knowledge of LSP connections or
// editors. The server, the CLI and the tests all drive this one object.
import { CodeAction, CompletionList, Diagnostic, DocumentLink, DocumentSymbol, Hover, LocationLink, Position, WorkspaceEdit } from 'vscode-languageserver-types';
import { doComplete } from './features/completion';
import { getCodeActions } from './features/codeActions';
import { DiagnosticsComputer } from './features/diagnostics';
import { doHover } from './features/hover';
import { findDefinition, findDocumentLinks } from './features/links';
import { FileRename, getRenameFilesEdits } from './features/renameFiles';
import { findDocumentSymbols } from './features/symbols';
import { Logger, silentLogger } from './logger';
import { DocsRoot } from './project/fileIndex';
import { Project } from './project/project';
import { PartialSettings, Settings } from './settings';
import { Workspace } from './workspace';

export interface LanguageServiceOptions {
  readonly workspace: Workspace;
  /** Settings from the editor or the command line; docs-lsp.json files in the workspace lie beneath them. */
  readonly settings?: PartialSettings;
  readonly logger?: Logger;
}

export type FileChangeKind = 'created' | 'changed' | 'deleted';

export interface LanguageService {
  getDocsRoots(): readonly DocsRoot[];
  /** Every file of the given roots (default: all) that can have diagnostics (for `check` and the workspace scope). */
  getFilesToCheck(roots?: readonly DocsRoot[]): string[];
  getDiagnostics(uri: string): Diagnostic[];
  doComplete(uri: string, position: Position): CompletionList;
  doHover(uri: string, position: Position): Hover | null;
  findDefinition(uri: string, position: Position): LocationLink[];
  findDocumentLinks(uri: string): DocumentLink[];
  findDocumentSymbols(uri: string): DocumentSymbol[];
  getCodeActions(uri: string, diagnostics: readonly Diagnostic[]): CodeAction[];
  getRenameFilesEdits(renames: readonly FileRename[]): WorkspaceEdit | null;
  /** Files changed outside the editor (created, changed, deleted): updates the file index. */
  filesChanged(changes: readonly { uri: string; kind: FileChangeKind }[]): void;
  updateSettings(settings: PartialSettings | undefined): void;
  settingsFor(uri: string): Settings;
}

export function createLanguageService(options: LanguageServiceOptions): LanguageService {
  const project = new Project(options.workspace, options.settings, options.logger ?? silentLogger);
  const diagnostics = new DiagnosticsComputer(project);
  return {
    getDocsRoots: () => project.index.getRoots(),
    getFilesToCheck: (roots = project.index.getRoots()) => roots.flatMap((root) => diagnostics.filesToCheck(root)),
    getDiagnostics: (uri) => diagnostics.diagnostics(uri),
    doComplete: (uri, position) => doComplete(project, uri, position),
    doHover: (uri, position) => doHover(project, uri, position),
    findDefinition: (uri, position) => findDefinition(project, uri, position),
    findDocumentLinks: (uri) => findDocumentLinks(project, uri),
    findDocumentSymbols: (uri) => findDocumentSymbols(project, uri),
    getCodeActions: (uri, diags) => getCodeActions(project, uri, diags),
    getRenameFilesEdits: (renames) => getRenameFilesEdits(project, renames),
    filesChanged: (changes) => project.index.filesCreatedOrDeleted(changes.filter((c) => c.kind !== 'changed').map((c) => ({ uri: c.uri, created: c.kind === 'created' }))),
    updateSettings: (settings) => project.setEditorSettings(settings),
    settingsFor: (uri) => project.settingsFor(project.index.rootOf(uri)?.uri ?? uri),
  };
}

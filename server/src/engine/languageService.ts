// The language service: every feature as a function of the engine state, with no knowledge of LSP connections or
// editors. The server, the CLI and the tests all drive this one object.
import {
  CodeAction,
  CodeLens,
  CompletionList,
  Diagnostic,
  DocumentLink,
  DocumentSymbol,
  Hover,
  Location,
  LocationLink,
  Position,
  Range,
  WorkspaceEdit,
} from 'vscode-languageserver-types';
import { getCodeActions } from './features/codeActions';
import { DiagnosticsComputer } from './features/diagnostics';
import { documentKind, FEATURES } from './features/documentKinds';
import { FileRename, getRenameFilesEdits } from './features/renameFiles';
import { Logger, silentLogger } from './logger';
import { SpecLoader } from './spec/specLoader';
import { FetchText } from './spec/remote';
import { DocsRoot } from './project/fileIndex';
import { Project } from './project/project';
import { PartialSettings, Settings } from './settings';
import { Workspace } from './workspace';

export interface LanguageServiceOptions {
  readonly workspace: Workspace;
  /** Settings from the editor or the command line; docs-lsp.json files in the workspace lie beneath them. */
  readonly settings?: PartialSettings;
  readonly logger?: Logger;
  /** Where specs are analysed: in-process by default; the server passes a worker-thread loader. */
  readonly specLoader?: SpecLoader;
  /** Downloads remote specs (tests pass their own). */
  readonly fetchText?: FetchText;
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
  /** Quick fixes for `diagnostics`; with a `range`, also the actions available there (create an endpoint's page). */
  getCodeActions(uri: string, diagnostics: readonly Diagnostic[], range?: Range): CodeAction[];
  /** From a spec's operation, webhook or schema: the docs.json entries and pages that reference it. */
  findReferences(uri: string, position: Position): Location[];
  getCodeLenses(uri: string): CodeLens[];
  /** Called with the files whose diagnostics changed because a spec finished loading in the background. */
  onDidChangeSpecResults(listener: (uris: string[]) => void): void;
  /** Starts loading every spec of the roots (default: all) and resolves when all of them are loaded. */
  loadSpecs(roots?: readonly DocsRoot[]): Promise<void>;
  dispose(): void;
  getRenameFilesEdits(renames: readonly FileRename[]): WorkspaceEdit | null;
  /** Files changed outside the editor (created, changed, deleted): updates the file index. */
  filesChanged(changes: readonly { uri: string; kind: FileChangeKind }[]): void;
  updateSettings(settings: PartialSettings | undefined): void;
  settingsFor(uri: string): Settings;
}

export function createLanguageService(options: LanguageServiceOptions): LanguageService {
  const project = new Project(options.workspace, options.settings, options.logger ?? silentLogger, {
    loader: options.specLoader,
    fetchText: options.fetchText,
  });
  const diagnostics = new DiagnosticsComputer(project);
  const featuresOf = (uri: string) => FEATURES[documentKind(project, uri)];
  const specListeners: ((uris: string[]) => void)[] = [];
  project.specs.onDidUpdate((spec, indexChanged) => {
    const uris = indexChanged ? [spec, ...diagnostics.openapi.dependentsOf(spec)] : [spec];
    for (const listener of specListeners) listener(uris);
  });
  return {
    getDocsRoots: () => project.index.getRoots(),
    getFilesToCheck: (roots = project.index.getRoots()) => roots.flatMap((root) => diagnostics.filesToCheck(root)),
    getDiagnostics: (uri) => diagnostics.diagnostics(uri),
    doComplete: (uri, position) =>
      featuresOf(uri).complete?.(project, uri, position) ?? { isIncomplete: false, items: [] },
    doHover: (uri, position) => featuresOf(uri).hover?.(project, uri, position) ?? null,
    findDefinition: (uri, position) => featuresOf(uri).definition?.(project, uri, position) ?? [],
    findDocumentLinks: (uri) => featuresOf(uri).links?.(project, uri) ?? [],
    findDocumentSymbols: (uri) => featuresOf(uri).symbols?.(project, uri) ?? [],
    getCodeActions: (uri, diags, range) => [
      ...getCodeActions(project, uri, diags),
      ...((range && featuresOf(uri).actions?.(project, uri, range)) || []),
    ],
    findReferences: (uri, position) => featuresOf(uri).references?.(project, uri, position) ?? [],
    getCodeLenses: (uri) => featuresOf(uri).codeLenses?.(project, uri) ?? [],
    onDidChangeSpecResults: (listener) => void specListeners.push(listener),
    loadSpecs: async (roots = project.index.getRoots()) => {
      for (const root of roots) diagnostics.openapi.startLoading(root, project.config(root)?.config);
      await project.specs.whenIdle();
    },
    dispose: () => project.specs.dispose(),
    getRenameFilesEdits: (renames) => getRenameFilesEdits(project, renames),
    filesChanged: (changes) =>
      project.index.filesCreatedOrDeleted(
        changes.filter((c) => c.kind !== 'changed').map((c) => ({ uri: c.uri, created: c.kind === 'created' })),
      ),
    updateSettings: (settings) => project.setEditorSettings(settings),
    settingsFor: (uri) => project.settingsFor(project.index.rootOf(uri)?.uri ?? uri),
  };
}

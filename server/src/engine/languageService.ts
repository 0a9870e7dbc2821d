// The language service: every feature as a function of the engine state, with no knowledge of LSP connections or
// editors. The server, the CLI and the tests all drive this one object.
import {
  CodeAction,
  CodeLens,
  CompletionItem,
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
import { getCodeActions, upgradeToDocsJsonEdit } from './features';
import { isLegacyConfig } from './docsjson';
import { DiagnosticsComputer } from './features';
import type { BaselineComparison } from './features';
export type { BaselineComparison };
import { documentKind, FEATURES } from './features';
import { FileRename, getRenameFilesEdits } from './features';
import { HeadingRenameTarget, RenameRefusal } from './features';
export type { HeadingRenameTarget, RenameRefusal };
import { editNavigation } from './features';
import { NavigationTreeBuilder } from './features';
import { resolvePageLinkItem } from './features';
import { Logger, silentLogger } from './logger';
import { allNavigationSpecs, specUri } from './siteSpecs';
import type {
  NavigationEditParams,
  NavigationEditResult,
  NavigationRoot,
} from '../../../shared/src/protocol/navigationTree';
import { SpecLoader } from './openapiDocument';
import { FetchText } from './openapiDocument';
import { externalLinkRequests, siteExternalLinks } from './rules';
import type { ExternalLinkChecker, PageParser } from './project';
import { fileUriOf, isPageFile } from './project';
import { DocsRoot } from './project';
import { Project } from './project';
import { PageParseOptions, parsePagesInWorkers } from './project';
import { readViewedPaths } from './project';
import { PartialSettings, Settings } from './settings';
import { Workspace } from './workspace';

export interface LanguageServiceOptions {
  readonly workspace: Workspace;
  /** Settings from the editor or the command line; docs-lsp.json files in the workspace lie beneath them. */
  readonly settings?: PartialSettings;
  readonly logger?: Logger;
  /** Where specs are analysed: in-process by default; the server passes a worker-thread loader. */
  readonly specLoader?: SpecLoader;
  /**
   * Where expensive pages are parsed: in-process by default; the server passes a worker-thread parser, so that a
   * page micromark reads for seconds never holds up another request (PageBodies says which pages go there).
   */
  readonly pageParser?: PageParser;
  /** Downloads remote specs (tests pass their own). */
  readonly fetchText?: FetchText;
  /**
   * Requests external links (the CLI's HTTP client and disk cache; tests pass their own). Used only while the
   * settings say `externalLinks.check`; without one, no external link is checked.
   */
  readonly externalLinkChecker?: ExternalLinkChecker;
  /**
   * Whether the editor asks for a completion item's details when it shows the item (`resolveCompletionItem`): then
   * a linked page's title is left out of the list (default). An editor that never asks gets them in the list.
   */
  readonly completionDetailsOnResolve?: boolean;
}

export type FileChangeKind = 'created' | 'changed' | 'deleted';

/** What `checkExternalLinks` did: URLs are counted once per docs root, links once each. */
export interface ExternalLinkSummary {
  /** External links written in pages and docs.json. */
  readonly links: number;
  /** Different URLs (their `#fragment` aside) that were to be checked. */
  readonly urls: number;
  /** URLs requested in this run. */
  readonly checked: number;
  /** URLs answered from the cache (on disk, or from earlier in this process) while fresh. */
  readonly cached: number;
  /** URLs never requested: excluded by pattern, placeholder hosts, this machine or private addresses. */
  readonly skipped: number;
  /** URLs requested without a sure answer (rate limited, too slow, a server error): not reported. */
  readonly unchecked: number;
}

export interface LanguageService {
  getDocsRoots(): readonly DocsRoot[];
  /** Every file of the given roots (default: all) that can have diagnostics (for `check` and the workspace scope). */
  getFilesToCheck(roots?: readonly DocsRoot[]): string[];
  getDiagnostics(uri: string): Diagnostic[];
  /**
   * Every problem of a docs root measured against the baseline at `path` from the root: the problems it does not
   * record, how many it records that are still there and how many are gone (or why it cannot be used).
   */
  compareWithBaseline(root: DocsRoot, path: string): BaselineComparison;
  /** The text of a baseline recording every problem of a docs root now (suppressions and `ignore` applied). */
  getBaseline(root: DocsRoot): { text: string; problems: number; files: number };
  doComplete(uri: string, position: Position): CompletionList;
  /** What an item of `doComplete` leaves to be read when the editor shows it (a linked page's title); others as is. */
  resolveCompletionItem(item: CompletionItem): CompletionItem;
  doHover(uri: string, position: Position): Hover | null;
  findDefinition(uri: string, position: Position): LocationLink[];
  findDocumentLinks(uri: string): DocumentLink[];
  findDocumentSymbols(uri: string): DocumentSymbol[];
  /** Quick fixes for `diagnostics`; with a `range`, also the actions available there (create an endpoint's page). */
  getCodeActions(uri: string, diagnostics: readonly Diagnostic[], range?: Range): CodeAction[];
  /** From a spec's operation, webhook or schema: the docs.json entries and pages that reference it. */
  findReferences(uri: string, position: Position): Location[];
  getCodeLenses(uri: string): CodeLens[];
  /** Rename symbol (a heading of a page): what can be renamed at the position, or why not; null: nothing there. */
  prepareRename(uri: string, position: Position): HeadingRenameTarget | RenameRefusal | null;
  /** The edits that rename the symbol at the position (a heading and the links to its anchor), or why not. */
  rename(uri: string, position: Position, newName: string): WorkspaceEdit | RenameRefusal | null;
  /** Called with the files whose diagnostics changed because a spec (or a `$schema` URL, an external link, a page
   * parsed by the page parser) finished loading in the background. */
  onDidChangeSpecResults(listener: (uris: string[]) => void): void;
  /**
   * Whether the page's body is being parsed by the page parser: its diagnostics meanwhile lack what its body gives
   * (the server publishes none for it; `onDidChangeSpecResults` names it when the body is there).
   */
  isParsing(uri: string): boolean;
  /**
   * Checks the external links of the roots (default: all) whose settings say `externalLinks.check`, with the checker
   * given, and resolves when every URL is answered; `onProgress` hears each answer (done of total URLs).
   */
  checkExternalLinks(
    roots?: readonly DocsRoot[],
    onProgress?: (done: number, total: number) => void,
  ): Promise<ExternalLinkSummary>;
  /** Starts loading every spec of the roots (default: all) and resolves when all of them are loaded. */
  loadSpecs(roots?: readonly DocsRoot[]): Promise<void>;
  /** Parses the pages of the roots before a whole-site check asks for their diagnostics: in process, and in up to
   * `threads` parsers (the main thread and worker threads running `script`, dist/pageWorker.js) when the site's text
   * makes them pay (the main thread measures itself first); what workers cannot parse is parsed in process when
   * asked for. How many pages workers parsed. */
  parsePages(roots: readonly DocsRoot[], script: string, threads: number, options?: PageParseOptions): Promise<number>;
  dispose(): void;
  /** `warn`: why a reference is left as it is (a snippet's link that no single link can replace). */
  getRenameFilesEdits(renames: readonly FileRename[], warn?: (message: string) => void): WorkspaceEdit | null;
  /** The docs.json to write beside each root still configured by mint.json, by that mint.json's URI. */
  getUpgradeToDocsJsonEdits(): Map<string, WorkspaceEdit>;
  /** Files changed outside the editor (created, changed, deleted): updates the file index. */
  filesChanged(changes: readonly { uri: string; kind: FileChangeKind }[]): void;
  updateSettings(settings: PartialSettings | undefined): void;
  /** Paths readers viewed, from the editor's analytics (checked here), for analytics-dead-path; undefined: none. */
  setViewedPaths(viewedPaths: unknown): void;
  settingsFor(uri: string): Settings;
  /** The navigation as the site renders it, of the docs root holding `uri` (default: every root); `parent` and
   * `depth` choose a part of it (NavigationTreeParams). */
  getNavigationTree(uri?: string, part?: { parent?: string; depth?: number }): NavigationRoot[];
  /** The docs roots whose navigation tree a change of these files may have changed. */
  navigationChangedBy(uris: readonly string[]): string[];
  /** A move, new page, rename or removal from a navigation tree view, as one workspace edit (or why not). */
  editNavigation(params: NavigationEditParams): NavigationEditResult;
}

export function createLanguageService(options: LanguageServiceOptions): LanguageService {
  const project = new Project(options.workspace, options.settings, options.logger ?? silentLogger, {
    loader: options.specLoader,
    fetchText: options.fetchText,
    externalLinkChecker: options.externalLinkChecker,
    pageParser: options.pageParser,
  });
  const diagnostics = new DiagnosticsComputer(project);
  const featuresOf = (uri: string) => FEATURES[documentKind(project, uri)];
  const specListeners: ((uris: string[]) => void)[] = [];
  const navigationTrees = new NavigationTreeBuilder(project, diagnostics);
  project.specs.onDidUpdate((spec, indexChanged) => {
    const uris = indexChanged ? [spec, ...diagnostics.openapi.dependentsOf(spec)] : [spec];
    for (const listener of specListeners) listener(uris);
  });
  // a page parsed in the worker: the page is published (every open document is checked again with it)
  project.bodies.onDidParse((uri) => {
    for (const listener of specListeners) listener([uri]);
  });
  // external links answered (in the background): the files that link to them are checked again
  project.externalLinks.onDidUpdate((uris) => {
    for (const listener of specListeners) listener(uris);
  });
  // a `$schema` URL downloaded (or failed): the settings of every docs.json are checked again
  project.remoteSchemas.onDidUpdate(() => {
    const uris = project.index.getRoots().map((root) => root.configUri);
    for (const listener of specListeners) listener(uris);
  });
  return {
    getDocsRoots: () => project.index.getRoots(),
    getFilesToCheck: (roots = project.index.getRoots()) => roots.flatMap((root) => diagnostics.filesToCheck(root)),
    getDiagnostics: (uri) => diagnostics.diagnostics(uri),
    compareWithBaseline: (root, path) => diagnostics.compareWithBaseline(root, path),
    getBaseline: (root) => diagnostics.baselineOf(root),
    doComplete: (uri, position) => {
      const list = featuresOf(uri).complete?.(project, uri, position) ?? { isIncomplete: false, items: [] };
      if (options.completionDetailsOnResolve !== false) return list;
      return { ...list, items: list.items.map((item) => resolvePageLinkItem(project, item)) };
    },
    resolveCompletionItem: (item) => resolvePageLinkItem(project, item),
    doHover: (uri, position) => featuresOf(uri).hover?.(project, uri, position) ?? null,
    findDefinition: (uri, position) => featuresOf(uri).definition?.(project, uri, position) ?? [],
    findDocumentLinks: (uri) => featuresOf(uri).links?.(project, uri) ?? [],
    findDocumentSymbols: (uri) => featuresOf(uri).symbols?.(project, uri) ?? [],
    getCodeActions: (uri, diags, range) =>
      [...getCodeActions(project, uri, diags), ...((range && featuresOf(uri).actions?.(project, uri, range)) || [])]
        // the last check of every edit the engine offers: each file it creates or changes is the site's own
        .filter((action) => !action.edit || mayApply(project, action.edit)),
    findReferences: (uri, position) => featuresOf(uri).references?.(project, uri, position) ?? [],
    getCodeLenses: (uri) => featuresOf(uri).codeLenses?.(project, uri) ?? [],
    prepareRename: (uri, position) => featuresOf(uri).prepareRename?.(project, uri, position) ?? null,
    rename: (uri, position, newName) => {
      const result = featuresOf(uri).rename?.(project, uri, position, newName) ?? null;
      return result && !('refused' in result) && !mayApply(project, result) ? { refused: NOT_THE_SITES } : result;
    },
    onDidChangeSpecResults: (listener) => void specListeners.push(listener),
    isParsing: (uri) => project.bodies.isParsing(uri),
    checkExternalLinks: (roots = project.index.getRoots(), onProgress) =>
      checkExternalLinks(project, roots, onProgress),
    loadSpecs: async (roots = project.index.getRoots()) => {
      for (const root of roots) {
        diagnostics.openapi.startLoading(root, project.config(root)?.config);
        diagnostics.configFindings(root); // starts the download of a `$schema` URL
      }
      await Promise.all([project.specs.whenIdle(), project.remoteSchemas.whenIdle()]);
    },
    parsePages: (roots, script, threads, parseOptions) => {
      const pages = roots.flatMap((root) => [...root.files].filter(isPageFile).map((path) => fileUriOf(root, path)));
      // the frontmatter (read by every rule on pages) is parsed here meanwhile, from the same read
      const besideRead = (uri: string) => void project.frontmatter.get(uri);
      const sizeOf = (uri: string) => options.workspace.size?.(uri) ?? 0;
      return parsePagesInWorkers(project.bodies, pages, script, threads, besideRead, sizeOf, parseOptions);
    },
    dispose: () => {
      project.specs.dispose();
      options.pageParser?.dispose();
    },
    getRenameFilesEdits: (renames, warn = () => {}) => {
      const edit = getRenameFilesEdits(project, renames, warn);
      return edit && withoutForeignFiles(project, edit, warn);
    },
    getUpgradeToDocsJsonEdits: () => {
      const edits = new Map<string, WorkspaceEdit>();
      for (const root of project.index.getRoots()) {
        const edit = isLegacyConfig(root.configUri) ? upgradeToDocsJsonEdit(project, root.configUri) : undefined;
        if (edit && mayApply(project, edit)) edits.set(root.configUri, edit);
      }
      return edits;
    },
    filesChanged: (changes) => {
      for (const change of changes) navigationTrees.forget(change.uri);
      project.index.filesCreatedOrDeleted(
        changes.filter((c) => c.kind !== 'changed').map((c) => ({ uri: c.uri, created: c.kind === 'created' })),
      );
    },
    updateSettings: (settings) => project.setEditorSettings(settings),
    setViewedPaths: (viewedPaths) => (project.viewedPaths = readViewedPaths(viewedPaths)),
    settingsFor: (uri) => project.settingsFor(project.index.rootOf(uri)?.uri ?? uri),
    getNavigationTree: (uri, part) => {
      const roots = project.index.getRoots();
      const chosen = uri === undefined ? roots : roots.filter((r) => r.uri === uri || project.index.rootOf(uri) === r);
      return chosen.map((root) => navigationTrees.build(root, part?.parent, part?.depth));
    },
    navigationChangedBy: (uris) => {
      const changed = new Set<string>();
      for (const root of project.index.getRoots()) {
        const config = project.config(root)?.config;
        const files = new Set(config?.files.map((f) => f.uri) ?? [root.configUri]);
        for (const spec of config ? allNavigationSpecs(config) : [])
          files.add(specUri(project, root, spec.source) ?? '');
        const touched = (uri: string) =>
          files.has(uri) ||
          (isPageFile(uri) ? navigationTrees.pageChanged(uri) : diagnostics.openapi.dependentsOf(uri).length > 0);
        if (uris.some(touched)) changed.add(root.uri);
      }
      return [...changed];
    },
    editNavigation: (params) => {
      const result = editNavigation(project, params);
      return 'edit' in result && !mayApply(project, result.edit) ? { refused: NOT_THE_SITES } : result;
    },
  };
}

const NOT_THE_SITES =
  "The change would write to a file that is not the site's own (outside the docs root, through a symbolic link, " +
  'or under node_modules/): nothing was changed.';

/** Every URI a workspace edit creates, changes, renames (both names) or deletes. */
function editedUris(edit: WorkspaceEdit): string[] {
  const uris = Object.keys(edit.changes ?? {});
  for (const change of edit.documentChanges ?? []) {
    if (!('kind' in change)) uris.push(change.textDocument.uri);
    else if (change.kind === 'rename') uris.push(change.oldUri, change.newUri);
    else uris.push(change.uri);
  }
  return uris;
}

/** Whether every file an edit touches may be edited (Project.mayEdit). */
function mayApply(project: Project, edit: WorkspaceEdit): boolean {
  return editedUris(edit).every((uri) => project.mayEdit(uri));
}

/** A file-rename edit without its changes of files that are not the site's own, each left out with a warning. */
function withoutForeignFiles(project: Project, edit: WorkspaceEdit, warn: (message: string) => void): WorkspaceEdit {
  const foreign = new Set(editedUris(edit).filter((uri) => !project.mayEdit(uri)));
  if (foreign.size === 0) return edit;
  for (const uri of foreign) warn(`${uri} is left as it is: it is not the site's own (a link out of the docs root?)`);
  const changes = edit.changes && Object.fromEntries(Object.entries(edit.changes).filter(([uri]) => !foreign.has(uri)));
  const documentChanges = edit.documentChanges?.filter(
    (change) => !editedUris({ documentChanges: [change] }).some((uri) => foreign.has(uri)),
  );
  return { ...(changes && { changes }), ...(documentChanges && { documentChanges }) };
}

async function checkExternalLinks(
  project: Project,
  roots: readonly DocsRoot[],
  onProgress?: (done: number, total: number) => void,
): Promise<ExternalLinkSummary> {
  const summary = { links: 0, urls: 0, checked: 0, cached: 0, skipped: 0, unchecked: 0 };
  const store = project.externalLinks;
  if (!store.available) return summary;
  const work = roots.flatMap((root) => {
    const settings = project.settingsFor(root.uri);
    if (!settings.externalLinks.check) return [];
    const uses = siteExternalLinks(project, root);
    const { requests, excluded } = externalLinkRequests(uses, settings, project.allowedHosts());
    summary.links += uses.length;
    summary.urls += requests.length + excluded;
    summary.skipped += excluded;
    return [{ root, requests }];
  });
  const total = work.reduce((n, { requests }) => n + requests.length, 0);
  let done = 0;
  for (const { root, requests } of work) {
    const fresh = new Set(requests.filter((r) => store.get(r.url) !== undefined).map((r) => r.url));
    await store.checkAll(root.uri, requests, () => onProgress?.(++done, total));
    for (const { url } of requests) {
      const answer = store.get(url);
      if (!answer) continue;
      if (answer.result.kind === 'skipped') summary.skipped++;
      else if (answer.cached || (fresh.has(url) && answer.expires > Date.now())) summary.cached++;
      else summary.checked++;
      if (answer.result.kind === 'unchecked') summary.unchecked++;
    }
  }
  return summary;
}

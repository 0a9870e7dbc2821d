// The LSP transport: wires requests to the language service. Handlers stay thin; results for a document version
// that has moved on are dropped; an edit is validated on the next turn of the event loop (bursts that arrive
// together merge), never after a timer.
import { VIEWED_PATHS_NOTIFICATION } from '../../../shared/src/analytics/viewedPaths';
import { version } from '../../../package.json';
import {
  CancellationToken,
  CodeActionKind,
  Diagnostic,
  ErrorCodes,
  LSPErrorCodes,
  ResponseError,
  Connection,
  createConnection,
  DidChangeConfigurationNotification,
  DocumentDiagnosticReportKind,
  FileChangeType,
  InitializeParams,
  InitializeResult,
  ProposedFeatures,
  TextDocuments,
  TextDocumentSyncKind,
} from 'vscode-languageserver/node';
import * as path from 'node:path';
import { URI } from 'vscode-uri';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService, LanguageService, RenameRefusal } from '../engine/languageService';
import { createHttpChecker } from '../externalLinks/httpChecker';
import { PartialSettings } from '../engine/settings';
import { fileUri } from '../engine/workspace';
import { WorkerSpecLoader } from '../engine/openapiDocument';
import { WorkerPageParser } from '../engine/project';
import { ServerWorkspace } from './serverWorkspace';
import {
  NAVIGATION_CHANGED_NOTIFICATION,
  NAVIGATION_EDIT_REQUEST,
  NAVIGATION_TREE_REQUEST,
  NavigationEditParams,
  NavigationTreeParams,
  NavigationTreeResult,
} from '../../../shared/src/protocol/navigationTree';

/** The command "Upgrade to docs.json" (the VS Code client registers the server's commands). */
export const UPGRADE_COMMAND = 'docsLsp.upgradeToDocsJson';

export function startServer(connection: Connection = createConnection(ProposedFeatures.all)): void {
  const documents = new TextDocuments(TextDocument);
  let service: LanguageService;
  let pullDiagnostics = false;
  let configurationPull = false;
  let workspaceScope = false;
  const pending = new Set<string>();
  let scheduled = false;
  /** What was last published per URI, to skip identical re-publishes and to clear files that left the scope. */
  const published = new Map<string, string>();
  /** Whether a client asked for the navigation tree: only then is it told when a tree changed. */
  let navigationWatched = false;
  /** The local or private hosts the user lets requests reach (`docsLsp.openapi.allowedHosts`). */
  let allowedHosts: readonly string[] = [];

  const updateSettings = (settings: PartialSettings | undefined) => {
    allowedHosts = hostsOf(settings);
    service.updateSettings(settings);
  };

  const logger = {
    info: (m: string) => connection.console.info(m),
    warn: (m: string) => connection.console.warn(m),
    error: (m: string) => connection.console.error(m),
  };

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const folders =
      params.workspaceFolders?.map((f) => f.uri) ??
      (params.rootUri ? [params.rootUri] : params.rootPath ? [fileUri(params.rootPath)] : []);
    const settings = params.initializationOptions as PartialSettings | undefined;
    // specs are parsed, indexed and validated in a worker (dist/specWorker.js beside this bundle)
    const specLoader = new WorkerSpecLoader(path.join(__dirname, 'specWorker.js'));
    allowedHosts = hostsOf(settings);
    service = createLanguageService({
      workspace: new ServerWorkspace(folders, documents),
      settings,
      logger,
      specLoader,
      // a page micromark would read for more than a moment is parsed in a worker too (dist/pageWorker.js), so that
      // it never holds up the requests of other files; its diagnostics follow when it is parsed
      pageParser: new WorkerPageParser(path.join(__dirname, 'pageWorker.js')),
      // used only while the user's `docsLsp.externalLinks.check` is on: a page's links are requested in the
      // background, once per URL until the answer expires, and the files that link to them are validated again
      externalLinkChecker: createHttpChecker({
        allowedHosts: () => allowedHosts,
        warn: (message) => logger.warn(message),
      }),
      // a client that does not say it resolves an item's detail (Neovim's own completion) gets the details at once
      completionDetailsOnResolve:
        params.capabilities.textDocument?.completion?.completionItem?.resolveSupport?.properties.includes('detail') ??
        false,
    });
    service.onDidChangeSpecResults((uris) => schedule(uris));
    workspaceScope = settings?.diagnostics?.scope === 'workspace';
    pullDiagnostics = params.capabilities.textDocument?.diagnostic !== undefined;
    configurationPull = params.capabilities.workspace?.configuration === true;
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        // `#`, `(` and `'`: anchors and link targets in pages, snippet imports; a linked page's title on resolve
        completionProvider: { triggerCharacters: ['"', '/', ' ', ':', '#', '(', "'", '<'], resolveProvider: true },
        hoverProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        renameProvider: { prepareProvider: true },
        codeLensProvider: { resolveProvider: false },
        documentLinkProvider: { resolveProvider: false },
        documentSymbolProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.RefactorRewrite] },
        executeCommandProvider: { commands: [UPGRADE_COMMAND] },
        ...(pullDiagnostics
          ? { diagnosticProvider: { interFileDependencies: true, workspaceDiagnostics: false } }
          : {}),
        workspace: {
          fileOperations: {
            willRename: {
              filters: [
                // pages, and the JSON and YAML files that docs.json pulls in with `$ref` or names as specs
                { pattern: { glob: '**/*.{mdx,md,json,yaml,yml}', matches: 'file' } },
                { pattern: { glob: '**/*', matches: 'folder' } },
              ],
            },
          },
        },
      },
      serverInfo: { name: 'docs-lsp', version },
    };
  });

  connection.onInitialized(async () => {
    if (configurationPull) {
      await connection.client
        .register(DidChangeConfigurationNotification.type, { section: 'docsLsp' })
        .catch(() => undefined);
      await loadConfiguration();
    }
    if (workspaceScope) publishWorkspace();
  });

  async function loadConfiguration(): Promise<void> {
    if (!configurationPull) return;
    const settings = (await connection.workspace.getConfiguration('docsLsp').catch(() => undefined)) as
      PartialSettings | undefined;
    if (settings) {
      updateSettings(settings);
      workspaceScope = settings.diagnostics?.scope === 'workspace';
    }
  }

  /** Validates changed documents and everything that depends on them, once per turn of the event loop. */
  function schedule(uris: Iterable<string>): void {
    for (const uri of uris) pending.add(uri);
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      const batch = [...pending];
      pending.clear();
      notifyNavigation(batch);
      if (pullDiagnostics) {
        void connection.languages.diagnostics.refresh();
        return;
      }
      // Dependents: page diagnostics depend on docs.json and the reverse, so every open document is re-checked.
      const targets = new Set(batch);
      for (const doc of documents.all()) targets.add(doc.uri);
      for (const uri of targets) publish(uri);
      publishWorkspace();
    });
  }

  function notifyNavigation(uris: readonly string[]): void {
    if (!navigationWatched || uris.length === 0) return;
    for (const rootUri of safely(() => service.navigationChangedBy(uris), []))
      void connection.sendNotification(NAVIGATION_CHANGED_NOTIFICATION, { rootUri });
  }

  function publish(uri: string): void {
    const doc = documents.get(uri);
    if (!doc && !workspaceScope) return;
    const version = doc?.version;
    const diagnostics = safely(() => service.getDiagnostics(uri), []);
    if (doc && documents.get(uri)?.version !== version) return; // stale
    // its page is being parsed in the worker: published when it is (the editor keeps what it showed meanwhile)
    if (service.isParsing(uri)) return;
    send(uri, diagnostics, version);
  }

  function send(uri: string, diagnostics: Diagnostic[], version?: number): void {
    const key = `${version ?? ''}:${JSON.stringify(diagnostics)}`;
    if (published.get(uri) === key) return;
    if (diagnostics.length === 0 && version === undefined) published.delete(uri);
    else published.set(uri, key);
    void connection.sendDiagnostics({ uri, version, diagnostics });
  }

  /** Publishes every file of every docs root (scope "workspace"), or clears closed files (scope "openFiles"). */
  function publishWorkspace(): void {
    if (!workspaceScope) {
      for (const uri of [...published.keys()]) if (!documents.get(uri)) send(uri, []);
      return;
    }
    const files = new Set(safely(() => service.getFilesToCheck(), []));
    for (const uri of files) if (!documents.get(uri)) publish(uri);
    // a file that left the site (deleted, or excluded by a .mintignore) keeps no diagnostics
    for (const uri of [...published.keys()]) if (!files.has(uri) && !documents.get(uri)) send(uri, []);
  }

  function safely<T>(run: () => T, fallback: T): T {
    try {
      return run();
    } catch (error) {
      logger.error(`docs-lsp: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return fallback;
    }
  }

  documents.onDidOpen((e) => schedule([e.document.uri]));
  documents.onDidChangeContent((e) => schedule([e.document.uri]));
  documents.onDidClose((e) => {
    if (!pullDiagnostics && !workspaceScope) send(e.document.uri, []);
    schedule([]);
  });

  connection.onDidChangeWatchedFiles(({ changes }) => {
    const kinds = {
      [FileChangeType.Created]: 'created',
      [FileChangeType.Changed]: 'changed',
      [FileChangeType.Deleted]: 'deleted',
    } as const;
    service.filesChanged(changes.map((c) => ({ uri: c.uri, kind: kinds[c.type] })));
    // a page created or deleted outside the editor changes the problems of its entry: every tree of its root
    const roots = service.getDocsRoots().filter((r) => changes.some((c) => c.uri.startsWith(`${r.uri}/`)));
    if (navigationWatched)
      for (const root of roots)
        void connection.sendNotification(NAVIGATION_CHANGED_NOTIFICATION, { rootUri: root.uri });
    schedule(changes.map((c) => c.uri));
  });

  connection.onDidChangeConfiguration(async (change) => {
    if (configurationPull) await loadConfiguration();
    else updateSettings((change.settings as { docsLsp?: PartialSettings } | undefined)?.docsLsp);
    schedule([]);
  });

  // Paths readers viewed, from the extension's analytics (the engine checks them against the site, offline).
  connection.onNotification(VIEWED_PATHS_NOTIFICATION, (params: unknown) => {
    service.setViewedPaths(params);
    schedule([]);
  });

  connection.languages.diagnostics.on((params) => ({
    kind: DocumentDiagnosticReportKind.Full,
    items: safely(() => service.getDiagnostics(params.textDocument.uri), []),
  }));

  /** Runs a request on an open document unless it was cancelled while queued. */
  const withDocument = <T>(uri: string, token: CancellationToken, fallback: T, run: () => T): T | ResponseError => {
    if (token.isCancellationRequested) return new ResponseError(LSPErrorCodes.RequestCancelled, 'cancelled');
    return documents.get(uri) ? safely(run, fallback) : fallback;
  };

  connection.onCompletion((p, token) =>
    withDocument(p.textDocument.uri, token, null, () => service.doComplete(p.textDocument.uri, p.position)),
  );
  connection.onCompletionResolve((item, token) =>
    token.isCancellationRequested
      ? new ResponseError(LSPErrorCodes.RequestCancelled, 'cancelled')
      : safely(() => service.resolveCompletionItem(item), item),
  );
  connection.onHover((p, token) =>
    withDocument(p.textDocument.uri, token, null, () => service.doHover(p.textDocument.uri, p.position)),
  );
  connection.onDefinition((p, token) =>
    withDocument(p.textDocument.uri, token, [], () => service.findDefinition(p.textDocument.uri, p.position)),
  );
  connection.onDocumentLinks((p, token) =>
    withDocument(p.textDocument.uri, token, [], () => service.findDocumentLinks(p.textDocument.uri)),
  );
  connection.onDocumentSymbol((p, token) =>
    withDocument(p.textDocument.uri, token, [], () => service.findDocumentSymbols(p.textDocument.uri)),
  );
  connection.onCodeAction((p, token) =>
    withDocument(p.textDocument.uri, token, [], () =>
      service.getCodeActions(p.textDocument.uri, p.context.diagnostics, p.range),
    ),
  );
  connection.onReferences((p, token) =>
    withDocument(p.textDocument.uri, token, [], () => service.findReferences(p.textDocument.uri, p.position)),
  );
  /** A rename the engine refuses answers an error with its reason: editors show it where the user typed. */
  const refusedAsError = <T extends object>(result: T | RenameRefusal | null): T | ResponseError | null =>
    result && 'refused' in result ? new ResponseError(ErrorCodes.InvalidRequest, result.refused) : (result as T | null);
  connection.onPrepareRename((p, token) =>
    withDocument(p.textDocument.uri, token, null, () =>
      refusedAsError(service.prepareRename(p.textDocument.uri, p.position)),
    ),
  );
  connection.onRenameRequest((p, token) =>
    withDocument(p.textDocument.uri, token, null, () =>
      refusedAsError(service.rename(p.textDocument.uri, p.position, p.newName)),
    ),
  );
  connection.onCodeLens((p, token) =>
    withDocument(p.textDocument.uri, token, [], () => service.getCodeLenses(p.textDocument.uri)),
  );
  connection.onRequest(NAVIGATION_TREE_REQUEST, (params: NavigationTreeParams | undefined, token) => {
    if (token.isCancellationRequested) return new ResponseError(LSPErrorCodes.RequestCancelled, 'cancelled');
    navigationWatched = true;
    return safely<NavigationTreeResult>(() => ({ roots: service.getNavigationTree(params?.uri, params ?? {}) }), {
      roots: [],
    });
  });
  connection.onRequest(NAVIGATION_EDIT_REQUEST, (params: NavigationEditParams) =>
    safely(() => service.editNavigation(params), { refused: 'The edit failed: see the output of the server.' }),
  );
  // "Upgrade to docs.json" from the command palette: the one site still on mint.json, or the one the user picks
  connection.onExecuteCommand(async (params) => {
    if (params.command !== UPGRADE_COMMAND) return;
    const edits = service.getUpgradeToDocsJsonEdits();
    const asked = typeof params.arguments?.[0] === 'string' ? (params.arguments[0] as string) : undefined;
    let chosen = asked ?? (edits.size === 1 ? [...edits.keys()][0] : undefined);
    if (!chosen && edits.size > 1) {
      const picked = await connection.window.showInformationMessage(
        'Which mint.json should be upgraded to docs.json?',
        ...[...edits.keys()].map((uri) => ({ title: URI.parse(uri).fsPath })),
      );
      if (!picked) return;
      chosen = [...edits.keys()].find((uri) => URI.parse(uri).fsPath === picked.title);
    }
    const edit = chosen ? edits.get(chosen) : undefined;
    if (edit) await connection.workspace.applyEdit({ label: 'Upgrade to docs.json', edit });
    else
      void connection.window.showInformationMessage(
        'No mint.json to upgrade: every docs root of the workspace has a docs.json.',
      );
  });
  connection.onShutdown(() => service?.dispose());
  connection.workspace.onWillRenameFiles((params) =>
    safely(
      () => service.getRenameFilesEdits(params.files, (message) => void connection.window.showWarningMessage(message)),
      null,
    ),
  );

  documents.listen(connection);
  connection.listen();
}

function hostsOf(settings: PartialSettings | undefined): readonly string[] {
  const hosts = settings?.openapi?.allowedHosts;
  return Array.isArray(hosts) ? hosts.filter((host): host is string => typeof host === 'string') : [];
}

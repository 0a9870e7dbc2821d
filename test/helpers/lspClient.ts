// A small LSP client for protocol tests: starts the real server (dist/server.js --stdio) and speaks JSON-RPC to it.
import { ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import {
  ClientCapabilities,
  createMessageConnection,
  InitializeResult,
  Diagnostic,
  MessageConnection,
  PublishDiagnosticsParams,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';

export const SERVER = path.resolve(__dirname, '../../dist/server.js');

export interface TestClient {
  readonly connection: MessageConnection;
  readonly published: PublishDiagnosticsParams[];
  /** What the server answered to initialize (its capabilities). */
  readonly initialized: InitializeResult;
  /** Resolves with the first publishDiagnostics for `uri` (and `version`, when given) not yet consumed. */
  diagnostics(uri: string, version?: number): Promise<PublishDiagnosticsParams>;
  /** Resolves with the latest diagnostics published for `uri` once they satisfy `accept` (waits up to `timeoutMs`). */
  diagnosticsMatching(
    uri: string,
    accept: (diagnostics: Diagnostic[]) => boolean,
    timeoutMs?: number,
  ): Promise<Diagnostic[]>;
  open(uri: string, languageId: string, text: string, version?: number): void;
  change(uri: string, text: string, version: number): void;
  close(): Promise<void>;
}

export async function startClient(
  rootUri: string,
  capabilities: ClientCapabilities = {},
  initializationOptions?: unknown,
  /** The script started with `--stdio`: dist/server.js, or the bin of an installed package. */
  serverScript = SERVER,
): Promise<TestClient> {
  const child: ChildProcess = spawn(process.execPath, [serverScript, '--stdio'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const connection = createMessageConnection(
    new StreamMessageReader(child.stdout!),
    new StreamMessageWriter(child.stdin!),
  );
  const published: PublishDiagnosticsParams[] = [];
  const waiters: { match: (p: PublishDiagnosticsParams) => boolean; resolve: (p: PublishDiagnosticsParams) => void }[] =
    [];
  const latest = new Map<string, Diagnostic[]>();
  const watchers: ((uri: string) => boolean)[] = [];
  connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
    latest.set(params.uri, params.diagnostics);
    for (const watcher of watchers.splice(0)) if (!watcher(params.uri)) watchers.push(watcher);
    published.push(params);
    const index = waiters.findIndex((w) => w.match(params));
    if (index >= 0) waiters.splice(index, 1)[0].resolve(params);
  });
  connection.onRequest('workspace/configuration', () => [null]);
  connection.onRequest('client/registerCapability', () => null);
  connection.onRequest('workspace/diagnostic/refresh', () => null);
  connection.listen();
  const initialized: InitializeResult = await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri,
    workspaceFolders: [{ uri: rootUri, name: 'site' }],
    capabilities,
    initializationOptions,
  });
  await connection.sendNotification('initialized', {});
  return {
    connection,
    published,
    initialized,
    diagnostics: (uri, version) => {
      const match = (p: PublishDiagnosticsParams) => p.uri === uri && (version === undefined || p.version === version);
      const already = published.find(match);
      if (already) {
        published.splice(published.indexOf(already), 1);
        return Promise.resolve(already);
      }
      return new Promise((resolve) =>
        waiters.push({ match, resolve: (p) => (published.splice(published.indexOf(p), 1), resolve(p)) }),
      );
    },
    diagnosticsMatching: (uri, accept, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching diagnostics for ${uri}: ${JSON.stringify(latest.get(uri))}`)),
          timeoutMs,
        );
        const check = (changed: string) => {
          const diagnostics = latest.get(uri);
          if (changed !== uri || !diagnostics || !accept(diagnostics)) return false;
          clearTimeout(timer);
          resolve(diagnostics);
          return true;
        };
        if (!check(uri)) watchers.push(check);
      }),
    open: (uri, languageId, text, version = 1) =>
      void connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version, text } }),
    change: (uri, text, version) =>
      void connection.sendNotification('textDocument/didChange', {
        textDocument: { uri, version },
        contentChanges: [{ text }],
      }),
    close: async () => {
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
      connection.dispose();
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    },
  };
}

// One run of the real server (dist/server.js --stdio) as an editor drives it, as test/helpers/lspClient.ts does,
// with what a benchmark needs beside: the spawn time, bounded waits, arrival times of notifications, peak memory.
import { ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import {
  createMessageConnection,
  MessageConnection,
  PublishDiagnosticsParams,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { cpuTimeMs, PeakMemory } from './proc';
import { now, within } from './stats';

export const SERVER = path.resolve(__dirname, '../../dist/server.js');
export const WAIT_MS = 60_000;
/** Node flags for the server, to profile it: BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=.bench/profiles". */
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);

export interface Published {
  readonly params: PublishDiagnosticsParams;
  readonly at: number;
}

export interface SessionOptions {
  readonly rootUri: string;
  readonly initializationOptions?: unknown;
  /** Called after the initialize response, before `initialized` (when workspace diagnostics start). */
  readonly beforeInitialized?: (session: Session) => void;
}

export class Session {
  readonly spawnedAt: number;
  readonly connection: MessageConnection;
  readonly memory: PeakMemory;
  private readonly child: ChildProcess;
  private readonly listeners = new Set<(p: Published) => void>();
  private readonly docs = new Map<string, TextDocument>();
  private stderr = '';

  private constructor() {
    this.spawnedAt = now();
    this.child = spawn(process.execPath, [...SERVER_FLAGS, SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr = (this.stderr + chunk.toString()).slice(-4000)));
    this.memory = new PeakMemory(this.child.pid!);
    this.connection = createMessageConnection(
      new StreamMessageReader(this.child.stdout!),
      new StreamMessageWriter(this.child.stdin!),
    );
    this.connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
      const published = { params, at: now() };
      for (const listener of [...this.listeners]) listener(published);
    });
    this.connection.onRequest('workspace/configuration', (params: { items: unknown[] }) =>
      params.items.map(() => null),
    );
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.onRequest('workspace/diagnostic/refresh', () => null);
    this.connection.listen();
  }

  static async start(options: SessionOptions): Promise<Session> {
    const session = new Session();
    const { rootUri, initializationOptions } = options;
    const init = session.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: 'site' }],
      capabilities: {},
      initializationOptions,
    });
    await session.bounded(init, WAIT_MS, 'the initialize response');
    options.beforeInitialized?.(session);
    await session.connection.sendNotification('initialized', {});
    return session;
  }

  /** The server's CPU time so far (its own threads, not its child processes), in ms. */
  cpuMs(): number | undefined {
    return cpuTimeMs(this.child.pid!);
  }

  /** Calls `listener` for every publishDiagnostics from now on; returns the function that stops it. */
  onPublish(listener: (p: Published) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** The first publishDiagnostics from now on that satisfies `match`. */
  nextPublish(match: (p: PublishDiagnosticsParams) => boolean, what: string, ms = WAIT_MS): Promise<Published> {
    let stop: () => void = () => undefined;
    const found = new Promise<Published>((resolve) => {
      stop = this.onPublish((p) => {
        if (match(p.params)) {
          stop();
          resolve(p);
        }
      });
    });
    return this.bounded(found, ms, what).finally(stop);
  }

  open(uri: string, languageId: string, text: string): TextDocument {
    const doc = TextDocument.create(uri, languageId, 1, text);
    this.docs.set(uri, doc);
    void this.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId, version: 1, text },
    });
    return doc;
  }

  /** Opens a document and waits for the diagnostics of its first version. */
  async openAndWait(uri: string, languageId: string, text: string, ms = WAIT_MS): Promise<Published> {
    const published = this.nextPublish((p) => p.uri === uri && p.version === 1, `the diagnostics of ${uri}`, ms);
    this.open(uri, languageId, text);
    return published;
  }

  /** Replaces `length` characters at `offset` with `text`, as one incremental change; returns the new version. */
  edit(uri: string, offset: number, length: number, text: string): number {
    const doc = this.docs.get(uri);
    if (!doc) throw new Error(`${uri} is not open`);
    const range = { start: doc.positionAt(offset), end: doc.positionAt(offset + length) };
    const change = { range, text };
    TextDocument.update(doc, [change], doc.version + 1);
    void this.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: doc.version },
      contentChanges: [change],
    });
    return doc.version;
  }

  document(uri: string): TextDocument {
    const doc = this.docs.get(uri);
    if (!doc) throw new Error(`${uri} is not open`);
    return doc;
  }

  /** A request's round trip in milliseconds, with its result. */
  async timedRequest<R>(method: string, params: unknown, ms = WAIT_MS): Promise<{ result: R; ms: number }> {
    const started = now();
    const result = await this.bounded(this.connection.sendRequest<R>(method, params), ms, `the ${method} response`);
    return { result, ms: now() - started };
  }

  /** Waits for `promise`, failing with `what` and the server's last stderr on timeout or exit. */
  bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
    let onExit: (code: number | null) => void = () => undefined;
    const exited = new Promise<never>((_, reject) => {
      onExit = (code) => reject(new Error(`the server exited (${code}) while waiting for ${what}\n${this.stderr}`));
      if (this.child.exitCode !== null) onExit(this.child.exitCode);
      else this.child.once('exit', onExit);
    });
    return within(
      Promise.race([promise, exited]),
      ms,
      `${what}${this.stderr ? `\nserver stderr: ${this.stderr}` : ''}`,
    ).finally(() => this.child.off('exit', onExit));
  }

  async close(): Promise<void> {
    this.memory.stop();
    const exited = new Promise((resolve) =>
      this.child.exitCode !== null ? resolve(null) : this.child.once('exit', resolve),
    );
    try {
      await within(this.connection.sendRequest('shutdown'), 5_000, 'the shutdown response');
      await this.connection.sendNotification('exit');
      await within(exited, 5_000, 'the server to exit');
    } catch {
      this.child.kill('SIGKILL');
      await exited;
    } finally {
      this.connection.dispose();
    }
  }
}

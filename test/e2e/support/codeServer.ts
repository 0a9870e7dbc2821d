// Starts code-server (VS Code in the browser) on a workspace, with its own user-data and extensions folders.
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePath } from './env';

export interface CodeServer {
  /** Base URL, e.g. http://127.0.0.1:40539 (no trailing slash). */
  readonly url: string;
  /** The URL of the workbench with `folder` open (and `query` added). */
  workbenchUrl(folder: string, query?: Record<string, string>): string;
  /** The folder that holds everything this instance writes: user data (data/) and extensions (ext/). */
  readonly home: string;
  /** Everything code-server printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export interface CodeServerOptions {
  /** Extensions installed from VSIX files before the start. */
  vsix?: string[];
  /** Extra command-line flags, e.g. `--vscode-option enable-smoke-test-driver`. */
  args?: string[];
  /** User settings beyond the quiet defaults below. */
  settings?: Record<string, unknown>;
}

/** Settings that keep the workbench free of prompts, tours and update checks. */
const QUIET_SETTINGS = {
  'security.workspace.trust.enabled': false,
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'extensions.ignoreRecommendations': true,
  'update.mode': 'none',
  'chat.disableAIFeatures': true,
  'telemetry.telemetryLevel': 'off',
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  // no fade-ins: a screenshot shows what the test waited for
  'workbench.reduceMotion': 'on',
  // Offline: the built-in JSON support would otherwise warn that it cannot download the `$schema` of docs.json.
  'json.schemaDownload.enable': false,
  // VS Code in the browser saves every edit after a second by default (desktop VS Code does not): an edit a test makes
  // in memory reached the disk a second later, at a moment that depends on the load, and came back as a file change
  // (diagnostics published again while a quick-fix menu opened, a navigation redraw while a row was expanded or
  // dragged, a revert to the broken text). Files are saved when a test saves them.
  'files.autoSave': 'off',
};

const START_TIMEOUT_MS = 60_000;

export async function startCodeServer(options: CodeServerOptions = {}): Promise<CodeServer> {
  const home = mkdtempSync(join(tmpdir(), 'docs-lsp-code-server-'));
  const dirs = ['--config', '/dev/null', '--user-data-dir', join(home, 'data'), '--extensions-dir', join(home, 'ext')];
  const env = { ...process.env, PATH: e2ePath('node24Path') };
  // code-server runs extensions on its server side, which reads machine-scoped settings (the analytics base URL)
  // from the Machine settings, not the User ones: the same settings go in both.
  for (const layer of ['User', 'Machine']) {
    mkdirSync(join(home, 'data', layer), { recursive: true });
    writeFileSync(
      join(home, 'data', layer, 'settings.json'),
      JSON.stringify({ ...QUIET_SETTINGS, ...options.settings }, null, 2),
    );
  }
  for (const vsix of options.vsix ?? [])
    execFileSync(e2ePath('codeServer'), [...dirs, '--install-extension', vsix], { env, stdio: 'pipe' });

  const child = spawn(
    e2ePath('codeServer'),
    [
      ...dirs,
      '--auth',
      'none',
      '--bind-addr',
      '127.0.0.1:0',
      '--disable-telemetry',
      '--disable-update-check',
      '--disable-workspace-trust',
      '--disable-getting-started-override',
      ...(options.args ?? []),
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  ); // its own process group: stop() ends its children too
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`code-server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /HTTP server listening on (http:\/\/\S+?)\/?\s/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`code-server exited with ${code}:\n${output}`)));
  });

  return {
    url,
    home,
    workbenchUrl: (folder, query = {}) => `${url}/?${new URLSearchParams({ folder, ...query })}`,
    output: () => output,
    stop: async () => {
      await stopProcess(child);
      rmSync(home, { recursive: true, force: true });
    },
  };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}

// The VS Code extension: starts the docs language server over node IPC for docs.json, MDX and Markdown files.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { VIEWED_PATHS_NOTIFICATION } from '../../shared/src/analytics/viewedPaths';
import { registerAnalytics } from './analytics/activateAnalytics';
import { registerNavigation } from './navigation/navigationView';
import { readSettings } from './analytics/analyticsSettings';
import { viewedPathsParams } from './analytics/model/traffic';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const traffic = registerAnalytics(context);
  // the launcher runs dist/server.js with its V8 code cache (dist/.code-cache/, made by the first server's run):
  // a cold start without compiling the bundle; under the debugger, the bundle itself, for its source maps
  const launcher = context.asAbsolutePath(path.join('dist', 'launcher.js'));
  const serverModule = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module: launcher, transport: TransportKind.ipc },
    debug: {
      module: serverModule,
      transport: TransportKind.ipc,
      options: { execArgv: ['--nolazy', '--inspect=6009'] },
    },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', pattern: '**/docs.json' },
      { scheme: 'file', pattern: '**/*.json' },
      { scheme: 'file', pattern: '**/*.{yaml,yml}' }, // OpenAPI specs
      { scheme: 'file', language: 'mdx' },
      { scheme: 'file', pattern: '**/*.mdx' },
      { scheme: 'file', language: 'markdown' },
    ],
    synchronize: {
      configurationSection: 'docsLsp',
      fileEvents: vscode.workspace.createFileSystemWatcher(
        '**/{*.json,*.mdx,*.md,*.yaml,*.yml,.mintignore,.gitignore}',
      ),
    },
    initializationOptions: trusted(vscode.workspace.getConfiguration('docsLsp')),
    // remote specs are never loaded in an untrusted workspace, whatever the settings say
    middleware: {
      workspace: {
        configuration: async (params, token, next) => {
          const result = await next(params, token);
          return Array.isArray(result) ? result.map(trusted) : result;
        },
      },
    },
  };
  const languageClient = new LanguageClient('docsLsp', 'Docs LSP', serverOptions, clientOptions);
  client = languageClient;
  context.subscriptions.push(
    languageClient,
    vscode.commands.registerCommand('docsLsp.restartServer', () => languageClient.restart()),
    vscode.commands.registerCommand('docsLsp.showOutput', () => languageClient.outputChannel.show(true)),
    // code lens "N references" from a spec operation: the server sends LSP locations, VS Code wants its own types
    vscode.commands.registerCommand(
      'docsLsp.showReferences',
      (uri: string, position: unknown, locations: unknown[]) => {
        const p2c = languageClient.protocol2CodeConverter;
        return vscode.commands.executeCommand(
          'editor.action.showReferences',
          vscode.Uri.parse(uri),
          p2c.asPosition(position as never),
          locations.map((l) => p2c.asLocation(l as never)),
        );
      },
    ),
  );
  await languageClient.start();
  registerNavigation(context, languageClient, traffic);
  // The dead-path rule needs the paths readers viewed: the extension has them (key, cache), the server the site.
  const sendViewedPaths = () => {
    const params = viewedPathsParams(traffic.state, readSettings().period);
    if (params !== 'unchanged') void languageClient.sendNotification(VIEWED_PATHS_NOTIFICATION, params);
  };
  context.subscriptions.push(traffic.onDidChange(sendViewedPaths));
  sendViewedPaths();
}

function trusted(settings: unknown): unknown {
  if (vscode.workspace.isTrusted || !settings || typeof settings !== 'object') return settings;
  const plain = JSON.parse(JSON.stringify(settings)) as {
    openapi?: { allowRemote?: boolean };
    externalLinks?: { check?: boolean };
  };
  return {
    ...plain,
    openapi: { ...plain.openapi, allowRemote: false },
    externalLinks: { ...plain.externalLinks, check: false },
  };
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}

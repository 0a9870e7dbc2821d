// The VS Code extension: starts the docs language server over node IPC for docs.json, MDX and Markdown files.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { registerAnalytics } from './analytics';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  registerAnalytics(context);
  const serverModule = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', pattern: '**/docs.json' },
      { scheme: 'file', pattern: '**/*.json' },
      { scheme: 'file', language: 'mdx' },
      { scheme: 'file', pattern: '**/*.mdx' },
      { scheme: 'file', language: 'markdown' },
    ],
    synchronize: {
      configurationSection: 'docsLsp',
      fileEvents: vscode.workspace.createFileSystemWatcher('**/*.{json,mdx,md,yaml,yml}'),
    },
    initializationOptions: vscode.workspace.getConfiguration('docsLsp'),
  };
  const languageClient = new LanguageClient('docsLsp', 'Docs LSP', serverOptions, clientOptions);
  client = languageClient;
  context.subscriptions.push(
    languageClient,
    vscode.commands.registerCommand('docsLsp.restartServer', () => languageClient.restart()),
    vscode.commands.registerCommand('docsLsp.showOutput', () => languageClient.outputChannel.show(true)),
  );
  await languageClient.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}

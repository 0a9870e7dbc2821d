// `docs-lsp --stdio`: the language server, for any LSP client. vscode-languageserver reads the transport from the
// command line; this module only says which flags select the server and what `docs-lsp --stdio --help` shows.
import { asksForHelp } from './args';
import { CommandHelp } from './io';

const TRANSPORT_FLAGS = ['--stdio', '--node-ipc', '--socket', '--pipe'];

export const languageServerHelp: CommandHelp = {
  summary: 'run the language server (LSP) for an editor; settings come from the client and docs-lsp.json',
  synopsis: '--stdio | --node-ipc | --socket=PORT | --pipe=NAME',
  options: [
    { name: 'stdio', help: 'talk LSP over standard input and output (what editors other than VS Code use)' },
    { name: 'node-ipc', help: 'talk over the Node IPC channel of a parent Node process' },
    { name: 'socket', value: '=PORT', help: 'connect to a TCP socket on 127.0.0.1:PORT' },
    { name: 'pipe', value: '=NAME', help: 'connect to a named pipe or Unix domain socket' },
  ],
  notes: [
    'Initialization options and the workspace/configuration section "docsLsp" take the VS Code settings\' shape',
    '(rules, diagnostics.scope, limits, openapi.allowRemote); docs-lsp.json beside docs.json is read as well.',
  ],
};

/** Whether the command line starts the language server (a transport flag, and no request for help). */
export function startsLanguageServer(argv: readonly string[]): boolean {
  return (
    argv.some((arg) => TRANSPORT_FLAGS.some((flag) => arg === flag || arg.startsWith(`${flag}=`))) && !asksForHelp(argv)
  );
}

export function isTransportFlag(name: string): boolean {
  return TRANSPORT_FLAGS.includes(name.replace(/=.*/, ''));
}

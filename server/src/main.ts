// Entry point of dist/server.js: the language server when an LSP transport flag is given, the CLI otherwise.
import { runCli } from './cli';

const transportFlags = ['--stdio', '--node-ipc', '--socket', '--pipe'];

// `docs-lsp check | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

if (process.argv.slice(2).some((arg) => transportFlags.some((flag) => arg === flag || arg.startsWith(`${flag}=`)))) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./lsp/server').startServer();
} else {
  runCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`docs-lsp: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}

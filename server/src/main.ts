// Entry point of dist/server.js: the language server when an LSP transport flag is given, the CLI otherwise.
import { runCli } from './cli/commands';
import { startsLanguageServer } from './cli/languageServer';
import { setServerV8Flags } from './launch/serverFlags';

// `docs-lsp check | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

if (startsLanguageServer(process.argv.slice(2))) {
  setServerV8Flags();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./lsp/server').startServer();
} else {
  runCli(process.argv.slice(2)).then(exitOnceWritten, (error: unknown) => {
    process.stderr.write(`docs-lsp: ${error instanceof Error ? error.message : String(error)}\n`);
    exitOnceWritten(2);
  });
}

/**
 * Ends the process as soon as a finished command's output is written. Left to end by itself, Node first waits for
 * V8's background work (the optimising compiler's jobs, the concurrent marker) and then frees the heap piece by piece:
 * 15 to 30 ms of a check of a site of a hundred pages, a tenth of it. A command's promise settles only when its work
 * is done (files written, specs loaded), so nothing is cut short; its output is waited for, since a pipe is written
 * asynchronously on some systems (macOS). The launcher's `exit` listener (the code cache) still runs.
 */
function exitOnceWritten(code: number): void {
  process.exitCode = code;
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

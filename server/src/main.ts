// Entry point of dist/server.js: the language server when an LSP transport flag is given, the CLI otherwise.
import { runCli } from './cli/commands';
import { startsLanguageServer } from './cli/languageServer';

// `docs-lsp check | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

if (startsLanguageServer(process.argv.slice(2))) {
  // The server runs as long as the editor, and each edit of a big spec leaves its previous text (8 MB for the 4 MB
  // Stripe spec) as garbage. V8 lets the heap grow up to 4x its live size before a full collection; growing by half
  // at most kept the peak over 90 edits of that spec, with the three big specs loaded, at 256 MB instead of 308 MB
  // (npm run bench), at no cost in latency. V8 reads this flag at each collection, so setting it here takes effect.
  // (node:v8 is loaded here only: loading it costs the CLI a few ms of every run.)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('node:v8') as typeof import('node:v8')).setFlagsFromString('--heap-growing-percent=50');
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

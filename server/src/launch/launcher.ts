// Entry point of dist/launcher.js, which bin/docs-lsp.js runs: dist/server.js (the CLI and the language server) with
// its V8 code cache in dist/.code-cache/, beside the bundle it was made from. There it is as trusted as the bundle
// itself (whoever can write one can write the other), it goes when the package goes, and the packaged files
// (`dist/*.js`) never include it. An install whose dist/ is read-only runs without a cache.
// DOCS_LSP_NO_CODE_CACHE=1 (or Node's own NODE_DISABLE_COMPILE_CACHE=1) turns it off.
import * as path from 'node:path';
import { compileBundle, runKind } from './codeCache';
import { setServerV8Flags } from './serverFlags';

const kind = runKind(process.argv.slice(2), process.env);
// before the compilation: a code cache holds only under the flags it was made with
if (kind === 'server') setServerV8Flags();
const server = compileBundle(
  path.join(__dirname, 'server.js'),
  kind === undefined ? undefined : { dir: path.join(__dirname, '.code-cache'), kind },
);
// at exit the cache holds every function the run compiled (a check's parser and rules), not just the top level
if (server.cache !== 'off') process.once('exit', () => server.saveCache());
server.run();

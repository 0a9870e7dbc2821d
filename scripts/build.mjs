// Bundles the client (VS Code extension), the server (language server + CLI), the spec worker and the analytics
// views' script into one file each.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { build } from 'esbuild';
import { recordBundledPackages } from './notices.mjs';

// acorn ships an ES module and a CommonJS copy; micromark imports the one, acorn-jsx and the one-pass reader require
// the other. Both resolve to the ES module: one acorn in each bundle, not two (230 KB read at every start).
const acornModule = path.join(path.dirname(createRequire(import.meta.url).resolve('acorn')), 'acorn.mjs');
const oneAcorn = {
  name: 'one-acorn',
  setup(build) {
    build.onResolve({ filter: /^acorn$/ }, () => ({ path: acornModule }));
  },
};

const common = {
  bundle: true,
  mainFields: ['module', 'main'],
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  // vscode-json-languageservice words its messages through @vscode/l10n, whose Node build loads node:fs/promises
  // (with readline and streams: 3 ms of every `check`) to read translation bundles no part of ours ever configures.
  // Its browser build has the same `t`, which formats the English message (schemaValidation.ts reads it in English).
  alias: { '@vscode/l10n': '@vscode/l10n/dist/browser.js' },
  plugins: [oneAcorn],
  metafile: true,
};

const results = await Promise.all([
  build({ ...common, entryPoints: ['server/src/main.ts'], outfile: 'dist/server.js' }),
  // what bin/docs-lsp.js runs: dist/server.js with its V8 code cache
  build({ ...common, entryPoints: ['server/src/launch/launcher.ts'], outfile: 'dist/launcher.js' }),
  // spec parsing, indexing and validation, off the server's request thread
  build({ ...common, entryPoints: ['server/src/engine/openapiDocument/specWorker.ts'], outfile: 'dist/specWorker.js' }),
  // page bodies parsed in parallel for a whole-site `check`
  build({
    ...common,
    entryPoints: ['server/src/engine/project/pageWorker.ts'],
    outfile: 'dist/pageWorker.js',
    minify: true,
  }),
  build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'] }),
  // runs in the views' webview (a browser), loaded by its nonce from client/media (see webview/html.ts)
  build({
    bundle: true,
    entryPoints: ['client/src/analytics/view/analytics.ts'],
    outfile: 'client/media/analytics.js',
    platform: 'browser',
    target: 'es2020',
    format: 'iife',
    logLevel: 'warning',
    metafile: true,
  }),
]);
recordBundledPackages(results.map((result) => result.metafile));

// esbuild escapes non-ASCII characters in strings but leaves them in comments and regular expressions (comments of
// dependencies, one expression of ours). One such character makes V8 hold the whole 2.9 MB source as a two-byte
// string, decoded three times slower at every start (dist/launcher.js reads an ASCII bundle as latin1). A `\uXXXX`
// escape means the same character in a regular expression (each UTF-16 unit of a pair, as the literal held them) and
// nothing in a comment. Columns after such a character on its line move in the source map (within that line only).
for (const bundle of ['dist/server.js', 'dist/pageWorker.js']) {
  const text = readFileSync(bundle, 'utf8');
  const ascii = text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (ascii !== text) writeFileSync(bundle, ascii);
}

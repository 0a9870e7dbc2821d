// Bundles the client (VS Code extension), the server (language server + CLI), the spec worker and the analytics
// views' script into one file each.
import { build } from 'esbuild';

const common = {
  bundle: true,
  mainFields: ['module', 'main'],
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
};

await Promise.all([
  build({ ...common, entryPoints: ['server/src/main.ts'], outfile: 'dist/server.js' }),
  // spec parsing, indexing and validation, off the server's request thread
  build({ ...common, entryPoints: ['server/src/engine/spec/specWorker.ts'], outfile: 'dist/specWorker.js' }),
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
  }),
]);

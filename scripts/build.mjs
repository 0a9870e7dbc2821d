// Bundles the client (VS Code extension) and the server (language server + CLI) into one file each.
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
  build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'] }),
]);

// Compiles the in-editor Mocha suite (test/e2e/suite: index.ts and *.suite.ts) for the extension host.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const suiteDir = 'test/e2e/suite';
const outDir = 'out/e2e-suite';

/** Returns the absolute path of the compiled `run()` module. */
export async function buildInEditorSuite() {
  await build({
    entryPoints: readdirSync(suiteDir)
      .filter((f) => f === 'index.ts' || f.endsWith('.suite.ts'))
      .map((f) => join(suiteDir, f)),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['vscode'],
    logLevel: 'warning',
    // Mocha is bundled; its parallel mode (which resolves worker files at run time) is not used.
    logOverride: { 'require-resolve-not-external': 'silent' },
  });
  return resolve(outDir, 'index.js');
}

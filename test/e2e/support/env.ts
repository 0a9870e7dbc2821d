// Paths that scripts/e2e/run.mjs hands to the end-to-end suites (it installs the tools first).
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..', '..');

const VARIABLES = {
  /** The code-server launcher (it needs `node24Path` as PATH). */
  codeServer: 'E2E_CODE_SERVER',
  /** PATH with Node 24 first. */
  node24Path: 'E2E_NODE24_PATH',
  chromium: 'E2E_CHROMIUM',
  /** The packaged extension under test. */
  vsix: 'E2E_VSIX',
  /** The compiled in-editor Mocha suite (its `run()` module). */
  suiteIndex: 'E2E_SUITE_INDEX',
  /** Where screenshots go (git-ignored). */
  artifacts: 'E2E_ARTIFACTS',
} as const;

export function e2ePath(name: keyof typeof VARIABLES): string {
  const value = process.env[VARIABLES[name]];
  if (!value) throw new Error(`${VARIABLES[name]} is not set: run the end-to-end suites with \`npm run test:e2e\``);
  return value;
}

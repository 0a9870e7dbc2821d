// Paths that scripts/e2e/run.mjs hands to the end-to-end suites (it installs the tools first).
import { join } from 'node:path';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end suites with \`npm run test:e2e\``);
  return value;
}

export const repoRoot = join(__dirname, '..', '..', '..');

export const e2eEnv = {
  /** The code-server launcher (needs Node 24 first on PATH: see `node24Path`). */
  get codeServer(): string {
    return required('E2E_CODE_SERVER');
  },
  /** PATH with Node 24 first, for code-server. */
  get node24Path(): string {
    return required('E2E_NODE24_PATH');
  },
  get chromium(): string {
    return required('E2E_CHROMIUM');
  },
  /** The packaged extension under test. */
  get vsix(): string {
    return required('E2E_VSIX');
  },
  /** The compiled in-editor Mocha suite (its `run()` module). */
  get suiteIndex(): string {
    return required('E2E_SUITE_INDEX');
  },
  /** Where screenshots and logs go (git-ignored). */
  get artifacts(): string {
    return required('E2E_ARTIFACTS');
  },
};

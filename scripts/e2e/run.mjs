// `npm run test:e2e`: installs the tools (cached), packages the VSIX, compiles the in-editor suite, then runs
// test/e2e/*.e2e.ts with node's test runner, one file at a time (each starts its own editor).
// Usage: node scripts/e2e/run.mjs [filter substring ...]
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromiumPath, codeServerBin, ensureE2eTools, node24Env } from './setup.mjs';
import { buildInEditorSuite } from './suite.mjs';

const started = Date.now();
const step = (message) => process.stderr.write(`[e2e ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}\n`);

ensureE2eTools();
step('tools ready; packaging the VSIX');
execFileSync('npm', ['run', '--silent', 'package'], { stdio: ['ignore', 'ignore', 'inherit'] });

step('compiling the in-editor suite');
const suiteIndex = await buildInEditorSuite();

const filters = process.argv.slice(2);
const files = readdirSync('test/e2e')
  .filter((f) => f.endsWith('.e2e.ts') && (filters.length === 0 || filters.some((s) => f.includes(s))))
  .map((f) => join('test/e2e', f))
  .sort();
step(`running ${files.join(' ')}`);
const env = {
  ...process.env,
  E2E_CODE_SERVER: codeServerBin,
  E2E_NODE24_PATH: node24Env().PATH,
  E2E_CHROMIUM: chromiumPath,
  E2E_VSIX: resolve('docs-lsp.vsix'),
  E2E_SUITE_INDEX: suiteIndex,
  E2E_ARTIFACTS: resolve('out/e2e'),
};
// A hung editor fails its test after 5 minutes instead of holding up CI.
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=300000', ...files],
  { stdio: 'inherit', env },
);
step(`done (exit ${result.status})`);
process.exit(result.status ?? 1);

// Runs the tests with node's test runner (TypeScript through tsx), in two tiers:
//   node scripts/test.mjs [filter substring ...]          every test/**/*.test.ts but the slow tier (npm test)
//   node scripts/test.mjs --slow [filter substring ...]   the slow tier, test/**/*.slow.test.ts (npm run test:slow):
//                                                         the whole differential, fuzz and corpus sweeps, of which
//                                                         `npm test` runs a small deterministic sample
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function findTests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : findTests(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

const args = process.argv.slice(2);
const slow = args.includes('--slow');
const filters = args.filter((a) => a !== '--slow');
const files = findTests('test')
  .filter((f) => f.endsWith('.slow.test.ts') === slow)
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
// with no file, `node --test` would search the whole project on its own and run files that are not tests
if (files.length === 0) {
  const tier = slow ? 'slow tier' : 'tier of npm test (without --slow)';
  console.error(`no test file of the ${tier} has a path containing ${filters.map((f) => `"${f}"`).join(' or ')}`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

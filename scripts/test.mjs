// Runs the tests with node's test runner, in two tiers:
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
// TypeScript through tsx's require hook: each test file runs in a process of its own, and tsx's ESM loader (which
// the sources do not need: they load their modules with `require` and static imports) would cost every one of them
// a third of a second more to start. Three files at a time on two cores: many tests wait (on a child process, a
// server, a retry's backoff, a browser), and a third file keeps both cores busy meanwhile.
const result = spawnSync(process.execPath, ['--require', 'tsx/cjs', '--test', '--test-concurrency=3', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

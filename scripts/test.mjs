// Runs every test/**/*.test.ts with node's test runner (TypeScript through tsx).
// Usage: node scripts/test.mjs [filter substring ...]
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

const filters = process.argv.slice(2);
const files = findTests('test')
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
// with no file, `node --test` would search the whole project on its own and run files that are not tests
if (files.length === 0) {
  console.error(`no test file under test/ has a path containing ${filters.map((f) => `"${f}"`).join(' or ')}`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

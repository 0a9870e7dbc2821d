// Runs the tests with node's test runner, in two tiers:
//   node scripts/test.mjs [filter substring ...]          every test/**/*.test.ts but the slow tier (npm test)
//   node scripts/test.mjs --slow [filter substring ...]   the slow tier, test/**/*.slow.test.ts (npm run test:slow):
//                                                         the whole differential, fuzz and corpus sweeps, of which
//                                                         `npm test` runs a small deterministic sample
//   --isolate                                             every test file in a process of its own (see below)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Test files run in this many processes, each file in one of them (files assigned in turn, in path order). */
const PROCESSES = 12;

function findTests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : findTests(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

const args = process.argv.slice(2);
const slow = args.includes('--slow');
const isolate = args.includes('--isolate');
const filters = args.filter((a) => a !== '--slow' && a !== '--isolate');
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

// Node's runner starts a process per file given, and a process that loads the engine costs about a second of CPU
// before its first test: a hundred files spent more on that than on their tests. So the files are given to a few
// processes, each a generated entry that requires its share in turn (test names and locations stay those of the
// files). The tests hold no state across files; `--isolate` gives each file its own process again, to tell whether
// a failure depends on the files run before it.
let entries = files;
let shardDir;
if (!isolate && files.length > 1) {
  shardDir = mkdtempSync(join(tmpdir(), 'docs-lsp-tests-'));
  const shares = Array.from({ length: Math.min(PROCESSES, files.length) }, () => []);
  files.forEach((file, i) => shares[i % shares.length].push(file));
  entries = shares.map((share, i) => {
    const entry = join(shardDir, `share-${i + 1}.test.cjs`);
    writeFileSync(entry, share.map((file) => `require(${JSON.stringify(resolve(file))});\n`).join(''));
    return entry;
  });
}

// TypeScript through tsx's require hook: tsx's ESM loader (which the sources do not need: they load their modules
// with `require` and static imports) would cost every process a third of a second more to start. Three processes
// at a time on two cores: many tests wait (on a child process, a server, a retry's backoff, a browser), and a third
// keeps both cores busy meanwhile.
const result = spawnSync(process.execPath, ['--require', 'tsx/cjs', '--test', '--test-concurrency=3', ...entries], {
  stdio: 'inherit',
});
if (shardDir) rmSync(shardDir, { recursive: true, force: true });
process.exit(result.status ?? 1);

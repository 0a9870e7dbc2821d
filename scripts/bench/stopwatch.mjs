// The stopwatch of the bench's cold runs (`docs-lsp check`, `mint broken-links`, `node -e 0`), run as a small process
// of its own: forking a child from the bench's process, which holds whole sites in memory, takes 20 to 30 ms more than
// from a shell (its page tables are copied), and that is not the command's time. Usage: stopwatch.mjs command
// [args...]; the command's stdout passes through, its stderr is followed by `%M %U %S` of /usr/bin/time (peak RSS in
// KB, user and system seconds) and a last line `stopwatch <ms>` (wall time, from before the fork to the exit).
import { spawnSync } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const started = performance.now();
const result = spawnSync('/usr/bin/time', ['-f', '%M %U %S', command, ...args], {
  stdio: ['ignore', 'inherit', 'pipe'],
  encoding: 'utf8',
  maxBuffer: 1 << 28,
});
const ms = performance.now() - started;
process.stderr.write(`${result.stderr ?? ''}\nstopwatch ${ms}\n`);
process.exitCode = result.status ?? 1;

// Runs the checks that `npm test` makes before the tests all at once, each command in its own process: the steps of
// the package.json scripts it is given (`node scripts/checks.mjs typecheck lint build`: both type-checks, ESLint,
// Prettier and the build), so that a 2-core machine waits for the longest of them rather than for their sum. The
// output of each step is printed whole when it ends; the exit code is 1 when any step failed (all run to the end,
// so that every type and lint error is reported at once).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
const names = process.argv.slice(2);
const unknown = names.filter((name) => typeof scripts[name] !== 'string');
if (names.length === 0 || unknown.length > 0) {
  console.error(`usage: node scripts/checks.mjs SCRIPT...; no package.json script ${unknown.join(', ')}`);
  process.exit(2);
}
// `a && b` in a script: two steps, run side by side here (neither reads what the other writes)
const steps = names.flatMap((name) => scripts[name].split(' && ').map((command) => command.trim()));
// as `npm run` does: the project's own binaries first
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}` };

const started = Date.now();
const results = await Promise.all(
  steps.map(
    (command) =>
      new Promise((done) => {
        const child = spawn(command, { cwd: root, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const status = code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`;
          process.stdout.write(`\n> ${command}: ${status} after ${seconds} s\n${Buffer.concat(output).toString()}`);
          done(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);

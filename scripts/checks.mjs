// Runs the steps of `npm test` side by side, so that a 2-core machine waits for the longest lane rather than for the
// sum of the steps:
//   node scripts/checks.mjs CHECK... [-- STEP...]
// Each CHECK is a package.json script (`typecheck lint`: both type-checks, ESLint and Prettier), each of its
// `a && b` steps run on its own, at a lower priority, with its output printed whole at the end. The STEPs after `--`
// are scripts run one after the other in the foreground, their output live, the next only when one succeeded
// (`-- build test:unit`: the tests need the bundles; the checks read nothing they write). The checks take the CPU
// the tests leave idle while they wait on child processes, servers and browsers. The exit code is 1 when any step
// failed; every check runs to the end, so that every type and lint error is reported at once.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
const args = process.argv.slice(2);
const lane = args.includes('--') ? args.indexOf('--') : args.length;
const checks = args.slice(0, lane);
const sequence = args.slice(lane + 1);
const unknown = [...checks, ...sequence].filter((name) => typeof scripts[name] !== 'string');
if (checks.length + sequence.length === 0 || unknown.length > 0) {
  console.error(
    `usage: node scripts/checks.mjs SCRIPT... [-- SCRIPT...]; no package.json script ${unknown.join(', ')}`,
  );
  process.exit(2);
}
// as `npm run` does: the project's own binaries first
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}` };
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const statusOf = (code, signal) => (code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`);

/** A check's command in the background: lower priority, output kept until the end. */
function runCheck(command) {
  return new Promise((done) => {
    const child = spawn(command, { cwd: root, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      setPriority(child.pid, 10); // the shell's children inherit it
    } catch {
      // a system that refuses: the check runs at the tests' priority, only slower to give way
    }
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const report = `\n> ${command}: ${statusOf(code, signal)} after ${seconds()} s\n${Buffer.concat(output)}`;
      done({ ok: code === 0, report });
    });
  });
}

/** A script of the sequence in the foreground, its output live. */
function runStep(name) {
  return new Promise((done) => {
    const child = spawn(scripts[name], { cwd: root, env, shell: true, stdio: 'inherit' });
    child.on('error', (error) => done({ ok: false, report: `\n> ${name}: ${error.message}\n` }));
    child.on('close', (code, signal) => done({ ok: code === 0, report: `\n> ${name}: ${statusOf(code, signal)}\n` }));
  });
}

async function runSequence() {
  const reports = [];
  for (const name of sequence) {
    const result = await runStep(name);
    reports.push(result);
    if (!result.ok) break;
  }
  return reports;
}

// `a && b` in a script: two steps, run side by side here (neither reads what the other writes)
const checkCommands = checks.flatMap((name) => scripts[name].split(' && ').map((command) => command.trim()));
const [checkResults, sequenceResults] = await Promise.all([Promise.all(checkCommands.map(runCheck)), runSequence()]);
for (const { report } of checkResults) process.stdout.write(report);
const failed = [...checkResults, ...sequenceResults].filter((result) => !result.ok);
for (const { report } of sequenceResults.filter((result) => !result.ok)) process.stdout.write(report);
process.exit(failed.length === 0 ? 0 : 1);

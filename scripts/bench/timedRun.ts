// A command run cold and timed by scripts/bench/stopwatch.mjs: wall time without the bench process's own cost of
// forking it, CPU time and peak resident memory from /usr/bin/time (10 ms and 1 KB steps).
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

const STOPWATCH = path.join(__dirname, 'stopwatch.mjs');

export interface TimedRun {
  readonly ms: number;
  readonly cpuMs: number;
  readonly rssMb: number;
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function timedRun(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(process.execPath, [STOPWATCH, command, ...args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const times = /(\d+) ([\d.]+) ([\d.]+)\s*\nstopwatch ([\d.]+)\s*$/.exec(result.stderr);
  if (!times) throw new Error(`no times from the stopwatch of ${command}: ${result.stderr.slice(-500)}`);
  const [rssKb, user, system, ms] = times.slice(1).map(Number);
  const run: TimedRun = {
    ms,
    cpuMs: (user + system) * 1000,
    rssMb: rssKb / 1024,
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
  };
  return run;
}

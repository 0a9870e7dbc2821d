// The CLI as a user runs it (bin/docs-lsp.js in a new process), or in-process with captured output (faster, and
// with an environment of the test's own).
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { runCli as runCliInProcess } from '../../server/src/cli/commands';

export const BIN = path.resolve(__dirname, '../../bin/docs-lsp.js');

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): CliResult {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `env` replaces the process environment (empty unless given). */
export async function runInProcess(
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined>; sleep?: (ms: number) => Promise<void> } = {},
): Promise<CliResult & { code: number }> {
  let stdout = '';
  let stderr = '';
  const code = await runCliInProcess(args, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd: options.cwd ?? process.cwd(),
    env: options.env ?? {},
    sleep: options.sleep,
  });
  return { code, stdout, stderr };
}

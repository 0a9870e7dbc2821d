// Runs the built CLI (bin/docs-lsp.js) as a user would, and returns its exit code and output.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

export const BIN = path.resolve(__dirname, '../../bin/docs-lsp.js');

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): CliResult {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: options.cwd, env: options.env ?? process.env, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

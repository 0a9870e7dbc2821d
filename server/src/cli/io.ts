// A CLI command, and what it may touch besides the file system: its output streams and environment (tests pass
// their own).

export interface CliCommand {
  readonly summary: string;
  run(args: string[], io: CliIo): Promise<number>;
}

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
}

export const defaultIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  get cwd() {
    return process.cwd();
  },
  get env() {
    return process.env;
  },
};

/** A mistake in the command line: exit code 2 with the message on stderr. */
export class UsageError extends Error {}

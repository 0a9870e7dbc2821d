// A CLI command, and what it may touch besides the file system: its output streams and environment (tests pass
// their own).

export interface CliOption {
  /** The long name, without `--`. */
  readonly name: string;
  /** A one-letter alias, without `-`. */
  readonly alias?: string;
  /** What the value looks like (`N`, `text|json`; `=PORT` when it must be joined); absent for a flag. */
  readonly value?: string;
  /** One line: what the option does. */
  readonly help: string;
}

/** What `--help` shows of a command; the parser reads the same option declarations (args.ts). */
export interface CommandHelp {
  /** One line, also shown in the list of commands. */
  readonly summary: string;
  /** The arguments after the command's name, e.g. `[DIR|docs.json] [options]`. */
  readonly synopsis: string;
  readonly options: readonly CliOption[];
  /** Lines after the options: environment variables, exit codes. */
  readonly notes?: readonly string[];
}

export interface CliCommand extends CommandHelp {
  run(args: string[], io: CliIo): Promise<number>;
}

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** The wait between retries of a request (tests pass one that records the delay and returns at once). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Whether stderr is a terminal (a progress line is drawn there, never in a log). */
  readonly isTTY?: boolean;
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
  get isTTY() {
    return process.stderr.isTTY === true;
  },
};

/** A mistake in the command line: exit code 2 with the message on stderr. */
export class UsageError extends Error {}

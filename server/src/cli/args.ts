// What a command declares (its options, each with one line of help) and the parser that reads a command line from
// that declaration: `--name value`, `--name=value` (repeatable), boolean `--flag`, `--name[=value]` (an optional
// value, joined), `-x` aliases and positionals.
// The help a user sees (`docs-lsp <command> --help`) is printed from the same declaration, so it cannot go stale.
import { CliOption, CommandHelp, UsageError } from './io';

export interface ParsedArgs {
  readonly positionals: string[];
  readonly values: Record<string, string[] | undefined>;
  readonly flags: Set<string>;
}

/** Every command answers `--help` and `-h`; the dispatcher handles them before the command runs. */
export const HELP_OPTION: CliOption = { name: 'help', alias: 'h', help: 'show this help and exit' };

export function parseArgs(argv: readonly string[], options: readonly CliOption[]): ParsedArgs {
  const result: ParsedArgs = { positionals: [], values: {}, flags: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      result.positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      result.positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const written = (eq >= 0 ? arg.slice(0, eq) : arg).replace(/^--?/, '');
    const option = options.find((o) => o.name === written || o.alias === written);
    if (!option) throw new UsageError(`unknown option ${arg} (docs-lsp <command> --help lists them)`);
    if (option.value?.startsWith('[=')) {
      // an optional value is given only as `--name=value` (`--name` alone: the default, an empty value)
      (result.values[option.name] ??= []).push(eq >= 0 ? arg.slice(eq + 1) : '');
    } else if (option.value === undefined) {
      if (eq >= 0) throw new UsageError(`--${option.name} takes no value`);
      result.flags.add(option.name);
    } else {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`--${option.name} needs a value`);
      (result.values[option.name] ??= []).push(value);
    }
  }
  return result;
}

/** Whether the command line asks for help (`--help` or `-h` before any `--`). */
export function asksForHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

/** The help of one command: usage, summary, one line per option, then the notes. */
export function formatHelp(name: string, command: CommandHelp): string {
  const options = [...command.options, HELP_OPTION].map((o) => {
    const value = !o.value ? '' : o.value.startsWith('=') || o.value.startsWith('[=') ? o.value : ` ${o.value}`;
    const names = `${o.alias ? `-${o.alias}, ` : '    '}--${o.name}${value}`;
    return [names, o.help] as const;
  });
  const width = Math.max(...options.map(([names]) => names.length)) + 2;
  return [
    `Usage: ${['docs-lsp', name, command.synopsis].filter(Boolean).join(' ')}`,
    '',
    `${command.summary[0].toUpperCase()}${command.summary.slice(1)}.`,
    '',
    'Options:',
    ...options.map(([names, help]) => `  ${names.padEnd(width)}${help}`),
    ...(command.notes?.length ? ['', ...command.notes] : []),
    '',
  ].join('\n');
}

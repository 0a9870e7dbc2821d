// Command-line dispatcher: `docs-lsp <command> [options]`. Each command lives in its own module and declares its
// options with their help (io.ts); `docs-lsp <command> --help` and `docs-lsp help <command>` print it (args.ts).
import { version } from '../../../package.json';
import { asksForHelp, formatHelp } from './args';
import { CliCommand, CliIo, CommandHelp, defaultIo, UsageError } from './io';
import { isTransportFlag, languageServerHelp } from './languageServer';
import { printable } from './printable';

// Loaded on demand: `check` never loads the analytics client, and no command loads another's dependencies. Loaded
// with `require`, as the engine loads its modules on demand: the tests run the sources through tsx's require hook.
/* eslint-disable @typescript-eslint/no-require-imports */
const commands: Record<string, () => Promise<CliCommand>> = {
  check: async () => (require('./check') as typeof import('./check')).checkCommand,
  analytics: async () => (require('./analyticsExport') as typeof import('./analyticsExport')).analyticsCommand,
  'openapi-check': async () => (require('./openapiCheck') as typeof import('./openapiCheck')).openapiCheckCommand,
  'openapi-file': async () => (require('./openapiFile') as typeof import('./openapiFile')).openapiFileCommand,
  migrate: async () => (require('./migrate') as typeof import('./migrate')).migrateCommand,
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** Every command by name, the language server (`--stdio`) last. */
export async function listCommands(): Promise<[string, CommandHelp][]> {
  const loaded = await Promise.all(
    Object.entries(commands).map(async ([name, load]): Promise<[string, CommandHelp]> => [name, await load()]),
  );
  return [...loaded, ['--stdio', languageServerHelp]];
}

async function usage(): Promise<string> {
  return [
    'Usage: docs-lsp <command> [options]',
    '',
    'Commands:',
    ...(await listCommands()).map(([name, help]) => `  ${name.padEnd(14)} ${help.summary}`),
    '',
    'docs-lsp <command> --help (or docs-lsp help <command>) lists the options of a command.',
    `docs-lsp --version (or -v) prints the version (${version}).`,
    '',
  ].join('\n');
}

/** The help of a command by the name the user typed (`--stdio` for the server), undefined for no command. */
async function helpOf(name: string): Promise<string | undefined> {
  if (isTransportFlag(name)) return formatHelp('', languageServerHelp);
  const load = commands[name];
  return load && formatHelp(name, await load());
}

export async function runCli(argv: string[], io: CliIo = defaultIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || (name === 'help' && args.length === 0)) {
    io.stdout(await usage());
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${version}\n`);
    return 0;
  }
  // `help <command>`, `<command> --help`; a transport flag reaches here only with --help (main.ts starts the server)
  if (name === 'help' || asksForHelp(args) || isTransportFlag(name)) {
    const wanted = name === 'help' ? args[0] : name;
    const help = await helpOf(wanted);
    if (help) io.stdout(help);
    else io.stderr(`docs-lsp: unknown command "${wanted}"\n\n${await usage()}`);
    return help ? 0 : 2;
  }
  const load = commands[name];
  if (!load) {
    io.stderr(`docs-lsp: unknown command "${name}"\n\n${await usage()}`);
    return 2;
  }
  try {
    return await (await load()).run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`docs-lsp ${name}: ${printable(error.message)}\n`);
      return 2;
    }
    throw error;
  }
}

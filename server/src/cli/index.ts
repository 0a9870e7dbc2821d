// Command-line dispatcher: `docs-lsp <command> [options]`. Each command lives in its own module and declares its
// options with their help (args.ts); `docs-lsp <command> --help` and `docs-lsp help <command>` print it.
import { asksForHelp, CliCommand, CommandHelp, formatHelp } from './args';
import { CliIo, defaultIo, UsageError } from './io';
import { isTransportFlag, languageServerHelp } from './languageServer';

export type { CliCommand } from './args';

const commands: Record<string, () => CliCommand> = {
  check: () => require('./check').checkCommand,
  analytics: () => require('./analytics').analyticsCommand,
  'openapi-check': () => require('./openapiCheck').openapiCheckCommand,
  'openapi-file': () => require('./openapiFile').openapiFileCommand,
};

/** Every command by name, the language server (`--stdio`) last. */
export function listCommands(): [string, CommandHelp][] {
  return [
    ...Object.entries(commands).map(([name, load]): [string, CommandHelp] => [name, load()]),
    ['--stdio', languageServerHelp],
  ];
}

function usage(): string {
  const entries = listCommands();
  return [
    'Usage: docs-lsp <command> [options]',
    '',
    'Commands:',
    ...entries.map(([name, help]) => `  ${name.padEnd(14)} ${help.summary}`),
    '',
    'docs-lsp <command> --help (or docs-lsp help <command>) lists the options of a command.',
    '',
  ].join('\n');
}

/** The help of a command by the name the user typed (`--stdio` for the server), undefined for no command. */
function helpOf(name: string): string | undefined {
  if (isTransportFlag(name)) return formatHelp('', languageServerHelp);
  const load = commands[name];
  return load && formatHelp(name, load());
}

export async function runCli(argv: string[], io: CliIo = defaultIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || (name === 'help' && args.length === 0)) {
    io.stdout(usage());
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${require('../../../package.json').version}\n`);
    return 0;
  }
  const load = commands[name];
  // `help <command>`, `<command> --help`; a transport flag reaches here only with --help (main.ts starts the server)
  if (name === 'help' || asksForHelp(args) || isTransportFlag(name)) {
    const command = name === 'help' ? args[0] : name;
    const help = helpOf(command);
    if (help) io.stdout(help);
    else io.stderr(`docs-lsp: unknown command "${command}"\n\n${usage()}`);
    return help ? 0 : 2;
  }
  if (!load) {
    io.stderr(`docs-lsp: unknown command "${name}"\n\n${usage()}`);
    return 2;
  }
  try {
    return await load().run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`docs-lsp ${name}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

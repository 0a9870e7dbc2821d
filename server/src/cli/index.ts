// Command-line dispatcher: `docs-lsp <command> [options]`. Each command lives in its own module and declares its
// options with their help (args.ts); `docs-lsp <command> --help` and `docs-lsp help <command>` print it.
import { analyticsCommand } from './analytics';
import { asksForHelp, CliCommand, CommandHelp, formatHelp } from './args';
import { checkCommand } from './check';
import { CliIo, defaultIo, UsageError } from './io';
import { isTransportFlag, languageServerHelp } from './languageServer';
import { openapiCheckCommand } from './openapiCheck';
import { openapiFileCommand } from './openapiFile';
import { version } from '../../../package.json';

export type { CliCommand } from './args';

const commands: Record<string, CliCommand> = {
  check: checkCommand,
  analytics: analyticsCommand,
  'openapi-check': openapiCheckCommand,
  'openapi-file': openapiFileCommand,
};

/** Every command by name, the language server (`--stdio`) last. */
export function listCommands(): [string, CommandHelp][] {
  return [...Object.entries(commands), ['--stdio', languageServerHelp]];
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
  const command = commands[name];
  return command && formatHelp(name, command);
}

export async function runCli(argv: string[], io: CliIo = defaultIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || (name === 'help' && args.length === 0)) {
    io.stdout(usage());
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${version}\n`);
    return 0;
  }
  const command = commands[name];
  // `help <command>`, `<command> --help`; a transport flag reaches here only with --help (main.ts starts the server)
  if (name === 'help' || asksForHelp(args) || isTransportFlag(name)) {
    const wanted = name === 'help' ? args[0] : name;
    const help = helpOf(wanted);
    if (help) io.stdout(help);
    else io.stderr(`docs-lsp: unknown command "${wanted}"\n\n${usage()}`);
    return help ? 0 : 2;
  }
  if (!command) {
    io.stderr(`docs-lsp: unknown command "${name}"\n\n${usage()}`);
    return 2;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`docs-lsp ${name}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

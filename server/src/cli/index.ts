// Command-line dispatcher: `docs-lsp <command> [options]`. Each command lives in its own module.
import { CliIo, defaultIo, UsageError } from './io';

export interface CliCommand {
  readonly summary: string;
  run(args: string[], io: CliIo): Promise<number>;
}

const commands: Record<string, () => CliCommand> = {
  check: () => require('./check').checkCommand,
  analytics: () => require('./analytics').analyticsCommand,
  'openapi-check': () => require('./openapiCheck').openapiCheckCommand,
  'openapi-file': () => require('./openapiFile').openapiFileCommand,
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, load]) => `  ${name.padEnd(14)} ${load().summary}`);
  return [
    'Usage: docs-lsp <command> [options]',
    '       docs-lsp --stdio   (language server)',
    '',
    'Commands:',
    ...lines,
    '',
  ].join('\n');
}

export async function runCli(argv: string[], io: CliIo = defaultIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage());
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${require('../../../package.json').version}\n`);
    return 0;
  }
  const load = commands[name];
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

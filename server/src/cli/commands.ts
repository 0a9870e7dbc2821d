// Command-line dispatcher: `docs-lsp <command> [options]`. Each command lives in its own module.
import { version } from '../../../package.json';
import { CliCommand, CliIo, defaultIo, UsageError } from './io';

// Loaded on demand: `check` never loads the analytics client, and no command loads another's dependencies.
const commands: Record<string, () => Promise<CliCommand>> = {
  check: async () => (await import('./check')).checkCommand,
  analytics: async () => (await import('./analytics')).analyticsCommand,
  'openapi-check': async () => (await import('./openapiCheck')).openapiCheckCommand,
  'openapi-file': async () => (await import('./openapiFile')).openapiFileCommand,
};

async function usage(): Promise<string> {
  const lines = await Promise.all(
    Object.entries(commands).map(async ([name, load]) => `  ${name.padEnd(14)} ${(await load()).summary}`),
  );
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
    io.stdout(await usage());
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${version}\n`);
    return 0;
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
      io.stderr(`docs-lsp ${name}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

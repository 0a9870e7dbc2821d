// `npm run emulator -- [--port 4010] [--seed 42] [--hostile] [--rate-limited N] ...`: the emulator for trying the
// panel and the CLI without an account. Data ends at the current hour so that "last 30 days" shows something.
import { parseArgs } from '../../server/src/cli/args';
import { Faults } from './faults';
import { EMULATOR_DEFAULTS, startEmulator } from './server';

const NUMBER_OPTIONS = [
  'port',
  'seed',
  'days',
  'feedback',
  'conversations',
  'extra-paths',
  'hourly-limit',
  'rate-limited',
  'server-errors',
  'delay',
  'truncated',
  'malformed',
] as const;

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, [
    ...[...NUMBER_OPTIONS, 'retry-after'].map((name) => ({ name, value: 'N', help: '' })),
    ...['hostile', 'extra-fields', 'repeat-cursor', 'null-cursor', 'ignore-offset'].map((name) => ({ name, help: '' })),
  ]);
  const number = (name: (typeof NUMBER_OPTIONS)[number]) => {
    const text = args.values[name]?.at(-1);
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} expects a whole number, not "${text}"`);
    return value;
  };
  const faults: Partial<Faults> = {
    hourlyLimit: number('hourly-limit'),
    rateLimited: number('rate-limited'),
    retryAfter: args.values['retry-after']?.at(-1),
    serverErrors: number('server-errors'),
    delayMs: number('delay'),
    truncated: number('truncated'),
    malformed: number('malformed'),
    repeatCursor: args.flags.has('repeat-cursor'),
    nullCursor: args.flags.has('null-cursor'),
    ignoreOffset: args.flags.has('ignore-offset'),
  };
  const emulator = await startEmulator({
    port: number('port') ?? 4010,
    seed: number('seed'),
    days: number('days'),
    feedbackCount: number('feedback'),
    conversationCount: number('conversations'),
    extraPaths: number('extra-paths'),
    now: Math.ceil(Date.now() / 3_600_000) * 3_600_000,
    hostile: args.flags.has('hostile'),
    extraFields: args.flags.has('extra-fields'),
    faults,
    onRequest: ({ path, query, status }) =>
      process.stdout.write(`${new Date().toISOString()} ${status} ${path}?${new URLSearchParams(query)}\n`),
  });
  process.stdout.write(
    [
      `Analytics emulator on ${emulator.url}  (${emulator.data.feedback.length} feedback, ` +
        `${emulator.data.conversations.length} conversations)`,
      `  project ID: ${emulator.projectId}`,
      `  admin key:  ${EMULATOR_DEFAULTS.adminKey}   (a key without the analytics scope: ` +
        `${EMULATOR_DEFAULTS.limitedKey})`,
      '',
      `  DOCS_API_KEY=${EMULATOR_DEFAULTS.adminKey} npx docs-lsp analytics feedback --project ` +
        `${emulator.projectId} --base-url ${emulator.url} --format table`,
      `  VS Code: set docsLsp.analytics.baseUrl to ${emulator.url} and docsLsp.analytics.projectId to ` +
        `${emulator.projectId}`,
      '',
    ].join('\n'),
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`emulator: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
});

// `docs-lsp <command> --help` and `docs-lsp help <command>`: every command, the language server included, prints its
// usage and one line per declared option, and exits 0 without running.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { listCommands } from '../../server/src/cli/commands';
import { runCli, runInProcess } from '../helpers/runCli';

describe('help per command', async () => {
  const commands = await listCommands();
  for (const [name, command] of commands) {
    it(`${name} --help lists every option on one line, and help ${name} prints the same`, async () => {
      const help = await runInProcess([name, '--help']);
      assert.equal(help.code, 0);
      assert.equal(help.stderr, '');
      const lines = help.stdout.split('\n');
      assert.match(lines[0], new RegExp(`^Usage: docs-lsp ${name.replace(/-/g, '\\-')}\\b`));
      for (const option of [...command.options, { name: 'help', help: 'show this help and exit' }]) {
        const line = lines.filter((l) => l.includes(`--${option.name}`) && l.endsWith(option.help));
        assert.equal(line.length, 1, `one line for --${option.name} in\n${help.stdout}`);
      }
      assert.deepEqual(await runInProcess(['help', name]), help);
      assert.equal((await runInProcess([name, '-h'])).stdout, help.stdout);
    });
  }

  it('check --help wins over any other argument and reads nothing', async () => {
    const result = await runInProcess(['check', '/does/not/exist', '--format', 'bogus', '--help']);
    assert.equal(result.code, 0);
    assert.match(result.stdout, /--max-warnings N +exit 1 when there are more than N warnings/);
  });

  it('an --help after -- is an argument, not a request for help', async () => {
    const result = await runInProcess(['check', '--', '--help']);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /--help does not exist/);
  });

  it('an unknown option points to --help; help of an unknown command is a usage error', async () => {
    const unknown = await runInProcess(['openapi-check', 'spec.json', '--bogus']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown option --bogus \(docs-lsp <command> --help lists them\)/);
    const noCommand = await runInProcess(['help', 'nope']);
    assert.equal(noCommand.code, 2);
    assert.match(noCommand.stderr, /unknown command "nope"/);
  });

  it("the list of commands names each with its summary and says how to get a command's help", async () => {
    const result = await runInProcess(['help']);
    assert.equal(result.code, 0);
    for (const [name, command] of commands) assert.ok(result.stdout.includes(`${name.padEnd(14)} ${command.summary}`));
    assert.match(result.stdout, /docs-lsp <command> --help/);
    const version = await runInProcess(['--version']);
    assert.equal(version.code, 0);
    assert.match(version.stdout, /^\d+\.\d+\.\d+\n$/);
    assert.ok(result.stdout.includes(`docs-lsp --version (or -v) prints the version (${version.stdout.trim()})`));
    assert.deepEqual(await runInProcess(['-v']), version);
  });

  it("docs-lsp --stdio --help prints the server's help instead of starting it (a new process)", () => {
    const result = runCli(['--stdio', '--help']);
    assert.equal(result.code, 0);
    assert.match(result.stdout, /^Usage: docs-lsp --stdio \| --node-ipc/);
    assert.match(result.stdout, /--socket=PORT +connect to a TCP socket/);
  });
});

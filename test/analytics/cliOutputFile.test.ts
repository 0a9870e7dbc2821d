// `docs-lsp analytics -o FILE`: the file is replaced only by a complete export; a failed or killed export leaves the
// previous file as it was and no temporary file behind; a folder, a missing folder or a link are handled.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import { writeFileAtomic, OutputFileError } from '../../server/src/cli/outputFile';
import { BIN, runInProcess } from '../helpers/runCli';
import { tempSite } from '../helpers/tempSite';
import { resetEmulator, useEmulator } from './support';

const PREVIOUS = '[{"id":"previous export"}]\n';

describe('docs-lsp analytics -o FILE', () => {
  const emulator = useEmulator({ feedbackCount: 300 });
  beforeEach(() => resetEmulator(emulator()));
  const env = () => ({ DOCS_API_KEY: emulator().adminKey, DOCS_API_BASE_URL: emulator().url });
  const args = (...more: string[]) => ['analytics', 'feedback', '--project', emulator().projectId, ...more];

  it('writes the complete export to the file, nothing to stdout', async () => {
    const site = tempSite({ 'out/feedback.json': PREVIOUS });
    const run = await runInProcess(args('--page-size', '100', '-o', 'out/feedback.json'), {
      cwd: site.dir,
      env: env(),
    });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /wrote 300 entries to .*feedback\.json\n$/);
    assert.deepEqual(JSON.parse(fs.readFileSync(site.path('out/feedback.json'), 'utf8')), emulator().data.feedback);
    assert.deepEqual(fs.readdirSync(site.path('out')), ['feedback.json']);
  });

  it('an export that fails midway leaves the previous file untouched and no temporary file', async () => {
    const site = tempSite({ 'feedback.csv': PREVIOUS });
    Object.assign(emulator().faults, { repeatCursor: true });
    const run = await runInProcess(args('--page-size', '10', '--format', 'csv', '--output=feedback.csv'), {
      cwd: site.dir,
      env: env(),
    });
    assert.equal(run.code, 1);
    assert.match(run.stderr, /repeated the cursor/);
    assert.equal(fs.readFileSync(site.path('feedback.csv'), 'utf8'), PREVIOUS);
    assert.deepEqual(fs.readdirSync(site.dir), ['feedback.csv']);
  });

  it('a killed export leaves the previous file untouched', async () => {
    const site = tempSite({ 'feedback.json': PREVIOUS });
    Object.assign(emulator().faults, { delayMs: 150 });
    const child = spawn(process.execPath, [BIN, ...args('--page-size', '10', '-o', 'feedback.json')], {
      cwd: site.dir,
      env: { ...process.env, ...env() },
    });
    // killed once it reports its second page: entries are in memory, the file not yet replaced
    let stderr = '';
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await Promise.race([
      new Promise<void>((resolve) =>
        child.stderr.on('data', (chunk) => /from 2 pages/.test((stderr += chunk)) && resolve()),
      ),
      exited,
    ]);
    assert.equal(child.exitCode, null, stderr);
    child.kill('SIGKILL');
    await exited;
    assert.equal(fs.readFileSync(site.path('feedback.json'), 'utf8'), PREVIOUS);
    assert.deepEqual(fs.readdirSync(site.dir), ['feedback.json']);
  });

  it('a folder, a missing folder or an empty name: a usage error before any request', async () => {
    const site = tempSite({ 'dir/keep.txt': 'x' });
    for (const [target, message] of [
      ['dir', /it is a folder; name a file/],
      ['missing/out.json', /its folder .*missing: no such file or folder/],
      ['dir/keep.txt/out.json', /is not a folder|a file where a folder is expected/],
      ['', /-o expects a file name/],
    ] as const) {
      const run = await runInProcess(args('-o', target), { cwd: site.dir, env: env() });
      assert.equal(run.code, 2, target);
      assert.match(run.stderr, message);
    }
    assert.equal(emulator().requests.length, 0);
  });

  it('writeFileAtomic: replaces a symbolic link instead of writing through it; keeps the mode', () => {
    const site = tempSite({ 'outside/secret.txt': 'do not touch', 'out/export.json': 'old' });
    fs.chmodSync(site.path('out/export.json'), 0o600);
    writeFileAtomic(site.path('out/export.json'), 'new');
    assert.equal(fs.readFileSync(site.path('out/export.json'), 'utf8'), 'new');
    assert.equal(fs.statSync(site.path('out/export.json')).mode & 0o777, 0o600);
    fs.symlinkSync(site.path('outside/secret.txt'), site.path('out/link.json'));
    writeFileAtomic(site.path('out/link.json'), 'exported');
    assert.equal(fs.readFileSync(site.path('outside/secret.txt'), 'utf8'), 'do not touch');
    assert.ok(!fs.lstatSync(site.path('out/link.json')).isSymbolicLink());
    assert.throws(() => writeFileAtomic(site.path('out'), 'x'), OutputFileError);
  });
});

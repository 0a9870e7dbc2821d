// The release workflow cannot run here (it publishes); what it runs and what it would publish is checked: its
// trigger, permissions and secrets, its tag and repository steps run as the runner would, `npm publish --dry-run`,
// and the VSIX that `vsce package` builds from the files the manifest lists.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { tempSite } from '../helpers/tempSite';
import { packedTarball } from '../helpers/packedTarball';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const workflowText = fs.readFileSync(path.join(root, '.github/workflows/release.yml'), 'utf8');

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
const workflow = parse(workflowText);
const job = workflow.jobs.release;
const steps: Step[] = job.steps;
const stepRunning = (pattern: RegExp) => {
  const index = steps.findIndex((s) => s.run !== undefined && pattern.test(s.run));
  assert.ok(index >= 0, `a step runs ${pattern}`);
  return { index, step: steps[index] };
};
const withoutNpmSettings = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|GITHUB_)/i.test(key)));

describe('release workflow', () => {
  it('runs on version tags, tests before it builds, publishes the VSIX twice and the package with provenance', () => {
    assert.deepEqual(Object.keys(workflow.on), ['push']);
    assert.ok(workflow.on.push.tags.every((t: string) => t.startsWith('v')));
    assert.equal(job.permissions['id-token'], 'write');
    const order = [/^npm ci$/, /^npm test$/, /^npm run package$/, /vsce publish --packagePath docs-lsp\.vsix/]
      .concat([/ovsx@[\d.]+ publish docs-lsp\.vsix/, /^npm publish --provenance --access public$/])
      .concat([/^npm pack --ignore-scripts$/, /^gh release create /])
      .map((pattern) => stepRunning(pattern).index);
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
    );
    assert.equal(stepRunning(/vsce publish/).step.env?.VSCE_PAT, '${{ secrets.VSCE_PAT }}');
    assert.equal(stepRunning(/ovsx/).step.env?.OVSX_PAT, '${{ secrets.OVSX_PAT }}');
    assert.equal(stepRunning(/npm publish/).step.env?.NODE_AUTH_TOKEN, '${{ secrets.NPM_TOKEN }}');
    // secrets reach commands through env only, never pasted into a script
    for (const step of steps) assert.doesNotMatch(step.run ?? '', /\$\{\{/);
  });

  it('attaches the VSIX and the tarball npm pack writes, by its name, to the release the Action installs from', () => {
    const { step } = stepRunning(/^gh release create /);
    const attached = spawnSync(
      'bash',
      ['-eo', 'pipefail', '-c', `set -- ${step.run!.replace(/^gh release create /, '')}; printf '%s\\n' "$@"`],
      {
        env: { ...withoutNpmSettings(), GITHUB_REF_NAME: `v${manifest.version}` },
        encoding: 'utf8',
      },
    ).stdout.split('\n');
    assert.deepEqual(attached.slice(0, 3), [
      `v${manifest.version}`,
      'docs-lsp.vsix',
      path.basename(packedTarball().file),
    ]);
    const action = fs.readFileSync(path.join(root, 'action.yml'), 'utf8');
    assert.ok(action.includes('releases/download/v$version/docs-lsp-$version.tgz'));
  });

  it("accepts only the tag that names package.json's version", () => {
    const { step } = stepRunning(/GITHUB_REF_NAME" = /);
    const run = (tag: string) =>
      spawnSync('bash', ['-eo', 'pipefail', '-c', step.run!], {
        cwd: root,
        env: { ...withoutNpmSettings(), GITHUB_REF_NAME: tag },
      }).status;
    assert.equal(run(`v${manifest.version}`), 0);
    assert.equal(run('v999.0.0'), 1);
  });

  it('sets repository.url from GITHUB_REPOSITORY, as npm provenance requires', () => {
    const { step } = stepRunning(/npm pkg set repository/);
    const copy = tempSite({ 'package.json': JSON.stringify({ name: 'docs-lsp', version: manifest.version }) });
    execFileSync('bash', ['-eo', 'pipefail', '-c', step.run!], {
      cwd: copy.dir,
      env: { ...withoutNpmSettings(), GITHUB_REPOSITORY: 'octo/docs-lsp' },
    });
    assert.deepEqual(JSON.parse(fs.readFileSync(copy.path('package.json'), 'utf8')).repository, {
      type: 'git',
      url: 'git+https://github.com/octo/docs-lsp.git',
    });
  });

  it('npm publish --dry-run would publish the bundles and nothing of the sources', () => {
    const result = spawnSync('npm', ['publish', '--dry-run', '--ignore-scripts', '--json'], {
      cwd: root,
      env: withoutNpmSettings(),
      encoding: 'utf8',
      timeout: 120_000,
    });
    assert.equal(result.status, 0, result.stderr);
    const report = JSON.parse(result.stdout);
    const published = report[manifest.name] ?? report;
    assert.equal(published.version, manifest.version);
    const files: string[] = published.files.map((f: { path: string }) => f.path);
    assert.ok(files.includes('dist/server.js') && files.includes('bin/docs-lsp.js'));
    assert.deepEqual(
      files.filter((f) => /\.(ts|map)$|^(test|server|scripts|example)\//.test(f)),
      [],
    );
  });

  it('vsce package builds the VSIX from the files the manifest lists', () => {
    assert.ok(fs.existsSync(path.join(root, 'dist/server.js')), 'build first: npm run build');
    // a copy, so that vsce's prepublish build does not rewrite dist/ under the other tests
    const stage = tempSite();
    const copy = (relative: string) => fs.cpSync(path.join(root, relative), stage.path(relative), { recursive: true });
    for (const pattern of [...manifest.files, 'README.md']) {
      if (!pattern.includes('*')) copy(pattern.replace(/\/$/, ''));
      else {
        const [dir, glob] = [path.posix.dirname(pattern), path.posix.basename(pattern)];
        const match = new RegExp(`^${glob.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
        for (const file of fs.readdirSync(path.join(root, dir)).filter((f) => match.test(f))) copy(`${dir}/${file}`);
      }
    }
    const { 'vscode:prepublish': _build, ...scripts } = manifest.scripts;
    fs.writeFileSync(stage.path('package.json'), JSON.stringify({ ...manifest, scripts }, null, 2));
    const vsce = path.join(root, 'node_modules/@vscode/vsce/vsce');
    const packageArgs = manifest.scripts.package.replace(/^vsce package /, '').split(' ');
    execFileSync(process.execPath, [vsce, 'package', ...packageArgs], { cwd: stage.dir, stdio: 'pipe' });
    const listing = execFileSync(
      'python3',
      [
        '-c',
        'import sys, zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))',
        stage.path('docs-lsp.vsix'),
      ],
      { encoding: 'utf8' },
    );
    const entries = listing.trim().split('\n');
    for (const file of ['client.js', 'launcher.js', 'server.js', 'specWorker.js'].map((f) => `extension/dist/${f}`))
      assert.ok(entries.includes(file), file);
    assert.ok(entries.includes('extension.vsixmanifest'));
    assert.deepEqual(
      entries.filter((e) => /\.(ts|map)$/.test(e)),
      [],
    );
  });
});

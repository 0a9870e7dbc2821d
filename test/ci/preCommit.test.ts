// The pre-commit hook (.pre-commit-hooks.yaml) run by pre-commit on a repository with two docs roots: only the roots
// of the staged files are checked, and those of the files a commit deletes. pre-commit installs a `language: node`
// hook by running `npm install` in the hook's repository, then `npm pack` and `npm install -g` of that tarball: from
// this repository, the whole development install and the `prepare` build (what `npm ci` does; minutes). The test
// gives pre-commit the package as users get it instead: the tarball of `npm pack` (the bundles of this build)
// unpacked into a hook repository with this repository's .pre-commit-hooks.yaml, its manifest without the
// development dependencies and scripts. npm runs offline, with a registry where nothing answers, and the install
// takes seconds. Skipped without pre-commit.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { tempSite } from '../helpers/tempSite';
import { docsJson, page } from '../helpers/site';
import { packedTarball } from '../helpers/packedTarball';

const root = path.resolve(__dirname, '../..');
const preCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
const skip =
  preCommit.error || preCommit.status !== 0
    ? 'pre-commit is not installed (Debian: apt-get install pre-commit)'
    : false;

/**
 * The environment of npm and git without what an enclosing `npm test` or git hook sets; npm offline, and its
 * registry an address where nothing answers: the install must need none.
 */
function quietEnv(extra: Record<string, string>): Record<string, string | undefined> {
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|GIT_)/i.test(key))),
    npm_config_offline: 'true',
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
    ...extra,
  };
}

/** A git repository holding the packed package and the hook's declaration, as pre-commit would clone it. */
function hookRepository(env: Record<string, string | undefined>): { dir: string; rev: string } {
  const hooks = tempSite();
  execFileSync('tar', ['-xzf', packedTarball().file, '-C', hooks.dir, '--strip-components=1']);
  const manifest = JSON.parse(fs.readFileSync(hooks.path('package.json'), 'utf8'));
  assert.deepEqual(manifest.dependencies ?? {}, {}, 'the bundles carry the code: nothing to install');
  delete manifest.devDependencies;
  delete manifest.scripts;
  hooks.write('package.json', JSON.stringify(manifest, null, 2));
  fs.copyFileSync(path.join(root, '.pre-commit-hooks.yaml'), hooks.path('.pre-commit-hooks.yaml'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: hooks.dir, env, encoding: 'utf8' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'the packed docs-lsp and its hook');
  return { dir: hooks.dir, rev: git('rev-parse', 'HEAD').trim() };
}

describe('pre-commit hook', () => {
  it('is declared as docs-lsp-check, running check --changed -- on docs files', () => {
    const [hook, withBaseline] = parse(fs.readFileSync(path.join(root, '.pre-commit-hooks.yaml'), 'utf8'));
    assert.equal(hook.id, 'docs-lsp-check');
    assert.equal(hook.entry, 'docs-lsp check --changed --');
    for (const file of ['docs.json', 'a/b.mdx', 'c.md', 'api.yaml', 'spec.yml'])
      assert.match(file, new RegExp(hook.files), file);
    // the same with the baseline of each docs root: its options before `--`, which ends them
    assert.equal(withBaseline.id, 'docs-lsp-check-baseline');
    assert.equal(withBaseline.entry, 'docs-lsp check --changed --baseline --');
    assert.deepEqual(
      { ...withBaseline, id: hook.id, entry: hook.entry, name: hook.name, description: hook.description },
      hook,
    );
  });

  it('pre-commit run checks the docs roots of the staged files only', { skip, timeout: 180_000 }, () => {
    const repo = tempSite({
      'docs/docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'gone'] }] }),
      'docs/index.mdx': page('Home'),
      'other/docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'elsewhere'] }] }),
      'other/index.mdx': page('Other'),
      'README.md': '# A repository\n',
    });
    const env = quietEnv({ PRE_COMMIT_HOME: tempSite().dir });
    const hooks = hookRepository(env);
    // the configuration a user writes, naming the hook's repository at a commit (installed once, on the first run)
    repo.write(
      '.pre-commit-config.yaml',
      `repos:\n  - repo: ${hooks.dir}\n    rev: ${hooks.rev}\n    hooks:\n      - id: docs-lsp-check\n`,
    );
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo.dir, env, encoding: 'utf8' });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'site');
    const run = () =>
      spawnSync('pre-commit', ['run'], {
        cwd: repo.dir,
        env,
        encoding: 'utf8',
        timeout: 170_000,
      });

    repo.write('docs/index.mdx', page('Home, edited'));
    git('add', 'docs/index.mdx');
    const docsChanged = run();
    assert.equal(docsChanged.status, 1, docsChanged.stdout + docsChanged.stderr);
    assert.match(docsChanged.stdout, /docs-lsp check\.+Failed/);
    assert.match(docsChanged.stdout, /docs\/docs\.json:\d+:\d+ {2}error {2}Page "gone" has no page file/);
    assert.doesNotMatch(docsChanged.stdout, /elsewhere/);

    git('commit', '-qm', 'edit');
    repo.write('README.md', '# A repository, edited\n');
    git('add', 'README.md');
    const outsideRoots = run();
    assert.equal(outsideRoots.status, 0, outsideRoots.stdout + outsideRoots.stderr);
    assert.match(outsideRoots.stdout, /docs-lsp check\.+Passed/);

    // a commit that only deletes a page the navigation lists: no file for pre-commit to pass, yet the hook runs
    git('commit', '-qm', 'readme');
    git('rm', '-q', 'other/index.mdx');
    const deletionOnly = run();
    assert.equal(deletionOnly.status, 1, deletionOnly.stdout + deletionOnly.stderr);
    assert.match(deletionOnly.stdout, /other\/docs\.json:\d+:\d+ {2}error {2}Page "index" has no page file/);
    assert.doesNotMatch(deletionOnly.stdout, /"gone"/);
  });
});

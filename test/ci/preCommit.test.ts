// The pre-commit hook (.pre-commit-hooks.yaml) through `pre-commit try-repo` on a repository with two docs roots:
// only the roots of the staged files are checked. pre-commit installs this repository as a node package the first
// time (npm install, the `prepare` build, npm pack), which takes a minute or two; skipped without pre-commit.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { tempSite } from '../helpers/tempSite';
import { docsJson, page } from '../helpers/site';

const root = path.resolve(__dirname, '../..');
const preCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
const skip =
  preCommit.error || preCommit.status !== 0
    ? 'pre-commit is not installed (Debian: apt-get install pre-commit)'
    : !fs.existsSync(path.join(root, '.git'))
      ? 'not a git checkout: pre-commit try-repo needs one'
      : false;

describe('pre-commit hook', () => {
  it('is declared as docs-lsp-check, running check --changed -- on docs files', () => {
    const [hook] = parse(fs.readFileSync(path.join(root, '.pre-commit-hooks.yaml'), 'utf8'));
    assert.equal(hook.id, 'docs-lsp-check');
    assert.equal(hook.entry, 'docs-lsp check --changed --');
    for (const file of ['docs.json', 'a/b.mdx', 'c.md', 'api.yaml', 'spec.yml'])
      assert.match(file, new RegExp(hook.files), file);
  });

  it('pre-commit try-repo checks the docs roots of the staged files only', { skip, timeout: 600_000 }, () => {
    const repo = tempSite({
      'docs/docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'gone'] }] }),
      'docs/index.mdx': page('Home'),
      'other/docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'elsewhere'] }] }),
      'other/index.mdx': page('Other'),
      'README.md': '# A repository\n',
    });
    const home = tempSite();
    const env = {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|GIT_)/i.test(key))),
      PRE_COMMIT_HOME: home.dir,
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    };
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo.dir, env, encoding: 'utf8' });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'site');
    const tryRepo = () =>
      spawnSync('pre-commit', ['try-repo', root, 'docs-lsp-check'], {
        cwd: repo.dir,
        env,
        encoding: 'utf8',
        timeout: 590_000,
      });

    repo.write('docs/index.mdx', page('Home, edited'));
    git('add', 'docs/index.mdx');
    const docsChanged = tryRepo();
    assert.equal(docsChanged.status, 1, docsChanged.stdout + docsChanged.stderr);
    assert.match(docsChanged.stdout, /docs-lsp check\.+Failed/);
    assert.match(docsChanged.stdout, /docs\/docs\.json:\d+:\d+ {2}error {2}Page "gone" has no page file/);
    assert.doesNotMatch(docsChanged.stdout, /elsewhere/);

    git('commit', '-qm', 'edit');
    repo.write('README.md', '# A repository, edited\n');
    git('add', 'README.md');
    const outsideRoots = tryRepo();
    assert.equal(outsideRoots.status, 0, outsideRoots.stdout + outsideRoots.stderr);
    assert.match(outsideRoots.stdout, /docs-lsp check\.+Passed/);
  });
});

// The commit-msg check (scripts/commitMsg.mjs): subject of at most 72 characters, a blank line, a body.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
// @ts-expect-error a plain ES module of the repository's scripts, without types
import { commitMessageProblems } from '../../scripts/commitMsg.mjs';

const problems = (message: string) => commitMessageProblems(message) as string[];

test('a short subject, a blank line and a body pass; git comments and the -v diff are left out', () => {
  assert.deepEqual(problems('Fix the anchor check\n\nIt missed ids made by steps.\n'), []);
  assert.deepEqual(problems('Fix it\n\nWhy.\n# Please enter the commit message\n#\n'), []);
  const verbose = 'Fix it\n\nWhy.\n# ------------------------ >8 ------------------------\ndiff --git a b\n';
  assert.deepEqual(problems(verbose), []);
  assert.deepEqual(problems(`${'x'.repeat(72)}\n\nWhy.`), []);
});

test('a long subject, no body, a second line that is not blank or no subject are refused', () => {
  assert.deepEqual(problems(`${'x'.repeat(73)}\n\nWhy.`), ['the subject has 73 characters; at most 72']);
  assert.deepEqual(problems('Fix it\n'), ['no body: say why the change was made, after a blank line']);
  const secondLine = 'the second line is not blank (subject, blank line, body)';
  assert.deepEqual(problems('Fix it\nbecause\nof this\n'), [secondLine]);
  assert.deepEqual(problems('\n\nWhy.'), ['the subject (first line) is empty']);
});

test('as the commit-msg hook: exit 1 with the reason, 0 for a good message', () => {
  const dir = mkdtempSync(join(tmpdir(), 'commit-msg-'));
  const run = (message: string) => {
    writeFileSync(join(dir, 'COMMIT_EDITMSG'), message);
    return spawnSync(process.execPath, ['scripts/commitMsg.mjs', join(dir, 'COMMIT_EDITMSG')], { encoding: 'utf8' });
  };
  const bad = run('Fix it\n');
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /no body/);
  assert.equal(run('Fix it\n\nWhy.\n').status, 0);
});

// `check --fix` on a copy of a real site (fixCorpusSweeps.ts): fewer problems, none new, a second run changes
// nothing. fixCorpus.slow.test.ts runs every corpus site. Skipped without ../shared/corpus.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { CORPUS, fixSweep } from './fixCorpusSweeps';

describe('--fix on a corpus site', { skip: !existsSync(CORPUS) && 'no ../shared/corpus beside the project' }, () => {
  it('AdeboyeDN__langtrace-docs: strictly fewer problems, no new one, a second run changes nothing', async () => {
    const outcome = await fixSweep('AdeboyeDN__langtrace-docs');
    assert.ok(outcome.after.length < outcome.before.length, `${outcome.before.length} -> ${outcome.after.length}`);
    assert.deepEqual(outcome.fresh, []);
    assert.match(outcome.secondFixLine, /--fix: 0 fixes in 0 files/);
    assert.deepEqual(outcome.changedBySecondRun, []);
  });
});

// `check --fix` on a copy of every corpus site: never more problems, none new, a second run changes nothing; the
// sites where a safe fix applies end with strictly fewer problems. Skipped without ../shared/corpus.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { CORPUS, fixSweep } from './fixCorpusSweeps';

const sites = existsSync(CORPUS)
  ? readdirSync(CORPUS).filter((name) => !name.startsWith('_') && statSync(path.join(CORPUS, name)).isDirectory())
  : [];

describe(
  '--fix on every corpus site',
  { skip: !existsSync(CORPUS) && 'no ../shared/corpus beside the project' },
  () => {
    for (const site of sites)
      it(`${site}: no new problem, fewer when fixes apply, a second run changes nothing`, async () => {
        const outcome = await fixSweep(site);
        assert.deepEqual(outcome.fresh, []);
        const applied = !/--fix: 0 fixes/.test(outcome.fixLine);
        if (applied) assert.ok(outcome.after.length < outcome.before.length, outcome.fixLine);
        else assert.equal(outcome.after.length, outcome.before.length);
        assert.match(outcome.secondFixLine, /--fix: 0 fixes in 0 files/);
        assert.deepEqual(outcome.changedBySecondRun, []);
      });
  },
);

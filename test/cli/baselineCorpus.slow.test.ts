// The baseline's stability sweep (baselineCorpusSweeps.ts) on three large corpus sites with 100+ problems each, 50
// scripted edits and several seeds. Skipped without ../shared/corpus.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { baselineSweep, CORPUS } from './baselineCorpusSweeps';

const SITES = ['polarsource__polar', 'modelcontextprotocol__modelcontextprotocol', 'Portkey-AI__docs-core'];

describe('baseline on corpus sites', { skip: !existsSync(CORPUS) && 'no ../shared/corpus beside the project' }, () => {
  for (const site of SITES)
    for (const seed of site === 'polarsource__polar' ? [1, 2, 3] : [1])
      it(`${site}, seed ${seed}: 50 edits, exactly the new problem reported and the fixed one counted`, async () => {
        const outcome = await baselineSweep(site, 50, seed);
        assert.equal(outcome.edits, 50);
        assert.ok(outcome.problems >= 100, String(outcome.problems));
        console.log(`# ${site}: ${outcome.problems} problems, baseline ${outcome.baselineBytes} bytes`);
      });
});

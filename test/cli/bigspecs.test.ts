// The big real specs of ../shared/corpus/_bigspecs (when present) load, are indexed, and report only what is wrong.
// (Per-site counts of every code, ref-* and openapi-* included, are pinned by test/corpus.)
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { runInProcess } from '../helpers/runCli';

const CORPUS = path.resolve(__dirname, '../../../shared/corpus');

const BIG = path.join(CORPUS, '_bigspecs');
const bigSpecs = fs.existsSync(BIG)
  ? [
      ...fs
        .readdirSync(BIG)
        .filter((f) => f.endsWith('.json'))
        .map((f) => path.join(BIG, f)),
      path.join(BIG, 'digitalocean/specification/DigitalOcean-public.v2.yaml'),
    ].filter((f) => fs.existsSync(f))
  : [];

for (const file of bigSpecs) {
  test(`big spec ${path.basename(file)}: loads, is indexed, and reports only what is wrong`, async () => {
    const { code, stdout } = await runInProcess(['openapi-check', file, '--format', 'json'], { cwd: BIG });
    const codes = new Set((JSON.parse(stdout) as { diagnostics: { code: string }[] }).diagnostics.map((d) => d.code));
    // DigitalOcean's spec is split over many files: its `$ref`s to them are the only findings
    assert.deepEqual([...codes], file.includes('DigitalOcean') ? ['openapi-external-ref'] : []);
    assert.equal(code, file.includes('DigitalOcean') ? 1 : 0);
  });
}

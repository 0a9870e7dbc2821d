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

/**
 * What each spec gets: warnings of the operation rules where the spec is at fault (bodies on GET and DELETE that hold
 * fields, examples that do not match their schemas; Spectral reports the same), and for DigitalOcean's spec, split
 * over many files, only its `$ref`s to them (an error): what those files declare is not judged.
 */
const EXPECTED: Record<string, string[]> = {
  'github.api.github.com.2020-09.json': ['openapi-example-schema', 'openapi-request-body-method'],
  'stripe.spec3.2022-04-12.json': ['openapi-request-body-method'],
  'twilio_api_v2010.json': ['openapi-example-schema'],
  'DigitalOcean-public.v2.yaml': ['openapi-external-ref'],
};

for (const file of bigSpecs) {
  test(`big spec ${path.basename(file)}: loads, is indexed, and reports only what is wrong`, async () => {
    const { code, stdout } = await runInProcess(['openapi-check', file, '--format', 'json'], { cwd: BIG });
    const codes = new Set((JSON.parse(stdout) as { diagnostics: { code: string }[] }).diagnostics.map((d) => d.code));
    assert.deepEqual([...codes].sort(), EXPECTED[path.basename(file)] ?? []);
    assert.equal(code, file.includes('DigitalOcean') ? 1 : 0);
  });
}

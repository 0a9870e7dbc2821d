// The spec worker (dist/specWorker.js) gives the same analysis as in-process, in two steps: the index first, then
// every finding (the index does not cross twice).
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { after, test } from 'node:test';
import { analyzeSpec, SpecAnalysis } from '../../server/src/engine/openapiDocument/analyze';
import { DEFAULT_LIMITS } from '../../server/src/engine/limits';
import { WorkerSpecLoader } from '../../server/src/engine/openapiDocument/workerLoader';
import { PETS_YAML } from '../helpers/specFixtures';

/** Operation details cross lazily (transferIndex.ts): compared by value, as JSON. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

const loader = new WorkerSpecLoader(path.resolve(__dirname, '../../dist/specWorker.js'));
after(() => loader.dispose());

test('a spec with a structural fault: the index first, then the same analysis as in-process', async () => {
  const text = PETS_YAML.replace('openapi: 3.1.0', 'openapi: 3.1.0\nunknownTopLevel: true');
  const partials: SpecAnalysis[] = [];
  const analysis = await loader.analyze('file:///s/pets.yaml', 3, text, DEFAULT_LIMITS, (partial) =>
    partials.push(partial),
  );
  const expected = analyzeSpec('file:///s/pets.yaml', 3, text);
  assert.deepEqual(plain(analysis), plain(expected));
  assert.ok(expected.findings.some((f) => f.code === 'openapi-structure'));
  assert.equal(partials.length, 1);
  assert.deepEqual(plain(partials[0].index), plain(expected.index));
  assert.equal(
    partials[0].index!.operations.find((op) => op.path === '/pets' && op.method === 'GET')!.parameters[0].name,
    'limit',
    'details are read on demand',
  );
  assert.ok(
    !partials[0].findings.some((f) => f.code === 'openapi-structure'),
    'structural findings come with the end of the analysis',
  );
});

test('a spec that does not parse: one answer, no index', async () => {
  const partials: SpecAnalysis[] = [];
  const text = '{"openapi": "3.1.0", "paths": {';
  const analysis = await loader.analyze('file:///s/broken.json', 1, text, DEFAULT_LIMITS, (partial) =>
    partials.push(partial),
  );
  assert.deepEqual(partials, []);
  assert.deepEqual(plain(analysis), plain(analyzeSpec('file:///s/broken.json', 1, text)));
  assert.equal(analysis.index, undefined);
  assert.ok(analysis.findings.length > 0 && analysis.findings.every((f) => f.code === 'openapi-parse'));
});

test('the worker checks the nesting limit before parsing: input-limit at the bracket, no index', async () => {
  const text = `{"openapi": "3.1.0", "paths": ${'['.repeat(600)}${']'.repeat(600)}}`;
  const analysis = await loader.analyze('file:///s/deep.json', 1, text, DEFAULT_LIMITS);
  assert.deepEqual(
    analysis.findings.map((f) => [f.code, f.range.start.character]),
    [['input-limit', 30 + 511]],
  );
  assert.equal(analysis.index, undefined);
  assert.equal(analysis.isSpec, true);
  assert.match(analysis.overLimit!, /nest deeper than 512/);
});

// Spec-level rules, each at its exact range: analysis of one spec text (the same function the worker runs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyzeSpec } from '../../server/src/engine/openapiDocument/analyze';
import { firstCharOf, rangeText, spanAfter, spanOf } from '../helpers/site';
import { PETS_YAML } from '../helpers/specFixtures';

const codes = (uri: string, text: string, filter = /./) =>
  analyzeSpec(uri, 1, text)
    .findings.filter((f) => filter.test(f.code))
    .map((f) => `${f.code}@${rangeText(f.range)}`)
    .sort();

test('a clean spec has no findings and is indexed', () => {
  const analysis = analyzeSpec('file:///s/pets.yaml', 1, PETS_YAML);
  assert.deepEqual(analysis.findings, []);
  assert.deepEqual(
    analysis.index!.operations.map((op) => `${op.method} ${op.path}`),
    ['GET /pets', 'POST /pets', 'GET /pets/{petId}', 'DELETE /pets/{petId}'],
  );
  assert.deepEqual(
    analysis.index!.webhooks.map((w) => w.path),
    ['pet.adopted'],
  );
  const get = analysis.index!.operations[0];
  assert.equal(rangeText(get.selection), spanOf(PETS_YAML, 'get'));
  assert.deepEqual(get.parameters, [
    { name: 'limit', in: 'query', required: false, type: 'integer', description: undefined },
  ]);
  assert.deepEqual(get.security, [['apiKey']]);
  assert.deepEqual(get.servers, ['https://api.pets.test/v1']);
  assert.equal(analysis.index!.operations[2].deprecated, true);
  assert.equal(analysis.index!.operations[3].hidden, true);
  assert.equal(rangeText(analysis.index!.schemas[0].selection), spanAfter(PETS_YAML, '  schemas:', 'Pet'));
});

test('openapi-parse: JSON and YAML syntax errors at their position', () => {
  const json = '{\n  "openapi": "3.1.0",\n  "info": { "title": "x" "version": "1" }\n}';
  assert.deepEqual(codes('file:///s/a.json', json), [`openapi-parse@${spanOf(json, '"version"')}`]);
  assert.deepEqual(codes('file:///s/a.yaml', 'openapi: 3.1.0\ninfo:\n  title: x\n version: 1\n'), [
    'openapi-parse@3:0-3:1',
  ]);
  assert.deepEqual(codes('file:///s/a.yaml', 'openapi: 3.1.0\ninfo: {}\ninfo: {}\n'), ['openapi-parse@2:0-2:1']);
});

test('openapi-version: Swagger 2.0, a 3.2 version, a number, no version', () => {
  assert.deepEqual(codes('file:///s/a.json', '{"swagger": "2.0", "paths": {}}'), ['openapi-version@0:1-0:17']);
  assert.deepEqual(codes('file:///s/a.yaml', 'openapi: 3.2.0\npaths: {}\n'), ['openapi-version@0:9-0:14']);
  assert.deepEqual(codes('file:///s/a.yaml', 'openapi: 3.1\npaths: {}\n'), ['openapi-version@0:9-0:12']);
  assert.deepEqual(codes('file:///s/a.yaml', 'info: {}\n'), ['openapi-version@0:0-0:1']);
});

const BROKEN = `openapi: 3.0.3
info:
  title: Broken
paths:
  /pets:
    get:
      security:
        - nope: []
      x-mint:
        metadata:
          openapi: x
          public: "yes"
          groups: [1]
          playground: everyone
        href: 3
      responses:
        '200':
          $ref: '#/components/responses/Missing'
        '201':
          $ref: 'other.yaml#/x'
        '400':
          descriptio: typo
webhooks:
  foo:
    post:
      responses: {}
`;

test('spec rules on a broken 3.0 spec, each at its node', () => {
  assert.deepEqual(
    codes('file:///s/broken.yaml', BROKEN),
    [
      `openapi-external-ref@${spanOf(BROKEN, "'other.yaml#/x'")}`,
      `openapi-no-servers@${spanOf(BROKEN, 'openapi')}`,
      `openapi-no-success-response@${spanOf(BROKEN, 'responses', 2)}`,
      `openapi-security-scheme@${spanOf(BROKEN, 'nope')}`,
      `openapi-structure@${spanOf(BROKEN, 'info')}`,
      `openapi-structure@${spanOf(BROKEN, "'400'")}`,
      `openapi-unresolved-ref@${spanOf(BROKEN, "'#/components/responses/Missing'")}`,
      `openapi-webhooks-version@${spanOf(BROKEN, 'webhooks')}`,
      `openapi-x-docs@${spanOf(BROKEN, '"yes"')}`,
      `openapi-x-docs@${spanOf(BROKEN, '3', 2)}`,
      `openapi-x-docs@${spanOf(BROKEN, '[1]')}`,
      `openapi-x-docs@${spanOf(BROKEN, 'everyone')}`,
      `openapi-x-docs@${spanOf(BROKEN, 'openapi', 1)}`,
    ].sort(),
  );
});

test('openapi-structure: every violation, oneOf noise collapsed to one per node, webhooks not repeated', () => {
  const spec = `openapi: 3.0.3
info:
  title: T
  version: '1'
servers: [{ url: 'https://x.test' }]
paths:
  /a:
    get:
      parameters:
        - name: p
          in: nowhere
      responses:
        '200': { content: {} }
  /b:
    get:
      responses:
        '500': { descriptionn: x }
`;
  const found = analyzeSpec('file:///s/s.yaml', 1, spec).findings;
  assert.deepEqual(
    found.map((f) => `${f.code}@${rangeText(f.range)}`).sort(),
    [
      `openapi-structure@${firstCharOf(spec, 'name: p')}`,
      `openapi-structure@${spanOf(spec, "'200'")}`,
      `openapi-structure@${spanOf(spec, "'500'")}`,
      `openapi-no-success-response@${spanOf(spec, 'responses', 1)}`,
    ].sort(),
  );
  assert.match(
    found.find((f) => f.range.start.line === 12)!.message,
    /200.*does not match any allowed form.*description/,
  );
});

test('3.1 without webhooks support problems; x-docs accepted as written by real specs (x-mint)', () => {
  const spec = PETS_YAML.replace(
    '      summary: List pets\n',
    '      summary: List pets\n      x-mint: { metadata: { title: Pets, public: true, groups: ' +
      "[admin], playground: auth }, content: 'Hi', href: /pets }\n",
  );
  assert.deepEqual(codes('file:///s/p.yaml', spec), []);
  assert.equal(analyzeSpec('file:///s/p.yaml', 1, spec).index!.operations[0].xDocs!.href, '/pets');
});

test('circular $refs, YAML alias bombs, deep nesting and multi-file specs end with diagnostics', () => {
  const circular = `openapi: 3.1.0
info: { title: C, version: '1' }
servers: [{ url: 'https://x.test' }]
paths: {}
components:
  schemas:
    A: { $ref: '#/components/schemas/B' }
    B: { $ref: '#/components/schemas/A' }
    Node: { type: object, properties: { next: { $ref: '#/components/schemas/Node' } } }
`;
  assert.deepEqual(codes('file:///s/c.yaml', circular), []);
  const bomb = ['openapi: 3.1.0', 'info: { title: B, version: "1" }', 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
  for (let i = 1; i < 9; i++)
    bomb.push(
      `a${i}: &a${i} [${Array(10)
        .fill(`*a${i - 1}`)
        .join(', ')}]`,
    );
  assert.deepEqual(codes('file:///s/bomb.yaml', `${bomb.join('\n')}\n`), ['openapi-parse@0:0-0:1']);
  const deep = `{"openapi": "3.1.0", "x": ${'['.repeat(100_000)}`;
  assert.deepEqual(codes('file:///s/deep.json', deep), ['input-limit@0:537-0:537']); // the input limit, checked before parsing
  const multi = `openapi: 3.0.0
info: { title: M, version: '1' }
servers: [{ url: 'https://x.test' }]
paths:
  /a:
    $ref: 'resources/a.yml'
`;
  assert.deepEqual(codes('file:///s/m.yaml', multi), [`openapi-external-ref@${spanOf(multi, "'resources/a.yml'")}`]);
});

test('a split spec: what another file declares is not judged by the operation rules', () => {
  const text = `openapi: 3.1.0
info: { title: Split, version: '1' }
servers: [{ url: 'https://api.test' }]
paths:
  /droplets/{id}:
    get:
      $ref: 'resources/droplets/get.yml'
  /volumes/{id}:
    delete:
      parameters:
        - $ref: 'parameters.yml#/volume_id'
      responses:
        $ref: 'responses.yml#/delete'
  /images/{id}:
    get:
      responses:
        '200': { description: OK }
`;
  // the first two are another file's to say; the third declares no {id} here and is judged
  assert.deepEqual(
    analyzeSpec('file:///s/split.yaml', 1, text)
      .findings.filter((f) => /path-parameter|success-response/.test(f.code))
      .map((f) => `${f.code}: ${f.message.slice(0, 20)}`),
    ['openapi-path-parameter: `{id}` of "/images/{'],
  );
});

// The injection grammar is registered and captures the spec file, method and path (or webhook name) of `openapi:`.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(__dirname, '..');
const FILE = 'syntaxes/openapi-reference.injection.tmLanguage.json';

/** Oniguruma's scoped `(?i:...)` as a JS pattern: the tests' samples differ only in the method's case. */
const jsPattern = (pattern: string) => new RegExp(pattern.replace('(?i:', '(?:'), 'i');

test('the grammar is contributed and its patterns capture the parts of a reference', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const grammar = JSON.parse(fs.readFileSync(path.join(ROOT, FILE), 'utf8'));
  assert.deepEqual(
    manifest.contributes.grammars.find((g: { path: string }) => g.path === `./${FILE}`).scopeName,
    grammar.scopeName,
  );
  const endpoint = jsPattern(grammar.repository.endpoint.match);
  assert.deepEqual(endpoint.exec('openapi: "/specs/pets.yaml post /pets/{petId}"')!.slice(4, 7), [
    '/specs/pets.yaml',
    'post',
    '/pets/{petId}',
  ]);
  assert.deepEqual(endpoint.exec('openapi: GET /pets')!.slice(4, 7), [undefined, 'GET', '/pets']);
  assert.equal(endpoint.exec('openapi-schema: Pet'), null);
  const webhook = jsPattern(grammar.repository.webhook.match);
  assert.deepEqual(webhook.exec("openapi: 'events.json webhook order.created'")!.slice(4, 7), [
    'events.json',
    'webhook',
    'order.created',
  ]);
});

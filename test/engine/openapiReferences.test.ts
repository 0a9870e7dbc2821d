// From a reference to its operation (definition), and from the spec back to the pages (references, code lens).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSite, rangeText, spanAfter, spanOf } from '../helpers/site';
import { PETS_YAML } from '../helpers/specFixtures';
import { FILES, text } from '../helpers/openapiFeatures';

test('definition: to the exact operation line; references and code lens from the spec back to the pages', () => {
  const s = createSite(FILES);
  const [link] = s.service.findDefinition(s.uri('/site/d.mdx'), s.cursor('/site/d.mdx'));
  assert.equal(link.targetUri, s.uri('/site/specs/pets.yaml'));
  assert.equal(rangeText(link.targetSelectionRange), spanAfter(PETS_YAML, '/pets/{petId}:', 'get'));
  const refs = s.service.findReferences(s.uri('/site/specs/pets.yaml'), { line: 10, character: 5 });
  assert.deepEqual(refs.map((r) => `${r.uri.replace('file:///site/', '')}@${rangeText(r.range)}`).sort(), [
    `docs.json@${spanOf(text('/site/docs.json'), 'GET /pets')}`,
    `f.mdx@${spanOf(text('/site/f.mdx'), 'GET /pets')}`,
  ]);
  const lenses = s.service.getCodeLenses(s.uri('/site/specs/pets.yaml'));
  assert.deepEqual(
    lenses.slice(0, 2).map((l) => l.command!.title),
    ['2 references in the docs', '0 references in the docs'],
  );
  const generates = s.service.getCodeLenses(s.uri('/site/docs.json'));
  assert.deepEqual(
    generates.map((l) => `${l.command!.title}@${rangeText(l.range)}`),
    [`generates 2 endpoint pages@${spanOf(text('/site/docs.json'), '"specs/store.json"')}`],
  );
});

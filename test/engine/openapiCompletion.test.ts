// Completion of spec references: in frontmatter and in docs.json pages.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CompletionItemTag, TextEdit } from 'vscode-languageserver-types';
import { applyEdits, createSite, rangeText } from '../helpers/site';
import { DOCS, FILES, text } from '../helpers/openapiFeatures';
import { MAX_PAGE_ITEMS } from '../../server/src/engine/features/completion';

test('completion in frontmatter: endpoints of the named spec, deprecated tagged, hidden last', () => {
  const s = createSite(FILES);
  const items = s.service.doComplete(s.uri('/site/a.mdx'), s.cursor('/site/a.mdx')).items;
  assert.deepEqual(
    items.map((i) => i.label),
    ['GET /pets', 'POST /pets', 'GET /pets/{petId}', 'DELETE /pets/{petId}', 'webhook pet.adopted'],
  );
  assert.equal(items[0].detail, 'List pets');
  assert.deepEqual(items[2].tags, [CompletionItemTag.Deprecated]);
  assert.ok(items[3].sortText! > items[0].sortText! && items[3].sortText! > items[2].sortText!);
  assert.equal(rangeText((items[0].textEdit as TextEdit).range), '2:26-2:26');
  const applied = applyEdits(text('/site/a.mdx'), [items[1].textEdit as TextEdit]);
  assert.equal(applied, '---\ntitle: A\nopenapi: "specs/pets.yaml POST /pets"\n---\n');
});

test('completion in frontmatter without a spec: spec files, then endpoints of every spec (prefixed); schemas', () => {
  const s = createSite(FILES);
  const labels = s.service.doComplete(s.uri('/site/b.mdx'), s.cursor('/site/b.mdx')).items.map((i) => i.label);
  assert.deepEqual(labels.slice(0, 2), ['/specs/pets.yaml', '/specs/store.json']);
  assert.ok(
    labels.includes('/specs/pets.yaml GET /pets') &&
      labels.includes('/specs/store.json POST /orders/') &&
      labels.includes('/specs/pets.yaml webhook pet.adopted'),
  );
  const schemas = s.service.doComplete(s.uri('/site/c.mdx'), s.cursor('/site/c.mdx')).items.map((i) => i.label);
  assert.deepEqual(
    schemas.filter((l) => !l.startsWith('/specs/') || l.includes(' ')).sort(),
    ['/specs/pets.yaml Pet', '/specs/store.json Pet', 'Order'].sort(),
  );
});

test('completion in docs.json pages: the inherited spec, then every spec with its path', () => {
  const s = createSite(FILES);
  const items = s.service.doComplete(s.uri('/site/docs.json'), s.cursor('/site/docs.json')).items;
  const labels = items.map((i) => i.label);
  assert.ok(labels.includes('GET /pets/{petId}') && labels.includes('/specs/store.json POST /orders/'));
  assert.ok(!labels.includes('POST /orders/'), 'store.json is not inherited here');
  const edit = items.find((i) => i.label === 'POST /pets')!.textEdit as TextEdit;
  assert.equal(applyEdits(text('/site/docs.json'), [edit]).includes('"pages": ["GET /pets", "POST /pets"]'), true);
});

test('completion in docs.json pages of a big site: endpoints cut to the typed letters, marked incomplete', () => {
  const many = Object.fromEntries(
    Array.from({ length: MAX_PAGE_ITEMS + 1 }, (_, i) => [`/site/ref/page-${i}.mdx`, '---\ntitle: P\n---\n']),
  );
  const s = createSite({ ...FILES, '/site/docs.json': DOCS.replace('"‸"', '"POST /p‸"'), ...many });
  const list = s.service.doComplete(s.uri('/site/docs.json'), s.cursor('/site/docs.json'));
  assert.equal(list.isIncomplete, true);
  // no page path has those letters; of the endpoints, those that hold p, o, s, t, space, /, p in order
  assert.deepEqual(
    list.items.map((i) => i.label),
    ['POST /pets', '/specs/pets.yaml POST /pets', '/specs/store.json GET /pets'],
  );
});

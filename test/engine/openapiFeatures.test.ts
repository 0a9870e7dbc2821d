// Editing features on spec references: completion, hover, go-to-definition, references and code lens from a spec,
// and code actions (whole resulting texts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CodeAction, CompletionItemTag, MarkupContent, TextDocumentEdit, TextEdit } from 'vscode-languageserver-types';
import { applyEdits, rangeText, createSite, spanAfter, spanOf } from '../helpers/site';
import { PETS_YAML, STORE_JSON } from '../helpers/specs';
import { MAX_PAGE_ITEMS } from '../../server/src/engine/features/completion';

const DOCS = `{
  "navigation": {
    "versions": [
      {
        "version": "v2",
        "tabs": [
          { "tab": "API", "openapi": { "source": "specs/pets.yaml", "directory": "reference" }, "groups": [{ "group": "Pets", "pages": ["GET /pets", "‸"] }] },
          { "tab": "All", "openapi": "specs/store.json" }
        ]
      }
    ]
  }
}`;

const FILES = {
  '/site/docs.json': DOCS,
  '/site/specs/pets.yaml': PETS_YAML,
  '/site/specs/store.json': STORE_JSON,
  '/site/a.mdx': '---\ntitle: A\nopenapi: "specs/pets.yaml ‸"\n---\n',
  '/site/b.mdx': '---\nopenapi: ‸\n---\n',
  '/site/c.mdx': '---\nopenapi-schema: ‸\n---\n',
  '/site/d.mdx': '---\nopenapi: specs/pets.yaml GET /pets/{petId}‸\n---\n',
  '/site/e.mdx': '---\nopenapi-schema: specs/pets.yaml Pet‸\n---\n',
  '/site/f.mdx': '---\nopenapi: GET /pets\n---\n',
};

const text = (path: keyof typeof FILES) => FILES[path].replace('‸', '');

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

test('completion in frontmatter without a spec: spec files, then endpoints of every spec (prefixed); schema names', () => {
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

test('completion in docs.json pages of a big site: endpoints cut to the typed letters as page paths are, marked incomplete', () => {
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

test('hover: the operation in brief and the generated page (title, description, version, URL)', () => {
  const s = createSite(FILES);
  const onEntry = s.service.doHover(s.uri('/site/docs.json'), {
    line: 6,
    character: DOCS.split('\n')[6].indexOf('GET /pets') + 2,
  })!;
  const value = (onEntry.contents as MarkupContent).value;
  assert.equal(rangeText(onEntry.range!), spanOf(text('/site/docs.json'), 'GET /pets'));
  for (const part of [
    '**GET /pets**',
    'Returns **all** pets.',
    '`limit` (query, integer)',
    '`200` A list of pets',
    'Security: `apiKey`',
    'Servers: `https://api.pets.test/v1`',
    '- title: List pets',
    '- version: v2',
    '- URL: `/reference/list-pets`',
  ]) {
    assert.ok(value.includes(part), `hover lacks ${part}:\n${value}`);
  }
  const onPage = (s.service.doHover(s.uri('/site/d.mdx'), s.cursor('/site/d.mdx'))!.contents as MarkupContent).value;
  assert.ok(onPage.includes('*deprecated*') && onPage.includes('- URL: `/d`'), onPage);
  const onSchema = (s.service.doHover(s.uri('/site/e.mdx'), s.cursor('/site/e.mdx'))!.contents as MarkupContent).value;
  assert.ok(
    onSchema.includes('**Pet** (object)') && onSchema.includes("`name` (string, required): The pet's name"),
    onSchema,
  );
});

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

test('code actions: name the spec of an ambiguous reference; create the page of a docs.json endpoint', () => {
  const s = createSite(FILES);
  const uri = s.uri('/site/f.mdx');
  const diagnostics = s.service.getDiagnostics(uri).filter((d) => d.code === 'ref-ambiguous-endpoint');
  const [first] = s.service.getCodeActions(uri, diagnostics);
  assert.equal(first.title, 'Name the spec file: /specs/pets.yaml');
  assert.equal(
    applyEdits(text('/site/f.mdx'), first.edit!.changes![uri]),
    '---\nopenapi: /specs/pets.yaml GET /pets\n---\n',
  );

  const docsUri = s.uri('/site/docs.json');
  const at = DOCS.split('\n')[6].indexOf('GET /pets') + 1;
  const actions: CodeAction[] = s.service.getCodeActions(docsUri, [], {
    start: { line: 6, character: at },
    end: { line: 6, character: at },
  });
  assert.deepEqual(
    actions.map((a) => a.title),
    ['Create the page reference/list-pets.mdx for GET /pets'],
  );
  const changes = actions[0].edit!.documentChanges!;
  assert.deepEqual(changes[0], {
    kind: 'create',
    uri: s.uri('/site/reference/list-pets.mdx'),
    options: { ignoreIfExists: true },
  });
  assert.equal(
    (changes[1] as TextDocumentEdit).edits[0].newText,
    '---\ntitle: "List pets"\ndescription: "Returns **all** pets."\nopenapi: "/specs/pets.yaml GET /pets"\n---\n\n',
  );
  assert.ok(
    applyEdits(text('/site/docs.json'), (changes[2] as TextDocumentEdit).edits as TextEdit[]).includes(
      '"pages": ["reference/list-pets", ""]',
    ),
  );
});

test('did-you-mean quick fixes replace exactly the mistaken part', () => {
  const page = '---\nopenapi: specs/pets.yaml get /pets/\n---\n';
  const s = createSite({ ...FILES, '/site/g.mdx': page });
  const uri = s.uri('/site/g.mdx');
  const [action] = s.service.getCodeActions(uri, s.service.getDiagnostics(uri));
  assert.equal(applyEdits(page, action.edit!.changes![uri]), '---\nopenapi: specs/pets.yaml GET /pets\n---\n');
});

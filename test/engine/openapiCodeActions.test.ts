// Quick fixes and actions on spec references.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CodeAction, TextDocumentEdit, TextEdit } from 'vscode-languageserver-types';
import { parse as parseYaml } from 'yaml';
import { applyEdits, createSite } from '../helpers/site';
import { DOCS, FILES, text } from '../helpers/openapiFeatures';

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

test('naming the spec file keeps the frontmatter valid YAML whatever the name of the spec and its quoting', () => {
  const spec = (title: string) =>
    JSON.stringify({
      openapi: '3.0.0',
      info: { title, version: '1' },
      paths: { '/pets': { get: { responses: { 200: { description: 'ok' } } } } },
    });
  for (const written of ['GET /pets', '"GET /pets"', "'GET /pets'"]) {
    const s = createSite({
      'docs.json': JSON.stringify({ name: 'T', theme: 'mint', navigation: { pages: ['f'] } }),
      'a "quoted" #1.json': spec('a'),
      "b 'single': x.json": spec('b'),
      'f.mdx': `---\nopenapi: ${written}\n---\n`,
    });
    const uri = s.uri('f.mdx');
    const diagnostics = s.service.getDiagnostics(uri).filter((d) => d.code === 'ref-ambiguous-endpoint');
    const actions = s.service.getCodeActions(uri, diagnostics);
    assert.deepEqual(
      actions.map((a) => parseYaml(applyEdits(s.text('f.mdx'), a.edit!.changes![uri]).split('---')[1]).openapi),
      ['/a "quoted" #1.json GET /pets', "/b 'single': x.json GET /pets"],
      written,
    );
  }
});

// The real server (dist/server.js --stdio, specs analysed in its worker) driven over JSON-RPC.
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { after, before, test } from 'node:test';
import { CodeLens, CompletionList, Diagnostic, Hover, LocationLink, MarkupContent } from 'vscode-languageserver-types';
import { startClient, TestClient } from '../helpers/lspClient';
import { PETS_YAML } from '../helpers/specFixtures';
import { tempSite } from '../helpers/tempSite';

const DOCS = '{"navigation": {"groups": [{"group": "API", "openapi": "pets.yaml", "pages": ["GET /pets", "page"]}]}}';
// without `servers`: the spec's one finding (openapi-no-servers) shows that the worker's analysis has arrived
const SPEC = PETS_YAML.replace('servers:\n  - url: https://api.pets.test/v1\n', '');
const PAGE = '---\ntitle: Page\nopenapi: pets.yaml POST /pets\n---\n\nBody\n';

const site = tempSite({ 'docs.json': DOCS, 'pets.yaml': SPEC, 'page.mdx': PAGE });
const uri = (name: string) => site.uri(name);
const codes = (diagnostics: Diagnostic[]) => diagnostics.map((d) => d.code).sort();
let client: TestClient;
let connection: TestClient['connection'];
const diagnosticsFor = (file: string, accept: (d: Diagnostic[]) => boolean) => client.diagnosticsMatching(file, accept);

before(async () => {
  client = await startClient(site.uri(''));
  connection = client.connection;
  for (const [name, text, languageId] of [
    ['docs.json', DOCS, 'json'],
    ['page.mdx', PAGE, 'mdx'],
    ['pets.yaml', SPEC, 'yaml'],
  ])
    client.open(uri(name), languageId, text);
});

after(() => client?.close());

test('spec results from the worker are published, and the dependents republished', async () => {
  const spec = await diagnosticsFor(uri('pets.yaml'), (d) => d.length > 0);
  assert.deepEqual(codes(spec), ['openapi-no-servers']);
  const docs = await diagnosticsFor(uri('docs.json'), () => true);
  assert.deepEqual(
    codes(docs).filter((c) => String(c).startsWith('ref-')),
    [],
  );
});

test('hover, completion, definition and code lens answer from the index', async () => {
  const hover = (await connection.sendRequest('textDocument/hover', {
    textDocument: { uri: uri('page.mdx') },
    position: { line: 2, character: 22 },
  })) as Hover;
  const text = (hover.contents as MarkupContent).value;
  assert.ok(text.startsWith('**POST /pets**'));
  assert.match(text, /\nResponses:\n- `201`/, 'the details the worker sends apart are there'); // see transferIndex.ts
  const completion = (await connection.sendRequest('textDocument/completion', {
    textDocument: { uri: uri('page.mdx') },
    position: { line: 2, character: 19 },
  })) as CompletionList;
  assert.deepEqual(completion.items.map((i) => i.label).slice(0, 2), ['GET /pets', 'POST /pets']);
  const [link] = (await connection.sendRequest('textDocument/definition', {
    textDocument: { uri: uri('page.mdx') },
    position: { line: 2, character: 22 },
  })) as LocationLink[];
  assert.deepEqual([link.targetUri, link.targetSelectionRange.start], [uri('pets.yaml'), { line: 16, character: 4 }]);
  const lenses = (await connection.sendRequest('textDocument/codeLens', {
    textDocument: { uri: uri('pets.yaml') },
  })) as CodeLens[];
  assert.deepEqual(
    lenses.slice(0, 2).map((l) => l.command!.title),
    ['1 reference in the docs', '1 reference in the docs'],
  );
});

test('references from a spec operation, and the create-page action on a docs.json endpoint', async () => {
  const refs = (await connection.sendRequest('textDocument/references', {
    textDocument: { uri: uri('pets.yaml') },
    position: { line: 8, character: 5 },
    context: { includeDeclaration: false },
  })) as { uri: string }[];
  assert.deepEqual(
    refs.map((r) => path.basename(r.uri)),
    ['docs.json'],
  );
  const at = { line: 0, character: DOCS.indexOf('GET /pets') + 1 };
  const actions = (await connection.sendRequest('textDocument/codeAction', {
    textDocument: { uri: uri('docs.json') },
    range: { start: at, end: at },
    context: { diagnostics: [] },
  })) as { title: string }[];
  assert.deepEqual(
    actions.map((a) => a.title),
    ['Create the page api-reference/list-pets.mdx for GET /pets'],
  );
});

test('a spec edit re-checks its dependents; a broken spec keeps serving its last good index', async () => {
  const withoutPost = SPEC.replace(
    '    post:\n      summary: Create a pet\n',
    '    put:\n      summary: Replace pets\n',
  );
  connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: uri('pets.yaml'), version: 2 },
    contentChanges: [{ text: withoutPost }],
  });
  const page = await diagnosticsFor(uri('page.mdx'), (d) => d.some((x) => x.code === 'ref-unknown-endpoint'));
  assert.deepEqual(page.find((d) => d.code === 'ref-unknown-endpoint')!.range, {
    start: { line: 2, character: 19 },
    end: { line: 2, character: 29 },
  });

  connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: uri('pets.yaml'), version: 3 },
    contentChanges: [{ text: `${withoutPost}  broken: [\n` }],
  });
  await diagnosticsFor(uri('pets.yaml'), (d) => d.some((x) => x.code === 'openapi-parse'));
  const completion = (await connection.sendRequest('textDocument/completion', {
    textDocument: { uri: uri('page.mdx') },
    position: { line: 2, character: 19 },
  })) as CompletionList;
  assert.ok(
    completion.items.some((i) => i.label === 'PUT /pets'),
    'the last good index still serves',
  );
});

// Loading specs: in the background (an asynchronous loader, as the server's worker), remote specs (off, allowed,
// failing), the last good index kept while a spec does not parse, and exactly the dependents re-checked.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyzeSpec } from '../../server/src/engine/openapiDocument/analyze';
import { SpecLoader } from '../../server/src/engine/openapiDocument/specLoader';
import { fetchSpecText } from '../../server/src/engine/openapiDocument/remote';
import { createSite } from '../helpers/site';
import { PETS_YAML, STORE_JSON } from '../helpers/specFixtures';

const URL_SPEC = 'https://specs.test/store.json';
const remoteDocs = `{"navigation": {"groups": [{"group": "API", "openapi": "${URL_SPEC}", \
"pages": ["GET /pets", "GET /nope"]}]}}`;
const page = (fm: string) => `---\n${fm}\n---\n`;

test('remote specs off: references are not judged, one info diagnostic counts them', () => {
  const s = createSite({
    '/s/docs.json': remoteDocs,
    '/s/p.mdx': page('openapi: GET /x'),
    '/s/q.mdx': page('title: Q'),
  });
  assert.deepEqual(s.findings('/s/docs.json', /^(ref|openapi)-/), [`openapi-remote-unchecked: ${URL_SPEC}`]);
  assert.match(s.diagnostics('/s/docs.json', /^openapi-/)[0].message, /3 references to it went unchecked/);
  assert.deepEqual(s.findings('/s/p.mdx', /^ref-/), []);

  const unused = createSite({
    '/s/docs.json': `{"navigation": {"groups": [{"group": "API", "openapi": "${URL_SPEC}"}]}}`,
  });
  const [message] = unused.diagnostics('/s/docs.json', /^openapi-/).map((d) => d.message);
  assert.match(message, /remote specs are off.*: it went unchecked\.$/);
  assert.doesNotMatch(message, /\b0 references/);
});

test('remote specs allowed: fetched once, then checked; a failed download is openapi-fetch', async () => {
  const fetched: string[] = [];
  const s = createSite(
    { '/s/docs.json': remoteDocs },
    { settings: { openapi: { allowRemote: true } }, fetchText: async (url) => (fetched.push(url), STORE_JSON) },
  );
  await s.service.loadSpecs();
  assert.deepEqual(s.findings('/s/docs.json', /^(ref|openapi)-/), ['ref-unknown-endpoint: GET /nope']);
  s.service.getDiagnostics(s.uri('/s/docs.json'));
  assert.deepEqual(fetched, [URL_SPEC]);

  const failing = createSite(
    { '/s/docs.json': remoteDocs },
    { settings: { openapi: { allowRemote: true } }, fetchText: async () => Promise.reject(new Error('HTTP 404')) },
  );
  await failing.service.loadSpecs();
  assert.deepEqual(failing.findings('/s/docs.json', /^(ref|openapi)-/), [`openapi-fetch: ${URL_SPEC}`]);
  assert.match(failing.diagnostics('/s/docs.json', /^openapi-/)[0].message, /could not be loaded: HTTP 404/);
});

test('only http(s) URLs are fetched', async () => {
  await assert.rejects(fetchSpecText('file:///etc/passwd'), /only http\(s\) URLs/);
});

/** A loader that answers on a later turn, as the worker does. */
function laterLoader(): SpecLoader & { jobs: number } {
  const loader = {
    jobs: 0,
    analyze: (uri: string, version: string | number, text: string) => {
      loader.jobs++;
      return new Promise<ReturnType<typeof analyzeSpec>>((resolve) =>
        setImmediate(() => resolve(analyzeSpec(uri, version, text))),
      );
    },
    dispose: () => undefined,
  };
  return loader;
}

test('background loading: results arrive later, dependents are named, a broken spec keeps its last index', async () => {
  const docs =
    '{"navigation": {"groups": [{"group": "API", "openapi": "pets.yaml", "pages": ["GET /pets", "intro"]}]}}';
  const loader = laterLoader();
  const s = createSite(
    {
      '/s/docs.json': docs,
      '/s/pets.yaml': PETS_YAML,
      '/s/intro.mdx': page('title: Intro'),
      '/s/p.mdx': page('openapi: pets.yaml POST /pets'),
      '/s/other.mdx': page('title: Other'),
    },
    { specLoader: loader },
  );
  const events: string[][] = [];
  s.service.onDidChangeSpecResults((uris) => events.push(uris.map((u) => u.replace('file:///s/', '')).sort()));
  for (const file of ['docs.json', 'p.mdx', 'other.mdx', 'intro.mdx']) s.service.getDiagnostics(s.uri(`/s/${file}`));
  assert.equal(loader.jobs, 1);
  await s.service.loadSpecs();
  assert.deepEqual(events, [['docs.json', 'p.mdx', 'pets.yaml']]);

  // the spec stops parsing: its own diagnostic, while references resolve against the last good index
  s.workspace.write('/s/pets.yaml', `${PETS_YAML}\n  bad: [\n`);
  s.service.getDiagnostics(s.uri('/s/pets.yaml'));
  await s.service.loadSpecs();
  assert.deepEqual(
    s.findings('/s/pets.yaml').map((f) => f.split(':')[0]),
    ['openapi-parse'],
  );
  assert.deepEqual(s.findings('/s/docs.json', /^ref-/), []);
  assert.deepEqual(s.findings('/s/p.mdx', /^ref-/), []);

  // a good edit that drops POST /pets: the dependents learn it
  s.workspace.write(
    '/s/pets.yaml',
    PETS_YAML.replace('    post:\n      summary: Create a pet\n', '    put:\n      summary: Replace pets\n'),
  );
  s.service.getDiagnostics(s.uri('/s/pets.yaml'));
  await s.service.loadSpecs();
  assert.deepEqual(events.at(-1), ['docs.json', 'p.mdx', 'pets.yaml']);
  assert.deepEqual(s.findings('/s/p.mdx', /^ref-/), ['ref-unknown-endpoint: POST /pets']);
  assert.equal(loader.jobs, 3);
});

test('only spec files are ever analysed as specs', async () => {
  const loader = laterLoader();
  const docs = '{"navigation": {"pages": ["p"]}}';
  const s = createSite(
    { '/s/docs.json': docs, '/s/p.mdx': page('title: P'), '/s/data.json': '{"a": 1}', '/s/pets.yaml': PETS_YAML },
    { specLoader: loader },
  );
  for (const file of ['docs.json', 'p.mdx', 'data.json']) {
    s.service.getDiagnostics(s.uri(`/s/${file}`));
    s.service.getCodeLenses(s.uri(`/s/${file}`));
    s.service.findReferences(s.uri(`/s/${file}`), { line: 0, character: 1 });
  }
  assert.equal(loader.jobs, 0);
  s.service.getCodeLenses(s.uri('/s/pets.yaml'));
  assert.equal(loader.jobs, 1);
});

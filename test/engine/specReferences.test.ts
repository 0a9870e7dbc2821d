// The ref-* rules in docs.json and frontmatter, at exact ranges: inheritance through the navigation, the spec path
// forms real sites write, letter case of methods, ambiguity, hidden operations, webhooks and schemas.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSite, rangeText, spanAfter, spanOf, TestSite } from '../helpers/site';
import { PETS_YAML, STORE_JSON } from '../helpers/specFixtures';

const DOCS = `{
  "navigation": {
    "tabs": [
      {
        "tab": "API",
        "openapi": "specs/pets.yaml",
        "groups": [
          { "group": "Pets", "pages": ["get /pets", "GET /pets/", "DELETE /pets/{petId}", \
"specs/store.json GET /pets", "missing.json GET /x", "GET /pets/{id}", "PATCH /pets"] }
        ]
      },
      { "tab": "Other", "groups": [{ "group": "G", "pages": ["GET /pets", "/specs/store GET /orders"] }] },
      { "tab": "Gen", "openapi": { "source": "/specs/store.json", "directory": "store" } }
    ]
  }
}`;

const page = (frontmatter: string) => `---\ntitle: Page\n${frontmatter}\n---\n\nBody\n`;

const FILES = {
  '/site/docs.json': DOCS,
  '/site/specs/pets.yaml': PETS_YAML,
  '/site/specs/store.json': STORE_JSON,
  '/site/a.mdx': page('openapi: GET /pets'),
  '/site/b.mdx': page('openapi: "specs/pets.yaml post /pets"'),
  '/site/c.mdx': page('openapi: /specs/pet.yaml GET /pets'),
  '/site/d.mdx': page('openapi: specs/pets webhook pet.adopted'),
  '/site/e.mdx': page("openapi: 'specs/pets.yaml webhook pet.adoptd'"),
  '/site/f.mdx': page('openapi-schema: Pet'),
  '/site/g.mdx': page('openapi: specs/store.json webhook created'),
  '/site/sub/h.mdx': page('openapi: ../specs/pets.yaml GET /pets/{petId}'),
  '/site/i.mdx': page('openapi: GET'),
  '/site/j.mdx': page('openapi-schema: Pett'),
  '/site/k.mdx': page('openapi: /specs/store.json post /orders'),
  '/site/l.mdx': page('openapi: specs/other.json GET /x'),
};

test('docs.json endpoint entries: inherited spec, letter case, did-you-mean, hidden, no spec, unknown spec', () => {
  const s = createSite({ ...FILES, '/site/specs/other.json': '{"not": "a spec"}' });
  const entry = (text: string) => spanAfter(DOCS, `"${text}`, text);
  assert.deepEqual(s.findings('/site/docs.json', /^ref-/), [
    'ref-unknown-endpoint: GET /pets/',
    'ref-hidden-endpoint: DELETE /pets/{petId}',
    'ref-unknown-spec: missing.json',
    'ref-unknown-endpoint: GET /pets/{id}',
    'ref-unknown-endpoint: PATCH /pets',
    'ref-no-spec: GET /pets',
    'ref-unknown-endpoint: GET /orders',
  ]);
  // `GET /pets/` and `GET /pets` stand more than once in docs.json: each finding at its own entry
  assert.deepEqual(
    s.diagnostics('/site/docs.json', /^ref-/).map((d) => rangeText(d.range)),
    [
      entry('GET /pets/'),
      entry('DELETE /pets/{petId}'),
      spanOf(DOCS, 'missing.json'),
      entry('GET /pets/{id}'),
      entry('PATCH /pets'),
      spanAfter(DOCS, '"Other"', 'GET /pets'),
      spanOf(DOCS, 'GET /orders'),
    ],
  );
  const messages = Object.fromEntries(s.diagnostics('/site/docs.json', /^ref-/).map((d) => [d.message, d.data]));
  assert.deepEqual(messages['GET /pets/ is not in pets.yaml. Did you mean "GET /pets"?'], {
    fix: 'replace',
    replacements: ['GET /pets'],
  });
  assert.deepEqual(messages['GET /pets/{id} is not in pets.yaml. Did you mean "GET /pets/{petId}"?'], {
    fix: 'replace',
    replacements: ['GET /pets/{petId}'],
  });
  assert.deepEqual(messages['PATCH /pets is not in pets.yaml. Did you mean "GET /pets" or "POST /pets"?'], {
    fix: 'replace',
    replacements: ['GET /pets', 'POST /pets'],
  });
  // `/specs/store GET /orders`: the spec is found (root-relative, no extension); it has only `POST /orders/`
  assert.ok(Object.keys(messages).includes('GET /orders is not in store.json.'));
});

/** The first reference diagnostic of a page (pages of these fixtures are also outside the navigation). */
const refDiagnostic = (s: TestSite, path: string) =>
  s.diagnostics(path).filter((d) => /^(ref|openapi)-/.test(String(d.code)))[0];

test('frontmatter references: ambiguity, spec path forms, webhooks, schemas, syntax', () => {
  const s = createSite(FILES);
  const fm = (path: string) => s.findings(path, /^(ref|openapi)-/);
  assert.deepEqual(fm('/site/a.mdx'), ['ref-ambiguous-endpoint: GET /pets']);
  assert.match(refDiagnostic(s, '/site/a.mdx').message, /first in alphabetical order is used: \/specs\/pets\.yaml/);
  assert.deepEqual(refDiagnostic(s, '/site/a.mdx').data, {
    fix: 'addSpecFile',
    specs: ['/specs/pets.yaml', '/specs/store.json'],
  });
  assert.deepEqual(fm('/site/b.mdx'), []);
  // no such file, but both specs hold GET /pets: the platform renders from the first of them
  assert.deepEqual(fm('/site/c.mdx'), ['ref-spec-fallback: /specs/pet.yaml']);
  assert.deepEqual(refDiagnostic(s, '/site/c.mdx').data, { fix: 'replace', replacements: ['/specs/pets.yaml'] });
  assert.deepEqual(fm('/site/d.mdx'), []);
  assert.deepEqual(fm('/site/e.mdx'), ['ref-unknown-webhook: pet.adoptd']);
  assert.deepEqual(refDiagnostic(s, '/site/e.mdx').data, { fix: 'replace', replacements: ['pet.adopted'] });
  assert.deepEqual(fm('/site/f.mdx'), ['ref-ambiguous-schema: Pet']);
  assert.deepEqual(fm('/site/g.mdx'), ['ref-unknown-webhook: created']);
  assert.match(refDiagnostic(s, '/site/g.mdx').message, /OpenAPI 3\.0, which has no `webhooks`/);
  assert.deepEqual(fm('/site/sub/h.mdx'), []);
  assert.deepEqual(fm('/site/i.mdx'), ['ref-syntax: GET']);
  assert.deepEqual(fm('/site/j.mdx'), ['ref-unknown-schema: Pett']);
  assert.deepEqual(refDiagnostic(s, '/site/j.mdx').data, { fix: 'replace', replacements: ['Pet'] });
  assert.deepEqual(fm('/site/k.mdx'), ['ref-unknown-endpoint: post /orders']);
  assert.deepEqual(refDiagnostic(s, '/site/k.mdx').data, { fix: 'replace', replacements: ['POST /orders/'] });
});

test('a named file that is not a spec, and a root without specs', () => {
  const s = createSite({ ...FILES, '/site/specs/other.json': '{"not": "a spec"}' });
  assert.deepEqual(s.findings('/site/l.mdx', /^ref-/), ['ref-unknown-spec: specs/other.json']);
  const bare = createSite({ '/s/docs.json': '{"navigation": {"pages": ["p"]}}', '/s/p.mdx': page('openapi: GET /x') });
  assert.deepEqual(bare.findings('/s/p.mdx', /^ref-/), ['ref-no-spec: GET /x']);
});

test('spec files are checked as part of their site', () => {
  const s = createSite({ ...FILES, '/site/specs/pets.yaml': PETS_YAML.replace('- apiKey: []', '- nokey: []') });
  assert.ok(s.service.getFilesToCheck().includes(s.uri('/site/specs/pets.yaml')));
  assert.deepEqual(s.findings('/site/specs/pets.yaml'), ['openapi-security-scheme: nokey']);
});

test("a named spec the platform's renderer does not find: the spec it falls back to, in its order", () => {
  const spec = (path: string) =>
    `openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n  ${path}:\n    get:\n` +
    '      responses: {"200": {description: ok}}\n';
  const s = createSite({
    '/site/docs.json': '{"navigation": {"pages": []}}',
    '/site/api/a-users.yaml': spec('/users'),
    '/site/api/v2/openapi.yaml': spec('/users'),
    '/site/api/openapi.yaml': spec('/teams'),
    '/site/legacy/openapi.json': spec('/teams'),
    '/site/users-full.yaml': spec('/orgs'),
    // a part of the spec's path wins over the first spec holding the endpoint
    '/site/p1.mdx': page('openapi: v2/openapi.yaml GET /users'),
    // `openapi.json` is a part of legacy/openapi.json's path only, though api/openapi.yaml holds GET /teams too
    '/site/p2.mdx': page('openapi: openapi.json GET /teams'),
    // the named file exists but lacks the endpoint: another spec holds it
    '/site/p3.mdx': page('openapi: /api/openapi.yaml GET /users'),
    // no spec holds the endpoint: the reference is broken
    '/site/p4.mdx': page('openapi: /api/missing.yaml GET /nothing'),
    // a file name containing the written name
    '/site/p5.mdx': page('openapi: full GET /orgs'),
  });
  const fallback = (path: string) => {
    const d = s.diagnostics(path).filter((x) => /^ref-/.test(String(x.code)));
    return d.map((x) => `${x.code} ${JSON.stringify((x.data as { replacements?: string[] })?.replacements ?? [])}`);
  };
  assert.deepEqual(fallback('/site/p1.mdx'), ['ref-spec-fallback ["/api/v2/openapi.yaml"]']);
  assert.deepEqual(fallback('/site/p2.mdx'), ['ref-spec-fallback ["/legacy/openapi.json"]']);
  assert.deepEqual(fallback('/site/p3.mdx'), ['ref-spec-fallback ["/api/a-users.yaml"]']);
  assert.deepEqual(fallback('/site/p4.mdx'), ['ref-unknown-spec []']);
  assert.deepEqual(fallback('/site/p5.mdx'), ['ref-spec-fallback ["/users-full.yaml"]']);
  assert.match(
    s.diagnostics('/site/p1.mdx').find((d) => d.code === 'ref-spec-fallback')!.message,
    /renders the page from \/api\/v2\/openapi\.yaml/,
  );
});

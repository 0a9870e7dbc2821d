// A `$schema` URL other than the platform's: downloaded only when remote loading is allowed, cached, within the input
// limits and a time limit, never waited for by an edit; every failure is a clear diagnostic on the `$schema` value and
// the platform's schema serves meanwhile. Served by a local HTTP server, hostile routes included.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { createSite } from '../helpers/site';
import { createFetchText } from '../../server/src/engine/openapiDocument/remote';
import { PartialSettings } from '../../server/src/engine/settings';

const OWN_SCHEMA = JSON.stringify({
  type: 'object',
  properties: {
    ...Object.fromEntries(['$schema', 'name', 'theme', 'house'].map((key) => [key, { type: 'string' }])),
    colors: { type: 'object' },
    navigation: {},
  },
  additionalProperties: false,
});

let server: http.Server;
let base = '';
const requests: string[] = [];

before(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    if (path === '/own.json') response.end(OWN_SCHEMA);
    else if (path === '/huge.json') {
      // an endless body: the download must stop at the size limit
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = `"${'x'.repeat(64 * 1024)}",`;
      const pump = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', pump);
      };
      response.write('[');
      pump();
    } else if (path === '/slow.json')
      response.writeHead(200).write('{'); // never finishes
    else if (path === '/invalid.json') response.end('{ "type": "object", oops }');
    else if (path === '/array.json') response.end('[1, 2]');
    else if (path === '/deep.json') response.end('['.repeat(5000) + ']'.repeat(5000));
    else if (path === '/loop.json') response.writeHead(302, { location: '/loop.json' }).end();
    else if (path === '/elsewhere.json') response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.closeAllConnections();
  server.close();
});

function site(schema: string, settings: PartialSettings = { openapi: { allowRemote: true } }) {
  const docs = JSON.stringify({
    $schema: schema,
    name: 42,
    theme: 'mint',
    colors: { primary: '#0D9373' },
    house: 'x',
    navigation: { pages: ['index'] },
  });
  return createSite(
    { 'docs.json': docs, 'index.mdx': '---\ntitle: Home\n---\n' },
    // a short time limit only where the server never finishes: elsewhere a loaded machine must not make it fail
    { settings, fetchText: createFetchText(schema.endsWith('/slow.json') ? 400 : 60_000) },
  );
}

/** `code: covered text` of docs.json's findings after every download started so far has finished. */
async function settled(s: ReturnType<typeof site>): Promise<string[]> {
  s.service.getDiagnostics(s.uri('docs.json')); // starts the download, as an edit would
  await s.service.loadSpecs();
  return s.findings('docs.json').sort();
}

describe('a $schema URL of the site', () => {
  it('is validated against once downloaded, and is not downloaded again', async () => {
    const url = `${base}/own.json`;
    const s = site(url);
    const before = requests.filter((r) => r === '/own.json').length;
    assert.deepEqual(await settled(s), ['config-schema: 42']);
    const message = s.diagnostics('docs.json').find((d) => d.code === 'config-schema')!.message;
    assert.match(message, /`name` must be a string, not the number 42/);
    // an edit checks again against the cached schema: no second request
    s.workspace.write('/site/docs.json', s.text('docs.json').replace('"name":42', '"name":"Acme"'));
    assert.deepEqual(await settled(s), []);
    assert.equal(requests.filter((r) => r === '/own.json').length - before, 1);
  });

  it('never makes an edit wait: the platform schema serves while it downloads', () => {
    const s = site(`${base}/slow.json`);
    const codes = s.diagnostics('docs.json').map((d) => d.code);
    // the platform's schema: `name` not a string, `house` unknown; the URL being downloaded
    assert.deepEqual(codes.sort(), ['config-schema', 'config-schema-remote-unchecked', 'config-unknown-field']);
    return s.service.loadSpecs();
  });

  it('is not downloaded while remote loading is off', async () => {
    const count = requests.length;
    const s = site(`${base}/own.json?off`, { openapi: { allowRemote: false } });
    const findings = await settled(s);
    assert.equal(requests.length, count);
    assert.ok(findings.includes(`config-schema-remote-unchecked: "${base}/own.json?off"`), findings.join('\n'));
    const info = s.diagnostics('docs.json').find((d) => d.code === 'config-schema-remote-unchecked')!;
    assert.match(info.message, /remote loading is off: `docsLsp.openapi.allowRemote`/);
  });

  it("is never downloaded when it is the platform's own address", async () => {
    const fetched: string[] = [];
    const s = createSite(
      {
        'docs.json': JSON.stringify({ $schema: 'https://mintlify.com/docs.json', name: 42, navigation: { pages: [] } }),
      },
      { settings: { openapi: { allowRemote: true } }, fetchText: async (url) => (fetched.push(url), '{}') },
    );
    await s.service.loadSpecs();
    assert.deepEqual(fetched, []);
    assert.ok(s.findings('docs.json').includes('config-schema: 42'));
  });
});

describe('a $schema URL on this machine or a private network', () => {
  it('is refused unless the user lists its host (user settings only)', async () => {
    const docs = JSON.stringify({ $schema: `${base}/own.json`, theme: 'mint', navigation: { pages: ['index'] } });
    const files = { 'docs.json': docs, 'index.mdx': '---\ntitle: Home\n---\n' };
    const refused = createSite(files, { settings: { openapi: { allowRemote: true } } });
    refused.service.getDiagnostics(refused.uri('docs.json'));
    await refused.service.loadSpecs();
    const warning = refused.diagnostics('docs.json').find((d) => d.code === 'config-schema-fetch');
    assert.match(warning?.message ?? '', /127\.0\.0\.1:\d+ is a local, link-local or private address/);
    const listed = createSite(files, { settings: { openapi: { allowRemote: true, allowedHosts: ['127.0.0.1'] } } });
    listed.service.getDiagnostics(listed.uri('docs.json'));
    await listed.service.loadSpecs();
    assert.equal(
      listed.diagnostics('docs.json').find((d) => d.code === 'config-schema-fetch'),
      undefined,
    );
  });
});

describe('a $schema URL that cannot be used', () => {
  const cases: [string, RegExp, PartialSettings?][] = [
    ['/huge.json', /could not be used: larger than 64 KB \(setting docsLsp.limits.maxFileBytes\)/],
    ['/slow.json', /no answer within 0.4 s/],
    ['/invalid.json', /not JSON \(InvalidSymbol on line 1\)/],
    ['/array.json', /not a JSON Schema \(not an object\)/],
    [
      '/deep.json',
      /could not be used: brackets nest deeper than 512 levels \(setting docsLsp.limits.maxNestingDepth\);/,
    ],
    ['/loop.json', /too many redirects/],
    ['/elsewhere.json', /redirected to a URL that is not http\(s\)/],
    ['/missing.json', /HTTP 404/],
  ];
  for (const [path, reason] of cases)
    it(`reports ${path} on the $schema value and checks with the platform's schema`, async () => {
      const settings = { openapi: { allowRemote: true }, limits: { maxFileBytes: 64 * 1024 } };
      const s = site(`${base}${path}`, settings);
      const findings = await settled(s);
      assert.deepEqual(
        findings,
        ['config-schema: 42', `config-schema-fetch: "${base}${path}"`, 'config-unknown-field: "house"'].sort(),
      );
      const warning = s.diagnostics('docs.json').find((d) => d.code === 'config-schema-fetch')!;
      assert.match(warning.message, reason);
      assert.match(warning.message, /the platform's schema instead/);
    });
});

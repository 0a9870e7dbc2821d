// `openapi-check` and `openapi-file` through the CLI dispatcher, on temporary folders and a loopback HTTP server.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import type { NavigationNode } from '../../shared/src/protocol/navigationTree';
import { createLanguageService } from '../../server/src/engine/languageService';
import { fileUri, NodeWorkspace } from '../../server/src/engine/workspace';
import { runInProcess } from '../helpers/runCli';
import { PETS_YAML } from '../helpers/specFixtures';
import { tempSite } from '../helpers/tempSite';

const tempDir = (files: Record<string, string>) => tempSite(files).dir;
const run = (args: string[], cwd: string) => runInProcess(args, { cwd });

test('openapi-check: every problem with line:column and code, exit 1 on errors, 0 on a clean spec', async () => {
  const dir = tempDir({
    'bad.yaml': PETS_YAML.replace('- apiKey: []', '- nokey: []').replace(
      "'#/components/parameters/Limit'",
      "'other.yaml#/Limit'",
    ),
    'good.yaml': PETS_YAML,
  });
  const bad = await run(['openapi-check', 'bad.yaml'], dir);
  assert.equal(bad.code, 1);
  assert.equal(
    bad.stdout,
    [
      'bad.yaml:8:5  error  `security` names "nokey", which is not defined in ' +
        '`components.securitySchemes` (defined: apiKey).  openapi-security-scheme',
      'bad.yaml:15:17  error  `$ref` "other.yaml#/Limit" points to another file or URL; only ' +
        'references within this document (#/...) are supported.  openapi-external-ref',
      '2 problems (2 errors, 0 warnings, 0 infos)',
      '',
    ].join('\n'),
  );
  assert.deepEqual(await run(['openapi-check', 'good.yaml'], dir), {
    code: 0,
    stdout: '0 problems (0 errors, 0 warnings, 0 infos)\n',
    stderr: '',
  });
  assert.equal((await run(['openapi-check', 'missing.yaml'], dir)).code, 2);
  assert.equal((await run(['openapi-check', 'file:///etc/passwd'], dir)).code, 2);
});

test('openapi-check on a URL fetches it (http only, bounded) and reports against the URL', async () => {
  const server = http.createServer((req, res) => {
    if (req.url === '/spec.yaml') res.end('openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths: {}\n');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const ok = await run(['openapi-check', `${base}/spec.yaml`], os.tmpdir());
    assert.equal(
      ok.stdout,
      `${base}/spec.yaml:1:1  info  The spec has no \`servers\`: the playground runs in simple mode and sends ` +
        `no requests.  openapi-no-servers\n1 problem (0 errors, 0 warnings, 1 info)\n`,
    );
    assert.equal(ok.code, 0);
    const missing = await run(['openapi-check', `${base}/nope.yaml`], os.tmpdir());
    assert.deepEqual(
      [missing.code, missing.stderr],
      [2, `docs-lsp openapi-check: cannot load ${base}/nope.yaml: HTTP 404\n`],
    );
  } finally {
    server.close();
  }
});

test('openapi-file: a page per visible operation and webhook, paths from the docs root, no overwriting', async () => {
  const dir = tempDir({
    'docs.json': '{"navigation": {"pages": []}}',
    'specs/pets.yaml': PETS_YAML,
    'api/list-pets.mdx': 'MINE\n',
  });
  const first = await run(['openapi-file', 'specs/pets.yaml', '-o', 'api'], dir);
  assert.equal(first.code, 1, 'one file existed');
  assert.equal(first.stderr, 'skipped api/list-pets.mdx: it exists (--force overwrites)\n');
  assert.equal(
    first.stdout
      .split('\n')
      .filter((l) => l.startsWith('wrote'))
      .join('\n'),
    ['wrote api/create-a-pet.mdx', 'wrote api/get-a-pet.mdx', 'wrote api/a-pet-was-adopted.mdx'].join('\n'),
  );
  assert.ok(
    first.stdout.includes(
      JSON.stringify(['api/list-pets', 'api/create-a-pet', 'api/get-a-pet', 'api/a-pet-was-adopted'], null, 2),
    ),
  );
  assert.equal(fs.readFileSync(path.join(dir, 'api/list-pets.mdx'), 'utf8'), 'MINE\n');
  assert.equal(
    fs.readFileSync(path.join(dir, 'api/get-a-pet.mdx'), 'utf8'),
    '---\ntitle: "Get a pet"\nopenapi: "/specs/pets.yaml GET /pets/{petId}"\ndeprecated: true\n---\n\n',
  );
  assert.equal(
    fs.readFileSync(path.join(dir, 'api/a-pet-was-adopted.mdx'), 'utf8'),
    '---\ntitle: "A pet was adopted"\nopenapi: "/specs/pets.yaml webhook pet.adopted"\n---\n\n',
  );
  assert.ok(!fs.existsSync(path.join(dir, 'api/delete-a-pet.mdx')), 'x-hidden operations get no page');

  const forced = await run(['openapi-file', 'specs/pets.yaml', '-o', 'api', '--force'], dir);
  assert.equal(forced.code, 0);
  assert.equal(
    fs.readFileSync(path.join(dir, 'api/list-pets.mdx'), 'utf8'),
    '---\ntitle: "List pets"\ndescription: "Returns **all** pets."\nopenapi: "/specs/pets.yaml GET /pets"\n---\n\n',
  );
});

test('openapi-file without -o writes to the working directory; a broken spec writes nothing', async () => {
  const dir = tempDir({ 'pets.yaml': PETS_YAML, 'swagger.json': '{"swagger": "2.0", "paths": {}}' });
  const result = await run(['openapi-file', 'pets.yaml'], dir);
  assert.equal(result.code, 0);
  assert.equal(
    fs.readFileSync(path.join(dir, 'create-a-pet.mdx'), 'utf8').split('\n')[2],
    'openapi: "pets.yaml POST /pets"',
  );
  const before = fs.readdirSync(dir).sort();
  const broken = await run(['openapi-file', 'swagger.json'], dir);
  assert.equal(broken.code, 1);
  assert.match(broken.stderr, /Swagger 2\.0 is not supported.*openapi-version[\s\S]*no pages written/);
  assert.deepEqual(fs.readdirSync(dir).sort(), before);
});

test('openapi-file writes each page where the navigation tree shows the page the platform generates', async () => {
  const op = (summary: string, tags: string[]) => ({ summary, tags, responses: { '200': { description: 'ok' } } });
  const spec = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Shop', version: '1' },
    paths: {
      '/orders': { get: op('List orders', ['Orders & Returns']), post: op('List orders', ['Orders & Returns']) },
      '/users/{id}': { get: op('Get ünï "user"', ['Users/Admin', 'Other']), delete: op('Remove', []) },
      '/health': { get: { responses: { '200': { description: 'ok' } } } },
    },
  });
  const dir = tempDir({
    'docs.json': JSON.stringify({
      navigation: { tabs: [{ tab: 'API', openapi: { source: 'specs/shop.json', directory: 'api' } }] },
    }),
    'specs/shop.json': spec,
  });
  const service = createLanguageService({ workspace: new NodeWorkspace([fileUri(dir)]) });
  let generated: string[];
  try {
    await service.loadSpecs();
    const [root] = service.getNavigationTree(fileUri(path.join(dir, 'docs.json')));
    const paths = (nodes: readonly NavigationNode[]): string[] =>
      nodes.flatMap((n) => [...(n.generated && n.kind === 'endpoint' ? [n.path!] : []), ...paths(n.children ?? [])]);
    generated = paths(root.children);
  } finally {
    service.dispose();
  }
  assert.equal(generated.length, 5);
  assert.ok(generated.includes('api/orders-&-returns/list-orders-1'), generated.join(', '));
  const result = await run(['openapi-file', 'specs/shop.json', '-o', 'api'], dir);
  assert.equal(result.code, 0, result.stderr);
  const written = result.stdout
    .split('\n')
    .filter((l) => l.startsWith('wrote '))
    .map((l) => l.slice('wrote '.length).replace(/\.mdx$/, ''));
  // the same paths, but for characters no file name may hold on every system (`"` here), which become `-`
  const asFiles = generated.map((p) => p.replace(/"/g, '-'));
  assert.ok(asFiles.includes('api/usersadmin/get-ünï--user-'));
  assert.deepEqual([...written].sort(), asFiles.sort());
});

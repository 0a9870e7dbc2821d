// `openapi-file` on hostile specs and folders, and the CLI's spec readers on special files: exactly one file per
// visible operation and webhook at the platform's paths, nothing written through a link or outside the folder, no
// half-written set, and a clear error in milliseconds on a FIFO, a device or a huge sparse file.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { runInProcess } from '../helpers/runCli';
import { tempSite } from '../helpers/tempSite';
import { safeSegment, uniquePagePaths } from '../../server/src/cli/safeFileNames';

/** A JSON spec from `paths` (path -> method -> operation) and optional webhooks. */
function spec(
  paths: Record<string, Record<string, object>>,
  webhooks?: Record<string, Record<string, object>>,
): string {
  const ok = { responses: { '200': { description: 'ok' } } };
  const fill = (table: Record<string, Record<string, object>>) =>
    Object.fromEntries(
      Object.entries(table).map(([p, ops]) => [
        p,
        Object.fromEntries(Object.entries(ops).map(([m, op]) => [m, { ...ok, ...op }])),
      ]),
    );
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: fill(paths),
    ...(webhooks ? { webhooks: fill(webhooks) } : {}),
  });
}

const run = (args: string[], cwd: string) => runInProcess(args, { cwd });

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => fs.lstatSync(path.join(dir, f)).isFile() || fs.lstatSync(path.join(dir, f)).isSymbolicLink())
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

function navigationEntries(stdout: string): string[] {
  return JSON.parse(stdout.slice(stdout.indexOf('"pages"):\n') + 9));
}

describe('openapi-file: one file per operation and webhook', () => {
  const hostile = spec(
    {
      '/a': { get: { summary: 'List' }, post: { summary: 'List' } },
      '/b': { get: { summary: 'List 2' }, put: { summary: 'List-2' }, delete: { summary: 'list 2' } },
      '/c': { get: { summary: 'List', tags: ['Users'] }, post: { summary: 'list', tags: ['users'] } },
      '/d': { get: { summary: '' }, post: { summary: '...' }, put: { summary: '../../../etc/passwd' } },
      '/e': { get: { summary: 'x', 'x-hidden': true } },
    },
    { 'list.event': { post: { summary: 'List' } } },
  );

  it('ten operations and a webhook of colliding names: eleven files, the printed entries match them', async () => {
    for (const force of [false, true]) {
      const site = tempSite({ 'docs.json': '{}', 'spec.json': hostile });
      const result = await run(['openapi-file', 'spec.json', '-o', 'api', ...(force ? ['--force'] : [])], site.dir);
      assert.equal(result.code, 0, result.stderr);
      const files = filesUnder(site.path('api'));
      assert.equal(files.length, 11, files.join('\n'));
      assert.deepEqual(
        navigationEntries(result.stdout)
          .map((p) => `${p.replace(/^api\//, '')}.mdx`)
          .sort(),
        files,
      );
      const references = files.map((f) => /openapi: "(.*)"/.exec(fs.readFileSync(site.path(`api/${f}`), 'utf8'))![1]);
      assert.equal(new Set(references).size, 11, 'each operation exactly once');
      assert.ok(files.every((f) => !f.includes('..') && !f.startsWith('/')));
      assert.ok(files.includes('users/list.mdx') && files.includes('users/list-1.mdx'), files.join(','));
    }
  });

  it('the pages are valid for check: every reference resolves once listed', async () => {
    const site = tempSite({ 'spec.json': hostile, 'docs.json': '{}' });
    const result = await run(['openapi-file', 'spec.json', '-o', 'api'], site.dir);
    site.write(
      'docs.json',
      JSON.stringify({
        name: 'x',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        navigation: { pages: navigationEntries(result.stdout) },
      }),
    );
    const check = await run(['check', '.', '--rule', 'openapi-no-servers=off'], site.dir);
    assert.equal(check.code, 0, check.stdout);
  });

  it('safe names: no separators, dot segments, control or reserved characters; long names cut, stable suffix', () => {
    assert.equal(safeSegment('..'), '');
    // eslint-disable-next-line no-control-regex
    assert.doesNotMatch(safeSegment('a\\b:c*?"<>|\u0000\u001b'), /[\\:*?"<>|\u0000-\u001f]/);
    assert.equal(safeSegment('CON'), 'CON-');
    const long = 'é'.repeat(300);
    assert.ok(Buffer.byteLength(safeSegment(long)) <= 200);
    assert.equal(safeSegment(long), safeSegment(long), 'stable');
    assert.notEqual(safeSegment(long), safeSegment(`${long}x`));
    assert.deepEqual(uniquePagePaths(['a', 'A', 'a/b', 'a-1', '../x', '']), [
      'a',
      'A-1',
      'a/b',
      'a-1-1',
      'x',
      'endpoint',
    ]);
    assert.deepEqual(uniquePagePaths(['x.mdx/b', 'x']), ['x.mdx-/b', 'x'], 'a folder never named like a page file');
  });
});

describe('openapi-file: never through links, never outside, never half-written', () => {
  const three = spec({
    '/a': { get: { summary: 'One' } },
    '/b': { get: { summary: 'Two' } },
    '/c': { get: { summary: 'Three' } },
  });

  it('--force does not write through a symbolic link in the output folder; nothing is written', async () => {
    const site = tempSite({
      'docs.json': '{}',
      'spec.json': three,
      'outside/secret.mdx': 'SECRET',
      'api/keep.txt': 'x',
    });
    fs.symlinkSync(site.path('outside/secret.mdx'), site.path('api/two.mdx'));
    const result = await run(['openapi-file', 'spec.json', '-o', 'api', '--force'], site.dir);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /two\.mdx is a symbolic link; files are never written through links; no pages written/);
    assert.equal(fs.readFileSync(site.path('outside/secret.mdx'), 'utf8'), 'SECRET');
    assert.deepEqual(filesUnder(site.path('api')), ['keep.txt', 'two.mdx']);
  });

  it('a linked folder on the way is refused too', async () => {
    const tagged = spec({ '/a': { get: { summary: 'One', tags: ['out'] } } });
    const site = tempSite({ 'docs.json': '{}', 'spec.json': tagged, 'elsewhere/x': '' });
    fs.mkdirSync(site.path('api'));
    fs.symlinkSync(site.path('elsewhere'), site.path('api/out'));
    const result = await run(['openapi-file', 'spec.json', '-o', 'api'], site.dir);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /out is a symbolic link/);
    assert.deepEqual(fs.readdirSync(site.path('elsewhere')), ['x']);
  });

  it('a 300-character summary and a folder named like a page: all or nothing', async () => {
    const long = spec({
      '/a': { get: { summary: 'A' } },
      '/b': { get: { summary: 'b'.repeat(300) } },
      '/c': { get: { summary: 'C' } },
    });
    const site = tempSite({ 'docs.json': '{}', 'spec.json': long });
    const result = await run(['openapi-file', 'spec.json', '-o', 'api'], site.dir);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(filesUnder(site.path('api')).length, 3);

    const blocked = tempSite({ 'docs.json': '{}', 'spec.json': three, 'api/two.mdx/inside': 'a folder named two.mdx' });
    const before = filesUnder(blocked.path('api'));
    const refused = await run(['openapi-file', 'spec.json', '-o', 'api'], blocked.dir);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /two\.mdx exists and is not a file; no pages written/);
    assert.deepEqual(filesUnder(blocked.path('api')), before);
  });

  it('-o naming a file: a clear error, not a raw EEXIST', async () => {
    const site = tempSite({ 'docs.json': '{}', 'spec.json': three, 'out.txt': 'x' });
    const result = await run(['openapi-file', 'spec.json', '-o', 'out.txt'], site.dir);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /out\.txt: it is a file, not a folder; -o names a folder/);
    assert.doesNotMatch(result.stderr, /EEXIST/);
  });
});

describe('openapi-file: how pages name the spec', () => {
  const one = spec({ '/a': { get: { summary: 'One' } } });

  it('a spec with a space in its path: refused before any write (references split at spaces)', async () => {
    const site = tempSite({ 'docs.json': '{}', 'my api.json': one });
    const result = await run(['openapi-file', 'my api.json', '-o', 'api'], site.dir);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /contains a space/);
    assert.ok(!fs.existsSync(site.path('api')));
  });

  it('a spec outside the docs root: refused, never written as /../x.json', async () => {
    const site = tempSite({ 'one.json': one, 'docs/docs.json': '{}' });
    const result = await run(['openapi-file', '../one.json', '-o', 'api'], site.path('docs'));
    assert.equal(result.code, 2);
    assert.match(result.stderr, /outside the docs root/);
  });

  it('without a docs root, each page names the spec relative to its own folder', async () => {
    const tagged = spec({ '/a': { get: { summary: 'One', tags: ['Deep'] } } });
    const site = tempSite({ 'specs/s.json': tagged });
    await run(['openapi-file', 'specs/s.json', '-o', 'out'], site.dir);
    assert.match(fs.readFileSync(site.path('out/deep/one.mdx'), 'utf8'), /openapi: "..\/..\/specs\/s.json GET \/a"/);
  });
});

describe('spec readers on special files: a clear error at once', () => {
  const cases: [string, (site: ReturnType<typeof tempSite>) => string, RegExp][] = [
    ['a link to /dev/zero', (s) => (fs.symlinkSync('/dev/zero', s.path('zero.json')), 'zero.json'), /character device/],
    ['a FIFO', (s) => (execFileSync('mkfifo', [s.path('pipe.json')]), 'pipe.json'), /named pipe/],
    ['a folder', (s) => (fs.mkdirSync(s.path('dir.json')), 'dir.json'), /it is a folder/],
    [
      'a 1.5 GB sparse file',
      (s) => (
        fs.writeFileSync(s.path('big.json'), ''),
        fs.truncateSync(s.path('big.json'), 1.5 * 1024 ** 3),
        'big.json'
      ),
      /1536\.0 MB, over the limit of 20\.0 MB/,
    ],
  ];
  for (const [name, make, message] of cases) {
    it(`${name}: openapi-check and openapi-file exit 2 with a reason`, async () => {
      const site = tempSite({ 'docs.json': '{}' });
      const file = make(site);
      for (const command of ['openapi-check', 'openapi-file']) {
        const result = await run([command, file, '-o', 'out'].slice(0, command === 'openapi-check' ? 2 : 4), site.dir);
        assert.equal(result.code, 2, result.stderr);
        assert.match(result.stderr, message);
      }
    });
  }
});

describe('openapi-file on a spec URL', () => {
  it('never copies the URL credentials (user, password, query, fragment) into the pages', async () => {
    const server = http.createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(spec({ '/a': { get: { summary: 'One' } } })),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const site = tempSite({ 'docs.json': '{}' });
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/spec.json?access_token=SECRET123#frag`;
      const result = await run(['openapi-file', url, '-o', 'api'], site.dir);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stderr, /are not copied into the pages/);
      const text = fs.readFileSync(site.path('api/one.mdx'), 'utf8');
      assert.doesNotMatch(text + result.stdout, /SECRET123|access_token|frag/);
      assert.match(text, /openapi: "http:\/\/127\.0\.0\.1:\d+\/spec\.json GET \/a"/);
    } finally {
      server.close();
    }
  });
});

// The npm package as a user gets it: `npm pack` gives a small tarball of the bundles (no sources, maps or tests),
// which installed in an empty folder runs `npx docs-lsp check` and the language server with nothing else installed,
// and reports exactly what the repository's build reports.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runCli } from '../helpers/runCli';
import { startClient } from '../helpers/lspClient';
import { tempSite } from '../helpers/tempSite';
import { docsJson, page } from '../helpers/site';
import { npmEnv, PackedTarball, packedTarball } from '../helpers/packedTarball';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

function npm(args: string[], cwd: string): string {
  const env = npmEnv();
  return execFileSync('npm', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
}

// A spec with a structural fault (checked by the bundled Ajv and OpenAPI schemas), a page with a wrong endpoint,
// a navigation with a missing page.
const site = {
  'site/docs.json': docsJson(
    { groups: [{ group: 'Start', pages: ['index', 'missing', 'users'] }] },
    { api: { openapi: 'api.json' } },
  ),
  'site/index.mdx': page('Home'),
  'site/users.mdx': '---\ntitle: Users\nopenapi: GET /userz\n---\n',
  'site/api.json': JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'API', version: '1' },
    paths: { '/users': { get: { responses: { 200: { description: 'ok' } } } } },
    servers: [{ url: 42 }],
  }),
};

describe('npm package', () => {
  const installed = tempSite(site);
  let packInfo: PackedTarball['info'];

  before(() => {
    const packed = packedTarball();
    packInfo = packed.info;
    assert.equal(path.basename(packed.file), `docs-lsp-${manifest.version}.tgz`);
    npm(['install', packed.file, '--prefer-offline', '--no-audit', '--no-fund'], installed.dir);
  });

  it('holds the bundles, the bin, the manifest and the extension assets, and nothing else', () => {
    const files = packInfo.files.map((f) => f.path).sort();
    for (const required of ['bin/docs-lsp.js', 'dist/server.js', 'dist/specWorker.js', 'package.json', 'README.md'])
      assert.ok(files.includes(required), required);
    const allowed =
      /^(bin\/docs-lsp\.js|dist\/[^/]+\.js|package(\.nls)?\.json|README\.md|THIRD-PARTY-NOTICES\.md|client\/media\/[^/]+\.(png|svg|css|js)|syntaxes\/[^/]+\.json)$/;
    assert.deepEqual(
      files.filter((f) => !allowed.test(f)),
      [],
    );
  });

  it('has no runtime dependencies: the bundles carry the code', () => {
    assert.equal(manifest.private, undefined);
    assert.deepEqual(manifest.dependencies ?? {}, {});
    const installedModules = fs.readdirSync(path.join(installed.dir, 'node_modules')).filter((n) => !n.startsWith('.'));
    assert.deepEqual(installedModules, ['docs-lsp']);
  });

  it('states its size in the README (within 15%)', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const stated = /npm package is about (\d+) KB \(([\d.]+) MB unpacked\)/.exec(readme);
    assert.ok(stated, 'README: "npm package is about N KB (M MB unpacked)"');
    const packedKb = packInfo.size / 1000;
    const unpackedMb = packInfo.unpackedSize / 1e6;
    assert.ok(Math.abs(Number(stated[1]) - packedKb) / packedKb < 0.15, `packed ${packedKb} KB, README ${stated[1]}`);
    assert.ok(Math.abs(Number(stated[2]) - unpackedMb) / unpackedMb < 0.15, `${unpackedMb} MB, README ${stated[2]}`);
  });

  it('npx docs-lsp check reports what the repository build reports', () => {
    const env = npmEnv();
    const result = spawnSync('npx', ['--no', 'docs-lsp', 'check', 'site', '--format', 'json'], {
      cwd: installed.dir,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(result.status, 1, result.stderr);
    const report = JSON.parse(result.stdout);
    const codes = report.diagnostics.map((d: { code: string }) => d.code).sort();
    for (const code of ['nav-missing-page', 'openapi-structure', 'ref-unknown-endpoint'])
      assert.ok(codes.includes(code), code);
    assert.deepEqual(report, JSON.parse(runCli(['check', 'site', '--format', 'json'], { cwd: installed.dir }).stdout));
    const help = spawnSync('npx', ['--no', 'docs-lsp', 'check', '--help'], {
      cwd: installed.dir,
      env,
      encoding: 'utf8',
    });
    assert.match(help.stdout, /^Usage: docs-lsp check/);
  });

  it('docs-lsp --stdio answers initialize and publishes diagnostics', async () => {
    const bin = path.join(installed.dir, 'node_modules/docs-lsp/bin/docs-lsp.js');
    const client = await startClient(installed.uri('site'), {}, undefined, bin);
    try {
      const uri = installed.uri('site/docs.json');
      client.open(uri, 'json', fs.readFileSync(installed.path('site/docs.json'), 'utf8'));
      const { diagnostics } = await client.diagnostics(uri);
      assert.deepEqual(
        diagnostics.map((d) => d.code),
        ['nav-missing-page'],
      );
    } finally {
      await client.close();
    }
  });
});

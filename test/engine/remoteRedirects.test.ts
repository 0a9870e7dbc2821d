// Remote specs never leave http(s): a redirect to file: or another scheme is refused, and so is an endless chain.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { createFetchText, fetchSpecText } from '../../server/src/engine/openapiDocument/remote';

test('a remote spec redirected to file:, ftp: or in a loop is not loaded', async () => {
  const server = http.createServer((req, res) => {
    const targets: Record<string, string> = {
      '/file': 'file:///etc/passwd',
      '/ftp': 'ftp://127.0.0.1/spec.yaml',
      '/loop': '/loop',
      '/ok': '/spec',
    };
    if (req.url === '/spec') res.end('openapi: 3.1.0\n');
    else res.writeHead(302, { location: targets[req.url ?? ''] ?? '/spec' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    assert.equal(await fetchSpecText(`${base}/ok`), 'openapi: 3.1.0\n');
    for (const path of ['/file', '/ftp', '/loop']) await assert.rejects(fetchSpecText(`${base}${path}`), Error, path);
  } finally {
    server.close();
  }
});

test('a URL written in the site reaches no local, link-local or private host the user did not list', async () => {
  const server = http.createServer((req, res) => {
    if (req.url === '/spec') res.end('openapi: 3.1.0\n');
    else res.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/spec` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  let allowed: string[] = [];
  const fromSite = createFetchText(10_000, { allowedHosts: () => allowed });
  try {
    for (const url of [
      `http://127.0.0.1:${port}/spec`,
      `http://localhost:${port}/spec`,
      `http://docs.localhost:${port}/spec`,
      'http://[::1]:9/spec',
      'http://[::ffff:127.0.0.1]:9/spec',
      'http://169.254.169.254/latest/meta-data',
      'http://10.1.2.3/spec',
      'http://192.168.0.1/spec',
      'http://0.0.0.0:9/spec',
    ])
      await assert.rejects(fromSite(url), /a URL written in the site is not loaded from there/, url);
    allowed = ['127.0.0.1'];
    assert.equal(await fromSite(`http://127.0.0.1:${port}/spec`), 'openapi: 3.1.0\n');
    // every redirect is checked again: an allowed host may not send the download to one that is not
    await assert.rejects(fromSite(`http://127.0.0.1:${port}/hop`), /localhost:\d+ is this machine/);
    allowed = ['127.0.0.1', 'LOCALHOST'];
    assert.equal(await fromSite(`http://127.0.0.1:${port}/hop`), 'openapi: 3.1.0\n');
    // a URL the user gives on the command line is theirs: no policy
    assert.equal(await fetchSpecText(`http://127.0.0.1:${port}/hop`), 'openapi: 3.1.0\n');
  } finally {
    server.close();
  }
});

// Remote specs never leave http(s): a redirect to file: or another scheme is refused, and so is an endless chain.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { fetchSpecText } from '../../server/src/engine/openapiDocument/remote';

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

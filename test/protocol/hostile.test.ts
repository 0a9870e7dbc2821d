// Odd requests and odd workspaces: unknown documents, positions past the end, files deleted while indexed,
// thousands of docs roots; and the server never writes to the user's files.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { createLanguageService } from '../../server/src/engine/languageService';
import { MemoryWorkspace } from '../helpers/memoryWorkspace';
import { startClient } from '../helpers/lspClient';
import { tempSite } from '../helpers/tempSite';
import { docsJson, page } from '../helpers/site';

describe('hostile requests', () => {
  it('answers requests for unknown documents and out-of-range positions, and writes no file', async () => {
    const text = docsJson({ pages: ['index', 'missing'], grups: [] });
    const site = tempSite({ 'docs.json': text, 'index.mdx': page('Home') });
    const before = fs.readdirSync(site.dir).map((f) => [f, fs.statSync(site.path(f)).mtimeMs]);
    const client = await startClient(site.uri(''));
    try {
      const unknown = { textDocument: { uri: site.uri('nope.mdx') }, position: { line: 0, character: 0 } };
      assert.equal(await client.connection.sendRequest('textDocument/hover', unknown), null);
      assert.equal(await client.connection.sendRequest('textDocument/completion', unknown), null);
      assert.deepEqual(await client.connection.sendRequest('textDocument/definition', unknown), []);
      const uri = site.uri('docs.json');
      client.open(uri, 'json', text, 1);
      const { diagnostics } = await client.diagnostics(uri, 1);
      const far = { textDocument: { uri }, position: { line: 99_999, character: 99_999 } };
      await client.connection.sendRequest('textDocument/hover', far);
      await client.connection.sendRequest('textDocument/completion', far);
      const actions = await client.connection.sendRequest('textDocument/codeAction', {
        textDocument: { uri },
        range: far.position && { start: far.position, end: far.position },
        context: { diagnostics },
      });
      assert.ok(Array.isArray(actions) && actions.length > 0);
    } finally {
      await client.close();
    }
    assert.deepEqual(
      fs.readdirSync(site.dir).map((f) => [f, fs.statSync(site.path(f)).mtimeMs]),
      before,
    );
  });
});

describe('open documents over the input limits', () => {
  it('measures unsaved text in UTF-8 bytes: three-byte characters over maxFileBytes get input-limit', async () => {
    const site = tempSite({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': page('Home') });
    const client = await startClient(site.uri(''), {}, { limits: { maxFileBytes: 3000 } });
    try {
      const uri = site.uri('docs.json');
      const fits = docsJson({ pages: ['index'] }, { name: '€'.repeat(900) }); // about 2.8 KB
      client.open(uri, 'json', fits, 1);
      assert.deepEqual((await client.diagnostics(uri, 1)).diagnostics, []);
      client.change(uri, docsJson({ pages: ['index'] }, { name: '€'.repeat(1100) }), 2); // 1 100 characters, 3.4 KB
      assert.deepEqual(
        (await client.diagnostics(uri, 2)).diagnostics.map((d) => d.code),
        ['input-limit'],
      );
    } finally {
      await client.close();
    }
  });
});

describe('odd workspaces', () => {
  it('handles thousands of docs roots, each file owned by its own root', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 2000; i++) {
      files[`/w/site-${i}/docs.json`] = docsJson({ pages: ['index', `missing-${i}`] });
      files[`/w/site-${i}/index.mdx`] = page(`Site ${i}`);
    }
    const service = createLanguageService({ workspace: new MemoryWorkspace(files, ['/w']) });
    assert.equal(service.getDocsRoots().length, 2000);
    const diagnostics = service.getDiagnostics(MemoryWorkspace.uri('/w/site-1999/docs.json'));
    assert.deepEqual(
      diagnostics.map((d) => d.message),
      ['Page "missing-1999" has no page file (missing-1999.mdx, .md or /index.mdx).'],
    );
  });

  it('keeps answering when a file vanishes after indexing', () => {
    const workspace = new MemoryWorkspace(
      { '/s/docs.json': docsJson({ pages: ['index'] }), '/s/index.mdx': page('Home') },
      ['/s'],
    );
    const service = createLanguageService({ workspace });
    assert.deepEqual(service.getDiagnostics(MemoryWorkspace.uri('/s/docs.json')), []);
    workspace.delete('/s/index.mdx');
    workspace.delete('/s/docs.json');
    assert.deepEqual(service.getDiagnostics(MemoryWorkspace.uri('/s/docs.json')), []);
    assert.equal(service.doHover(MemoryWorkspace.uri('/s/docs.json'), { line: 0, character: 5 }), null);
    service.filesChanged([{ uri: MemoryWorkspace.uri('/s/docs.json'), kind: 'deleted' }]);
    assert.deepEqual(service.getDocsRoots(), []);
  });
});

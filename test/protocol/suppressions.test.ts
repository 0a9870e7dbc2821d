// Suppression comments and the baseline through the real server: the quick fix "Disable CODE for this line" whose
// edit, applied, hides the problem; completion of a code inside a comment; and docs-lsp.json's `baseline`, which the
// editor honours (a recorded problem is not published, a new one is).
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { CodeAction, CompletionList, TextEdit } from 'vscode-languageserver-protocol';
import { startClient, TestClient } from '../helpers/lspClient';
import { tempSite } from '../helpers/tempSite';
import { applyEdits, docsJson } from '../helpers/site';
import { runCli } from '../helpers/runCli';

const head = '---\ntitle: Home\n---\n\n';
const text = head + 'Read [the guide](/nope).\n';

describe('suppressions and the baseline in the language server', () => {
  const clients: TestClient[] = [];
  after(() => Promise.all(clients.map((c) => c.close())));

  it('offers "Disable link-missing-page for this line", whose edit hides the problem', async () => {
    const site = tempSite({ 'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index'] }] }), 'index.mdx': text });
    const client = await startClient(site.uri(''));
    clients.push(client);
    const uri = site.uri('index.mdx');
    client.open(uri, 'mdx', text, 1);
    const { diagnostics } = await client.diagnostics(uri, 1);
    assert.deepEqual(
      diagnostics.map((d) => d.code),
      ['link-missing-page'],
    );
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostics[0].range,
      context: { diagnostics },
    })) as CodeAction[];
    const disable = actions.find((a) => a.title === 'Disable link-missing-page for this line');
    assert.ok(disable, actions.map((a) => a.title).join(', '));
    const edited = applyEdits(text, disable.edit!.changes![uri] as TextEdit[]);
    assert.equal(edited, head + '{/* docs-lsp-disable-next-line link-missing-page */}\nRead [the guide](/nope).\n');
    client.change(uri, edited, 2);
    assert.deepEqual((await client.diagnostics(uri, 2)).diagnostics, []);

    const typing = head + '{/* docs-lsp-disable-next-line link-miss */}\nRead [the guide](/nope).\n';
    client.change(uri, typing, 3);
    const list = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri },
      position: { line: 4, character: 40 },
    })) as CompletionList;
    assert.ok(
      list.items.some((i) => i.label === 'link-missing-anchor'),
      list.items.map((i) => i.label).join(', '),
    );
  });

  it("honours docs-lsp.json's baseline: recorded problems are not published, new ones are", async () => {
    const site = tempSite({
      'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index'] }] }),
      'index.mdx': text,
      'docs-lsp.json': '{ "baseline": ".docs-lsp-baseline.json" }',
    });
    assert.equal(runCli(['check', '.', '--write-baseline'], { cwd: site.dir }).code, 0);
    const client = await startClient(site.uri(''));
    clients.push(client);
    const uri = site.uri('index.mdx');
    client.open(uri, 'mdx', text, 1);
    assert.deepEqual((await client.diagnostics(uri, 1)).diagnostics, []);
    client.change(uri, head + 'A new line above.\n\n' + text.slice(head.length) + '\n[new](/also-nope)\n', 2);
    const { diagnostics } = await client.diagnostics(uri, 2);
    assert.deepEqual(
      diagnostics.map((d) => d.message.slice(0, 18)),
      ['No page `/also-nop'],
    );
  });
});

// A mint.json site through the real server: the opened mint.json gets its diagnostics (a missing page, the legacy
// info) and the quick fix "Upgrade to docs.json" that creates docs.json with the upgraded configuration; the command of
// the same name applies it through the client.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { CodeAction, CreateFile, TextDocumentEdit } from 'vscode-languageserver-protocol';
import { startClient, TestClient } from '../helpers/lspClient';
import { tempSite } from '../helpers/tempSite';
import { page } from '../helpers/site';

const mintJson = JSON.stringify(
  {
    name: 'Legacy',
    favicon: '/favicon.svg',
    colors: { primary: '#112233' },
    navigation: [{ group: 'Start', pages: ['index', 'gone'] }],
  },
  null,
  2,
);
const site = tempSite({ 'mint.json': mintJson, 'index.mdx': page('Home') });

describe('mint.json in the language server', () => {
  let client: TestClient;
  after(() => client?.close());

  it('publishes its diagnostics and offers the upgrade to docs.json', async () => {
    client = await startClient(site.uri(''));
    const uri = site.uri('mint.json');
    client.open(uri, 'json', mintJson);
    const { diagnostics } = await client.diagnostics(uri);
    assert.deepEqual(
      diagnostics.map((d) => d.code),
      ['legacy-config', 'nav-missing-page'],
    );
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostics[0].range,
      context: { diagnostics: [diagnostics[0]] },
    })) as CodeAction[];
    const upgrade = actions.find((a) => a.title.startsWith('Upgrade to docs.json'));
    assert.ok(upgrade, JSON.stringify(actions));
    const [create, insert] = upgrade.edit!.documentChanges! as [CreateFile, TextDocumentEdit];
    assert.equal(create.uri, site.uri('docs.json'));
    const written = JSON.parse((insert.edits[0] as { newText: string }).newText);
    assert.deepEqual(written.navigation, { groups: [{ group: 'Start', pages: ['index', 'gone'] }] });
  });

  it('the command docsLsp.upgradeToDocsJson applies the same edit through the client', async () => {
    const applied = new Promise<{ label?: string; edit: { documentChanges: unknown[] } }>((resolve) =>
      client.connection.onRequest('workspace/applyEdit', (params) => {
        resolve(params);
        return { applied: true };
      }),
    );
    await client.connection.sendRequest('workspace/executeCommand', { command: 'docsLsp.upgradeToDocsJson' });
    const { label, edit } = await applied;
    assert.equal(label, 'Upgrade to docs.json');
    assert.equal((edit.documentChanges[0] as CreateFile).uri, site.uri('docs.json'));
  });
});

// The platform's vocabulary through the real server: a misspelt component reported as component-unknown with its
// quick fix, components completed after `<` and a prop inside a tag, and the hover of a component.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { CodeAction, CompletionList, Hover, TextEdit } from 'vscode-languageserver-protocol';
import { startClient, TestClient } from '../helpers/lspClient';
import { tempSite } from '../helpers/tempSite';
import { applyEdits, docsJson } from '../helpers/site';

const head = '---\ntitle: Home\n---\n\n';
const text = head + '<Carde title="Setup">\n  Install.\n</Carde>\n';

describe('components in the language server', () => {
  const clients: TestClient[] = [];
  after(() => Promise.all(clients.map((c) => c.close())));

  it('reports an unknown component with its fix, completes components and props, and explains them', async () => {
    const site = tempSite({ 'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index'] }] }), 'index.mdx': text });
    const client = await startClient(site.uri(''));
    clients.push(client);
    const uri = site.uri('index.mdx');
    client.open(uri, 'mdx', text, 1);
    const { diagnostics } = await client.diagnostics(uri, 1);
    assert.deepEqual(
      diagnostics.map((d) => d.code),
      ['component-unknown'],
    );
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostics[0].range,
      context: { diagnostics },
    })) as CodeAction[];
    const fix = actions.find((a) => a.title === 'Change to <Card>');
    assert.ok(fix, actions.map((a) => a.title).join(', '));
    const fixed = applyEdits(text, fix.edit!.changes![uri] as TextEdit[]);
    assert.equal(fixed, head + '<Card title="Setup">\n  Install.\n</Card>\n');

    const typing = fixed + '\n<Acc';
    client.change(uri, typing, 2);
    const components = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri },
      position: { line: 8, character: 4 },
    })) as CompletionList;
    assert.ok(components.items.some((i) => i.label === 'Accordion'));
    client.change(uri, fixed + '\n<Card title="x" ', 3);
    const props = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri },
      position: { line: 8, character: 16 },
    })) as CompletionList;
    assert.ok(
      props.items.some((i) => i.label === 'href'),
      props.items.map((i) => i.label).join(', '),
    );
    const hover = (await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 4, character: 2 },
    })) as Hover;
    assert.match((hover.contents as { value: string }).value, /Card/);
  });
});

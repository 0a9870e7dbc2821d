// The navigation tree over LSP: docsLsp/navigationTree answers, docsLsp/navigationChanged follows edits of docs.json
// and of page titles as they are typed (never of a page's body), docsLsp/navigationEdit returns a workspace edit.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  NAVIGATION_CHANGED_NOTIFICATION,
  NAVIGATION_EDIT_REQUEST,
  NAVIGATION_TREE_REQUEST,
  NavigationChangedParams,
  NavigationEditResult,
  NavigationTreeResult,
} from '../../shared/src/protocol/navigationTree';
import { startClient, TestClient } from '../helpers/lspClient';
import { tempSite } from '../helpers/tempSite';
import { docsJson, page } from '../helpers/site';

const config = docsJson({ groups: [{ group: 'Start', pages: ['index', 'guides/intro'] }] });
const site = tempSite({ 'docs.json': config, 'index.mdx': page('Home'), 'guides/intro.mdx': page('Intro') });

describe('docsLsp/navigationTree over LSP', () => {
  let client: TestClient;
  const changes: NavigationChangedParams[] = [];
  after(() => client?.close());

  const tree = async () =>
    (await client.connection.sendRequest(NAVIGATION_TREE_REQUEST, {
      uri: site.uri('docs.json'),
    })) as NavigationTreeResult;
  const nextChange = () =>
    new Promise<NavigationChangedParams>((resolve) => {
      const seen = changes.length;
      const timer = setInterval(() => {
        if (changes.length > seen) {
          clearInterval(timer);
          resolve(changes[seen]);
        }
      }, 10);
    });

  it('answers the tree of the docs root with the shown titles', async () => {
    client = await startClient(site.uri(''));
    client.connection.onNotification(NAVIGATION_CHANGED_NOTIFICATION, (p: NavigationChangedParams) => changes.push(p));
    const result = await tree();
    assert.equal(result.roots.length, 1);
    const [group] = result.roots[0].children;
    assert.equal(group.label, 'Start');
    assert.deepEqual(
      group.children!.map((n) => [n.label, n.file]),
      [
        ['Home', 'index.mdx'],
        ['Intro', 'guides/intro.mdx'],
      ],
    );
  });

  it('notifies when a page title is typed, not when its body is', async () => {
    const uri = site.uri('guides/intro.mdx');
    client.open(uri, 'mdx', page('Intro'), 1);
    await client.diagnostics(uri, 1);
    client.change(uri, `${page('Intro')}\nmore words\n`, 2);
    await client.diagnostics(uri, 2);
    assert.equal(changes.length, 0, 'a body edit changes no tree');
    const changed = nextChange();
    client.change(uri, page('Introduction'), 3);
    assert.equal((await changed).rootUri, site.uri('').replace(/\/$/, ''));
    const labels = (await tree()).roots[0].children[0].children!.map((n) => n.label);
    assert.deepEqual(labels, ['Home', 'Introduction']);
  });

  it('returns a move as a workspace edit of docs.json', async () => {
    const rootUri = (await tree()).roots[0].uri;
    const result = (await client.connection.sendRequest(NAVIGATION_EDIT_REQUEST, {
      action: 'move',
      rootUri,
      source: '0.1',
      target: '0',
      index: 0,
    })) as NavigationEditResult;
    assert.ok('edit' in result);
    const [change] = result.edit.documentChanges as { textDocument: { uri: string }; edits: { newText: string }[] }[];
    assert.equal(change.textDocument.uri, site.uri('docs.json'));
    assert.equal(change.edits.length, 1);
    const refused = (await client.connection.sendRequest(NAVIGATION_EDIT_REQUEST, {
      action: 'move',
      rootUri,
      source: '0',
      target: '0.0',
    })) as NavigationEditResult;
    assert.ok('refused' in refused);
  });
});

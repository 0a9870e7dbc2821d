// A page micromark reads for seconds, opened in the real server: requests on another file are answered while the
// page is parsed (in the server's page worker), and the page's diagnostics arrive after, whole. With the page parsed
// on the server's thread, its diagnostics would come first: the requests wait behind the parse (the server handles
// one message at a time, and the publication of the opened page is queued ahead of the requests sent after it).
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { CompletionList, Hover, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { startClient, TestClient } from '../helpers/lspClient';
import { tempSite } from '../helpers/tempSite';
import { docsJson } from '../helpers/site';
import { largeMdxPage } from '../../scripts/bench/largeMdxPage';

/** A megabyte: about a second of micromark's time, and seconds more for the ids of its 3 800 headings. */
const large = largeMdxPage(1_000_000);
const other =
  '---\ntitle: Other\n---\n\n## About\n\n## Setup\n\n<Card title="Start" href="/large">\n  Go.\n</Card>\n\n[x](/';
const site = tempSite({
  'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['other', 'large'] }] }),
  'other.mdx': other,
  'large.mdx': large,
});

describe('a page that takes seconds to parse', () => {
  let client: TestClient;
  after(() => client?.close());

  it('holds up no request of another file, and its diagnostics follow', async () => {
    client = await startClient(site.uri(''));
    const otherUri = site.uri('other.mdx');
    const largeUri = site.uri('large.mdx');
    client.open(otherUri, 'mdx', other);
    await client.diagnostics(otherUri, 1);

    const order: string[] = [];
    const largeDiagnostics = client.diagnostics(largeUri, 1).then((published: PublishDiagnosticsParams) => {
      order.push('diagnostics of the large page');
      return published;
    });
    client.open(largeUri, 'mdx', large);
    const lines = other.split('\n');
    const hover = client.connection
      .sendRequest<Hover | null>('textDocument/hover', {
        textDocument: { uri: otherUri },
        position: { line: lines.findIndex((l) => l.startsWith('<Card')), character: 2 },
      })
      .then((answer) => (order.push('hover'), answer));
    const completion = client.connection
      .sendRequest<CompletionList | null>('textDocument/completion', {
        textDocument: { uri: otherUri },
        position: { line: lines.length - 1, character: lines[lines.length - 1].length },
      })
      .then((answer) => (order.push('completion'), answer));

    const [hovered, completed, published] = await Promise.all([hover, completion, largeDiagnostics]);
    assert.deepEqual(order, ['hover', 'completion', 'diagnostics of the large page']);
    assert.match(JSON.stringify(hovered?.contents), /Card/);
    assert.ok(completed?.items.some((item) => item.label === '/large'));
    // the page read whole: its one broken link, on its last line
    assert.deepEqual(
      published.diagnostics.map((d) => [d.code, d.range.start.line]),
      [['link-missing-page', large.split('\n').length - 2]],
    );
  });
});

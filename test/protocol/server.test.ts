// The real server over stdio: initialize, didOpen/didChange -> publishDiagnostics (push) or textDocument/diagnostic
// (pull, never both), completion, hover, definition, codeAction, willRenameFiles, prepareRename and rename.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  CompletionItem,
  CompletionList,
  Hover,
  CodeAction,
  LocationLink,
  DocumentDiagnosticReport,
} from 'vscode-languageserver-protocol';
import { startClient, TestClient } from '../helpers/lspClient';
import { tempSite } from '../helpers/tempSite';
import { docsJson, page } from '../helpers/site';
import { TextDocument } from 'vscode-languageserver-textdocument';

/** Whether a glob of file extensions in braces, as the server writes its filters, takes `file`. */
function matchesGlob(glob: string, file: string): boolean {
  const alternatives = /^\*\*\/\*\.\{([^}]*)\}$/.exec(glob)?.[1].split(',') ?? [];
  return alternatives.some((ext) => file.endsWith(`.${ext}`));
}

/** The position `delta` characters into the first occurrence of `needle`. */
const positionOf = (text: string, needle: string, delta = 0) =>
  TextDocument.create('x', 'json', 0, text).positionAt(text.indexOf(needle) + delta);

const broken = docsJson({
  tabs: [{ tab: 'Docs', groups: [{ group: 'Start', pages: ['index', 'missing'] }], grups: [] }],
});
const site = tempSite({ 'docs.json': broken, 'index.mdx': page('Home'), 'guides/intro.mdx': page('Intro') });

describe('push diagnostics', () => {
  let client: TestClient;
  after(() => client?.close());

  it('publishes docs.json diagnostics for the opened version, then for each edit', async () => {
    client = await startClient(site.uri(''));
    const uri = site.uri('docs.json');
    client.open(uri, 'json', broken, 1);
    const first = await client.diagnostics(uri, 1);
    assert.deepEqual(first.diagnostics.map((d) => d.code).sort(), ['nav-missing-page', 'nav-unknown-field']);
    const missing = first.diagnostics.find((d) => d.code === 'nav-missing-page')!;
    assert.deepEqual(missing.range.start, positionOf(broken, '"missing"', 1));

    const fixed = broken.replace('"missing"', '"guides/intro"').replace(',\n        "grups": []', '');
    client.change(uri, fixed, 2);
    assert.deepEqual((await client.diagnostics(uri, 2)).diagnostics, []);
  });

  it('answers completion, hover, definition and code actions', async () => {
    const uri = site.uri('docs.json');
    const text = broken;
    const position = positionOf(text, '"missing"', 3);
    const completion = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri },
      position,
    })) as CompletionList;
    client.change(uri, text, 3);
    const diagnostics = (await client.diagnostics(uri, 3)).diagnostics;
    assert.ok(completion.items.some((i) => i.label === 'guides/intro'));
    const hover = (await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: positionOf(text, '"index"', 2),
    })) as Hover;
    assert.match((hover.contents as { value: string }).value, /\*\*Home\*\*/);
    const definition = (await client.connection.sendRequest('textDocument/definition', {
      textDocument: { uri },
      position: positionOf(text, '"index"', 2),
    })) as LocationLink[];
    assert.equal(definition[0].targetUri, site.uri('index.mdx'));
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostics[0].range,
      context: { diagnostics },
    })) as CodeAction[];
    // renaming `grups` would write a second `groups`: its empty list is removed instead
    assert.deepEqual(actions.map((a) => a.title).sort(), [
      'Create missing.mdx',
      'Remove "grups" ("groups" is already set)',
    ]);
  });

  it('asks to hear of renames of pages, folders and the JSON and YAML files docs.json pulls in', () => {
    const filters = client.initialized.capabilities.workspace?.fileOperations?.willRename?.filters ?? [];
    const globs = filters.map((f) => `${f.pattern.glob} ${f.pattern.matches}`);
    for (const file of ['a.mdx', 'a.md', 'nav/groups.json', 'api/openapi.yaml', 'api/openapi.yml'])
      assert.ok(
        filters.some((f) => f.pattern.matches === 'file' && matchesGlob(f.pattern.glob, file)),
        `${file}: ${globs}`,
      );
    assert.ok(filters.some((f) => f.pattern.matches === 'folder'));
  });

  it('offers the docs.json edit when a page is renamed', async () => {
    const edit = (await client.connection.sendRequest('workspace/willRenameFiles', {
      files: [{ oldUri: site.uri('index.mdx'), newUri: site.uri('home.mdx') }],
    })) as { changes: Record<string, { newText: string }[]> };
    assert.deepEqual(
      edit.changes[site.uri('docs.json')].map((e) => e.newText),
      ['home'],
    );
  });
});

describe('link completion in a page', () => {
  const text = `${page('Home')}\nSee [intro](/gu`;
  const complete = async (client: TestClient) => {
    const uri = site.uri('index.mdx');
    client.open(uri, 'mdx', text, 1);
    const completion = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri },
      position: positionOf(text, '/gu', 3),
    })) as CompletionList;
    return completion.items.find((i) => i.label === '/guides/intro')!;
  };

  it("leaves a page's title and description to completionItem/resolve, for a client that resolves them", async () => {
    const resolveSupport = { properties: ['documentation', 'detail'] };
    const client = await startClient(site.uri(''), {
      textDocument: { completion: { completionItem: { resolveSupport } } },
    });
    try {
      assert.equal(client.initialized.capabilities.completionProvider?.resolveProvider, true);
      const item = await complete(client);
      assert.equal(item.detail, undefined);
      const resolved = (await client.connection.sendRequest('completionItem/resolve', item)) as CompletionItem;
      assert.equal(resolved.detail, 'Intro');
      assert.deepEqual(resolved.documentation, { kind: 'markdown', value: 'About Intro\n\n`guides/intro.mdx`' });
      assert.deepEqual(resolved.textEdit, item.textEdit);
    } finally {
      await client.close();
    }
  });

  it('sends them in the list to a client that does not say it resolves them', async () => {
    const client = await startClient(site.uri(''));
    try {
      const item = await complete(client);
      assert.equal(item.detail, 'Intro');
      assert.deepEqual(item.documentation, { kind: 'markdown', value: 'About Intro\n\n`guides/intro.mdx`' });
    } finally {
      await client.close();
    }
  });
});

describe('pull diagnostics', () => {
  it('answers textDocument/diagnostic and publishes nothing', async () => {
    const client = await startClient(site.uri(''), { textDocument: { diagnostic: { dynamicRegistration: false } } });
    try {
      const uri = site.uri('docs.json');
      client.open(uri, 'json', broken, 1);
      const report = (await client.connection.sendRequest('textDocument/diagnostic', {
        textDocument: { uri },
      })) as DocumentDiagnosticReport & { items: { code: string }[] };
      assert.deepEqual(report.items.map((d) => d.code).sort(), ['nav-missing-page', 'nav-unknown-field']);
      await client.connection.sendRequest('textDocument/hover', {
        textDocument: { uri },
        position: { line: 0, character: 0 },
      });
      assert.deepEqual(client.published, []);
    } finally {
      await client.close();
    }
  });
});

describe('workspace scope', () => {
  it('publishes diagnostics of files that are not open, and edits of docs.json update them', async () => {
    const workspace = tempSite({
      'docs.json': docsJson({ pages: ['index'] }),
      'index.mdx': page('Home'),
      'orphan.mdx': page('Orphan'),
    });
    const client = await startClient(workspace.uri(''), {}, { diagnostics: { scope: 'workspace' } });
    try {
      const orphan = await client.diagnostics(workspace.uri('orphan.mdx'));
      assert.deepEqual(
        orphan.diagnostics.map((d) => d.code),
        ['page-not-in-navigation'],
      );
      const uri = workspace.uri('docs.json');
      client.open(uri, 'json', docsJson({ pages: ['index', 'orphan'] }), 1);
      assert.deepEqual((await client.diagnostics(workspace.uri('orphan.mdx'))).diagnostics, []);
    } finally {
      await client.close();
    }
  });
  it('applies a .mintignore written on disk, and the use of a spec typed into docs.json', async () => {
    const spec = 'openapi: 3.1.0\ninfo: { title: S, version: "1" }\npaths:\n  /users:\n    $ref: "./users.yaml"\n';
    const workspace = tempSite({
      'docs.json': docsJson({ pages: ['index'] }),
      'index.mdx': page('Home'),
      'drafts/wip.mdx': page('WIP'),
      'src/openapi.yaml': spec,
    });
    const client = await startClient(workspace.uri(''), {}, { diagnostics: { scope: 'workspace' } });
    const codes = (diagnostics: { code?: unknown }[]) =>
      diagnostics.map((d) => String(d.code)).filter((code) => code.endsWith('external-ref'));
    try {
      await client.diagnosticsMatching(workspace.uri('drafts/wip.mdx'), (d) => d.length === 1);
      workspace.write('.mintignore', 'drafts/\n');
      void client.connection.sendNotification('workspace/didChangeWatchedFiles', {
        changes: [{ uri: workspace.uri('.mintignore'), type: 1 }],
      });
      await client.diagnosticsMatching(workspace.uri('drafts/wip.mdx'), (d) => d.length === 0);

      const specUri = workspace.uri('src/openapi.yaml');
      client.open(specUri, 'yaml', spec, 1);
      await client.diagnosticsMatching(specUri, (d) => codes(d).join() === 'openapi-source-external-ref');
      const navigation = { groups: [{ group: 'API', openapi: 'src/openapi.yaml', pages: ['index'] }] };
      client.open(workspace.uri('docs.json'), 'json', docsJson(navigation), 1);
      await client.diagnosticsMatching(specUri, (d) => codes(d).join() === 'openapi-external-ref');
    } finally {
      await client.close();
    }
  });
});

describe('rename symbol on a heading', () => {
  it('answers prepareRename with the heading, rename with its edits, a refusal as an error with why', async () => {
    const pages = tempSite({
      'docs.json': docsJson({ pages: ['index', 'guide'] }),
      'index.mdx': `${page('Home')}\n[a](/guide#first-step)\n`,
      'guide.mdx': `${page('Guide')}\n## First step\n\n<h2 id="kept">Kept</h2>\n`,
    });
    const client = await startClient(pages.uri(''));
    try {
      const uri = pages.uri('guide.mdx');
      const text = `${page('Guide')}\n## First step\n\n<h2 id="kept">Kept</h2>\n`;
      client.open(uri, 'mdx', text, 1);
      const position = positionOf(text, 'First step', 2);
      const prepared = (await client.connection.sendRequest('textDocument/prepareRename', {
        textDocument: { uri },
        position,
      })) as { placeholder: string };
      assert.equal(prepared.placeholder, 'First step');
      const edit = (await client.connection.sendRequest('textDocument/rename', {
        textDocument: { uri },
        position,
        newName: 'Second step',
      })) as { changes: Record<string, { newText: string }[]> };
      assert.deepEqual(
        edit.changes[pages.uri('index.mdx')].map((e) => e.newText),
        ['second-step'],
      );
      assert.deepEqual(
        edit.changes[uri].map((e) => e.newText),
        ['Second step'],
      );
      await assert.rejects(
        client.connection.sendRequest('textDocument/prepareRename', {
          textDocument: { uri },
          position: positionOf(text, 'Kept', 1),
        }),
        /written explicitly/,
      );
    } finally {
      await client.close();
    }
  });
});

describe('moving a page a snippet links to', () => {
  it("warns, naming the importers, when a snippet's relative link cannot follow for all of them", async () => {
    const pages = tempSite({
      'docs.json': docsJson({ pages: ['index', 'guides/setup', 'other/setup'] }),
      'index.mdx': page('Home'),
      'guides/setup.mdx': page('Setup'),
      'other/setup.mdx': page('Other setup'),
      'snippets/links.mdx': '[s](./setup)\n',
      'guides/a.mdx': "import L from '/snippets/links.mdx'\n\n<L />\n",
      'other/b.mdx': "import L from '/snippets/links.mdx'\n\n<L />\n",
    });
    const client = await startClient(pages.uri(''));
    try {
      // the server's showWarningMessage is a window/showMessageRequest (the user may dismiss it)
      const warned = new Promise<{ type: number; message: string }>((resolve) =>
        client.connection.onRequest('window/showMessageRequest', (params: { type: number; message: string }) => {
          resolve(params);
          return null;
        }),
      );
      const edit = (await client.connection.sendRequest('workspace/willRenameFiles', {
        files: [{ oldUri: pages.uri('guides/setup.mdx'), newUri: pages.uri('guides/install.mdx') }],
      })) as { changes: Record<string, unknown[]> };
      assert.ok(edit.changes[pages.uri('docs.json')]);
      assert.equal(edit.changes[pages.uri('snippets/links.mdx')], undefined);
      const { type, message } = await warned;
      assert.equal(type, 2); // MessageType.Warning
      assert.match(message, /`\.\/setup` in snippets\/links\.mdx is read from guides\/a\.mdx and other\/b\.mdx/);
    } finally {
      await client.close();
    }
  });
});

// Editing features in page bodies: link completion (pages, anchors, assets, snippets), hover, definition, document
// links, references to a page and a heading, quick fixes and the link edits that follow a renamed folder.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeAction, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { createSite, cursor, docsJson, page, TestSite } from '../helpers/site';

const files = {
  'docs.json': docsJson({ pages: ['index', 'guides/intro', 'guides/setup'] }),
  'index.mdx': page('Home'),
  'guides/intro.mdx': `${page('Intro')}\n## Install the CLI\n\n<Step title="Log in">x</Step>\n`,
  'guides/setup.mdx': `${page('Setup')}\nSee [intro](./intro#install-the-cli) and [home](/index).\n`,
  'images/logo.png': 'png',
  'snippets/note.mdx': 'Note',
};

function siteWith(path: string, textWithCursor: string) {
  const { text, position } = cursor(textWithCursor);
  return { site: createSite({ ...files, [path]: text }), position, uri: `${path}` };
}

function apply(site: TestSite, path: string, edits: TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('x', 'mdx', 0, site.text(path)), edits);
}

describe('link completion', () => {
  it('offers page paths inside `](`, their titles and descriptions read when an item is resolved', () => {
    const { site, position } = siteWith('p.mdx', 'Go [there](/gu‸)\n');
    const list = site.service.doComplete(site.uri('p.mdx'), position);
    const intro = list.items.find((i) => i.label === '/guides/intro')!;
    assert.equal(intro.detail, undefined);
    assert.ok(!list.items.some((i) => i.label.includes('snippets')));
    assert.equal(apply(site, 'p.mdx', [intro.textEdit as TextEdit]), 'Go [there](/guides/intro)\n');
    const resolved = site.service.resolveCompletionItem(JSON.parse(JSON.stringify(intro)));
    assert.equal(resolved.detail, 'Intro');
    assert.deepEqual(resolved.documentation, { kind: 'markdown', value: 'About Intro\n\n`guides/intro.mdx`' });
    assert.deepEqual(resolved.textEdit, intro.textEdit);
  });

  it('reads the end of a long line for the link being typed, and a definition only from its line start', () => {
    // the patterns read the last 1 024 characters before the cursor: their work grew with the square of the line
    // (at the end of a 440 KB line of `[x](`, 19 s)
    const { site, position } = siteWith('p.mdx', `${'word '.repeat(20_000)}[there](/gu‸)\n`);
    const items = site.service.doComplete(site.uri('p.mdx'), position).items.map((i) => i.label);
    assert.ok(items.includes('/guides/intro'), items.join());
    const defined = siteWith('p.mdx', `${'word '.repeat(600)}\n[ref]: /gu‸\n`);
    assert.ok(defined.site.service.doComplete(defined.site.uri('p.mdx'), defined.position).items.length > 0);
    // what is read of this line is spaces and `[ref]: /gu`, but the line starts with `y`: no definition
    const inside = siteWith('p.mdx', `y${' '.repeat(2_000)}[ref]: /gu‸\n`);
    assert.deepEqual(inside.site.service.doComplete(inside.site.uri('p.mdx'), inside.position).items, []);
  });

  it('gives the titles in the list to an editor that does not resolve items', () => {
    const { text, position } = cursor('Go [there](/gu‸)\n');
    const site = createSite({ ...files, 'p.mdx': text }, { completionDetailsOnResolve: false });
    const intro = site.service.doComplete(site.uri('p.mdx'), position).items.find((i) => i.label === '/guides/intro')!;
    assert.equal(intro.detail, 'Intro');
  });

  it('resolves other items, and items naming no page of a docs root, as they are', () => {
    const { site, position } = siteWith('p.mdx', 'Go [there](/gu‸)\n');
    const intro = site.service.doComplete(site.uri('p.mdx'), position).items.find((i) => i.label === '/guides/intro')!;
    const root = site.service.getDocsRoots()[0].uri;
    assert.deepEqual(intro.data, { root, page: 'guides/intro.mdx' });
    const hostile = [
      { label: 'x' },
      { label: 'x', data: null },
      { label: 'x', data: 'guides/intro.mdx' },
      { label: 'x', data: { page: 'guides/intro.mdx' } },
      { label: 'x', data: { root, page: 42 } },
      { label: 'x', data: { root: 'file:///etc', page: 'passwd.mdx' } },
      { label: 'x', data: { root, page: 'guides/gone.mdx' } },
      { label: 'x', data: { root, page: 'images/logo.png' } },
      { label: 'x', data: { root, page: '../outside.mdx' } },
    ];
    for (const item of hostile) assert.deepEqual(site.service.resolveCompletionItem(item), item);
    site.service.filesChanged([{ uri: site.workspace.delete('/site/guides/intro.mdx'), kind: 'deleted' }]);
    assert.deepEqual(site.service.resolveCompletionItem(intro), intro);
  });

  it('offers the headings and titled components of the target page after `#`', () => {
    const { site, position } = siteWith('p.mdx', '<Card href="/guides/intro#‸" />\n');
    const list = site.service.doComplete(site.uri('p.mdx'), position);
    assert.deepEqual(
      list.items.map((i) => [i.label, i.detail]),
      [
        ['#intro', '# Intro'],
        ['#install-the-cli', '## Install the CLI'],
        ['#log-in', 'Log in'],
      ],
    );
  });

  it('offers asset paths in `src` and snippet paths in imports', () => {
    const image = siteWith('p.mdx', '<img src="/‸" />\n');
    assert.deepEqual(
      image.site.service.doComplete(image.site.uri('p.mdx'), image.position).items.map((i) => i.label),
      ['/images/logo.png'],
    );
    const snippet = siteWith('p.mdx', "import Note from '/‸'\n");
    assert.deepEqual(
      snippet.site.service.doComplete(snippet.site.uri('p.mdx'), snippet.position).items.map((i) => i.label),
      ['/snippets/note.mdx'],
    );
  });
});

describe('hover, definition, links, references', () => {
  it('hovers a link with the page title and description, or the heading', () => {
    const { site, position } = siteWith('p.mdx', '[a](/guides/in‸tro) [b](/guides/intro#install-the-cli)\n');
    const hover = site.service.doHover(site.uri('p.mdx'), position)!;
    assert.match((hover.contents as { value: string }).value, /\*\*Intro\*\*\n\nAbout Intro/);
    const onAnchor = site.service.doHover(site.uri('p.mdx'), { line: 0, character: 30 })!;
    assert.match((onAnchor.contents as { value: string }).value, /Install the CLI/);
  });

  it('goes to the file and the heading', () => {
    const { site, position } = siteWith('p.mdx', '[b](/guides/intro#install-the-c‸li)\n');
    const [definition] = site.service.findDefinition(site.uri('p.mdx'), position);
    assert.equal(definition.targetUri, site.uri('guides/intro.mdx'));
    assert.equal(definition.targetRange.start.line, 7);
    const links = site.service.findDocumentLinks(site.uri('p.mdx'));
    assert.deepEqual(
      links.map((l) => l.target),
      [`${site.uri('guides/intro.mdx')}#L8`],
    );
  });

  it('finds the links to a page (and its docs.json entry) and the links to a heading', () => {
    const site = createSite({ ...files, 'other.mdx': '[i](/guides/intro) [j](guides/intro#install-the-cli)\n' });
    const toPage = site.service.findReferences(site.uri('guides/intro.mdx'), { line: 1, character: 3 });
    assert.deepEqual(toPage.map((l) => l.uri.split('/site/')[1]).sort(), [
      'docs.json',
      'guides/setup.mdx',
      'other.mdx',
      'other.mdx',
    ]);
    const toHeading = site.service.findReferences(site.uri('guides/intro.mdx'), { line: 7, character: 5 });
    assert.deepEqual(toHeading.map((l) => l.uri.split('/site/')[1]).sort(), ['guides/setup.mdx', 'other.mdx']);
  });
  it("counts a snippet's relative links where its importers read them, not from the snippet's folder", () => {
    const site = createSite({
      ...files,
      'snippets/see.mdx': '[s](./intro#install-the-cli) [t](../guides/intro)\n',
      'guides/a.mdx': "import S from '/snippets/see.mdx'\n\n<S />\n",
    });
    // from guides/a.mdx, `./intro` is guides/intro; `../guides/intro` too (from the snippet's folder only the second)
    const toPage = site.service.findReferences(site.uri('guides/intro.mdx'), { line: 1, character: 3 });
    assert.deepEqual(
      toPage.filter((l) => l.uri.endsWith('see.mdx')).map((l) => l.range.start.character),
      [4, 33],
    );
    const toHeading = site.service.findReferences(site.uri('guides/intro.mdx'), { line: 7, character: 5 });
    assert.deepEqual(toHeading.map((l) => l.uri.split('/site/')[1]).sort(), ['guides/setup.mdx', 'snippets/see.mdx']);
  });
});

describe("a snippet's links, where the pages showing it read them", () => {
  const snippetSite = (snippet: string, importers = ['guides/a.mdx', 'api/b.mdx']) => {
    const { text, position } = cursor(snippet);
    const importing = Object.fromEntries(
      importers.map((path) => [
        path,
        `${page(path)}\nimport S from '/snippets/see.mdx'\n\n## Top of ${path}\n\n<S />\n`,
      ]),
    );
    const site = createSite({
      ...files,
      'snippets/see.mdx': text,
      'snippets/setup.mdx': page('Not this one'),
      'api/setup.mdx': `${page('API setup')}\n## Install\n`,
      ...importing,
    });
    return { site, position, uri: site.uri('snippets/see.mdx') };
  };

  it('goes to the target of each importing page, not to the one beside the snippet', () => {
    const { site, position, uri } = snippetSite('See [setup](./setup#ins‸tall).\n');
    const targets = site.service.findDefinition(uri, position).map((d) => d.targetUri.split('/site/')[1]);
    assert.deepEqual(targets.sort(), ['api/setup.mdx', 'guides/setup.mdx']);
    const apiTarget = site.service.findDefinition(uri, position).find((d) => d.targetUri.endsWith('api/setup.mdx'))!;
    assert.equal(site.text('api/setup.mdx').split('\n')[apiTarget.targetRange.start.line], '## Install');
    const hover = (site.service.doHover(uri, position)!.contents as { value: string }).value;
    assert.match(hover, /^Read from each page that shows this snippet:/);
    assert.match(hover, /`api\/setup\.mdx`/);
    assert.match(hover, /`guides\/setup\.mdx`/);
    assert.doesNotMatch(hover, /snippets\/setup/);
    const [link] = site.service.findDocumentLinks(uri);
    assert.ok(/\/(api|guides)\/setup\.mdx$/.test(link.target!.replace(/#L\d+$/, '')), link.target);
  });

  it('reads a snippet with one importer from that page alone, and from its own folder when none imports it', () => {
    const one = snippetSite('See [setup](./set‸up).\n', ['api/b.mdx']);
    const hover = (one.site.service.doHover(one.uri, one.position)!.contents as { value: string }).value;
    assert.equal(hover, '**API setup**\n\nAbout API setup\n\n`api/setup.mdx`');
    const none = snippetSite('See [setup](./set‸up).\n', []);
    const [definition] = none.site.service.findDefinition(none.uri, none.position);
    assert.equal(definition.targetUri, none.site.uri('snippets/setup.mdx'));
  });

  it('offers the anchors of the page showing it after a bare `#`', () => {
    const { site, position, uri } = snippetSite('Back to [top](#‸)\n', ['api/b.mdx']);
    const labels = site.service.doComplete(uri, position).items.map((i) => i.label);
    assert.ok(labels.includes('#top-of-api/b-mdx'), labels.join(', '));
  });
});

describe('quick fixes', () => {
  const actionsFor = (site: TestSite, path: string) =>
    site.service.getCodeActions(site.uri(path), site.diagnostics(path));
  const edited = (site: TestSite, path: string, action: CodeAction) =>
    apply(site, path, (action.edit as WorkspaceEdit).changes![site.uri(path)]);

  it('changes a mistyped link to the closest page, keeping the anchor; creates the page; adds a redirect', () => {
    const site = createSite({ ...files, 'p.mdx': '[a](/guides/intor#x)\n' });
    const actions = actionsFor(site, 'p.mdx');
    assert.deepEqual(
      actions.map((a) => a.title),
      [
        'Change to /guides/intro',
        'Create guides/intor.mdx',
        'Add a redirect from /guides/intor to /guides/intro in docs.json',
        'Disable link-missing-page for this line',
      ],
    );
    assert.equal(edited(site, 'p.mdx', actions[0]), '[a](/guides/intro#x)\n');
    const redirect = (actions[2].edit as WorkspaceEdit).changes![site.uri('docs.json')];
    const config = JSON.parse(apply(site, 'docs.json', redirect));
    assert.deepEqual(config.redirects, [{ source: '/guides/intor', destination: '/guides/intro' }]);
  });

  it('adds no redirect from a link path the platform would read as a pattern', () => {
    for (const target of ['/guides/intor*', '/guides/:intor', '/guides/intor%2A', '/guides/(intor)']) {
      const site = createSite({ ...files, 'p.mdx': `[a](${target})\n` });
      const titles = actionsFor(site, 'p.mdx').map((a) => a.title);
      assert.ok(titles.includes('Change to /guides/intro'), `${target}: ${titles.join(', ')}`);
      assert.ok(!titles.some((t) => t.startsWith('Add a redirect')), `${target}: ${titles.join(', ')}`);
    }
  });

  it('drops the extension of a link', () => {
    const site = createSite({ ...files, 'p.mdx': '[a](/guides/intro.mdx#install-the-cli)\n' });
    const [action] = actionsFor(site, 'p.mdx');
    assert.equal(edited(site, 'p.mdx', action), '[a](/guides/intro#install-the-cli)\n');
  });

  it('writes the closest page escaped as the link needs it, and the fixed page checks clean', () => {
    const hostile = {
      'docs.json': files['docs.json'],
      'my docs/set (up) <v2>.mdx': page('Set up'),
      "it's.mdx": page('Its'),
    };
    const site = createSite({
      ...hostile,
      'p.mdx': '[a](/my%20docs/set%20(up)%20%3Cv2%3F#x)\n\n<Card href="/it\'z?tab=1" />\n',
    });
    const [markdown, attribute] = site
      .diagnostics('p.mdx', /link-missing-page/)
      .map((d) => site.service.getCodeActions(site.uri('p.mdx'), [d]).find((a) => a.isPreferred)!);
    const fixed = edited(site, 'p.mdx', markdown);
    assert.equal(fixed.split('\n')[0], '[a](/my%20docs/set%20%28up%29%20%3Cv2%3E#x)');
    assert.equal(edited(site, 'p.mdx', attribute).split('\n')[2], '<Card href="/it%27s?tab=1" />');
    const after = createSite({ ...hostile, 'p.mdx': `${fixed.split('\n')[0]}\n\n<Card href="/it%27s?tab=1" />\n` });
    assert.deepEqual(after.findings('p.mdx', /link-missing-page/), []);
  });

  it('writes the page of an ambiguous relative link escaped, with its anchor', () => {
    const site = createSite({
      ...files,
      'a b/page.mdx': '[a](<set (up)#x>)\n',
      'a b/set (up).mdx': page('Set up'),
    });
    const [diagnostic] = site.diagnostics('a b/page.mdx', /link-ambiguous-relative/);
    const [action] = site.service.getCodeActions(site.uri('a b/page.mdx'), [diagnostic]);
    assert.equal(edited(site, 'a b/page.mdx', action), '[a](</a%20b/set%20%28up%29#x>)\n');
  });
});

describe('renaming a folder', () => {
  it('rewrites every link to its pages in each style, and docs.json', () => {
    const site = createSite({
      ...files,
      'a/b.mdx': '[x](/guides/intro#install-the-cli) [y](../guides/setup) <Card href="guides/intro" />\n',
    });
    const edit = site.service.getRenameFilesEdits([{ oldUri: site.uri('guides'), newUri: site.uri('learn/how to') }])!;
    assert.equal(
      apply(site, 'a/b.mdx', edit.changes![site.uri('a/b.mdx')]),
      '[x](/learn/how%20to/intro#install-the-cli) [y](../learn/how%20to/setup) <Card href="learn/how to/intro" />\n',
    );
    // a link inside the moved folder, relative to it, still reads right: left alone
    assert.equal(edit.changes![site.uri('guides/setup.mdx')], undefined);
    assert.match(apply(site, 'docs.json', edit.changes![site.uri('docs.json')]), /"learn\/how to\/intro"/);
  });
});

describe('moving a page: its own relative links', () => {
  const own = {
    ...files,
    'guides/setup.mdx':
      `${page('Setup')}\nimport Note from '../snippets/note.mdx'\n\n` +
      '[i](./intro#install-the-cli) [h](../index) [logo](../images/logo.png) [root](/index) [bare](guides/intro)\n' +
      '<Card href="./intro?tab=1" /> ![img](<../images/logo.png>)\n\n[ref]: ../index\n',
  };

  it('writes them again from the new folder, so that they reach the same files', () => {
    const site = createSite(own);
    const edit = site.service.getRenameFilesEdits([
      { oldUri: site.uri('guides/setup.mdx'), newUri: site.uri('deep/er (new)/setup.mdx') },
    ])!;
    const moved = apply(site, 'guides/setup.mdx', edit.changes![site.uri('guides/setup.mdx')]);
    assert.equal(
      moved.slice(moved.indexOf('import')),
      "import Note from '../../snippets/note.mdx'\n\n" +
        '[i](../../guides/intro#install-the-cli) [h](../../index) [logo](../../images/logo.png) [root](/index) ' +
        '[bare](guides/intro)\n' +
        '<Card href="../../guides/intro?tab=1" /> ![img](<../../images/logo.png>)\n\n[ref]: ../../index\n',
    );
    // and the moved page checks clean from its new place
    const { 'guides/setup.mdx': _old, ...others } = own;
    const site2 = createSite({ ...others, 'deep/er (new)/setup.mdx': moved });
    assert.deepEqual(site2.findings('deep/er (new)/setup.mdx', /^(link|snippet)-/), []);
  });

  it('keeps links between pages that move together, and follows a target that moves with it elsewhere', () => {
    const site = createSite({ ...own, 'guides/deeper/page.mdx': '[up](../setup) [img](../../images/logo.png)\n' });
    const edit = site.service.getRenameFilesEdits([{ oldUri: site.uri('guides'), newUri: site.uri('a/b') }])!;
    const setup = apply(site, 'guides/setup.mdx', edit.changes![site.uri('guides/setup.mdx')]);
    // `./intro` moves with it; `guides/intro` is read from the root and follows the page
    assert.equal(
      setup.slice(setup.indexOf('import')),
      "import Note from '../../snippets/note.mdx'\n\n" +
        '[i](./intro#install-the-cli) [h](../../index) [logo](../../images/logo.png) ' +
        '[root](/index) [bare](a/b/intro)\n' +
        '<Card href="./intro?tab=1" /> ![img](<../../images/logo.png>)\n\n[ref]: ../../index\n',
    );
    assert.equal(
      apply(site, 'guides/deeper/page.mdx', edit.changes![site.uri('guides/deeper/page.mdx')]),
      '[up](../setup) [img](../../../images/logo.png)\n',
    );
  });

  it('escapes hostile paths in the links it writes again', () => {
    const site = createSite({
      ...files,
      'a/my page (v2).mdx': page('V2'),
      "a/it's.mdx": page('Its'),
      'a/x.mdx': `[t](<./my page (v2)>) [u](./my%20page%20(v2)#x) <Card href="./it's" /> [w](./we<ird>)\n`,
    });
    const edit = site.service.getRenameFilesEdits([{ oldUri: site.uri('a/x.mdx'), newUri: site.uri('b/x.mdx') }])!;
    assert.equal(
      apply(site, 'a/x.mdx', edit.changes![site.uri('a/x.mdx')]),
      '[t](<../a/my%20page%20%28v2%29>) [u](../a/my%20page%20%28v2%29#x) <Card href="../a/it%27s" /> ' +
        '[w](../a/we%3Cird%3E)\n',
    );
  });

  it("leaves a snippet's links (read from the pages importing it) but follows its relative imports", () => {
    const site = createSite({
      ...files,
      'snippets/note.mdx': "import A from './a.mdx'\n\n[x](./intro)\n",
      'snippets/a.mdx': 'A',
    });
    const edit = site.service.getRenameFilesEdits([
      { oldUri: site.uri('snippets/note.mdx'), newUri: site.uri('snippets/sub/note.mdx') },
    ])!;
    assert.equal(
      apply(site, 'snippets/note.mdx', edit.changes![site.uri('snippets/note.mdx')]),
      "import A from '../a.mdx'\n\n[x](./intro)\n",
    );
  });
});

describe("moving pages a snippet links to, or the pages importing it: the snippet's relative links", () => {
  /** The edit of a move, with the warnings given while it was computed. */
  function move(site: TestSite, from: string, to: string) {
    const warnings: string[] = [];
    const edit = site.service.getRenameFilesEdits([{ oldUri: site.uri(from), newUri: site.uri(to) }], (m) =>
      warnings.push(m),
    );
    return { edit, warnings };
  }

  /** The site of `files` once the edit is applied and the file moved. */
  function after(
    files: Record<string, string>,
    site: TestSite,
    edit: WorkspaceEdit | null,
    from: string,
    to: string,
  ): TestSite {
    const texts = { ...files };
    for (const [uri, edits] of Object.entries(edit?.changes ?? {})) {
      const path = uri.slice(site.uri('').length);
      texts[path] = apply(site, path, edits);
    }
    texts[to] = texts[from];
    delete texts[from];
    return createSite(texts);
  }

  it('follows a moved page as the importing pages read the link, with hostile names', () => {
    const written = {
      ...files,
      'snippets/links.mdx': '[s](<./set up (v2)#x>) [i](./intro)\n',
      'guides/set up (v2).mdx': `${page('Set up')}\n## X\n`,
      'guides/a.mdx': "import L from '/snippets/links.mdx'\n\n<L />\n",
      'guides/b.mdx': "import L from '../snippets/links.mdx'\n\n<L />\n",
    };
    const site = createSite(written);
    assert.deepEqual(site.findings('snippets/links.mdx', /^link-/), []);
    const { edit, warnings } = move(site, 'guides/set up (v2).mdx', `guides/it's "new".mdx`);
    assert.equal(
      apply(site, 'snippets/links.mdx', edit!.changes![site.uri('snippets/links.mdx')]),
      `[s](<./it's%20"new"#x>) [i](./intro)\n`,
    );
    assert.deepEqual(warnings, []);
    const moved = after(written, site, edit, 'guides/set up (v2).mdx', `guides/it's "new".mdx`);
    assert.deepEqual(moved.findings('snippets/links.mdx', /^link-/), []);
  });

  it('writes the link again when its only importer moves, so that it reaches the same page', () => {
    const written = {
      ...files,
      'snippets/see.mdx': '[s](./setup#setup) [abs](/index)\n',
      'guides/a.mdx': "import S from '/snippets/see.mdx'\n\n<S />\n",
    };
    const site = createSite(written);
    const { edit } = move(site, 'guides/a.mdx', 'learn/deep (1)/a.mdx');
    assert.equal(
      apply(site, 'snippets/see.mdx', edit!.changes![site.uri('snippets/see.mdx')]),
      '[s](../../guides/setup#setup) [abs](/index)\n',
    );
    const moved = after(written, site, edit, 'guides/a.mdx', 'learn/deep (1)/a.mdx');
    assert.deepEqual(moved.findings('snippets/see.mdx', /^link-/), []);
  });

  it('writes one link for importers in sibling folders, one from the root when only that reaches it from all', () => {
    const site = createSite({
      ...files,
      'a/setup.mdx': page('A setup'),
      'snippets/up.mdx': '[s](../setup)\n',
      'a/x/p.mdx': "import U from '/snippets/up.mdx'\n\n<U />\n",
      'a/y/q.mdx': "import U from '/snippets/up.mdx'\n\n<U />\n",
    });
    const siblings = move(site, 'a/setup.mdx', 'b/setup.mdx');
    assert.equal(
      apply(site, 'snippets/up.mdx', siblings.edit!.changes![site.uri('snippets/up.mdx')]),
      '[s](../../b/setup)\n',
    );
    const deeper = move(site, 'a/y', 'deep/er/y');
    assert.equal(apply(site, 'snippets/up.mdx', deeper.edit!.changes![site.uri('snippets/up.mdx')]), '[s](/a/setup)\n');
    assert.deepEqual([...siblings.warnings, ...deeper.warnings], []);
  });

  it('leaves a link that importers in different folders read as different pages, and says why', () => {
    const written = {
      ...files,
      'other/setup.mdx': page('Other setup'),
      'snippets/links.mdx': '[s](./setup)\n',
      'guides/a.mdx': "import L from '/snippets/links.mdx'\n\n<L />\n",
      'other/b.mdx': "import L from '/snippets/links.mdx'\n\n<L />\n",
    };
    const site = createSite(written);
    const { edit, warnings } = move(site, 'guides/setup.mdx', 'guides/install.mdx');
    assert.equal(edit?.changes?.[site.uri('snippets/links.mdx')], undefined);
    assert.deepEqual(warnings, [
      '`./setup` in snippets/links.mdx is read from guides/a.mdx and other/b.mdx, which would need different links ' +
        'after this move: it is left as it is. Write it from the docs root (`/...`) or split the snippet.',
    ]);
    // and the check says where it now breaks
    const moved = after(written, site, edit, 'guides/setup.mdx', 'guides/install.mdx');
    assert.match(moved.diagnostics('snippets/links.mdx')[0].message, /as seen from guides\/a\.mdx/);
  });
});

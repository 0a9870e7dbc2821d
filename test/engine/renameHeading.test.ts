// Rename symbol on a heading: the heading's text and every link to its anchor (same page, other pages, pages that
// import the snippet holding it, docs.json), with the id the platform gives the new text; refusals with reasons.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Position, WorkspaceEdit } from 'vscode-languageserver-types';
import { applyEdits, createSite, docsJson, page, TestSite } from '../helpers/site';

const files = {
  'docs.json': docsJson(
    {
      pages: ['index', 'guides/intro', 'guides/setup'],
      global: { anchors: [{ anchor: 'CLI', href: '/guides/intro#install-the-cli' }] },
    },
    { redirects: [{ source: '/old', destination: '/guides/intro#install-the-cli' }] },
  ),
  'index.mdx':
    `${page('Home')}\n[a](/guides/intro#install-the-cli) [b](guides/intro#install-the-cli) ` +
    '[c](/guides/intro#other)\n',
  'guides/intro.mdx': `${page('Intro')}\n## Install the CLI\n\nSee [below](#install-the-cli).\n\n## Other\n`,
  'guides/setup.mdx':
    `${page('Setup')}\n<Card href="./intro#install-the-cli" />\n` + '[r]: /guides/intro?x=1#install-the-cli\n',
};

/** Just inside the first `needle` of the file. */
function inside(site: TestSite, path: string, needle: string): Position {
  const text = site.text(path);
  assert.ok(text.includes(needle), needle);
  return TextDocument.create('x', 'mdx', 0, text).positionAt(text.indexOf(needle) + 1);
}

function rename(site: TestSite, path: string, needle: string, newName: string): WorkspaceEdit | { refused: string } {
  return site.service.rename(site.uri(path), inside(site, path, needle), newName)!;
}

function prepare(site: TestSite, path: string, needle: string) {
  return site.service.prepareRename(site.uri(path), inside(site, path, needle));
}

function edited(site: TestSite, edit: WorkspaceEdit | { refused: string }): Record<string, string> {
  assert.ok(!('refused' in edit), 'refused' in edit ? edit.refused : '');
  const out: Record<string, string> = {};
  for (const [uri, edits] of Object.entries(edit.changes!)) {
    const path = uri.slice(site.uri('').length);
    out[path] = applyEdits(site.text(path), edits);
  }
  return out;
}

describe('rename symbol on a heading', () => {
  it('prepares the heading text (without the # marks or a closing sequence)', () => {
    const site = createSite({ ...files, 'p.mdx': '## Closed heading ##\n\nText\n===\n' });
    const onAtx = prepare(site, 'p.mdx', 'Closed');
    assert.deepEqual(onAtx, {
      range: { start: { line: 0, character: 3 }, end: { line: 0, character: 17 } },
      placeholder: 'Closed heading',
    });
    assert.equal((prepare(site, 'p.mdx', 'Text') as { placeholder: string }).placeholder, 'Text');
    assert.equal(prepare(site, 'p.mdx', '\n\nText'), null);
  });

  it('renames the heading and every link to its anchor, in pages and docs.json, keeping paths and queries', () => {
    const site = createSite(files);
    const out = edited(site, rename(site, 'guides/intro.mdx', 'Install the CLI', 'Set up the "docs" CLI'));
    assert.match(out['guides/intro.mdx'], /## Set up the "docs" CLI\n\nSee \[below\]\(#set-up-the-“docs”-cli\)\./);
    assert.match(
      out['index.mdx'],
      /\[a\]\(\/guides\/intro#set-up-the-“docs”-cli\) \[b\]\(guides\/intro#set-up-the-“docs”-cli\) \[c\]\(\/guides\/intro#other\)/,
    );
    assert.match(out['guides/setup.mdx'], /<Card href="\.\/intro#set-up-the-“docs”-cli" \/>/);
    assert.match(out['guides/setup.mdx'], /\[r\]: \/guides\/intro\?x=1#set-up-the-“docs”-cli/);
    const config = JSON.parse(out['docs.json']);
    assert.equal(config.redirects[0].destination, '/guides/intro#set-up-the-“docs”-cli');
    assert.equal(config.navigation.global.anchors[0].href, '/guides/intro#set-up-the-“docs”-cli');
    // what is renamed leaves no broken anchor behind
    for (const [path, text] of Object.entries(out)) site.workspace.write(`/site/${path}`, text);
    for (const path of ['index.mdx', 'guides/intro.mdx', 'guides/setup.mdx'])
      assert.deepEqual(site.findings(path, /link-missing-anchor/), []);
  });

  it('gives a heading opening with a quote the id its page typesets (the text before it curls the quote)', () => {
    const site = createSite(files);
    const out = edited(site, rename(site, 'guides/intro.mdx', 'Install the CLI', '"Quoted" first'));
    // the page's text runs on into the heading, where the platform's typesetting reads the quote as closing
    assert.ok(out['index.mdx'].includes('[a](/guides/intro#”quoted”-first)'), out['index.mdx']);
    assert.ok(out['guides/intro.mdx'].includes('[below](#”quoted”-first)'), out['guides/intro.mdx']);
    for (const [path, text] of Object.entries(out)) site.workspace.write(`/site/${path}`, text);
    for (const path of ['index.mdx', 'guides/intro.mdx', 'guides/setup.mdx'])
      assert.deepEqual(site.findings(path, /^link-/), [], path);
  });

  it('writes the ids of hostile names as the platform computes them, escaped where a link needs it', () => {
    // [new heading text, its id, the id as written in a link (a `\\` or `%` would be read as something else)]
    const cases: [string, string, string?][] = [
      // the platform documentation's own examples
      ['Config.json options', 'config-json-options'],
      ['Rate limits (per minute)', 'rate-limits-per-minute'],
      ['Read/write access', 'read/write-access'],
      ['Fees & billing', 'fees-&-billing'],
      ["What's new", 'what’s-new'],
      // hostile ones
      ['Über café (beta)', 'über-café-beta'],
      ["It's [draft] `v2`", 'it’s-draft-v2'],
      ['../etc/passwd', '/etc/passwd'],
      // the backslash is kept (percent-encoded before the slug is made), the quotes curled (the platform typesets them)
      ['a\\b & "c"', 'a\\b-&-“c”', 'a%5Cb-&-“c”'],
      ['100% done', '100%-done', '100%25-done'],
    ];
    for (const [name, id, written = id] of cases) {
      const site = createSite(files);
      const out = edited(site, rename(site, 'guides/intro.mdx', 'Install the CLI', name));
      assert.ok(out['guides/intro.mdx'].includes(`## ${name}\n`), name);
      assert.ok(out['index.mdx'].includes(`[a](/guides/intro#${written})`), `${name}: ${out['index.mdx']}`);
      assert.equal(
        JSON.parse(out['docs.json']).redirects[0].destination,
        `/guides/intro#${written.replace('%5C', '\\')}`,
      );
      for (const [path, text] of Object.entries(out)) site.workspace.write(`/site/${path}`, text);
      for (const path of ['index.mdx', 'guides/intro.mdx', 'guides/setup.mdx'])
        assert.deepEqual(site.findings(path, /^link-/), [], `${name} in ${path}`);
      // completion after `#` offers the new id, written as the rename wrote it
      const completed = site.service.doComplete(site.uri('index.mdx'), { line: 7, character: 18 }).items;
      const item = completed.find((i) => i.label === `#${id}`);
      assert.equal(item?.textEdit?.newText, written, `${name}: completion of #${id}`);
    }
  });

  it('follows a heading of a snippet to the links to the pages that import it', () => {
    const site = createSite({
      ...files,
      'snippets/shared.mdx': '## Shared part\n',
      'guides/setup.mdx':
        `${page('Setup')}\nimport Shared from '/snippets/shared.mdx'\n\n` + '<Shared />\n\n[s](#shared-part)\n',
      'index.mdx': `${page('Home')}\n[x](/guides/setup#shared-part)\n`,
    });
    const out = edited(site, rename(site, 'snippets/shared.mdx', 'Shared part', 'Common part'));
    assert.equal(out['snippets/shared.mdx'], '## Common part\n');
    assert.match(out['index.mdx'], /\[x\]\(\/guides\/setup#common-part\)/);
    assert.match(out['guides/setup.mdx'], /\[s\]\(#common-part\)/);
  });

  it('follows `#id` and `page#id` links written in a snippet that the page imports', () => {
    const site = createSite({
      ...files,
      'snippets/see-also.mdx': '[up](#install-the-cli) [there](/guides/intro#install-the-cli) [o](#other)\n',
      'snippets/outer.mdx': "import SeeAlso from '/snippets/see-also.mdx'\n\n<SeeAlso />\n",
      'guides/intro.mdx':
        `${page('Intro')}\nimport Outer from '/snippets/outer.mdx'\n\n` +
        '## Install the CLI\n\n<Outer />\n\n## Other\n',
    });
    const out = edited(site, rename(site, 'guides/intro.mdx', 'Install the CLI', 'Get the CLI'));
    assert.equal(out['snippets/see-also.mdx'], '[up](#get-the-cli) [there](/guides/intro#get-the-cli) [o](#other)\n');
    for (const [path, text] of Object.entries(out)) site.workspace.write(`/site/${path}`, text);
    for (const path of ['snippets/see-also.mdx', 'guides/intro.mdx', 'index.mdx'])
      assert.deepEqual(site.findings(path, /^link-/), [], path);
  });

  it('renames only the text of a `#####` heading: the platform gives it no id, completion offers none', () => {
    const site = createSite({ ...files, 'p.mdx': '## Kept\n\n##### Deep one\n\n[a](#deep-one) [b](#‸)\n' });
    const out = edited(site, rename(site, 'p.mdx', 'Deep one', 'Deeper one'));
    assert.deepEqual(out, { 'p.mdx': '## Kept\n\n##### Deeper one\n\n[a](#deep-one) [b](#)\n' });
    const items = site.service.doComplete(site.uri('p.mdx'), site.cursor('p.mdx')).items;
    assert.deepEqual(
      items.map((i) => i.label),
      ['#kept'],
    );
  });

  it("follows a snippet's relative `page#id` link as the pages importing it read it", () => {
    const site = createSite({
      ...files,
      'snippets/see.mdx': '[s](./intro#install-the-cli) [t](<./intro#install-the-cli>)\n',
      'guides/a.mdx': "import S from '/snippets/see.mdx'\n\n<S />\n",
      'guides/b.mdx': "import S from '../snippets/see.mdx'\n\n<S />\n",
    });
    const out = edited(site, rename(site, 'guides/intro.mdx', 'Install the CLI', 'Get 100% of the "CLI"'));
    assert.equal(
      out['snippets/see.mdx'],
      '[s](./intro#get-100%25-of-the-“cli”) [t](<./intro#get-100%25-of-the-“cli”>)\n',
    );
    for (const [path, text] of Object.entries(out)) site.workspace.write(`/site/${path}`, text);
    assert.deepEqual(site.findings('snippets/see.mdx', /^link-/), []);
  });

  it("refuses when a snippet's relative `page#id` link leads to the heading from one importer only", () => {
    const site = createSite({
      ...files,
      'other/intro.mdx': `${page('Other intro')}\n## Install the CLI\n`,
      'snippets/see.mdx': '[s](./intro#install-the-cli)\n',
      'guides/a.mdx': "import S from '/snippets/see.mdx'\n\n<S />\n",
      'other/b.mdx': "import S from '/snippets/see.mdx'\n\n<S />\n",
    });
    assert.deepEqual(rename(site, 'guides/intro.mdx', 'Install the CLI', 'Get the CLI'), {
      refused:
        '`./intro#install-the-cli` in snippets/see.mdx leads to this heading from guides/a.mdx but elsewhere from ' +
        'other/b.mdx, which also imports it: that link would change there too. Edit it by hand (or write it from ' +
        'the docs root), then rename.',
    });
    // the heading of the other page is renamed with its own links, and the snippet's (read as a link to it from
    // other/b.mdx only) is refused the same way; a link the snippet's own folder would read as the page is not one
    const other = rename(site, 'other/intro.mdx', 'Install the CLI', 'Get the CLI');
    assert.match((other as { refused: string }).refused, /from other\/b\.mdx but elsewhere from guides\/a\.mdx/);
  });

  it("leaves a snippet link that only the snippet's own folder would read as a link to the heading", () => {
    const site = createSite({
      ...files,
      'guides/snippets/see.mdx': '[s](../intro#install-the-cli)\n',
      'other/b.mdx': "import S from '/guides/snippets/see.mdx'\n\n<S />\n",
    });
    const out = edited(site, rename(site, 'guides/intro.mdx', 'Install the CLI', 'Get the CLI'));
    assert.equal(out['guides/snippets/see.mdx'], undefined);
    assert.match(out['index.mdx'], /\[a\]\(\/guides\/intro#get-the-cli\)/);
  });

  it('refuses when a snippet with a `#id` link to the heading is also shown on a page without it', () => {
    const site = createSite({
      ...files,
      'snippets/see-also.mdx': '[up](#install-the-cli)\n',
      'guides/intro.mdx':
        `${page('Intro')}\nimport SeeAlso from '/snippets/see-also.mdx'\n\n` + '## Install the CLI\n\n<SeeAlso />\n',
      'guides/setup.mdx': `${page('Setup')}\nimport SeeAlso from '../snippets/see-also.mdx'\n\n<SeeAlso />\n`,
    });
    const edit = rename(site, 'guides/intro.mdx', 'Install the CLI', 'Get the CLI') as { refused?: string };
    assert.equal(
      edit.refused,
      '`#install-the-cli` in snippets/see-also.mdx is also shown on /guides/setup, which does not show this ' +
        'heading: that link would change there too. Edit it by hand, then rename.',
    );
  });

  it('keeps a setext heading a heading when its new text starts like a list item, a quote or an ATX heading', () => {
    const site = createSite({
      ...files,
      'guides/intro.mdx': `${page('Intro')}\nInstall the CLI\n---\n\nBody\n\n## Other\n`,
    });
    for (const [name, line] of [
      ['- item', '\\- item'],
      ['# x', '\\# x'],
      ['> quoted', '\\> quoted'],
      ['1. Step', '1\\. Step'],
      ['+ plus', '\\+ plus'],
    ]) {
      const out = edited(site, rename(site, 'guides/intro.mdx', 'Install the CLI', name));
      const page = out['guides/intro.mdx'];
      assert.ok(page.includes(`\n${line}\n---\n`), page);
      // written back, the page still has the heading, with the id the links were given
      const after = createSite({ ...files, ...out });
      assert.deepEqual(after.findings('index.mdx', /link-missing-anchor/), [], name);
      assert.ok(!out['index.mdx'].includes('#install-the-cli'), name);
    }
    // an ATX heading needs no escape
    const atxSite = createSite(files);
    const atx = edited(atxSite, rename(atxSite, 'guides/intro.mdx', 'Install the CLI', '- item'));
    assert.match(atx['guides/intro.mdx'], /\n## - item\n/);
  });

  it('edits a link of a $ref file pulled in twice once', () => {
    const site = createSite({
      ...files,
      'docs.json': docsJson({
        languages: ['en', 'fr'].map((language) => ({
          language,
          tabs: [{ tab: 'Docs', pages: ['index', 'guides/intro', 'guides/setup'] }, { $ref: 'nav/tab.json' }],
        })),
      }),
      'nav/tab.json': '{ "tab": "CLI", "href": "/guides/intro#install-the-cli" }',
    });
    const edit = rename(site, 'guides/intro.mdx', 'Install the CLI', 'Get the CLI');
    const out = edited(site, edit);
    assert.equal(JSON.parse(out['nav/tab.json']).href, '/guides/intro#get-the-cli');
  });

  it('changes only the text when the id stays the same', () => {
    const site = createSite(files);
    const edit = rename(site, 'guides/intro.mdx', 'Install the CLI', 'Install The CLI') as WorkspaceEdit;
    assert.deepEqual(Object.keys(edit.changes!), [site.uri('guides/intro.mdx')]);
  });

  it('refuses, with the reason: a collision, an explicit id, a component title, twin headings, a bad name', () => {
    const site = createSite({
      ...files,
      'p.mdx':
        '## Twin\n\n## Twin\n\n## Stable {#stable}\n\n<h2 id="fixed">Fixed</h2>\n\n' +
        '<Accordion title="Folded">x</Accordion>\n\n## Solo {1 + 1}\n',
    });
    const refusal = (edit: unknown) => (edit as { refused?: string }).refused ?? '';
    assert.match(
      refusal(rename(site, 'guides/intro.mdx', 'Install the CLI', 'Other')),
      /`#other` is already an id on this page/,
    );
    assert.match(refusal(prepare(site, 'p.mdx', 'Fixed')), /written explicitly/);
    assert.match(refusal(prepare(site, 'p.mdx', 'Stable')), /written explicitly \(`stable`\)/);
    assert.match(refusal(prepare(site, 'p.mdx', 'Folded')), /component attribute/);
    assert.match(refusal(prepare(site, 'p.mdx', '## Twin')), /2 headings on this page read "Twin"/);
    assert.match(refusal(prepare(site, 'p.mdx', 'Solo')), /JSX or an expression/);
    assert.match(refusal(rename(site, 'guides/intro.mdx', 'Install', 'a {b')), /does not parse as MDX/);
    assert.match(refusal(rename(site, 'guides/intro.mdx', 'Install', '<b>bold</b>')), /JSX or an expression/);
    assert.match(refusal(rename(site, 'guides/intro.mdx', 'Install', '!!!')), /no id/);
    assert.match(refusal(rename(site, 'guides/intro.mdx', 'Install', 'two\nlines')), /line break/);
    assert.match(refusal(rename(site, 'guides/intro.mdx', 'Install', '  ')), /needs text/);
  });
});

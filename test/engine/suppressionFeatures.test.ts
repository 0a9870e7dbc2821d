// Editing suppression comments: completion of directives and rule codes, hover on a code, and the quick fix
// "Disable CODE for this line", where it may and may not go.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, createSite, docsJson } from '../helpers/site';

const nav = (...pages: string[]) => docsJson({ groups: [{ group: 'G', pages }] });
const head = '---\ntitle: T\n---\n\n';

describe('suppression comments in the editor', () => {
  it('completes the directive, then rule codes not yet named', () => {
    const site = createSite({
      'docs.json': nav('index'),
      'index.mdx': head + '{/* docs-lsp-dis‸ */}\n',
      'other.mdx': head + '{/* docs-lsp-disable-next-line link-missing-page link-m‸ */}\n',
    });
    const directives = site.service.doComplete(site.uri('index.mdx'), site.cursor('index.mdx')).items;
    assert.deepEqual(
      directives.map((i) => i.label),
      ['docs-lsp-disable-next-line', 'docs-lsp-disable-line', 'docs-lsp-disable', 'docs-lsp-enable'],
    );
    const codes = site.service.doComplete(site.uri('other.mdx'), site.cursor('other.mdx')).items;
    assert.ok(codes.some((i) => i.label === 'link-missing-anchor'));
    assert.ok(!codes.some((i) => i.label === 'link-missing-page'));
    const anchor = codes.find((i) => i.label === 'link-missing-anchor')!;
    assert.match(anchor.detail ?? '', /^warning: /);
    assert.deepEqual(anchor.textEdit && 'range' in anchor.textEdit && anchor.textEdit.range.start.character, 49);
  });

  it('completes nothing in a comment that is no directive, in a reason, or in code', () => {
    const site = createSite({
      'docs.json': nav('a', 'b', 'c'),
      'a.mdx': head + '{/* a docs-lsp note ‸ */}\n',
      'b.mdx': head + '{/* docs-lsp-disable-next-line link-self -- a reason ‸ */}\n',
      'c.mdx': head + '```mdx\n{/* docs-lsp-disable ‸ */}\n```\n',
    });
    for (const page of ['a.mdx', 'b.mdx', 'c.mdx'])
      assert.ok(!site.service.doComplete(site.uri(page), site.cursor(page)).items.some((i) => i.label === 'link-self'));
  });

  it("hovers on a code with the rule's summary, on an unknown code and on the directive", () => {
    const text = head + '{/* docs-lsp-disable-next-line link-self link-selff */}\n[x](/index)\n';
    const site = createSite({ 'docs.json': nav('index'), 'index.mdx': text });
    const hover = (line: number, character: number) => {
      const contents = site.service.doHover(site.uri('index.mdx'), { line, character })?.contents;
      return contents && typeof contents === 'object' && 'value' in contents ? contents.value : undefined;
    };
    assert.match(hover(4, 35) ?? '', /^\*\*link-self\*\* \(info by default\)\n\na link from a page to itself/);
    assert.match(hover(4, 45) ?? '', /^No rule `link-selff`/);
    assert.match(hover(4, 10) ?? '', /^Hides the problems of the next line, of `link-self`, `link-selff`/);
  });

  it('offers "Disable CODE for this line" that writes the comment with the indentation, and hides the problem', () => {
    const text = head + '<Card title="t">\n  See [x](/nope).\n</Card>\n';
    const site = createSite({ 'docs.json': nav('index'), 'index.mdx': text });
    const diagnostics = site.diagnostics('index.mdx');
    const actions = site.service.getCodeActions(site.uri('index.mdx'), diagnostics);
    const disable = actions.find((a) => a.title === 'Disable link-missing-page for this line')!;
    const edits = disable.edit!.changes![site.uri('index.mdx')];
    const after = applyEdits(text, edits);
    assert.equal(
      after,
      head + '<Card title="t">\n  {/* docs-lsp-disable-next-line link-missing-page */}\n  See [x](/nope).\n</Card>\n',
    );
    site.workspace.write('/site/index.mdx', after);
    assert.deepEqual(site.findings('index.mdx'), []);
  });

  it('adds the code to a comment above, and ends a list item with a comment of its line', () => {
    const text =
      head + '{/* docs-lsp-disable-next-line link-self */}\nSee [x](/nope) [y](/index).\n\n- one\n- [z](/nope-z)\n';
    const site = createSite({ 'docs.json': nav('index'), 'index.mdx': text });
    const diagnostics = site.diagnostics('index.mdx', /link-missing-page/);
    const after = applyEdits(
      text,
      site.service
        .getCodeActions(site.uri('index.mdx'), diagnostics)
        .filter((a) => a.title.startsWith('Disable'))
        .flatMap((a) => a.edit!.changes![site.uri('index.mdx')]),
    );
    assert.equal(
      after,
      head +
        '{/* docs-lsp-disable-next-line link-self link-missing-page */}\nSee [x](/nope) [y](/index).\n\n' +
        '- one\n- [z](/nope-z) {/* docs-lsp-disable-line link-missing-page */}\n',
    );
    site.workspace.write('/site/index.mdx', after);
    assert.deepEqual(site.findings('index.mdx'), []);
  });

  it('offers nothing in the frontmatter, on a table row, or inside a tag', () => {
    const text =
      '---\ntitle: 3\n---\n\n| a | b |\n|---|---|\n| [x](/nope-x) | y |\n\n' +
      '<Card\n  href="/nope-card"\n  title="t"\n/>\n';
    const site = createSite({ 'docs.json': nav('index'), 'index.mdx': text });
    const diagnostics = site.diagnostics('index.mdx');
    assert.deepEqual(
      diagnostics.map((d) => d.code),
      ['fm-type', 'link-missing-page', 'link-missing-page'],
    );
    const titles = site.service.getCodeActions(site.uri('index.mdx'), diagnostics).map((a) => a.title);
    assert.ok(!titles.some((t) => t.startsWith('Disable')), titles.join(', '));
  });
});

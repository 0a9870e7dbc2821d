// Editing features in docs.json on the engine: completion, hover, definition, links, symbols, quick fixes, renames.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeAction, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { createSite, cursor, page, TestSite } from '../helpers/site';
import { MAX_PAGE_ITEMS } from '../../server/src/engine/features/completion';

const files = {
  'index.mdx': page('Home'),
  'quickstart.mdx': '---\ntitle: "Quick *start*"\ndescription: "Five minutes to [first](x) call"\n---\n',
  'guides/intro.mdx': page('Intro'),
  'guides/unlisted.mdx': page('Unlisted'),
  'snippets/note.mdx': 'snippet',
  'openapi.yaml': 'openapi: 3.1.0\n',
};

function siteWith(docsJsonWithCursor: string): { site: TestSite; position: ReturnType<typeof cursor>['position'] } {
  const { text, position } = cursor(docsJsonWithCursor);
  return { site: createSite({ 'docs.json': text, ...files }), position };
}

function applyEdits(text: string, edits: TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('x', 'json', 0, text), edits);
}

function applyAction(site: TestSite, action: CodeAction, path = 'docs.json'): string {
  const changes = (action.edit as WorkspaceEdit).changes![site.uri(path)];
  return applyEdits(site.text(path), changes);
}

describe('completion', () => {
  it('completes page paths inside a pages string, unlisted pages first, never snippets', () => {
    const { site, position } = siteWith('{ "navigation": { "pages": ["index", "gu‸"] } }');
    const list = site.service.doComplete(site.uri('docs.json'), position);
    const labels = [...list.items].sort((a, b) => a.sortText!.localeCompare(b.sortText!)).map((i) => i.label);
    assert.deepEqual(labels, ['guides/intro', 'guides/unlisted', 'quickstart', 'index']);
    const edit = list.items.find((i) => i.label === 'guides/intro')!.textEdit as TextEdit;
    assert.equal(
      applyEdits(site.text('docs.json'), [edit]),
      '{ "navigation": { "pages": ["index", "guides/intro"] } }',
    );
  });

  it('past MAX_PAGE_ITEMS pages, offers those matching the typed letters in order, unlisted first, marked incomplete', () => {
    const count = MAX_PAGE_ITEMS + 200;
    const many = Object.fromEntries(Array.from({ length: count }, (_, i) => [`ref/page-${i}.mdx`, page(`P${i}`)]));
    const listed = Array.from({ length: 300 }, (_, i) => JSON.stringify(`ref/page-${i}`));
    const complete = (typed: string) => {
      const { text, position } = cursor(`{ "navigation": { "pages": [${listed.join(', ')}, "${typed}‸"] } }`);
      const site = createSite({ 'docs.json': text, ...files, ...many });
      return site.service.doComplete(site.uri('docs.json'), position);
    };
    const all = complete('');
    assert.equal(all.isIncomplete, true);
    assert.equal(all.items.length, MAX_PAGE_ITEMS);
    assert.equal(all.items.filter((i) => i.detail === 'not yet in navigation').length, count - 300 + 4); // and the four pages of `files`
    const typed = complete('qk');
    assert.deepEqual(
      { ...typed, items: typed.items.map((i) => i.label) },
      { isIncomplete: true, items: ['quickstart'] },
    );
  });

  it('completes a quoted page path in an empty array slot', () => {
    const { site, position } = siteWith('{ "navigation": { "pages": ["index", ‸] } }');
    const item = site.service.doComplete(site.uri('docs.json'), position).items.find((i) => i.label === 'quickstart');
    assert.equal(item?.insertText, '"quickstart"');
  });

  it('completes the keys a group may still hold', () => {
    const { site, position } = siteWith('{ "navigation": { "groups": [ { "group": "G", "pages": [], ‸ } ] } }');
    const labels = site.service.doComplete(site.uri('docs.json'), position).items.map((i) => i.label);
    assert.ok(labels.includes('expanded') && labels.includes('root') && labels.includes('icon'));
    assert.ok(!labels.includes('group') && !labels.includes('pages') && !labels.includes('tabs'));
  });

  it('completes language codes and booleans', () => {
    const lang = siteWith('{ "navigation": { "languages": [ { "language": "‸", "pages": [] } ] } }');
    const codes = lang.site.service.doComplete(lang.site.uri('docs.json'), lang.position).items.map((i) => i.label);
    assert.ok(codes.includes('pt-BR') && codes.includes('ja') && codes.includes('uk') && !codes.includes('ua'));
    const bool = siteWith(
      '{ "navigation": { "groups": [ { "group": "G", "pages": [{ "group": "N", "pages": [], "expanded": ‸ }] } ] } }',
    );
    assert.deepEqual(
      bool.site.service.doComplete(bool.site.uri('docs.json'), bool.position).items.map((i) => i.label),
      ['true', 'false'],
    );
  });
});

describe('hover', () => {
  it('shows a page entry’s title and description from its frontmatter, escaped', () => {
    const { site, position } = siteWith('{ "navigation": { "pages": ["quick‸start"] } }');
    const hover = site.service.doHover(site.uri('docs.json'), position);
    assert.equal(
      (hover?.contents as { value: string }).value,
      '**Quick \\*start\\***\n\nFive minutes to \\[first\\]\\(x\\) call\n\n`quickstart.mdx`',
    );
  });

  it('explains a key', () => {
    const { site, position } = siteWith(
      '{ "navigation": { "groups": [ { "group": "G", "expa‸nded": true, "pages": [] } ] } }',
    );
    const hover = site.service.doHover(site.uri('docs.json'), position);
    assert.match((hover?.contents as { value: string }).value, /^`expanded`: .*nested group/);
  });
});

describe('definition and links', () => {
  it('goes from a page entry to its file, and links every file reference', () => {
    const { site, position } = siteWith(
      '{ "navigation": { "groups": [ { "group": "G", "openapi": "openapi.yaml", "root": "index", "pages": ["guides/in‸tro", "GET /x", "missing"] } ] } }',
    );
    const [definition] = site.service.findDefinition(site.uri('docs.json'), position);
    assert.equal(definition.targetUri, site.uri('guides/intro.mdx'));
    const links = site.service.findDocumentLinks(site.uri('docs.json')).map((l) => l.target);
    assert.deepEqual(links, [site.uri('guides/intro.mdx'), site.uri('index.mdx'), site.uri('openapi.yaml')]);
  });
});

describe('document symbols', () => {
  it('outlines the navigation', () => {
    const { site } = siteWith(
      '{ "navigation": { "tabs": [ { "tab": "Docs", "groups": [ { "group": "Start", "pages": ["index", { "group": "More", "pages": ["quickstart"] }] } ] } ] } }‸',
    );
    const outline = (symbols: ReturnType<typeof site.service.findDocumentSymbols>): unknown[] =>
      symbols.map((s) => (s.children?.length ? { [s.name]: outline(s.children) } : s.name));
    assert.deepEqual(outline(site.service.findDocumentSymbols(site.uri('docs.json'))), [
      { navigation: [{ Docs: [{ Start: ['index', { More: ['quickstart'] }] }] }] },
    ]);
  });
});

describe('quick fixes', () => {
  const actionsFor = (site: TestSite, code: string) =>
    site.service.getCodeActions(
      site.uri('docs.json'),
      site.diagnostics('docs.json').filter((d) => d.code === code),
    );

  it('renames a misspelled key', () => {
    const { site } = siteWith('{ "navigation": { "tabs": [ { "tab": "A", "grups": [] } ] } }‸');
    const [action] = actionsFor(site, 'nav-unknown-field');
    assert.equal(applyAction(site, action), '{ "navigation": { "tabs": [ { "tab": "A", "groups": [] } ] } }');
  });

  it('removes a no-op expanded and nothing else', () => {
    const text =
      '{\n  "navigation": {\n    "groups": [\n      {\n        "group": "G",\n        "expanded": true,\n        "pages": ["index"]\n      }\n    ]\n  }\n}‸';
    const { site } = siteWith(text);
    const [action] = actionsFor(site, 'nav-expanded-top-level');
    assert.equal(
      applyAction(site, action),
      '{\n  "navigation": {\n    "groups": [\n      {\n        "group": "G",\n        "pages": ["index"]\n      }\n    ]\n  }\n}',
    );
  });

  it('fixes a mistyped path to the closest file, or creates the page', () => {
    const { site } = siteWith('{ "navigation": { "pages": ["guides/intr", "brand-new"] } }‸');
    const missing = site.diagnostics('docs.json').filter((d) => d.code === 'nav-missing-page');
    const [closest, create] = site.service.getCodeActions(site.uri('docs.json'), missing.slice(0, 1));
    assert.equal(applyAction(site, closest), '{ "navigation": { "pages": ["guides/intro", "brand-new"] } }');
    assert.equal(create.title, 'Create guides/intr.mdx');
    const [onlyCreate] = site.service.getCodeActions(site.uri('docs.json'), missing.slice(1));
    const changes = (onlyCreate.edit as WorkspaceEdit).documentChanges!;
    assert.deepEqual(changes[0], { kind: 'create', uri: site.uri('brand-new.mdx'), options: { ignoreIfExists: true } });
    assert.deepEqual((changes[1] as { edits: TextEdit[] }).edits[0].newText, '---\ntitle: "Brand new"\n---\n\n');
  });

  it('fixes a language code', () => {
    const { site } = siteWith('{ "navigation": { "languages": [ { "language": "ua", "pages": [] } ] } }‸');
    const [action] = actionsFor(site, 'nav-language-code');
    assert.equal(applyAction(site, action), '{ "navigation": { "languages": [ { "language": "uk", "pages": [] } ] } }');
  });
});

describe('file renames', () => {
  it('updates the entries that name a moved page or folder, keeping their style', () => {
    const { site } = siteWith(
      '{ "navigation": { "groups": [ { "group": "G", "root": "/guides/intro", "pages": ["guides/intro", "index", "guides/unlisted"] } ] } }‸',
    );
    const pageMove = site.service.getRenameFilesEdits([
      { oldUri: site.uri('guides/intro.mdx'), newUri: site.uri('start/intro.mdx') },
    ]);
    assert.equal(
      applyEdits(site.text('docs.json'), pageMove!.changes![site.uri('docs.json')]),
      '{ "navigation": { "groups": [ { "group": "G", "root": "/start/intro", "pages": ["start/intro", "index", "guides/unlisted"] } ] } }',
    );
    const folderMove = site.service.getRenameFilesEdits([
      { oldUri: site.uri('guides'), newUri: site.uri('docs/guides') },
    ]);
    assert.equal(
      applyEdits(site.text('docs.json'), folderMove!.changes![site.uri('docs.json')]),
      '{ "navigation": { "groups": [ { "group": "G", "root": "/docs/guides/intro", "pages": ["docs/guides/intro", "index", "docs/guides/unlisted"] } ] } }',
    );
    assert.equal(
      site.service.getRenameFilesEdits([{ oldUri: site.uri('snippets/note.mdx'), newUri: site.uri('snippets/n.mdx') }]),
      null,
    );
  });
});

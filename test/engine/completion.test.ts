// Completion in docs.json: page paths, keys, values.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TextEdit } from 'vscode-languageserver-types';
import { applyEdits, createSite, cursor, page } from '../helpers/site';
import { files, siteWith } from '../helpers/docsJsonFeatures';
import { MAX_PAGE_ITEMS } from '../../server/src/engine/features/completion';

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

  it('past MAX_PAGE_ITEMS pages, offers those matching the typed letters, unlisted first, marked incomplete', () => {
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
    // + 4: the four pages of `files`
    assert.equal(all.items.filter((i) => i.detail === 'not yet in navigation').length, count - 300 + 4);
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

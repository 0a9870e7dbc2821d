// Document symbols of docs.json: the navigation tree.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteWith } from '../helpers/docsJsonFeatures';

describe('document symbols', () => {
  it('outlines the navigation', () => {
    const { site } = siteWith(
      '{ "navigation": { "tabs": [ { "tab": "Docs", "groups": [ { "group": "Start", "pages": ["index", ' +
        '{ "group": "More", "pages": ["quickstart"] }] } ] } ] } }‸',
    );
    const outline = (symbols: ReturnType<typeof site.service.findDocumentSymbols>): unknown[] =>
      symbols.map((s) => (s.children?.length ? { [s.name]: outline(s.children) } : s.name));
    assert.deepEqual(outline(site.service.findDocumentSymbols(site.uri('docs.json'))), [
      { navigation: [{ Docs: [{ Start: ['index', { More: ['quickstart'] }] }] }] },
    ]);
  });
});

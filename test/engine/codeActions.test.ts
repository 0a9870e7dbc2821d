// Quick fixes of docs.json diagnostics, applied and compared with the expected text.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { TestSite } from '../helpers/site';
import { applyAction, siteWith } from '../helpers/docsJsonFeatures';

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
      '{\n  "navigation": {\n    "groups": [\n      {\n        "group": "G",\n        "expanded": true,\n' +
      '        "pages": ["index"]\n      }\n    ]\n  }\n}‸';
    const { site } = siteWith(text);
    const [action] = actionsFor(site, 'nav-expanded-top-level');
    assert.equal(
      applyAction(site, action),
      '{\n  "navigation": {\n    "groups": [\n      {\n        "group": "G",\n' +
        '        "pages": ["index"]\n      }\n    ]\n  }\n}',
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

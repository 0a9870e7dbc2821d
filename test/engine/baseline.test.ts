// The baseline on an in-memory site: written from the problems found, then compared after edits (lines inserted
// above, a paragraph moved, a problem fixed, a new one written), in the editor (docs-lsp.json's `baseline`) and as
// `check` compares it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, docsJson } from '../helpers/site';
import { fingerprint } from '../../server/src/engine/project/baselineFile';

const head = '---\ntitle: T\n---\n\n';
const guide =
  head +
  'Intro paragraph with [a broken link](/nope-a).\n\n' +
  'Second paragraph with [another](/nope-b) and [an anchor](/index#nope).\n\n' +
  'Third paragraph, [the same broken link](/nope-a).\n';

function baselinedSite() {
  const site = createSite({
    'docs-lsp.json': '{ "baseline": ".docs-lsp-baseline.json" }',
    'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', 'guide', 'missing'] }] }),
    'index.mdx': head + '# Home\n',
    'guide.mdx': guide,
  });
  const root = site.service.getDocsRoots()[0];
  const written = site.service.getBaseline(root);
  site.workspace.write('/site/.docs-lsp-baseline.json', written.text);
  return { site, root, written };
}

describe('baseline', () => {
  it('records every problem by file, rule and fingerprint, in a text with sorted keys', () => {
    const { written } = baselinedSite();
    assert.equal(written.problems, 5);
    assert.equal(written.files, 2);
    const value = JSON.parse(written.text) as { files: Record<string, Record<string, Record<string, number>>> };
    assert.deepEqual(Object.keys(value.files), ['docs.json', 'guide.mdx']);
    assert.deepEqual(Object.keys(value.files['guide.mdx']), ['link-missing-anchor', 'link-missing-page']);
    // the same target on two lines: two fingerprints; a count where one line holds it twice
    assert.deepEqual(Object.values(value.files['guide.mdx']['link-missing-page']).sort(), [1, 1, 1]);
    assert.match(written.text, /^\{\n {2}"docs-lsp-baseline": 1,\n {2}"files": \{\n/);
  });

  it('hides what it records, in the editor and in the comparison, and counts the fixed ones', () => {
    const { site, root } = baselinedSite();
    assert.deepEqual(site.findings('guide.mdx'), []);
    assert.deepEqual(site.findings('docs.json'), []);
    let comparison = site.service.compareWithBaseline(root, '.docs-lsp-baseline.json');
    assert.deepEqual([comparison.baselined, comparison.fixed, comparison.fresh.size], [5, 0, 0]);

    // lines inserted above, the third paragraph moved first, one link fixed, one new broken link
    const edited =
      head +
      'A new first line.\n\nAnother one.\n\n' +
      'Third paragraph, [the same broken link](/nope-a).\n\n' +
      'Intro paragraph with [a broken link](/index).\n\n' +
      'Second paragraph with [another](/nope-b) and [an anchor](/index#nope).\n\n' +
      'New text with [a new broken link](/nope-new).\n';
    site.workspace.write('/site/guide.mdx', edited);
    assert.deepEqual(site.findings('guide.mdx'), ['link-missing-page: /nope-new']);
    comparison = site.service.compareWithBaseline(root, '.docs-lsp-baseline.json');
    assert.deepEqual([comparison.baselined, comparison.fixed], [4, 1]);
    assert.deepEqual(
      [...comparison.fresh.values()].flat().map((d) => d.message.slice(0, 12)),
      ['No page `/no'],
    );
  });

  it('counts a fingerprint: one more problem of the same line text is new', () => {
    const { site } = baselinedSite();
    site.workspace.write('/site/guide.mdx', `${guide}\nThird paragraph, [the same broken link](/nope-a).\n`);
    assert.deepEqual(site.findings('guide.mdx'), ['link-missing-page: /nope-a']);
  });

  it('is ignored by the editor while it is missing or is no baseline', () => {
    const { site, root } = baselinedSite();
    site.workspace.write('/site/.docs-lsp-baseline.json', '{ "files": {} }');
    assert.equal(site.findings('guide.mdx').length, 4);
    assert.match(site.service.compareWithBaseline(root, '.docs-lsp-baseline.json').problem ?? '', /not a docs-lsp/);
    site.workspace.delete('/site/.docs-lsp-baseline.json');
    assert.equal(site.findings('guide.mdx').length, 4);
    assert.equal(site.service.compareWithBaseline(root, '.docs-lsp-baseline.json').problem, 'no such file');
  });

  it('fingerprints the trimmed line and the covered text, not the line number or the message', () => {
    assert.equal(fingerprint('x', '  "guides/intr",', 'guides/intr'), fingerprint('x', '"guides/intr"', 'guides/intr'));
    assert.notEqual(fingerprint('x', 'a', 'b'), fingerprint('y', 'a', 'b'));
    assert.match(fingerprint('x', 'a', 'b'), /^[0-9a-f]{14}$/);
  });
});

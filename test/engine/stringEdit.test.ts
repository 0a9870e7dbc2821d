// Reusing docs.json's tree after an edit inside one string must give exactly the tree a full parse gives: random
// edits of every kind (quotes, escapes, brackets, non-ASCII, keys, values) against jsonc-parser itself (the first 500
// of stringEditSweeps.ts's series here, 3 000 in stringEdit.slow.test.ts, `npm run test:slow`).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseJsonFile } from '../../server/src/engine/docsjson/json';
import { treeAfterStringEdit } from '../../server/src/engine/docsjson/stringEdit';
import { createSite, page } from '../helpers/site';
import { randomEdits, shape, TEXT } from './stringEditSweeps';

describe('reusing the tree after an edit inside one string', () => {
  it('gives the tree of a full parse, for 500 random edits (one in seven lands in a string and reuses it)', () =>
    randomEdits(500));

  it('follows a word typed and deleted key by key, as in the editor', () => {
    let file = parseJsonFile('file:///site/docs.json', 0, TEXT);
    const at = TEXT.indexOf('quickstart') + 5;
    const steps = ['q', 'qu', 'qui', 'qu', 'q', ''].map((word) => TEXT.slice(0, at) + word + TEXT.slice(at));
    steps.forEach((text, version) => {
      const root = file.root;
      file = parseJsonFile('file:///site/docs.json', version + 1, text, file);
      assert.equal(file.root, root, 'the tree is reused');
      assert.deepEqual(shape(file.root), shape(parseJsonFile('x', 0, text).root));
    });
  });

  it('keeps the diagnostics exact while a page path is typed and deleted', () => {
    const files = {
      'index.mdx': page('Home'),
      'quickstart.mdx': page('Quickstart'),
      'a/b.mdx': page('B'),
      'a/c.mdx': page('C'),
    };
    const site = createSite({ ...files, 'docs.json': TEXT });
    const at = TEXT.indexOf('"a/c"') + 4;
    const before = site.findings('docs.json');
    for (const word of ['x', 'xy', 'x', '', 'é', '']) {
      const text = TEXT.slice(0, at) + word + TEXT.slice(at);
      site.workspace.write('/site/docs.json', text);
      const fresh = createSite({ ...files, 'docs.json': text });
      assert.deepEqual(site.findings('docs.json'), fresh.findings('docs.json'), `after typing ${JSON.stringify(word)}`);
      assert.deepEqual(site.diagnostics('docs.json'), fresh.diagnostics('docs.json'));
      assert.equal(site.findings('docs.json').includes(`nav-missing-page: a/c${word}`), word !== '');
    }
    assert.deepEqual(site.findings('docs.json'), before);
  });

  it('parses in full when the file had syntax errors or the edit leaves a string', () => {
    const broken = TEXT.replace('"index"', '"index" "x"');
    const previous = parseJsonFile('file:///site/docs.json', 1, broken);
    const text = broken.replace('quickstart', 'quickstarts');
    assert.notEqual(parseJsonFile('file:///site/docs.json', 2, text, previous).root, previous.root);
    const clean = parseJsonFile('file:///site/docs.json', 1, TEXT);
    assert.equal(
      treeAfterStringEdit(clean.root!, TEXT, TEXT.replace('"index", "quickstart"', '"index", "quick", "start"')),
      undefined,
    );
  });
});

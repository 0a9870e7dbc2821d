// Reusing docs.json's tree after an edit inside one string must give exactly the tree a full parse gives: random
// edits of every kind (quotes, escapes, brackets, non-ASCII, keys, values) against jsonc-parser itself.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as jsonc from 'jsonc-parser';
import { parseJsonFile } from '../../server/src/engine/docsjson/json';
import { treeAfterStringEdit } from '../../server/src/engine/docsjson/stringEdit';
import { createSite, docsJson, page } from '../helpers/site';
import { seededRandom as random } from '../helpers/seededRandom';

const TEXT = docsJson(
  {
    tabs: [
      {
        tab: 'Guides',
        groups: [
          { group: 'Start ✨', pages: ['index', 'quickstart', { group: 'Nested', pages: ['a/b', 'a/c'] }] },
          { group: 'API', openapi: 'api.yaml', pages: ['GET /pets', 'pets/{id}'] },
        ],
      },
    ],
  },
  { description: 'Tab "quoted" and \\ escaped' },
);
/** Long enough (about 6 KB) for the comparison of whole blocks of text to matter. */
const LONG = docsJson(
  { groups: [{ group: 'Many', pages: Array.from({ length: 300 }, (_, i) => `section-${i % 7}/page-${i}`) }] },
  { name: 'Long ✨' },
);
const ALPHABET = ['a', 'z', '/', ' ', '"', '\\', '{', '}', '[', ']', ',', ':', '\n', 'é', '✨', '\u0001'];

function shape(node: jsonc.Node | undefined): unknown {
  if (!node) return undefined;
  return {
    type: node.type,
    offset: node.offset,
    length: node.length,
    value: node.value,
    colonOffset: node.colonOffset,
    children: node.children?.map(shape),
  };
}

function edited(text: string, next: () => number): string {
  const at = Math.floor(next() * text.length);
  const removed = next() < 0.5 ? 0 : Math.floor(next() * 3);
  const inserted = Array.from(
    { length: Math.floor(next() * 3) },
    () => ALPHABET[Math.floor(next() * ALPHABET.length)],
  ).join('');
  return text.slice(0, at) + inserted + text.slice(at + removed);
}

describe('reusing the tree after an edit inside one string', () => {
  it('gives the tree of a full parse, for 3 000 random edits (one in seven lands in a string and reuses it)', () => {
    const next = random(20261126);
    let reused = 0;
    for (let i = 0; i < 3000; i++) {
      const original = i % 2 === 0 ? TEXT : LONG;
      const text = edited(original, next);
      const previous = parseJsonFile('file:///site/docs.json', 1, original);
      const full = parseJsonFile('file:///site/docs.json', 2, text);
      const incremental = parseJsonFile('file:///site/docs.json', 2, text, previous);
      assert.deepEqual(shape(incremental.root), shape(full.root), `edit ${i}: ${JSON.stringify(text)}`);
      assert.deepEqual(incremental.errors, full.errors, `edit ${i}`);
      // the document taken over from the previous version: its text and positions are the new text's
      assert.equal(incremental.doc.getText(), text);
      assert.equal(incremental.doc.lineCount, full.doc.lineCount);
      for (const offset of [0, text.length >> 2, text.length >> 1, text.length - 1, text.length])
        assert.deepEqual(incremental.doc.positionAt(offset), full.doc.positionAt(offset), `edit ${i} at ${offset}`);
      if (treeAfterStringEdit(parseJsonFile('x', 1, original).root!, original, text)) reused++;
    }
    assert.ok(reused > 300, `only ${reused} of 3000 edits reused the tree`);
  });

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

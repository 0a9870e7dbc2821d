// The sweep that compares docs.json's tree reused after an edit inside one string with a full parse, on random edits
// of every kind (quotes, escapes, brackets, non-ASCII, keys, values): `npm test` runs the first edits
// (stringEdit.test.ts), `npm run test:slow` the whole sweep (stringEdit.slow.test.ts).
import assert from 'node:assert/strict';
import * as jsonc from 'jsonc-parser';
import { parseJsonFile } from '../../server/src/engine/docsjson/json';
import { treeAfterStringEdit } from '../../server/src/engine/docsjson/stringEdit';
import { docsJson } from '../helpers/site';
import { seededRandom as random } from '../helpers/seededRandom';

export const TEXT = docsJson(
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

export function shape(node: jsonc.Node | undefined): unknown {
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

/** `count` random edits (seed 20261126) of TEXT and LONG: the tree of a full parse, and one in ten or more reused. */
export function randomEdits(count: number): void {
  const next = random(20261126);
  let reused = 0;
  for (let i = 0; i < count; i++) {
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
  assert.ok(reused > count / 10, `only ${reused} of ${count} edits reused the tree`);
}

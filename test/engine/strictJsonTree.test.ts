// The tree of strict JSON made without jsonc-parser is jsonc-parser's own, node for node (types, offsets, lengths,
// colons, values, parents, key order): on hand-written shapes, on random documents, on the JSON files of the corpus
// up to 100 KB (every file, the big specs included: strictJsonTree.slow.test.ts, `npm run test:slow`). Any text that
// is not strict JSON is left to jsonc-parser.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { strictJsonTree } from '../../server/src/engine/docsjson/strictJsonTree';
import { CORPUS } from '../helpers/mdxPages';
import { random } from '../fuzz/mutators';
import { assertSameTree, corpusJsonFiles } from './strictJsonTreeSweeps';

describe('strictJsonTree', () => {
  it('gives jsonc-parser’s tree of strict JSON', () => {
    for (const text of [
      '{"name": "Docs", "navigation": {"pages": ["index", "a/b"]}, "n": -0, "f": 1.5e-3, "z": 0}',
      ' \r\n\t{ "a" : [ ] , "b" : { } , "c" : [ { } , [ [ ] ] ] } \n',
      '{"esc": "quote \\" backslash \\\\ slash \\/ \\b\\f\\n\\r\\t \\u00e9 \\ud83d\\ude80 lone \\udc00", "é": "🚀"}',
      '{"dup": 1, "dup": 2, "": "", "__proto__": {"x": true}, "t": true, "f": false, "n": null}',
      '"just a string"',
      '42',
      'null',
      '[1, -2, 3.25, 1E+2, 1e-2, 123456789012345678901234567890]',
    ])
      assertSameTree(text);
  });

  it('gives jsonc-parser’s tree of 2 000 random documents', () => {
    const rng = random(8);
    const pick = <T>(items: readonly T[]) => items[Math.floor(rng() * items.length)];
    const strings = ['', 'a', 'with space', 'q"uote', 'back\\slash', 'line\nbreak', 'é', '🚀', '\u2028', '{[:,]}'];
    const make = (depth: number): unknown => {
      const kind = depth > 3 ? rng() * 4 : rng() * 6;
      if (kind < 1) return pick(strings);
      if (kind < 2) return pick([0, -1, 2.5, 1e21, -3e-7, 12345]);
      if (kind < 3) return pick([true, false, null]);
      if (kind < 4) return Array.from({ length: Math.floor(rng() * 4) }, () => make(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(rng() * 4) }, () => [pick(strings), make(depth + 1)]));
    };
    for (let i = 0; i < 2000; i++) {
      const text = JSON.stringify(make(0), null, pick([undefined, 1, 2, '\t']));
      // JSON's other whitespace after commas (a line break in a string is always escaped)
      assertSameTree(i % 3 === 0 ? ` \r\n${text.replace(/,\n/g, ' ,\r\n')}\t` : text);
    }
  });

  it(
    'gives jsonc-parser’s tree of every JSON file of ../shared/corpus up to 100 KB',
    { skip: !fs.existsSync(CORPUS) && 'no ../shared/corpus beside the project' },
    () => corpusJsonFiles(100_000),
  );

  it('leaves every text that is not strict JSON to jsonc-parser', () => {
    const loose = [
      '',
      ' ',
      '{"a": 1,}',
      '[1,]',
      '// c\n{}',
      '{"a": 1 /* c */}',
      '{a: 1}',
      "{'a': 1}",
      '{"a"}',
      '\ufeff{}',
    ];
    for (const text of loose) assert.equal(strictJsonTree(text), undefined, JSON.stringify(text));
  });
});

// The character-code test that stands for `/\s/` in the loops over link text: the same answer for every UTF-16 unit.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isWhitespace } from '../../server/src/engine/text';

describe('isWhitespace', () => {
  it('answers as /\\s/ does for every UTF-16 code unit', () => {
    const differing: number[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (isWhitespace(code) !== /\s/.test(String.fromCharCode(code))) differing.push(code);
    assert.deepEqual(differing, []);
    assert.ok(isWhitespace(0x3000) && isWhitespace(0x09) && !isWhitespace(0x200b) && !isWhitespace(0x41));
  });
});

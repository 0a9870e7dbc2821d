// The ASCII fast paths of anchorIds.ts (which skip regular expressions of Unicode properties) give what the Unicode
// rules give: checked on every ASCII character and on random ASCII titles, against the rules written out here.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { componentSlug, customId, renderedId, titleIds } from '../../server/src/engine/mdx/anchorIds';
import { seededRandom as seeded } from '../helpers/seededRandom';

const EMOJI =
  /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|\u200D|\uFE0E|\uFE0F/gu;

/** The Unicode rules of the spellings `titleIds` adds to the heading ids (the first two entries). */
function unicodeSpellings(text: string): string[] {
  const lower = text.trim().toLowerCase();
  const platform = lower.replace(/[^\p{L}\p{N}_-]/gu, '-').replace(/^-+|-+$/g, '');
  const github = lower.replace(/[^\p{L}\p{N}\p{M}_ -]/gu, '').replace(/ /g, '-');
  const keptSigns = lower.replace(/[^\p{L}\p{N}\p{M}_ &:-]/gu, '').replace(/ /g, '-');
  return [platform, platform.replace(/-{2,}/g, '-'), github, lower.replace(/\s+/g, '-'), keptSigns];
}

function randomAscii(random: () => number, length: number): string {
  // every printable character, with letters, digits, spaces and hyphens weighted up so that titles look like titles
  const alphabet = 'aaaBB33   --' + Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

describe('anchor ids of ASCII text', () => {
  const random = seeded(7);
  const samples = [
    ...Array.from({ length: 128 }, (_, c) => `a${String.fromCharCode(c)}b`),
    'Step ^2: `config` & more',
    ...Array.from({ length: 3000 }, () => randomAscii(random, 1 + Math.floor(random() * 30))),
  ];

  it('titleIds spells component titles as the Unicode rules do', () => {
    for (const text of samples) {
      const ids = titleIds(text);
      const expected = new Set(unicodeSpellings(text).filter((id) => id !== ''));
      for (const id of expected) assert.ok(ids.includes(id), `${JSON.stringify(text)}: ${id} missing from ${ids}`);
      for (const id of ids.slice(2)) assert.ok(expected.has(id), `${JSON.stringify(text)}: ${id} not expected`);
    }
  });

  it('componentSlug drops diacritics as the Unicode rules do: in ASCII, `^` and `` ` `` are the only ones', () => {
    const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
    assert.deepEqual(
      ascii.filter((c) => /\p{Diacritic}/u.test(c)),
      ['^', '`'],
    );
    assert.equal(componentSlug('a^b`c d'), 'abc-d');
    assert.equal(componentSlug('Crème brûlée `x`'), 'creme-brulee-x');
  });

  it('rendered and custom ids drop emoji, and no ASCII character is one', () => {
    const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
    assert.deepEqual(
      ascii.filter((c) => new RegExp(EMOJI.source, 'u').test(c)),
      [],
    );
    assert.equal(renderedId('launch-🚀-now'), 'launch--now');
    assert.equal(customId('launch-🚀-now'), 'launch--now');
    for (const text of samples) {
      const id = text.replace(/%/g, '');
      assert.equal(customId(id), id.replace(/[<>"&?,;:!'()[\]{}]/g, ''));
      assert.equal(renderedId(id), id.replace(/[?,;:!'"()[\]{}]/g, ''));
    }
  });
});

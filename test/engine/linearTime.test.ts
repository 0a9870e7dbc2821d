// Expressions that ran on repository content in super-linear time, replaced by one-pass readers (eslint-plugin-regexp
// now refuses such expressions in product code): each reader gives what the expression gave on seeded random
// inputs, and finishes on the inputs that stalled the expression (thousands of blanks, backticks, hyphens).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeSpec } from '../../server/src/engine/openapiDocument/analyze';
import {
  customHeadingId,
  withoutCodeSpans,
  withoutCustomHeadingIds,
  withoutNumberSuffixes,
} from '../../server/src/engine/mdx/anchorIds';
import { atxHeadingText, closingSequenceStart } from '../../server/src/engine/mdx/atxHeading';
import { openingFence } from '../../shared/src/analytics/codeBlocks';
import { seededRandom } from '../helpers/seededRandom';

/** Fails instead of hanging: a reader gone quadratic again takes minutes on these inputs. */
const GUARD = { timeout: 20_000 };

function randomStrings(seed: number, alphabet: readonly string[], maxLength: number, count: number): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    let text = '';
    for (let n = Math.floor(random() * maxLength); n > 0; n--) text += alphabet[Math.floor(random() * alphabet.length)];
    return text;
  });
}

describe('one-pass readers in place of super-linear expressions', () => {
  it('a spec version is found after thousands of newlines or blanks (the expression took minutes)', GUARD, () => {
    const unterminated = `info:\n  title: "unterminated${'\n'.repeat(6000)}`;
    assert.equal(analyzeSpec('file:///s/a.yaml', 1, unterminated).isSpec, false);
    assert.equal(analyzeSpec('file:///s/a.yaml', 1, `${' '.repeat(160_000)}\nopenapi: 3.1.0\n"x`).isSpec, true);
    assert.equal(analyzeSpec('file:///s/a.json', 1, '{\n  "openapi": "3.1.0", "paths": {').isSpec, true);
  });

  it('code spans, number suffixes, custom ids, ATX headings, fences: as the expressions read them', () => {
    const codeSpan = /(`+)[^`]+?\1(?!`)/g;
    for (const text of randomStrings(1, ['`', '`', 'a', ' ', '-'], 14, 20_000))
      assert.equal(withoutCodeSpans(text), text.replace(codeSpan, ''), JSON.stringify(text));
    for (const text of randomStrings(2, ['-', '1', '2', 'a'], 10, 20_000))
      assert.equal(withoutNumberSuffixes(text), text.replace(/(?:-\d+?)+?$/, ''), JSON.stringify(text));
    const customId = /^( {0,3}#{1,6}[ \t].*?)([ \t]+\{#([^\s{}]+)\}[ \t]*)$/gm;
    const oneCustomId = new RegExp(customId.source);
    for (const text of randomStrings(3, ['#', ' ', '\t', '{#', '}', 'x', '\n', '\r', '\r\n'], 14, 20_000)) {
      const blanked = text.replace(customId, (_line, heading: string, id: string) => heading + ' '.repeat(id.length));
      assert.equal(withoutCustomHeadingIds(text), blanked, JSON.stringify(text));
      assert.equal(customHeadingId(text), oneCustomId.exec(text.split(/\r?\n/)[0])?.[3], JSON.stringify(text));
    }
    const atx = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
    for (const text of randomStrings(4, ['#', ' ', '\t', 'x', '#', ' '], 12, 20_000)) {
      assert.equal(atxHeadingText(text), atx.exec(text)?.[1], JSON.stringify(text));
      assert.equal(closingSequenceStart(text), text.replace(/([ \t]+#+)?[ \t]*$/, '').length, JSON.stringify(text));
    }
    const fence = /^(\s*)(`{3,}|~{3,})\s*([^`\s]*)\s*(.*)$/;
    for (const text of randomStrings(5, ['`', '`', '~', ' ', '\t', 'j', '\r', '\u00a0', 'x'], 12, 20_000))
      assert.deepEqual(openingFence(text), fence.exec(text)?.slice(1), JSON.stringify(text));
  });

  it('finish on the inputs that stalled the expressions', GUARD, () => {
    const blanks = ' \t'.repeat(50_000);
    assert.equal(withoutCodeSpans('`a'.repeat(20_000)).length, 10_000);
    assert.equal(withoutCodeSpans(`${'`'.repeat(50_000)}a`).length, 50_001);
    assert.equal(withoutNumberSuffixes(`${'-1'.repeat(50_000)}x-1`), `${'-1'.repeat(50_000)}x`);
    const notAnId = `# a${blanks}{#x}x\n`;
    assert.equal(withoutCustomHeadingIds(notAnId), notAnId);
    assert.equal(withoutCustomHeadingIds(`# a${blanks}{#x}\n`), `# a${' '.repeat(100_004)}\n`);
    assert.equal(atxHeadingText(`# a${blanks}b`), `a${blanks}b`);
    assert.equal(closingSequenceStart(`# a${blanks}#x`), 100_005);
    assert.equal(openingFence(`${'`'.repeat(50_000)}${blanks}x y\rz`), undefined);
  });
});

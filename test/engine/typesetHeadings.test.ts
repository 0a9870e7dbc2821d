// The typesetting of headings before their ids are made: the page-wide path (typesetHeadings.ts, the platform's
// SmartyPants step: results recorded from the platform's own pipeline on these pages) and the shortcut that skips it
// (`typesetAlone`), which must give the same text wherever it is taken, checked on random headings in random
// pages: a deterministic sample of each sweep of typesetHeadingsSweeps.ts here, the whole sweeps in
// typesetHeadings.slow.test.ts (`npm run test:slow`).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { typesetHeadings } from '../../server/src/engine/mdx/parse';
import { nearTextSweep, typesetAloneSweep, withoutTextAroundSweep } from './typesetHeadingsSweeps';

/** The typeset text of the page's headings, in order. */
function headings(page: string): string[] {
  return [...(typesetHeadings(page, 0)?.values() ?? [])];
}

describe('headings typeset with their page', () => {
  it('curls quotes by the words around them, in the heading and before it', () => {
    assert.deepEqual(headings('## What does "holding period" mean?\n'), ['What does “holding period” mean?']);
    assert.deepEqual(headings("## The 'foo' option\n\n## Don't stop\n"), ['The ‘foo’ option', 'Don’t stop']);
    // the text before the heading runs on into it: its first quote closes
    assert.deepEqual(headings('Some text.\n\n## "Quoted" first\n'), ['”Quoted” first']);
    assert.deepEqual(headings('<Note>Read this</Note>\n\n## "After" a note\n'), ['”After” a note']);
    assert.deepEqual(headings('| a | b |\n| - | - |\n| x | y |\n\n## "Table" next\n'), ['”Table” next']);
    assert.deepEqual(headings("## Music of the '80s\n"), ['Music of the ’80s']);
  });

  it('typesets dashes, ellipses and backtick quotes in each text alone, never inline code', () => {
    assert.deepEqual(headings('## Wait... -- really\n'), ['Wait… — really']);
    assert.deepEqual(headings('## Use `--flag` and "x"\n'), ['Use --flag and “x”']);
    assert.deepEqual(headings("## It's `a'b` here\n"), ["It’s a'b here"]);
    assert.deepEqual(headings("## A \\`\\`quote'' here\n"), ['A “quote” here']);
  });

  it('leaves the frontmatter out and keys each heading by where it starts in the page', () => {
    const page = '---\ntitle: "x"\n---\n\n## Say "hi"\n';
    assert.deepEqual([...(typesetHeadings(page, 18) ?? [])], [[page.indexOf('##'), 'Say “hi”']]);
  });

  it('gives nothing for a page that does not parse', () => {
    assert.equal(typesetHeadings('## Title\n\n<Card>\n', 0), undefined);
  });
});

describe('the shortcut of typesetting a heading alone', () => {
  it('is taken only where it gives what the page-wide typesetting gives (80 headings)', () => typesetAloneSweep(80));
});

describe('typesetting a heading with the text near it', () => {
  it('gives what typesetting the whole page gives, with long text before and after the headings (25 pages)', () =>
    nearTextSweep(25));
});

describe('typesetting a heading without the text around it', () => {
  const name = 'is taken only where the page-wide typesetting gives the same, whatever stands around the heading';
  it(`${name} (100 pages)`, () => withoutTextAroundSweep(100));
});

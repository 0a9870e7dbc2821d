// The typesetting of headings before their ids are made: the page-wide path (typesetHeadings.ts, the platform's
// SmartyPants step: results recorded from the platform's own pipeline on these pages) and the shortcut that skips it
// (`typesetByItself`), which must give the same text wherever it is taken, checked on random headings in random
// pages.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { typeset, typesetByItself } from '../../server/src/engine/mdx/anchorIds';
import { typesetHeadings } from '../../server/src/engine/mdx/parse';

/** The typeset text of the page's headings, in order. */
function headings(page: string): string[] {
  return [...(typesetHeadings(page, 0)?.values() ?? [])];
}

function seeded(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
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
  const pieces = ['word', 'é', '2', ' ', "'", '"', '`', '--', '...', '.', '-', "s'", "'s", 'ü', '—', '(', ')', '!'];
  const before = ['', 'Some text.\n\n', 'Text\n\n', '## Previous\n\n', '- item\n\n', '`code`\n\n', 'Say "\n\n'];
  const random = seeded(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

  it('is taken only where it gives what the page-wide typesetting gives', () => {
    let taken = 0;
    for (let i = 0; i < 3000; i++) {
      const title = Array.from({ length: 1 + Math.floor(random() * 8) }, () => pick(pieces)).join('');
      const heading = `## x${title}x`;
      const page = `${pick(before)}${heading}\n\nAfter.\n`;
      const start = page.indexOf('## x');
      const typesetInPage = typesetHeadings(page, 0)?.get(start);
      if (typesetInPage === undefined) continue; // not a heading of its own there (or no valid MDX)
      const text = heading.slice(3);
      if (!typesetByItself(text, heading)) continue;
      taken++;
      assert.equal(typeset(text), typesetInPage, JSON.stringify(page));
    }
    assert.ok(taken > 500, `the shortcut was taken ${taken} times`);
  });
});

// The typesetting of headings before their ids are made: the page-wide path (typesetHeadings.ts, the platform's
// SmartyPants step: results recorded from the platform's own pipeline on these pages) and the shortcut that skips it
// (`typesetAlone`), which must give the same text wherever it is taken, checked on random headings in random
// pages.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { typesetAlone } from '../../server/src/engine/mdx/anchorIds';
import { fromTree } from '../helpers/mdxPages';
import { typesetHeadingText } from '../../server/src/engine/mdx/content';
import { typesetHeadings } from '../../server/src/engine/mdx/parse';
import { typesetHeadings as typesetWithPage } from '../../server/src/engine/mdx/typesetHeadings';
import { seededRandom as seeded } from '../helpers/seededRandom';

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
      const typesetInPage = typesetWithPage(page, { shortcut: false, wholePage: true })?.get(start);
      if (typesetInPage === undefined) continue; // not a heading of its own there (or no valid MDX)
      const line = page.slice(0, start).split('\n').length - 1;
      const text = fromTree(page).content?.anchors.find((a) => a.range.start.line === line)?.text;
      const alone = text === undefined ? undefined : typesetAlone(text, heading);
      if (alone === undefined) continue;
      taken++;
      assert.equal(alone, typesetInPage, JSON.stringify(page));
    }
    assert.ok(taken > 500, `the shortcut was taken ${taken} times`);
  });
});

describe('typesetting a heading with the text near it', () => {
  const words = [
    'word',
    'Word',
    "it's",
    '"quoted"',
    "'single'",
    'e.g.',
    'end.',
    'Yes!',
    '`code`',
    '--',
    '...',
    '(x)',
    '80s',
  ];
  const random = seeded(5);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const sentence = (length: number) => Array.from({ length }, () => pick(words)).join(pick([' ', ' ', '  ', '']));

  it('gives what typesetting the whole page gives, with long text before and after the headings', () => {
    let compared = 0;
    for (let i = 0; i < 150; i++) {
      const blocks = Array.from({ length: 2 + Math.floor(random() * 6) }, () =>
        random() < 0.4 ? `## ${sentence(1 + Math.floor(random() * 6))}` : sentence(Math.floor(random() * 300)),
      );
      const page = blocks.join(random() < 0.8 ? '\n\n' : '\n') + '\n';
      const whole = typesetWithPage(page, { shortcut: false, wholePage: true });
      if (!whole) continue;
      assert.deepEqual(typesetWithPage(page), whole, JSON.stringify(page));
      compared += whole.size;
    }
    assert.ok(compared > 100, `${compared} headings compared`);
  });
});

describe('typesetting a heading without the text around it', () => {
  const pieces = [
    '``',
    "''",
    '…',
    '“',
    'word',
    'é',
    '2',
    ' ',
    "'",
    '"',
    '--',
    '...',
    '.',
    '-',
    "s'",
    "'s",
    '80s',
    '(',
    ')',
  ];
  const more = ['!', '?', ':', ',', '$', 'A.', 'e.g.'];
  const around = [
    '',
    'Some text.',
    'Text',
    '## Prev',
    '- item',
    '| a | "b" |\n| - | - |\n| x | y"z |',
    'Say "',
    "It's",
  ];
  const aroundMore = ['x "', '80s', '"a', "'a", 'Hello world!', 'Mr. Smith', '(see below)', 'x)', 'x:', 'end...'];
  const random = seeded(99);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

  it('is taken only where the page-wide typesetting gives the same, whatever stands around the heading', () => {
    let taken = 0;
    for (let i = 0; i < 4000; i++) {
      const length = 1 + Math.floor(random() * 7);
      const title = Array.from({ length }, () => pick([...pieces, ...more]))
        .join('')
        .trim();
      if (!title || /^[-#>*+\d]/.test(title)) continue;
      const next = pick([...around, ...aroundMore]).replace(/\n.*/s, '');
      const after = pick([...around, ...aroundMore, '"Quoted" text', '| "a" | b |\n| - | - |', '<Note>x</Note>']);
      const page = `${pick([...around, ...aroundMore])}\n\n## ${title}\n${pick(['\n', ''])}${after}\n\n## ${next}\n`;
      const start = page.indexOf(`\n## ${title}`) + 1;
      const typesetInPage = typesetWithPage(page, { shortcut: false, wholePage: true })?.get(start);
      const line = page.slice(0, start).split('\n').length - 1;
      if (fromTree(page).content?.anchors.find((a) => a.range.start.line === line)?.text !== title) continue;
      let withPage = false;
      const end = start + 3 + title.length;
      const typeset = typesetHeadingText(page, title, start, end, () => ((withPage = true), new Map()));
      if (withPage || typesetInPage === undefined) continue;
      taken++;
      assert.equal(typeset, typesetInPage, JSON.stringify(page));
    }
    assert.ok(taken > 1500, `typeset without the text around it ${taken} times`);
  });
});

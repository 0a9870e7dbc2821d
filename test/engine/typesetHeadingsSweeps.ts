// The sweeps that check the shortcuts of typesetting a heading against typesetting its whole page, on random
// headings in random pages. Each takes how many pages to try: `npm test` runs the first pages of the same seeded
// sequence (typesetHeadings.test.ts), `npm run test:slow` the whole sweep (typesetHeadings.slow.test.ts).
import assert from 'node:assert/strict';
import { typesetAlone } from '../../server/src/engine/mdx/anchorIds';
import { fromTree } from '../helpers/mdxPages';
import { typesetHeadingText } from '../../server/src/engine/mdx/pageReader';
import { typesetHeadings as typesetWithPage } from '../../server/src/engine/mdx/typesetHeadings';
import { seededRandom as seeded } from '../helpers/seededRandom';

/** `count` random headings (seed 11): `typesetAlone` is taken only where it gives what typesetting the page gives. */
export function typesetAloneSweep(count: number): void {
  const pieces = ['word', 'é', '2', ' ', "'", '"', '`', '--', '...', '.', '-', "s'", "'s", 'ü', '—', '(', ')', '!'];
  const before = ['', 'Some text.\n\n', 'Text\n\n', '## Previous\n\n', '- item\n\n', '`code`\n\n', 'Say "\n\n'];
  const random = seeded(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  let taken = 0;
  for (let i = 0; i < count; i++) {
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
  assert.ok(taken > count / 6, `the shortcut was taken ${taken} times in ${count}`);
}

/** `count` random pages of long text and headings (seed 5): each heading typeset as typesetting the whole page does. */
export function nearTextSweep(count: number): void {
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

  let compared = 0;
  for (let i = 0; i < count; i++) {
    const blocks = Array.from({ length: 2 + Math.floor(random() * 6) }, () =>
      random() < 0.4 ? `## ${sentence(1 + Math.floor(random() * 6))}` : sentence(Math.floor(random() * 300)),
    );
    const page = blocks.join(random() < 0.8 ? '\n\n' : '\n') + '\n';
    const whole = typesetWithPage(page, { shortcut: false, wholePage: true });
    if (!whole) continue;
    assert.deepEqual(typesetWithPage(page), whole, JSON.stringify(page));
    compared += whole.size;
  }
  assert.ok(compared > (count * 2) / 3, `${compared} headings compared in ${count} pages`);
}

/**
 * `count` random headings between random text (seed 99): a heading is typeset without the text around it only where
 * the page-wide typesetting gives the same.
 */
export function withoutTextAroundSweep(count: number): void {
  const pieces = ['``', "''", '…', '“', 'word', 'é', '2', ' ', "'", '"', '--', '...', '.', '-', "s'", "'s", '80s'];
  pieces.push('(', ')');
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
  let taken = 0;
  for (let i = 0; i < count; i++) {
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
  assert.ok(taken > (count * 3) / 8, `typeset without the text around it ${taken} times in ${count}`);
}

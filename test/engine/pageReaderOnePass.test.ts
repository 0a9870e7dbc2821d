// The one-pass reader of common pages gives exactly the mdast tree's content wherever it reads a page, reads the
// shapes real docs sites write (so that it is the one doing the work), and gives up wherever micromark could stop
// with a syntax error or the page holds what it does not read: on hand-written pages of every shape, and on a
// deterministic sample of each sweep of pageReaderOnePassSweeps.ts (pages assembled at random from the constructs
// whose rules it follows, edits of real shapes, random expressions, the corpus); pageReaderOnePass.slow.test.ts runs
// the whole sweeps (`npm run test:slow`).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { CORPUS, fromTree, INVALID, VALID } from '../helpers/mdxPages';
import {
  assembledPages,
  assertExactOrGivesUp,
  corpusSample,
  editsOfRealShapes,
  expressions,
  quick,
  READ,
} from './pageReaderOnePassSweeps';

/** Valid pages holding what the reader leaves to micromark. */
const GIVES_UP = [
  '> - a list in a quote\n',
  '[d]: /d\n===\n',
  '`code\n  over lines`\n===\n',
  '$$\nx\n$$\n',
  '-\tlist item\n',
  '>\ta quote\n',
  '- \tlist item\n',
  '[a](<b\\>c>)\n',
  'a\r\nb\n',
  '![alt with <b>x</b>](/i.png)\n',
  '- - nested on one line\n',
  '- <img\n  src="/a.png"\n\n  alt="a blank line in a tag in a list"\n  />\n',
  '<Card {...props} />\n',
];

describe('the one-pass reader of common pages', () => {
  it('reads the shapes of real sites itself, with the content of the mdast tree', () => {
    for (const [i, text] of READ.entries()) {
      assert.ok(!fromTree(text).error, `page ${i} should be valid MDX:\n${text}`);
      assert.ok(assertExactOrGivesUp(text, `page ${i}`), `page ${i} was left to micromark:\n${text}`);
    }
    for (const [i, text] of VALID.entries()) assertExactOrGivesUp(text, `valid page ${i}`);
  });

  it('leaves to micromark what it does not read, and every page micromark or the tree builder rejects', () => {
    for (const [i, text] of GIVES_UP.entries()) {
      assert.ok(!fromTree(text).error, `page ${i} should be valid MDX:\n${text}`);
      assert.equal(quick(text), undefined, `page ${i} was read:\n${text}`);
    }
    for (const [i, text] of INVALID.entries()) assert.equal(quick(text), undefined, `invalid page ${i}:\n${text}`);
    // strict code refuses a legacy octal and a repeated `__proto__`: the platform's compiler stops at them
    for (const text of ['<Grid cols={01} />\n', 'Text {{ __proto__: 1, "__proto__": 2 }}\n']) {
      assert.ok(fromTree(text).error, text);
      assert.equal(quick(text), undefined, text);
    }
  });

  it('gives the content of the mdast tree, or gives up, on 100 pages assembled at random', () => assembledPages(100));

  // the first edits of the slow tier's 4 000 (the 149th is a flood of 100 000 footnote references that the mdast
  // tree alone takes two minutes to build)
  it('gives the content of the mdast tree, or gives up, on 60 edits of the shapes of real sites', () =>
    editsOfRealShapes(60));

  it('reads every valid `{expression}` as acorn does, on 200 of random pieces of code, strings and braces', () =>
    expressions(200));

  it(
    'gives the content of the mdast tree on every 200th page of ../shared/corpus, and reads most of its text',
    { skip: !fs.existsSync(CORPUS) && 'no ../shared/corpus beside the project' },
    () => corpusSample(200),
  );
});

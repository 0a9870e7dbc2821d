// The one-pass reader of common pages gives exactly the mdast tree's content wherever it reads a page, reads the
// shapes real docs sites write (so that it is the one doing the work), and gives up wherever micromark could stop
// with a syntax error or the page holds what it does not read: on hand-written pages of every shape (with LF and
// with CRLF line endings), and on a deterministic sample of each sweep of pageReaderOnePassSweeps.ts (pages
// assembled at random from the constructs whose rules it follows, edits of real shapes, random expressions, the
// corpus, each page also with CRLF); pageReaderOnePass.slow.test.ts runs the whole sweeps (`npm run test:slow`).
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
  withCrlf,
} from './pageReaderOnePassSweeps';

/** Pages with CRLF line endings, all of them or some, that the reader reads itself. */
const CRLF = [
  ...READ.map(withCrlf),
  withCrlf(
    '---\ntitle: "Quick start"\ndescription: "Set up"\n---\n\n## Install\n\n[Guide](/guide) and [ref]\n\n[ref]: /ref\n',
  ),
  withCrlf('# One {#custom}\n\n## Two\n\n## Two\n\nSee [one](#custom), [two](#two-1).\n'),
  withCrlf(
    '<Card\n  title="Card"\n  href="/card"\n>\n  [inside](/inside)\n</Card>\n\n<Tooltip tip="t">x</Tooltip> [y](/y)\n',
  ),
  withCrlf('import A from "/snippets/a.mdx";\nimport { B } from "/snippets/b.mdx";\n\n<A />\n\n[after](/after)\n'),
  withCrlf('```bash\n[not a link](/code)\n```\n\n- item [a](/a)\n  ```\n  code\n  ```\n- item [b](/b)\n'),
  '---\r\ntitle: T\r\n---\nLF after CRLF [a](/a)\r\n## Mixed\n\r\n<Note>\r\n[n](/n)\n</Note>\n',
];

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
  'a\rb\n',
  'Setext over\ntwo lines\r\n===\r\n',
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

  it('reads pages with CRLF line endings itself, with the content of the mdast tree at their own offsets', () => {
    for (const [i, text] of CRLF.entries()) {
      assert.ok(!fromTree(text).error, `CRLF page ${i} should be valid MDX:\n${text}`);
      assert.ok(assertExactOrGivesUp(text, `CRLF page ${i}`), `CRLF page ${i} was left to micromark:\n${text}`);
    }
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

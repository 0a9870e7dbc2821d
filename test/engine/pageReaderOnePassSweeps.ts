// The sweeps that compare the one-pass reader of common pages with the mdast tree on many inputs: pages assembled at
// random, edits of the shapes of real sites, random `{expression}` code and the pages of ../shared/corpus, each page
// also with CRLF line endings (which the reader reads as LF ones, at the page's offsets). Each takes
// how many inputs to try: `npm test` runs a small deterministic sample (the first inputs of the same seeded
// sequence, or a sparser sample of the corpus), `npm run test:slow` the whole sweep
// (pageReaderOnePass.test.ts, pageReaderOnePass.slow.test.ts).
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { frontmatterLength } from '../../server/src/engine/frontmatter/parse';
import { DEFAULT_LIMITS } from '../../server/src/engine/limits';
import { quickPageContent } from '../../server/src/engine/mdx/pageReaderOnePass';
import { checkPageNesting } from '../../server/src/engine/project/pageLimits';
import { assemblePages, corpusPages, fromTree } from '../helpers/mdxPages';
import { mutate, random } from '../fuzz/mutators';

export function quick(text: string) {
  return quickPageContent(text, frontmatterLength(text));
}

/**
 * The reader either gives up, or gives the tree's content of a page the tree builder accepts. A page past the input
 * limits is never given to a reader (the engine refuses it first, and the tree builder would take minutes on it).
 */
export function assertExactOrGivesUp(text: string, label: string): boolean {
  if (checkPageNesting(text, DEFAULT_LIMITS)) return false;
  const content = quick(text);
  if (content === undefined) return false;
  assert.deepEqual({ content }, fromTree(text), `${label}:\n${text}`);
  return true;
}

/** The page with CRLF line endings, as pages written on Windows come (a page's `\r\n`s become `\r\r\n`). */
export function withCrlf(text: string): string {
  return text.replaceAll('\n', '\r\n');
}

/** `assertExactOrGivesUp` on the page and on its CRLF twin: whether each was read. */
function assertExactOrGivesUpBothEndings(text: string, label: string): { lf: boolean; crlf: boolean } {
  return { lf: assertExactOrGivesUp(text, label), crlf: assertExactOrGivesUp(withCrlf(text), `${label} with CRLF`) };
}

/**
 * A CRLF page is read wherever its LF twin is, but for a setext heading over lines with a character reference
 * (whose text's line endings the reader cannot tell from the reference's `\n`: left to micromark).
 */
function assertCrlfRead(crlf: number, lf: number, what: string): void {
  assert.ok(crlf >= lf * 0.9, `${crlf} ${what} with CRLF read, against ${lf} with LF`);
}

/** Shapes of real sites the reader must read itself (each checked against the tree). */
export const READ = [
  '---\ntitle: "T"\n---\n\n# Title\n\nIntro with [a link](/a), ![image](/i.png "t") and `code`.\n',
  '## Setup\n\n1. Install it:\n\n   ```bash\n   npm i x\n   ```\n\n2. Run [the CLI](/cli#run).\n3. Done\n',
  '- one [a](/a)\n  - nested [b](/b)\n    more text\nlazy line [c](/c)\n- two\n\n  continued [d](/d)\n',
  '<Steps>\n  <Step title="First step">\n    Do [this](/this).\n  </Step>\n  <Step title="First step">\n' +
    '    Again.\n  </Step>\n</Steps>\n',
  '<CardGroup cols={2}>\n  <Card\n    title="Guide"\n    icon="book"\n    href="/guide"\n  >\n    Text\n  </Card>\n' +
    '</CardGroup>\n',
  '<Card title="A" href="/a" icon={<svg width="1" />} style={{ color: "red" }} />\n',
  'import Intro from "/snippets/intro.mdx";\nimport { Note2 } from "/snippets/note.mdx";\n\n<Intro />\n\n' +
    'import Other from "/snippets/other.mdx"\n\nText.\n',
  '## `getUser()` returns {`x`} &amp; more \\* #\n\n### Step 1\\. Install ##\n\n## A [link](/h) in ![img](/i.png) it\n',
  'Paragraph <Tooltip tip="Hi &amp; bye">word</Tooltip> and <a href="/x" target="_blank">x</a>\nacross lines.\n',
  'Price is $5 and $10 here, [ok](/ok).\n\n`$` in code, \\$ escaped, $$x$$ math [m](/m)\n',
  '{/* a comment */}\n\nText {"with"} an expression [e](/e).\n\n<Note>{/* c */}</Note>\n',
  '<Tabs>\n  <Tab title="npm">\n```bash\nnpm i\n```\n  </Tab>\n  <Tab title="npm">\nyarn\n  </Tab>\n</Tabs>\n',
  '<Accordion title="Why?">\n  - a list [in](/in)\n  - an accordion\n</Accordion>\n',
  '<ParamField path="userId" type="string" required>\n  The user.\n</ParamField>\n',
  '* a\n* b\n\n+ c\n\n1) one\n2) two\n\n---\n\n***\n\n___\n',
  '[not a link] and [also not](\n/but-this-is) [x]( <y z> "t" ) [e]()\n',
  '> A quote [q](/q)\nlazy [l](/l)\n>\n> <Note>\n> noted [n](/n)\n> </Note>\n\n> ```\n> [no](/no)\n```\n',
  '## **Step 1**: *install* `x*` and_more __a__ *b**c* ***d*** [*e*](/e) <B>*f*</B>\n\n' +
    'Para <b>*x*</b> and *y* <i>z</i>*\n\n## get_user_by_id and _under_ and *a [b*](/x) foo_bar baz_ qux\n',
  '```\n\tindented with a tab\n\t[no](/no)\n```\n\n[not a link](with spaces) [but](/this)\n',
  '<Tip>\n\t**Tabbed** text [t](/t)\t<b>x</b>\n\t<img\n\t\tsrc="/i.png"\n\t/>\n</Tip>\n\n#\tTab heading\t#\n',
  '1. Step [s](/s)\n\n\t```bash\n\tnpm i\n\t```\n\t- nested\titem\n\t\tmore [m](/m)\n  \tmixed\n2. Next\n\n' +
    '- item\n  ```\n\tcode [not a link](/x)\n  ```\n',
  '[ref]: /target "Title"\n[Other Ref]:\n  ./other%20page.md\n  \'t\'\n\n' +
    'See [text][ref], [ref][], [ref], [Ref] and [other  ref] or [missing][nope] [x][]. ![img][ref]\n\n' +
    '## [ref] heading *[a][ref]*\n\n[not]: a definition because of this\n\n- [in]: /list\n\n[in] [x](/x)\n',
  'Only `1.` starts a list inside a paragraph: [a\n2. b](/ab)\n1. [c](/c)\n',
  '<>\n  fragment [f](/f)\n</>\n\n<x.y href="/member" />\n',
  '````md\n```\nnested fence [no](/no)\n```\n````\n\n~~~\ntilde [no](/no)\n~~~\n',
  'Purpose\n-------\n\nSetext [s](/s) `c` *e*\n===\n\n[d]: /d\nAfter a definition\nover two lines  \n  ---  \n\n' +
    '- In a list\n  ---\n\n> Quoted\n> ===\n\nSetext\n-\n',
  '<img\n  src="/logo.png"\n\n  alt="A logo"\n  noZoom\n/>\n\n<Card\n   \n  title="x" href="/x">\nbody\n</Card>\n\n' +
    '<C a={1\n\n+2} />\n\n{1\n\n+2}\n',
  '**Examples:**\n>>> key = build_key("a", [b](/b))\n>>> parse(key)\n>> lazy\n\n> > nested [q](/q)\n> quoted\n>\n>>>\n',
  '| Plan | Price |\n|---|---|\n| Pro | $5 |\n| Team | $10 <sup>1</sup> |\n| [Docs](/docs) | `a|b` \\| c |\n' +
    '| Extra | cells | here |\nLast row [r](/r)\n\nAfter.\n',
  'Intro text [i](/i)\n| a | b |\n| :-- | --: |\n| c <Icon icon="x" /> | d |\n\n- item\n\n  | a | b |\n' +
    '  |---|---|\n  | [c](/c) | d |\n\n> | a |\n> |---|\n> | [q](/q) |\n',
  '<Steps>\n  <Step title="Add">\n    3. Add these:\n\n        | Name | Value |\n        | ---- | ----- |\n' +
    '        | `a` | [b](/b) |\n  </Step>\n</Steps>\n\n- item\n\n  | a | b |\n  |---|---|\n  | c | d |\nlazy [l](/l)\n',
  '<Card title={<a href="/in-title">t</a>} icon={x}>\n  body\n</Card>\n\n<Tabs items={[<Tab.Item href="/one" />, ' +
    '<img src="/i.png" />]} />\n',
  '- [x] done [d](/d)\n- [ ] open\n  - [X] nested\n\nA ~~struck [link](/s)~~ and [Thanks](https://x.com/in/a/)!\n',
  'See https://example.com/a_b and www.example.com/x?y=1&z=2 [l](/l), `https://c.com/{id}` and ' +
    '[https://d.com](https://d.com/{id}).\n',
];

/** Pieces whose rules the reader follows, to meet at random: lists, lazy lines, fences, tags, expressions. */
const BLOCKS = [
  '## Heading [l](/h) `c` <B>b</B> ##',
  'para [x](/x#y) ![i](/i.png) $m$ {1}',
  '<Card title="T" href="/t">',
  '</Card>',
  '<Card\n  title="S"\n  href="/s"\n/>',
  '<Accordion title="Acc">inside [a](/a)</Accordion>',
  '```\ncode [no](/no)\n- not a list\n```',
  '{/* comment */}',
  'text with <Tooltip tip="x">tip</Tooltip> and &amp; [y](</y z>)',
  '<Note>',
  '</Note>',
  'line one\nline two  \nline three',
  '- item\n- item two\n  - nested',
  '1. first\n2. second',
  '---',
  'import A from "/a.mdx"',
  '`code\nspan` [s](/s "title\nover lines") [t](u v) [w](x "y" z)',
  '```\n\ttab\n```',
  '\tTabbed <b>\tx</b> \t*y*\t[z](\t/z\t"t"\t)',
  '1. a\n\n\t```\n\tcode\n  \t```\n\n\tpara [p](/p)\n\t- b\n\t \tc',
  '1. a\n\n\t```\n\tcode\n  \t```\n\n\tpara [p](/p)\n\t- b\n\t \tc',
  '<a id="anchor" href="#anchor">a</a>',
  '-\n  empty first line',
  '10. ten\n    text',
  '[d]: /d\n[e]: <e> "t"\n[d] [e][] [t][d] [f] [d][](/x)',
  '[g]: /g\n"t" junk\n\n[g] [h](/h)',
  'text [a\n2. b](/ab) [c\n1. d](/cd)',
  'Text <b>open',
  '## *a <b>b* c</b> **d**',
  'x *y <i>z</i>* <i>*w</i>*',
  'Setext [s](/s) `c`\n===',
  'Two *lines*\nof <b>text</b>\n---',
  '[sd]: /sd\nAfter a definition\n-',
  '[se]: /se\n===',
  'Trailing\t\nbreak\\\nspaces  \n*text* \\\\\n===',
  'import { B, C } from \'/b.mdx\';\nimport {E,} from "/e.mdx"',
  'import { F as G } from "/f.mdx"',
  'import default from "/x.mdx"\nimport { eval } from "/y.mdx"',
  'import H from "/h.mdx"\nimport H from "/g.mdx"',
  'import I from "/i.mdx"; import J from "/j.mdx"',
  '<C s={{ width: "100%", n: [1, -2.5, true,], "k": {} }} /> text {["a", \'b\', null]} [x](/x)',
  'legacy octal {01} and {{ __proto__: 1, "__proto__": 2 }} [y](/y)',
];
const PREFIXES = ['', '', '', '- ', '1. ', '  ', '    ', '   - ', '> ', '  > '];

/** `count` pages assembled at random from BLOCKS (seed 7): the tree's content, or the reader gives up. */
export function assembledPages(count: number): void {
  let read = 0;
  let readWithCrlf = 0;
  let valid = 0;
  for (const [i, text] of assemblePages(count, 7, BLOCKS, PREFIXES).entries()) {
    const { lf, crlf } = assertExactOrGivesUpBothEndings(text, `random page ${i}`);
    if (lf) read++;
    if (crlf) readWithCrlf++;
    if (!fromTree(text).error) valid++;
  }
  // most valid pages are read (the pieces are what it reads), and invalid ones are many
  assert.ok(valid > count * 0.2 && valid < count * 0.9, `${valid} of ${count} pages valid`);
  assert.ok(read > valid * 0.4, `${read} of ${valid} valid pages read`);
  assertCrlfRead(readWithCrlf, read, 'random pages');
}

/** `count` edits of READ (seed 11), every 4th a mutation of the fuzzer (megabyte strings, floods of syntax). */
export function editsOfRealShapes(count: number): void {
  const rng = random(11);
  // what a reader must decide on: markers of containers, tags, links, code, emphasis, expressions, line breaks
  const marks = [
    '[',
    ']',
    '(',
    ')',
    '<',
    '>',
    '/',
    '{',
    '}',
    '*',
    '_',
    '`',
    '#',
    '-',
    '1.',
    '$',
    '\\',
    '\n',
    '\t',
    ' ',
  ];
  let read = 0;
  let readWithCrlf = 0;
  for (let i = 0; i < count; i++) {
    let text = READ[i % READ.length];
    if (i % 4 === 0) text = mutate(text, rng).text;
    else
      for (let edits = 1 + Math.floor(rng() * 3); edits > 0; edits--) {
        const at = Math.floor(rng() * (text.length + 1));
        const mark = marks[Math.floor(rng() * marks.length)];
        text = rng() < 0.7 ? text.slice(0, at) + mark + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
      }
    const { lf, crlf } = assertExactOrGivesUpBothEndings(text, `edit ${i}`);
    if (lf) read++;
    if (crlf) readWithCrlf++;
  }
  assert.ok(read > count / 4, `${read} of ${count} edited pages read`);
  assertCrlfRead(readWithCrlf, read, 'edited pages');
}

/** `count` pages holding random code in `{...}` (seed 21): every valid expression read as acorn reads it. */
export function expressions(count: number): void {
  const rng = random(21);
  // braces, brackets and parentheses inside and outside strings, comments, templates, regular expressions, JSX
  const pieces = ['{', '}', '[', ']', '(', ')', '"a}"', "'{'", '"x"', 'a', ':', ',', ' ', '\n', '1', '01', '-2.5'];
  pieces.push('=>', '?', '...', 'null', '"\\"}"', '`t${1}`', '/* } */', '// }\n', '/re}/', '<b>{1}</b>', 'x < y');
  let read = 0;
  let readWithCrlf = 0;
  let valid = 0;
  for (let i = 0; i < count; i++) {
    const code = Array.from({ length: 1 + Math.floor(rng() * 10) }, () => pieces[Math.floor(rng() * pieces.length)]);
    const shapes = [`<C a={${code.join('')}} />\n`, `Text {${code.join('')}} more\n`, `<C s={{${code.join('')}}} />\n`];
    const text = shapes[i % shapes.length];
    // a blank line inside a tag is left to micromark; nothing else valid here is
    if (!fromTree(text).error && !text.includes('\n\n')) valid++;
    const { lf, crlf } = assertExactOrGivesUpBothEndings(text, `expression ${i}`);
    if (lf && !text.includes('\n\n')) read++;
    if (crlf && !text.includes('\n\n')) readWithCrlf++;
  }
  assert.equal(read, valid);
  assert.equal(readWithCrlf, valid);
  assert.ok(valid > count / 20, `${valid} of ${count} valid`);
}

/** Every `every`-th page of ../shared/corpus: the tree's content where the reader reads, and it reads most text. */
export function corpusSample(every: number): void {
  let bytes = 0;
  let readBytes = 0;
  let readBytesWithCrlf = 0;
  for (const file of corpusPages().filter((_, i) => i % every === 0)) {
    const text = fs.readFileSync(file, 'utf8');
    bytes += text.length;
    const { lf, crlf } = assertExactOrGivesUpBothEndings(text, file);
    if (lf) readBytes += text.length;
    if (crlf) readBytesWithCrlf += text.length;
  }
  assert.ok(readBytes > bytes * 0.6, `${((100 * readBytes) / bytes).toFixed(1)} % of the text read`);
  assertCrlfRead(readBytesWithCrlf, readBytes, 'bytes of the corpus');
}

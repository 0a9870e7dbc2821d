// Pages for the tests that compare a fast reader of MDX pages with the mdast tree (the reference): the tree's
// content or error for a page, pages assembled at random from given pieces, and the pages of ../shared/corpus.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { frontmatterLength } from '../../server/src/engine/frontmatter/parse';
import { pageContent } from '../../server/src/engine/mdx/pageReader';
import { parseMdx } from '../../server/src/engine/mdx/parse';
import { seededRandom as random } from './seededRandom';

export const CORPUS = path.resolve(__dirname, '../../../shared/corpus');

/** The reference: the page's content read from its mdast tree, or the tree builder's syntax error. */
export function fromTree(text: string) {
  const frontmatterEnd = frontmatterLength(text);
  const parsed = parseMdx(text, frontmatterEnd);
  return parsed.error ? { error: parsed.error } : { content: pageContent(text, frontmatterEnd, parsed.tree) };
}

/** Pages that are valid MDX, each holding what a reader must take apart with care. */
export const VALID = [
  '# Title\n\n[a](/x) ![i](/i.png "t") [b](<c d> \'e\') [e]()\n',
  '## Escapes \\* and &amp; and &#35; and &#x41; and &copy; &nope;\n\n[x](/a\\_b&amp;c)\n',
  '## `code` in a *heading* with **strong** and [a link](/l) and ![alt](/img.png)\n',
  'Setext one\nand two\n===\n\nSetext with a break\\\nand more  \nlast\n---\n',
  '## Title {#custom-id}\n\n[to](#custom-id)\n',
  '## Dup\n\n## Dup\n\n## Dup\n\n<a id="dup" />\n',
  '## Heading <Badge>new</Badge> {`x`} $m$ end\n',
  '[ref]: /target "title"\n[^1]: footnote\n[\\^2]: escaped caret\n[&#94;3]: referenced caret\n\n' +
    '[ref] [text][ref] [t][]\n',
  '[![img](/inner.png)](/outer) ![[link](/in-alt) and <Card href="/in-alt-card" />](/img.png)\n',
  'import A from "/snippets/a.mdx";\nimport { B } from \'../b.mdx\'\nexport const x = 1\n\n<A />\n',
  '<Card title="Card &amp; more" href="/c" icon={x} {...rest} data-x>\n  body [in](/card)\n</Card>\n',
  '<Tabs>\n  <Tab title="First tab">\n    one\n  </Tab>\n  <Tab title="Second" id="custom">two</Tab>\n</Tabs>\n',
  '<ParamField path="userId" type="string">x</ParamField>\n<ResponseField name="expiresInDays">y</ResponseField>\n',
  '<Accordion title="A\n  multi-line title">x</Accordion>\n<Update label="2024-01-01">u</Update>\n',
  '- item [one](/1)\n- <Card href="/2">two</Card>\n  - nested <a name="n" href="/3">x</a>\n\n' +
    '1. first\n2. ## heading in list\n',
  '> quote [q](/q)\n> <Note>\n> noted\n> </Note>\n',
  '<>\n  fragment [f](/f)\n</>\n\n<x.y href="/member" /> <a:b src="/local" />\n',
  '```js\n[not](/link)\n```\n\n$$\n\\frac{1}{2} {x}\n$$\n\n`[inline](/code)` $[math](/m)$ {"[expr](/e)"}\n',
  '---\ntitle: T\n---\n\n## After frontmatter\n\n[a](/after)\r\n\r\n## CRLF heading\r\n',
  '\t- tab [indented](/tab)\n\n  <Step title="Step\tone">s</Step>\n',
  '<Expandable title="props">\n  <ParamField body="user_name" />\n</Expandable>\n',
  'Text <b>bold\nover two lines</b> and <i>x</i>.\n\n## Heading with <span>line</span>\n',
  '- <Card>\n  inside\n  </Card>\n- second\n',
  '',
  '\n\n\n',
  // GFM, as the platform's pipeline reads it: tables cell by cell, bare URLs, footnotes, strikethrough, task lists
  '| a | b |\n|---|---|\n| c | d |\n---\n\n| {1} | b |\n|---|---|\n| `x | y` | $1 | $2 <b>x</b> |\n',
  'See https://x.com/{user id} and `https://y.com/{a}` and www.z.com/[a](/b) and https://w.com/`c`\n',
  'Text[^1] and [^note].\n\n[^1]: A [linked](/fn) footnote.\n[^note]: {x}\n\n## Cite[^1]\n',
  '## ~~Old~~ heading ~new~\n\nA ~~struck [link](/s)~~ and ~one~.\n',
  '- [ ] task [t](/t)\n- [x] done\n\n[x]: /x\n',
  '| a | b |\n|---|---|\n2. a list after a table\n\n| a | b |\n|---|---|\n- item\n\ntext\n| a |\n---\n',
];

/** Pages that fail to parse, at the tokenizer or at the tree builder. */
export const INVALID = [
  '| a | b |\n|---|---|\n| {x | y} |\n',
  '| a | b |\n|---|---|\n| `x | {y z}` |\n',
  '<Card title="open">\n\nnever closed\n',
  'A {brace that never closes\n',
  'Text with a stray <3 sign.\n',
  '<a>\n\n</b>\n',
  '- <Card>\n- </Card>\n',
  'Some <b>text\n\nand more</b>\n',
  '</Card>\n',
  '<a>x</a b="c">\n',
  '<a>x</a/>\n',
  '<a>**x</a>**\n',
  '> <Note>\n\nafter quote </Note>\n',
  '[<b>x](/y)</b>\n',
  '<A>\n<B>\n</A>\n</B>\n',
  '<a>\n\ntext <a>inner</a> here\n\n',
  '<div>\n  <span>\n</div>\n',
  'export const = ;\n',
  'Text <b>never closed\n',
  '- <Note>\n\n  text\n</Note>\n',
];

/** `count` pages of 2 to 7 blocks each, every line of a block behind one prefix, blocks apart by 0 to 2 blank lines. */
export function assemblePages(
  count: number,
  seed: number,
  blocks: readonly string[],
  prefixes: readonly string[],
): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, () => {
    const parts = Array.from({ length: 2 + Math.floor(next() * 6) }, () => {
      const prefix = pick(prefixes);
      return pick(blocks)
        .split('\n')
        .map((line) => prefix + line)
        .join('\n');
    });
    return parts.map((part) => part + pick(['\n\n', '\n', '\n\n\n'])).join('');
  });
}

/** Every `.md`/`.mdx` file of ../shared/corpus, in a stable order. */
export function corpusPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) pages.push(file);
    }
  };
  walk(CORPUS);
  return pages;
}

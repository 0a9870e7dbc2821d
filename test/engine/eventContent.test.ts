// The content read from micromark's events (what page bodies use) is exactly the content read from the mdast tree:
// the same links, anchors and imports with the same ranges and ids, and the same syntax error where the page fails,
// on pages of every shape, pages assembled at random from the constructs the two readers treat differently, and a
// sample of the real sites of ../shared/corpus.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { frontmatterLength } from '../../server/src/engine/frontmatter/parse';
import { pageContent } from '../../server/src/engine/mdx/content';
import { contentFromEvents, parsePageContent } from '../../server/src/engine/mdx/eventContent';
import { mdxEvents, pageBodyText, parseMdx } from '../../server/src/engine/mdx/parse';

const CORPUS = path.resolve(__dirname, '../../../shared/corpus');

function fromTree(text: string) {
  const parsed = parseMdx(text, frontmatterLength(text));
  return parsed.error ? { error: parsed.error } : { content: pageContent(text, parsed.tree) };
}

/** Whether the events alone decided the page (no fallback to the tree builder). */
function readFromEvents(text: string): boolean {
  try {
    return contentFromEvents(text, mdxEvents(pageBodyText(text, frontmatterLength(text)))) !== undefined;
  } catch {
    return false;
  }
}

function assertSame(text: string, label: string): void {
  assert.deepEqual(parsePageContent(text, frontmatterLength(text)), fromTree(text), `${label}:\n${text}`);
}

/** Pages that are valid MDX, each holding what a reader must take apart with care. */
const VALID = [
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
];

/** Pages that fail to parse, at the tokenizer or at the tree builder. */
const INVALID = [
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
];

/** Pieces of MDX that meet in random order: blocks, inline pieces, prefixes that nest them. */
const BLOCKS = [
  '## Heading [l](/h) `c` <B>b</B>',
  'Heading\n---',
  'para [x](/x#y) ![i](/i.png) [r][ref]',
  '[ref]: /r',
  '<Card title="T" href="/t">',
  '</Card>',
  '<Card title="S" href="/s" />',
  '<Accordion title="Acc">inside</Accordion>',
  '```\ncode [no](/no)\n```',
  '{expression}',
  'text with <Tooltip tip="x">tip</Tooltip> and &amp;',
  '<Note>',
  '</Note>',
  'line one\nline two  \nline three\\',
  '$$\nx\n$$',
  '<a id="anchor" href="#anchor">a</a>',
];
const PREFIXES = ['', '', '', '- ', '1. ', '> ', '  ', '    '];

/** A small deterministic generator (a linear congruential one), so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function randomPages(count: number): string[] {
  const next = random(14);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, () => {
    const parts = Array.from({ length: 2 + Math.floor(next() * 6) }, () => {
      const prefix = pick(PREFIXES);
      return pick(BLOCKS)
        .split('\n')
        .map((line) => prefix + line)
        .join('\n');
    });
    return parts.map((part) => part + pick(['\n\n', '\n', '\n\n\n'])).join('');
  });
}

describe('page content from micromark events', () => {
  it('is the content of the mdast tree on valid pages of every shape, read from the events alone', () => {
    for (const [i, text] of VALID.entries()) {
      assert.ok('content' in fromTree(text) && fromTree(text).content, `page ${i} should be valid MDX:\n${text}`);
      assertSame(text, `valid page ${i}`);
      assert.ok(readFromEvents(text), `page ${i} fell back to the tree builder:\n${text}`);
    }
  });

  it('gives the syntax error of the tree builder where a page fails', () => {
    for (const [i, text] of INVALID.entries()) {
      assert.ok(fromTree(text).error, `page ${i} should fail:\n${text}`);
      assertSame(text, `invalid page ${i}`);
    }
  });

  it('is the content or error of the mdast tree on 1 500 pages assembled at random', () => {
    let valid = 0;
    let fromEvents = 0;
    for (const [i, text] of randomPages(1500).entries()) {
      assertSame(text, `random page ${i}`);
      if (fromTree(text).error) continue;
      valid++;
      if (readFromEvents(text)) fromEvents++;
    }
    // both kinds are well represented, and valid pages are read from the events (not left to the tree builder)
    assert.ok(valid > 250 && valid < 1250, `${valid} valid pages`);
    assert.ok(fromEvents > valid * 0.9, `${fromEvents} of ${valid} valid pages read from the events`);
  });

  it(
    'is the content of the mdast tree on every 20th page of ../shared/corpus',
    { skip: !fs.existsSync(CORPUS) && 'no ../shared/corpus beside the project' },
    () => {
      const pages: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(file);
          else if (/\.mdx?$/.test(entry.name)) pages.push(file);
        }
      };
      walk(CORPUS);
      const sample = pages.filter((_, i) => i % 20 === 0);
      assert.ok(sample.length > 100);
      for (const file of sample) assertSame(fs.readFileSync(file, 'utf8'), file);
    },
  );
});

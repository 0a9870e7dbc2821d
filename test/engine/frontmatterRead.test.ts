// Frontmatter of the plainest kind is read without the YAML parser: the block and fields are exactly those the YAML
// parser gives, on frontmatter of every shape near the plain one and on every page of ../shared/corpus.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { random } from '../fuzz/mutators';
import {
  frontmatterFields,
  frontmatterLength,
  parseFrontmatter,
  plainFrontmatter,
  readFrontmatter,
} from '../../server/src/engine/frontmatter/parse';

const CORPUS = path.resolve(__dirname, '../../../shared/corpus');

/** What the YAML parser gives, in the shape `readFrontmatter` returns (the offset mapping compared on samples). */
function throughYaml(text: string) {
  const parsed = parseFrontmatter(text);
  if (!parsed) return undefined;
  const { yaml: _tree, ...block } = parsed;
  return { block, fields: frontmatterFields(parsed) };
}

function assertSame(text: string): void {
  const expected = throughYaml(text);
  const read = readFrontmatter(text);
  if (!expected || !read) return assert.equal(read, expected, text);
  const { pageOffset, ...block } = read.block;
  const { pageOffset: expectedOffset, ...expectedBlock } = expected.block;
  assert.deepEqual({ block, fields: read.fields }, { block: expectedBlock, fields: expected.fields }, text);
  for (const offset of [0, 1, block.content.length]) assert.equal(pageOffset(offset), expectedOffset(offset), text);
}

const PLAIN = [
  '---\ntitle: "Page 1"\ndescription: "About page 1"\n---\n\nbody',
  "---\ntitle: 'Single quoted'\nsidebarTitle: Plain words here\nicon: rocket\n---\n",
  '---\ntitle:   "Spaces before"\n\nmode: wide\n---\n',
  '---\ntitle: "A # not a comment: in quotes"\ntitle: "Twice"\n---\n',
  "---\ntitle: Don't panic (really)\nurl-path: a/b.c_d-e\n---\n",
  '---\ntitle: ""\ndescription: \'\'\n---\n',
  '---\nk: v\n---',
  '---\ntitle: true\nrss: false\n---\n',
  '---\ntitle: __init__\nsidebarTitle: _private\nredirect: /servers/transforms\n---\n',
  '---\nog:image: https://example.com/a.png\ntitle: "December"  \ndescription: \'Quoted\' \n---\n',
  '---\ntitle: Fees, limits & billing:an overview?\nurl: https://example.com/a#b\n---\n',
  '---\ntitle: Café {x} [y] `z` "q" \\ *b* !c @d %e\nicon: Launch 🚀 now\n---\n',
];

const NOT_PLAIN = [
  '---\ntitle: True\n---\n',
  '---\ntitle: Step: one\n---\n',
  '---\ntitle: ends with:\n---\n',
  '---\ntitle: a\u2028b\n---\n',
  '---\ntitle: a\u0085b\n---\n',
  '---\ntitle: Null\n---\n',
  '---\ntrue: x\n---\n',
  '---\nversion: 2\n---\n',
  '---\ntitle: "escaped \\" quote"\n---\n',
  "---\ntitle: 'it''s'\n---\n",
  '---\ntitle: Step 1: setup\n---\n',
  '---\ntitle: words # comment\n---\n',
  '---\ntitle: trailing space \n---\n',
  '---\ntitle: "x"\r\n---\r\n',
  '---\ntags:\n  - a\n---\n',
  '---\ntitle:\tTab\n---\n',
  '---\ntitle: [a, b]\n---\n',
  '---\ntitle: "unclosed\n---\n',
  '---\ntitle: "no closing fence"\n',
  '---js\ntitle: "x"\n---\n',
  '---\n  indented: "x"\n---\n',
  '---\n# comment\ntitle: x\n---\n',
  '---\ntitle: *alias\n---\n',
];

describe('frontmatter read without the YAML parser', () => {
  it('gives the YAML parser block and fields on plain frontmatter, without the parser', () => {
    for (const text of PLAIN) {
      assert.ok(plainFrontmatter(text), `not read as plain:\n${text}`);
      assertSame(text);
    }
  });

  it('leaves every other frontmatter to the YAML parser', () => {
    for (const text of NOT_PLAIN) {
      assert.equal(plainFrontmatter(text), undefined, text);
      assertSame(text);
    }
  });

  it('gives the YAML parser block and fields on 5 000 values made at random of the signs YAML reads', () => {
    const rng = random(5);
    const signs = [
      'a',
      'Z',
      '1',
      ' ',
      ':',
      '#',
      ',',
      '-',
      '?',
      '&',
      '*',
      '!',
      '|',
      '>',
      "'",
      '"',
      '%',
      '@',
      '`',
      '[',
      '{',
      '}',
      '\\',
      '\t',
      '.',
      '~',
      'é',
      '🚀',
      '_',
      '/',
      '\u0085',
      '\u2028',
      '\ufeff',
      'true',
      'no',
      'null',
    ];
    let plain = 0;
    for (let i = 0; i < 5000; i++) {
      let value = i % 2 === 0 ? 'w' : '';
      for (let n = Math.floor(rng() * 6); n > 0; n--)
        value += rng() < 0.5 ? 'ab' : signs[Math.floor(rng() * signs.length)];
      const key = ['icon', 'og:image', 'a-b:c_d', 'og:', 'x::y'][i % 5];
      const text = `---\ntitle: ${value}\n${key}: ${signs[i % signs.length]}x\n---\n`;
      assertSame(text);
      if (plainFrontmatter(text)) plain++;
    }
    assert.ok(plain > 400, `${plain} of 5 000 read as plain`);
  });

  it(
    'gives the YAML parser block and fields on every page of ../shared/corpus',
    { skip: !fs.existsSync(CORPUS) && 'no ../shared/corpus beside the project' },
    () => {
      let plain = 0;
      let total = 0;
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(file);
          else if (/\.mdx?$/.test(entry.name)) {
            const text = fs.readFileSync(file, 'utf8');
            const head = text.slice(0, frontmatterLength(text));
            assertSame(head);
            total++;
            if (plainFrontmatter(head)) plain++;
          }
        }
      };
      walk(CORPUS);
      assert.ok(total > 1000 && plain > total / 3, `${plain} of ${total} pages read as plain`);
    },
  );
});

// Frontmatter of the plainest kind is read without the YAML parser: the block and fields are exactly those the YAML
// parser gives, on frontmatter of every shape near the plain one and on pages of ../shared/corpus: a sample of each
// sweep of frontmatterReadSweeps.ts here, the whole sweeps in frontmatterRead.slow.test.ts (`npm run test:slow`).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { plainFrontmatter } from '../../server/src/engine/frontmatter/parse';
import { assertSame, corpusPages, CORPUS, randomValues } from './frontmatterReadSweeps';

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
  '---\ntitle: "x\r"\n---\n',
  '---\ntitle: a\rb\n---\n',
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

  it('reads pages saved with CRLF line ends as plain too, with the YAML parser block and fields', () => {
    for (const text of PLAIN) {
      const crlf = text.replace(/\n/g, '\r\n');
      assert.ok(plainFrontmatter(crlf), `not read as plain:\n${JSON.stringify(crlf)}`);
      assertSame(crlf);
    }
  });

  it('leaves every other frontmatter to the YAML parser', () => {
    for (const text of NOT_PLAIN) {
      assert.equal(plainFrontmatter(text), undefined, text);
      assertSame(text);
    }
  });

  it('gives the YAML parser block and fields on 1 000 values made at random of the signs YAML reads', () =>
    randomValues(1000));

  it(
    'gives the YAML parser block and fields on every 10th page of ../shared/corpus',
    { skip: !fs.existsSync(CORPUS) && 'no ../shared/corpus beside the project' },
    () => corpusPages(10),
  );
});

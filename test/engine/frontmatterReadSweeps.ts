// The sweeps that compare frontmatter read without the YAML parser with the YAML parser's reading: values made at
// random of the signs YAML reads, and the pages of ../shared/corpus. Each takes how many inputs to try: `npm test`
// runs a small deterministic sample (frontmatterRead.test.ts), `npm run test:slow` the whole sweep
// (frontmatterRead.slow.test.ts).
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

export const CORPUS = path.resolve(__dirname, '../../../shared/corpus');

/** What the YAML parser gives, in the shape `readFrontmatter` returns (the offset mapping compared on samples). */
function throughYaml(text: string) {
  const parsed = parseFrontmatter(text);
  if (!parsed) return undefined;
  const { yaml: _tree, ...block } = parsed;
  return { block, fields: frontmatterFields(parsed, text) };
}

export function assertSame(text: string): void {
  const expected = throughYaml(text);
  const read = readFrontmatter(text);
  if (!expected || !read) return assert.equal(read, expected, text);
  const { pageOffset, ...block } = read.block;
  const { pageOffset: expectedOffset, ...expectedBlock } = expected.block;
  assert.deepEqual({ block, fields: read.fields }, { block: expectedBlock, fields: expected.fields }, text);
  for (const offset of [0, 1, block.content.length]) assert.equal(pageOffset(offset), expectedOffset(offset), text);
}

/** `count` frontmatter blocks of random values (seed 5): the YAML parser's block and fields, many read as plain. */
export function randomValues(count: number): void {
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
  for (let i = 0; i < count; i++) {
    let value = i % 2 === 0 ? 'w' : '';
    for (let n = Math.floor(rng() * 6); n > 0; n--)
      value += rng() < 0.5 ? 'ab' : signs[Math.floor(rng() * signs.length)];
    const key = ['icon', 'og:image', 'a-b:c_d', 'og:', 'x::y'][i % 5];
    const text = `---\ntitle: ${value}\n${key}: ${signs[i % signs.length]}x\n---\n`;
    assertSame(text);
    if (plainFrontmatter(text)) plain++;
  }
  assert.ok(plain > count * 0.08, `${plain} of ${count} read as plain`);
}

/** Every `every`-th page of ../shared/corpus: the YAML parser's block and fields, a third or more read as plain. */
export function corpusPages(every: number): void {
  let plain = 0;
  let total = 0;
  let seen = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name) && seen++ % every === 0) {
        const text = fs.readFileSync(file, 'utf8');
        const head = text.slice(0, frontmatterLength(text));
        assertSame(head);
        total++;
        if (plainFrontmatter(head)) plain++;
      }
    }
  };
  walk(CORPUS);
  assert.ok(total > 1000 / every && plain > total / 3, `${plain} of ${total} pages read as plain`);
}

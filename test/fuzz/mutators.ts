// Deterministic mutations of docs.json files, MDX pages and specs: what half-typed or hostile text looks like.
import { pick, Random } from '../../tools/analytics-emulator/random';

// The emulator's seeded PRNG (mulberry32): the same seed gives the same inputs on every machine.
export { seededRandom as random } from '../../tools/analytics-emulator/random';
export type Rng = Random;
const at = (rng: Rng, text: string) => Math.floor(rng() * (text.length + 1));

const TYPE_SWAPS = [
  '"text"',
  '42',
  'true',
  'null',
  '[]',
  '{}',
  '[1, "a", {}]',
  '{ "group": 3 }',
  '-1e999',
  '"\\ud800"',
];

/**
 * Pieces of Markdown, MDX and YAML syntax that a parser keeps state for: written thousands of times in a row, they
 * find work that grows faster than the text (micromark rereads labels at each `]` and looks back at each).
 */
const SYNTAX_PIECES = [
  '[x](',
  '![',
  '[x]',
  ']',
  '<a>',
  '</a>',
  '<A b="',
  '{',
  '}',
  '*a ',
  '_',
  '`',
  '[^1]',
  '| a ',
  '<!--',
  '$$',
  '&amp;',
  '\\',
  '~~',
  '> ',
  '- ',
  '1. ',
  '# ',
  '    ',
  'http://a.b/',
  '{#id}',
  '- [',
];

export const MUTATORS: Record<string, (text: string, rng: Rng) => string> = {
  truncate: (text, rng) => text.slice(0, at(rng, text)),
  flipBytes: (text, rng) => {
    const chars = [...text];
    for (let i = 0; i < 1 + rng() * 8; i++) {
      const index = Math.floor(rng() * chars.length);
      chars[index] = String.fromCharCode(Math.floor(rng() * 0x3000));
    }
    return chars.join('');
  },
  swapType: (text, rng) => {
    const values = [...text.matchAll(/"(?:[^"\\\n]|\\.)*"|-?\d+(?:\.\d+)?|true|false|null/g)];
    if (values.length === 0) return text;
    const target = pick(rng, values);
    return text.slice(0, target.index) + pick(rng, TYPE_SWAPS) + text.slice(target.index! + target[0].length);
  },
  deleteStructure: (text, rng) => {
    const marks = [...text.matchAll(/[{}[\]"':,\n-]/g)];
    let result = text;
    for (let i = 0; i < 1 + rng() * 3 && marks.length > 0; i++) {
      const mark = marks.splice(Math.floor(rng() * marks.length), 1)[0];
      const offset = mark.index! - (text.length - result.length);
      if (offset >= 0) result = result.slice(0, offset) + result.slice(offset + 1);
    }
    return result;
  },
  deepNesting: (text, rng) => {
    const depth = pick(rng, [1_000, 20_000, 100_000]);
    const offset = at(rng, text);
    return text.slice(0, offset) + '['.repeat(depth) + (rng() < 0.5 ? ']'.repeat(depth) : '') + text.slice(offset);
  },
  syntaxFlood: (text, rng) => {
    const offset = at(rng, text);
    const piece = pick(rng, SYNTAX_PIECES);
    return text.slice(0, offset) + piece.repeat(pick(rng, [2_000, 20_000, 100_000])) + text.slice(offset);
  },
  // containers and tags a parser keeps open: list items and quotes opened on one line, JSX elements never closed,
  // one per line or all in a line, and inline code runs that nothing closes
  nestingFlood: (text, rng) => {
    const offset = text.lastIndexOf('\n', at(rng, text)) + 1;
    const count = pick(rng, [500, 5_000, 20_000, 100_000]);
    const flood = pick(rng, [
      () => `${pick(rng, ['- ', '> ', '1. ', '* ', '>- '])}`.repeat(count) + 'x\n',
      () =>
        `${pick(rng, ['- ', '> '])}`
          .repeat(50)
          .concat('x\n')
          .repeat(count / 50),
      () => pick(rng, ['<Card>\n', '<div>', '<Tab title="t">\n\n', '<>', '<a href="/x">']).repeat(count),
      () => Array.from({ length: Math.min(count, 2_500) }, (_, i) => '`'.repeat(i + 1)).join(' ') + '\n',
    ])();
    return text.slice(0, offset) + flood + text.slice(offset);
  },
  // what makes a regular expression backtrack: a quote or key left open before thousands of line breaks or
  // spaces, and long runs of one character that several patterns could each take
  regexFlood: (text, rng) => {
    const offset = at(rng, text);
    const count = pick(rng, [1_000, 10_000, 160_000]);
    const flood = pick(rng, [
      () => `info:\n  title: "unterminated${'\n'.repeat(count)}`,
      () => `openapi: ${' '.repeat(count)}`,
      () => `title: '${"'".repeat(count)}`,
      () => pick(rng, [' ', '\t', '\n', ':', '-', '/', '\\', '#', '.', 'a', '"', '\r\n']).repeat(count),
      () => `[x](${'('.repeat(count)}`,
      () => `<Card href="${'/a'.repeat(count)}`,
    ])();
    return text.slice(0, offset) + flood + text.slice(offset);
  },
  hugeString: (text, rng) => {
    const offset = at(rng, text);
    return `${text.slice(0, offset)}"${'x'.repeat(1_000_000 + Math.floor(rng() * 1000))}"${text.slice(offset)}`;
  },
  loneSurrogates: (text, rng) => {
    const offset = at(rng, text);
    return text.slice(0, offset) + '\ud800\udfff\udc00\uffff\u0000' + text.slice(offset);
  },
  bom: (text) => `\ufeff${text}`,
  crlf: (text) => text.replace(/\n/g, '\r\n'),
  tabs: (text) => text.replace(/^( {2})+/gm, (m) => '\t'.repeat(m.length / 2)),
  duplicate: (text, rng) => {
    const start = at(rng, text);
    const end = Math.min(text.length, start + Math.floor(rng() * 400));
    return text.slice(0, end) + text.slice(start, end) + text.slice(end);
  },
  yamlAliasBomb: (text) =>
    `${text}\nbomb: &a [x, x, x, x, x, x, x, x, x]\nb2: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n` +
    `b3: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nb4: [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n`,
  jsFence: (text) =>
    text.replace(/^---/, '---js').replace(/^(---js\n)/, "$1require('fs').writeFileSync('/tmp/docs-lsp-pwned', 'x');\n"),
};

/** One mutation, or a stack of two, chosen by the generator. */
export function mutate(text: string, rng: Rng): { text: string; mutation: string } {
  const names = Object.keys(MUTATORS);
  const first = pick(rng, names);
  let result = MUTATORS[first](text, rng);
  let mutation = first;
  if (rng() < 0.3) {
    const second = pick(rng, names);
    result = MUTATORS[second](result, rng);
    mutation += `+${second}`;
  }
  return { text: result, mutation };
}

// MDX frontmatter as embedded YAML: fm-syntax and fm-type at exact ranges; a `---js` block is never evaluated.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { frontmatterFields, parseFrontmatter } from '../../server/src/engine/frontmatter/parse';
import { createSite } from '../helpers/site';

const DOCS = '{"navigation": {"pages": ["a"]}}';

test('fm-syntax: invalid YAML, an unclosed block, a non-YAML fence', () => {
  const bad = '---\ntitle: a: b\n---\n';
  const unclosed = '---\ntitle: x\n\nBody';
  const toml = '---toml\ntitle = "x"\n---\n';
  const s = createSite({ '/s/docs.json': DOCS, '/s/a.mdx': bad, '/s/b.mdx': unclosed, '/s/c.mdx': toml });
  assert.deepEqual(s.findings('/s/a.mdx', /^fm-/), ['fm-syntax: a']);
  assert.deepEqual(s.findings('/s/b.mdx', /^fm-/), ['fm-syntax: ---']);
  assert.deepEqual(s.findings('/s/c.mdx', /^fm-/), ['fm-syntax: ---toml']);
});

test('fm-type: title, description, version strings; deprecated boolean; a key with no value is absent', () => {
  const text = '---\ntitle: 42\ndescription:\nversion: [1]\ndeprecated: "yes"\nopenapi: { a: 1 }\n---\n';
  const s = createSite({ '/s/docs.json': DOCS, '/s/a.mdx': text });
  assert.deepEqual(s.findings('/s/a.mdx', /^fm-/), [
    'fm-type: 42',
    'fm-type: [1]',
    'fm-type: "yes"',
    'fm-type: { a: 1 }',
  ]);
});

test('plain values are typed as the platform types them (js-yaml 3): `title: 01.2025` stays text', () => {
  const page = (title: string) => `---\ntitle: ${title}\ndescription: ~\n---\n\n# January\n`;
  const s = createSite({ '/s/docs.json': DOCS, '/s/a.mdx': page('01.2025'), '/s/b.mdx': page('1.5') });
  assert.deepEqual(s.diagnostics('/s/a.mdx', /^fm-type$/), []);
  assert.deepEqual(
    s.diagnostics('/s/b.mdx', /^fm-type$/).map((d) => d.message),
    ['`title` must be a string, not number 1.5. Quote it to keep it as text: `title: "1.5"`.'],
  );
  const values = (yaml: string) => {
    const page = `---\n${yaml}\n---\n`;
    return frontmatterFields(parseFrontmatter(page)!, page).map((f) => f.value);
  };
  // YAML 1.2's core schema reads `01.2025` as 1.2025 and `017` as 17; js-yaml 3 as text and as the octal 0o17
  assert.deepEqual(values('a: 01.2025\nb: yes\nc: 017\nd: 0x1F\ne: 1_000\nf: .inf\ng: Null\nh: 1:30'), [
    '01.2025',
    'yes',
    15,
    31,
    1000,
    Infinity,
    null,
    90,
  ]);
  const [date] = values('published: 2024-01-05');
  assert.ok(date instanceof Date && date.toISOString() === '2024-01-05T00:00:00.000Z');
});

test('quoted values continued at column 0 are read as the service reads them; a thematic break is none', () => {
  const text =
    '---\ntitle: "Handle webhooks"\ndescription: "How to parse them and\nmonitor deliveries"\nopenapi: GET /x\n---\n';
  const fm = parseFrontmatter(text)!;
  assert.deepEqual(fm.errors, []);
  const fields = frontmatterFields(fm, text);
  assert.equal(fields[1].value, 'How to parse them and monitor deliveries');
  assert.equal(text.slice(fields[2].contentStart, fields[2].contentEnd), 'GET /x');
  assert.equal(parseFrontmatter('---\n\n<Card title="x" />\n'), undefined);
  // a continuation line that reads like a key stays inside the quotes, as js-yaml reads it
  const example = '---\ndescription: "Format a date.\nEx: 2024-01-05, or \\"today\\"."\ntitle: Dates\n---\n';
  const read = parseFrontmatter(example)!;
  assert.deepEqual(read.errors, []);
  assert.deepEqual(
    frontmatterFields(read, example).map((f) => [f.key, f.value]),
    [
      ['description', 'Format a date. Ex: 2024-01-05, or "today".'],
      ['title', 'Dates'],
    ],
  );
});

test('a ---js page runs nothing, whatever the engine is asked', () => {
  const marker = '__docsLspFrontmatterRan';
  const text = `---js\n{ title: (globalThis.${marker} = true, 'x') }\n---\n\n# Page\n`;
  const s = createSite({ '/s/docs.json': DOCS, '/s/a.mdx': text });
  const uri = s.uri('/s/a.mdx');
  assert.deepEqual(s.findings('/s/a.mdx', /^fm-/), ['fm-syntax: ---js']);
  s.service.doHover(uri, { line: 1, character: 3 });
  s.service.doComplete(uri, { line: 1, character: 3 });
  s.service.findDefinition(uri, { line: 1, character: 3 });
  s.service.getCodeLenses(uri);
  assert.equal((globalThis as Record<string, unknown>)[marker], undefined);
});

// The rules on the platform's vocabulary in pages: components the platform removes, their props and values, icon
// names and frontmatter keys, on small sites, with their quick fixes applied.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, createSite, docsJson } from '../helpers/site';
import { boundNames } from '../../server/src/engine/mdx/pageReader';
import { nearest, typoDistance } from '../../server/src/engine/rules/components/vocabularyChecks';

const VOCABULARY = /^(component-|icon-|fm-unknown-key|fm-value)/;
const page = (body: string, frontmatter = 'title: Page') => `---\n${frontmatter}\n---\n\n${body}`;
const siteOf = (files: Record<string, string>, extra: Record<string, unknown> = {}) =>
  createSite({ 'docs.json': docsJson({ pages: ['index'] }, extra), ...files });

function fixed(files: Record<string, string>, path: string, code: string): string {
  const site = siteOf(files);
  const diagnostics = site.diagnostics(path).filter((d) => d.code === code);
  assert.equal(diagnostics.length, 1, `one ${code}`);
  const [action] = site.service.getCodeActions(site.uri(path), diagnostics);
  assert.ok(action, 'a quick fix');
  return applyEdits(site.text(path), action.edit!.changes![site.uri(path)]);
}

describe('component-unknown', () => {
  it('reports block elements the platform removes, and renames one with its closing tag', () => {
    const text = page(
      '<Carde title="A">\n  <Carde title="B" />\n  Text.\n</Carde>\n\n<Codegroup>\n\n```js\nx\n```\n\n</Codegroup>\n',
    );
    const site = siteOf({ 'index.mdx': text });
    assert.deepEqual(site.findings('index.mdx', VOCABULARY), [
      'component-unknown: Carde',
      'component-unknown: Carde',
      'component-unknown: Codegroup',
    ]);
    const after = fixed(
      { 'index.mdx': page('<Accordian title="A">\n  Text.\n</Accordian>\n') },
      'index.mdx',
      'component-unknown',
    );
    assert.equal(after, page('<Accordion title="A">\n  Text.\n</Accordion>\n'));
  });

  it("keeps what the page defines or imports, snippets' own elements, and inline elements", () => {
    const text = page(
      "import Intro from '/snippets/intro.mdx';\nimport { Banner as Top, Chart } from '/snippets/widgets.jsx';\n" +
        'import * as Kit from "/snippets/kit.jsx";\n\nexport function Hello() { return <b>hi</b>; }\n' +
        'export const Bye = () => <i>bye</i>;\n\n<Intro />\n\n<Top />\n\n<Chart />\n\n<Kit.Box />\n\n' +
        '<Hello />\n\n<Bye />\n\n' +
        '<Snippet file="a.mdx" />\n\nSome <Unknown>inline</Unknown> text and <details>x</details>.\n',
    );
    const site = siteOf({
      'index.mdx': text,
      'snippets/intro.mdx': 'Hi.\n',
      'snippets/widgets.jsx': 'export const Banner = () => null;\nexport const Chart = () => null;\n',
      'snippets/kit.jsx': 'export const Box = () => null;\n',
    });
    assert.deepEqual(site.findings('index.mdx', VOCABULARY), []);
  });

  it('reports HTML elements the platform drops as blocks, and placeholders read as tags', () => {
    const site = siteOf({
      'index.mdx': page('<details>\n  <summary>More</summary>\n</details>\n\nUse <API_KEY/> here.\n'),
    });
    const found = site.diagnostics('index.mdx').filter((d) => d.code === 'component-unknown');
    assert.deepEqual(
      found.map((d) => d.message.slice(0, 30)),
      ['`<details>` is not a component', '`<summary>` is not a component', 'MDX reads `<API_KEY>` as a tag'],
    );
  });

  it('reads the names imports and exports bind', () => {
    assert.deepEqual(
      boundNames(
        "import A, { B, C as D } from './x';\nimport * as N from 'y';\nexport const E = 1, F = 2;\nexport { G as H };",
      ),
      ['A', 'B', 'D', 'N', 'E', 'G', 'H'],
    );
  });
});

describe('component props', () => {
  it('reports an unknown prop with the one meant, and fixes it', () => {
    const text = page('<Card titel="A" href="/index" className="x" data-x="1" aria-label="y">\n  Text.\n</Card>\n');
    assert.deepEqual(siteOf({ 'index.mdx': text }).findings('index.mdx', VOCABULARY), [
      'component-unknown-prop: titel',
    ]);
    assert.equal(fixed({ 'index.mdx': text }, 'index.mdx', 'component-unknown-prop'), text.replace('titel', 'title'));
  });

  it('reports string booleans and values outside an enum, and fixes them', () => {
    const text = page('<Accordion title="A" defaultOpen="false">\n  Text.\n</Accordion>\n');
    assert.equal(
      fixed({ 'index.mdx': text }, 'index.mdx', 'component-prop-value'),
      text.replace('defaultOpen="false"', 'defaultOpen={false}'),
    );
    const badge = page('<Badge color="Green">New</Badge>\n');
    assert.equal(fixed({ 'index.mdx': badge }, 'index.mdx', 'component-prop-value'), badge.replace('Green', 'green'));
  });

  it('asks for props both the types and the docs require, and never judges a spread or a defined component', () => {
    const site = siteOf({
      'index.mdx': page(
        "import { Accordion } from '/snippets/mine.jsx';\n\n" +
          '<Tabs>\n  <Tab>\n    A\n  </Tab>\n  <Tab {...props}>\n    B\n  </Tab>\n</Tabs>\n\n' +
          '<Accordion wrong="1">\n  x\n</Accordion>\n',
      ),
      'snippets/mine.jsx': 'export const Accordion = () => null;\n',
    });
    assert.deepEqual(site.findings('index.mdx', VOCABULARY), ['component-missing-prop: Tab']);
  });
});

describe('icon-unknown', () => {
  it("judges names in the site's library, frontmatter and props, with fa- prefixes", () => {
    const text = page(
      '<Card title="A" icon="rocekt" href="/index" />\n\n<Card title="B" icon="https://x.y/i.svg" />\n',
      'title: Page\nicon: fa-house',
    );
    assert.deepEqual(siteOf({ 'index.mdx': text }).findings('index.mdx', VOCABULARY), [
      'icon-unknown: fa-house',
      'icon-unknown: rocekt',
    ]);
    const lucide = page(
      '<Card title="A" icon="square-terminal" />\n\n<Card title="B" icon="house" />\n\n' +
        '<Card title="C" icon="github" />\n',
    );
    const site = siteOf({ 'index.mdx': lucide }, { icons: { library: 'lucide' } });
    assert.deepEqual(site.findings('index.mdx', VOCABULARY), []);
    assert.equal(
      fixed({ 'index.mdx': text.replace('icon: fa-house', 'icon: house') }, 'index.mdx', 'icon-unknown'),
      text.replace('icon: fa-house', 'icon: house').replace('rocekt', 'rocket'),
    );
  });
});

describe('frontmatter keys and values', () => {
  it('reports near misses of known keys only, and fixes them', () => {
    const text = page(
      'Text.\n',
      'title: Page\nsidebar_title: A\nTitle2: x\nsidebarTitel: B\nDescription: C\ncustomKey: 1\ntags: [a]\n' +
        'author: me\nversionTo: 2',
    );
    assert.deepEqual(siteOf({ 'index.mdx': text }).findings('index.mdx', /fm-unknown-key/), [
      'fm-unknown-key: sidebar_title',
      'fm-unknown-key: sidebarTitel',
      'fm-unknown-key: Description',
    ]);
    const one = page('Text.\n', 'title: Page\nsidebar_title: A');
    assert.equal(
      fixed({ 'index.mdx': one }, 'index.mdx', 'fm-unknown-key'),
      one.replace('sidebar_title', 'sidebarTitle'),
    );
  });

  it('reports values outside their type or list', () => {
    const text = page('Text.\n', 'title: Page\nhidden: "yes"\nmode: Wide\nnoindex: true\nkeywords: [a, b]\nboost: 2');
    assert.deepEqual(siteOf({ 'index.mdx': text }).findings('index.mdx', /fm-value/), [
      'fm-value: "yes"',
      'fm-value: Wide',
    ]);
    assert.equal(
      fixed({ 'index.mdx': page('x\n', 'title: P\nmode: Wide') }, 'index.mdx', 'fm-value'),
      page('x\n', 'title: P\nmode: wide'),
    );
  });
});

describe('near misses', () => {
  it('counts a swap of two letters as one edit', () => {
    assert.equal(typoDistance('titel', 'title'), 1);
    assert.equal(nearest('Accordian', ['Accordion', 'AccordionGroup']), 'Accordion');
    assert.equal(nearest('Foo', ['Card']), undefined);
  });
});

describe('elements MDX makes blocks of', () => {
  it('reads an inline element alone in its paragraph as a block, as MDX unravels it', () => {
    const site = siteOf({
      'index.mdx': page(
        '<details>\n<summary>More</summary>\n<b>Bold</b>\n\nBody.\n</details>\n\n<Carde>x</Carde>\n\n' +
          'Text <Carde>y</Carde> here.\n\nText\n<Carde>z</Carde>\n',
      ),
    });
    assert.deepEqual(site.findings('index.mdx', VOCABULARY), [
      'component-unknown: details',
      'component-unknown: summary',
      'component-unknown: Carde',
    ]);
  });
});

// Completion and hover of the platform's vocabulary in pages: components after `<`, props inside a tag, values inside
// a prop's quotes (icon names filtered on the server), frontmatter keys and values.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, docsJson } from '../helpers/site';

const siteWith = (page: string, extra: Record<string, unknown> = {}) =>
  createSite({ 'docs.json': docsJson({ pages: ['index'] }, extra), 'index.mdx': page });
const complete = (page: string, extra?: Record<string, unknown>) => {
  const site = siteWith(page, extra);
  return site.service.doComplete(site.uri('index.mdx'), site.cursor('index.mdx'));
};
const hover = (page: string) => {
  const site = siteWith(page);
  const result = site.service.doHover(site.uri('index.mdx'), site.cursor('index.mdx'));
  const contents = result?.contents as { value: string } | undefined;
  return contents?.value ?? '';
};

describe('vocabulary completion', () => {
  it("offers the platform's components after `<`, with their required props, and the page's own", () => {
    const list = complete("---\ntitle: A\n---\n\nimport { Banner } from '/snippets/banner.jsx';\n\n<Acc‸\n");
    const accordion = list?.items.find((i) => i.label === 'Accordion');
    assert.ok(accordion, 'Accordion offered');
    assert.equal((accordion.textEdit as { newText: string }).newText, 'Accordion title="${1}">$0</Accordion>');
    assert.ok(
      list?.items.some((i) => i.label === 'Banner'),
      'the imported component',
    );
    assert.ok(list?.items.some((i) => i.label === 'Card'));
  });

  it('offers the props not yet written inside a tag, and the values of an enum prop', () => {
    const props = complete('---\ntitle: A\n---\n\n<Card title="x" ‸\n')?.items.map((i) => i.label) ?? [];
    assert.ok(props.includes('href') && props.includes('icon'), 'href and icon');
    assert.ok(!props.includes('title'), 'title is written');
    assert.ok(!props.some((p) => p.startsWith('_')), 'no internal prop');
    const colors = complete('---\ntitle: A\n---\n\n<Badge color="‸">New</Badge>\n')?.items.map((i) => i.label);
    assert.ok(colors?.includes('green'));
  });

  it("filters the icon names of the site's library on the server", () => {
    const list = complete('---\ntitle: A\n---\n\n<Card title="x" icon="rock‸" />\n');
    assert.equal(list?.items[0].label, 'rocket');
    assert.ok(list!.items.length <= 200);
    const lucide = complete('---\ntitle: A\n---\n\n<Card title="x" icon="square-term‸" />\n', {
      icons: { library: 'lucide' },
    });
    assert.equal(lucide?.items[0].label, 'square-terminal');
  });

  it('offers frontmatter keys not yet written, and the values of `mode`', () => {
    const keys = complete('---\ntitle: A\nsid‸\n---\n\nText.\n')?.items.map((i) => i.label) ?? [];
    assert.ok(keys.includes('sidebarTitle') && !keys.includes('title'));
    const modes = complete('---\ntitle: A\nmode: ‸\n---\n\nText.\n')?.items.map((i) => i.label);
    assert.deepEqual(modes, ['assistant', 'center', 'custom', 'frame', 'wide']);
  });
});

describe('vocabulary hover', () => {
  it('explains a component, a prop and a frontmatter key, with a link to the documentation', () => {
    assert.match(
      hover('---\ntitle: A\n---\n\n<Acc‸ordion title="x">\n  y\n</Accordion>\n'),
      /Accordion[\s\S]*mintlify/,
    );
    assert.match(hover('---\ntitle: A\n---\n\n<Accordion default‸Open title="x">\n  y\n</Accordion>\n'), /boolean/);
    assert.match(hover('---\ntitle: A\nmo‸de: wide\n---\n\nText.\n'), /mode/);
  });
});

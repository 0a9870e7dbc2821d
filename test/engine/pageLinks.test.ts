// The rules on page bodies, on shapes taken from real sites: MDX syntax errors, Markdown, reference-style and
// component links, anchors (headings, ids, titled components), assets, snippets imported from pages in different
// folders, wildcard redirects and endpoint pages generated from a spec.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite as createAnySite, docsJson, page } from '../helpers/site';

/** Pages of these tests are not all in the navigation: that rule is not under test here. */
const createSite = (files: Record<string, string>) =>
  createAnySite(files, { settings: { rules: { 'page-not-in-navigation': 'off' } } });

const spec = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: { '/pets': { get: { tags: ['Pets'], summary: 'List pets', responses: { '200': { description: 'ok' } } } } },
});

const base = {
  'docs.json': docsJson(
    {
      groups: [
        { group: 'G', pages: ['index', 'guides/intro', 'guides/setup'] },
        { group: 'API', openapi: 'openapi.json' },
      ],
    },
    {
      redirects: [
        { source: '/old/:slug', destination: '/guides/:slug' },
        { source: '/legacy/*', destination: '/guides/*' },
        { source: '/gone', destination: '/nowhere' },
      ],
    },
  ),
  'index.mdx': page('Home'),
  'guides/intro.mdx':
    `${page('Intro')}\n## Install \`transfer.js\`\n\n<Accordion title="Rate limits">x</Accordion>\n\n` +
    `<ParamField body="expiresInDays" type="number">x</ParamField>\n\n<div id="custom-spot" />\n`,
  'guides/setup.mdx': page('Setup'),
  'images/logo.png': 'png',
  'openapi.json': spec,
};

/** The pages here write components of a site's own without their imports: component-unknown has tests of its own. */
const NOT_COMPONENTS = /^(?!component-)/;

async function check(pages: Record<string, string>, path = 'page.mdx') {
  const site = createSite({ ...base, ...pages });
  await site.service.loadSpecs();
  return site.findings(path, NOT_COMPONENTS);
}

describe('mdx-syntax', () => {
  it('reports an unclosed component, a stray `{` and a stray `<` in plain words, at the parser position', async () => {
    const site = createSite({
      ...base,
      'a.mdx': `${page('A')}\n<Card title="x">\ntext\n`,
      'b.md': '# B\n\nUse a { brace\n',
      'c.mdx': 'x <3 y\n',
    });
    const [a] = site.diagnostics('a.mdx');
    assert.equal(a.code, 'mdx-syntax');
    assert.match(a.message, /`<Card>` is never closed/);
    assert.equal(a.range.start.line, 7);
    assert.match(site.diagnostics('b.md')[0].message, /A `\{` starts a JavaScript expression/);
    assert.match(site.diagnostics('c.mdx')[0].message, /A `<` starts a JSX tag/);
  });

  it('one page failing to parse never stops the others from being checked', () => {
    const site = createSite({ ...base, 'bad.mdx': '<Card>\n', 'good.mdx': '[x](/nope)\n' });
    assert.deepEqual(
      site.findings('bad.mdx').map((f) => f.split(':')[0]),
      ['mdx-syntax'],
    );
    assert.deepEqual(site.findings('good.mdx'), ['link-missing-page: /nope']);
  });

  it('checks the links of elements inside another element’s attribute expression', async () => {
    const findings = await check({
      'page.mdx':
        '<Card title={<a href="/in-a-title">t</a>} href="/guides/intro">x</Card>\n\n' +
        '<Tabs items={[<Tab.Link href="/guides/setup" />, <img src="/images/gone.png" />]} />\n\n' +
        '<Note label={`href="/not-a-link"`} />\n',
    });
    assert.deepEqual(findings, ['link-missing-page: /in-a-title', 'link-missing-asset: /images/gone.png']);
  });

  it('reads GFM as the platform does: a bare URL holds its braces, a table cell ends an expression', () => {
    const site = createSite({
      ...base,
      'url.mdx': 'Call https://api.example.com/users/{user id} to read one, then [the guide](/nowhere).\n',
      'table.mdx': '| Field | Meaning |\n|---|---|\n| `id` | {x | y} |\n',
      'footnote.mdx': 'Read this[^1].\n\n[^1]: See [the missing page](/gone-too).\n',
    });
    assert.deepEqual(site.findings('url.mdx'), ['link-missing-page: /nowhere']);
    assert.deepEqual(
      site.findings('table.mdx').map((f) => f.split(':')[0]),
      ['mdx-syntax'],
    );
    assert.deepEqual(site.findings('footnote.mdx'), ['link-missing-page: /gone-too']);
  });

  it('frontmatter with braces and angle brackets is not read as MDX', () => {
    assert.deepEqual(createSite({ ...base, 'p.mdx': '---\ntitle: "{a} <b"\n---\n\nok\n' }).findings('p.mdx'), []);
  });
});

describe('link-missing-page', () => {
  it('checks Markdown, reference-style and component links, never code', async () => {
    const findings = await check({
      'page.mdx': [
        '[ok](/guides/intro) [bad](/guides/intor) [ref][r] [ok](guides/setup)',
        '',
        '[r]: /missing/ref',
        '',
        '<Card title="c" href="/nowhere">x</Card> <Link href="/guides/setup">s</Link> <Button ' +
          'href="/nope-button">b</Button>',
        '',
        '`[x](/in-inline-code)`',
        '',
        '```md\n[x](/in-a-code-block) <a href="/also-code">a</a>\n```',
        '',
        '[ext](https://example.com) [mail](mailto:a@b.c) <a href="/guides/intro/">trailing slash</a>',
      ].join('\n'),
    });
    assert.deepEqual(findings, [
      'link-missing-page: /guides/intor',
      'link-missing-page: /missing/ref',
      'link-missing-page: /nowhere',
      'link-missing-page: /nope-button',
    ]);
  });

  it('places its findings on the link whatever ends the lines (`\\n`, `\\r\\n` or a lone `\\r`)', async () => {
    const body = '# T\n\nText [a](/missing) and\n\n<Card href="/old/gone" />\n\n<img src="/none.png" alt="" />\n';
    for (const ending of ['\n', '\r\n', '\r', '\r\r\n', '\n\r']) {
      const findings = await check({ 'page.mdx': body.replaceAll('\n', ending) });
      assert.deepEqual(
        findings,
        ['link-missing-page: /missing', 'link-missing-page: /old/gone', 'link-missing-asset: /none.png'],
        JSON.stringify(ending),
      );
    }
  });

  it('says "did you mean" with the closest page', () => {
    const site = createSite({ ...base, 'page.mdx': '[x](/guides/intor)\n' });
    assert.match(site.diagnostics('page.mdx')[0].message, /Did you mean `\/guides\/intro`\?/);
  });

  it('follows redirects with :param and * wildcards, then checks a destination made from the parameters', async () => {
    const findings = await check({
      'page.mdx': '[a](/old/intro) [b](/old/missing) [c](/legacy/setup) [d](/gone)\n',
    });
    // `/gone` leads to a destination written as a path: redirect-missing-destination reports it once, in docs.json
    assert.deepEqual(findings, ['link-missing-page: /old/missing']);
  });

  it('follows a destination made from the parameters through further redirects', async () => {
    const redirects = [
      { source: '/v1/:slug', destination: '/v2/:slug' },
      { source: '/v2/:slug', destination: '/guides/:slug' },
    ];
    const site = createSite({
      ...base,
      'docs.json': docsJson({ pages: ['index', 'guides/intro', 'guides/setup'] }, { redirects }),
      'page.mdx': '[a](/v1/intro) [b](/v1/missing)\n',
    });
    assert.deepEqual(site.findings('page.mdx'), ['link-missing-page: /v1/missing']);
  });

  it('takes the first redirect that matches, a literal source or a wildcard, with or without a slash after it', () => {
    // which redirect a link takes shows in its anchor: only /guides/intro has `#custom-spot`
    const redirects = [
      { source: '/a/*', destination: '/guides/intro' },
      { source: '/a/b', destination: '/guides/setup' },
      { source: '/c', destination: '/guides/intro' },
      { source: '/c/:x', destination: '/guides/setup' },
      { source: '/:x/e', destination: '/guides/setup' },
      { source: '/d/', destination: '/guides/setup' },
      { source: '/d', destination: '/guides/intro' },
      { source: '/d/e', destination: '/guides/intro' },
      { source: '/f.html', destination: '/guides/intro' },
    ];
    const links = ['/a/b', '/c/', '/c/x', '/d', '/d/', '/d/e', '/f.html', '/fxhtml'];
    const site = createSite({
      ...base,
      'docs.json': docsJson({ pages: ['index', 'guides/intro', 'guides/setup'] }, { redirects }),
      'page.mdx': `${links.map((link) => `[x](${link}#custom-spot)`).join(' ')}\n`,
    });
    assert.deepEqual(site.findings('page.mdx'), [
      ...['/c/x', '/d', '/d/', '/d/e'].map((link) => `link-missing-anchor: ${link}#custom-spot`),
      'link-missing-page: /fxhtml#custom-spot',
    ]);
  });

  it('knows the files the platform generates, and `src` names of a site’s own components', () => {
    const site = createSite({
      ...base,
      'page.mdx':
        '[a](/llms.txt) [b](/sitemap.xml) ![c](/llms-full.txt)\n\n<FeedbackCTA src="docs-search" />\n\n' +
        '<Banner src="/images/gone.png" /> <img src="docs-search" alt="" />\n',
    });
    assert.deepEqual(site.findings('page.mdx', NOT_COMPONENTS), [
      'link-missing-asset: /images/gone.png',
      'link-missing-asset: docs-search',
    ]);
  });

  it('checks an anchor on the home page (`/#id`) against the root index page', () => {
    const site = createSite({
      ...base,
      'index.mdx': `${page('Home')}\n## Start here\n`,
      'guides/a.mdx': '[a](/#start-here) [b](/#nowhere) [c](/)\n',
    });
    assert.deepEqual(site.findings('guides/a.mdx'), ['link-missing-anchor: /#nowhere']);
  });

  it('matches redirects with both sides percent-decoded, and a source written with a fragment', () => {
    const redirects = [
      { source: '/q&a', destination: '/guides/intro' },
      { source: '/caf%C3%A9', destination: '/guides/setup' },
      { source: '/old-page#section', destination: '/guides/intro' },
    ];
    const site = createSite({
      ...base,
      'docs.json': docsJson({ pages: ['index', 'guides/intro', 'guides/setup'] }, { redirects }),
      'page.mdx': '[a](/q%26a) [b](/café) [c](/old-page) [d](/q%26b)\n',
    });
    assert.deepEqual(site.findings('page.mdx'), ['link-missing-page: /q%26b']);
  });

  it('knows the endpoint pages generated from an openapi entry, and folders that hold pages', async () => {
    const findings = await check({
      'page.mdx':
        '[a](/api-reference/pets/list-pets) [b](/api-reference/pets/get-pet) [c](/guides) [d](/api-reference)\n',
    });
    assert.deepEqual(findings, ['link-missing-page: /api-reference/pets/get-pet']);
  });
});

describe('link-missing-anchor', () => {
  it('knows heading ids as the platform makes them, explicit ids and ids from component titles', async () => {
    const findings = await check({
      'page.mdx': [
        '# Here',
        '',
        '[a](#here) [b](#there) [c](/guides/intro#install-transfer-js) [d](/guides/intro#rate-limits)',
        '[e](/guides/intro#param-expires-in-days) [f](/guides/intro#custom-spot) [g](/guides/intro#nope)',
        '[h](./guides/intro#intro)',
      ].join('\n'),
    });
    assert.deepEqual(findings, ['link-missing-anchor: #there', 'link-missing-anchor: /guides/intro#nope']);
  });

  it('numbers repeated headings from -2 and tabs from -2, titled components from -1, each on its own', async () => {
    // the platform documents that a page's repeated heading ids get `-2`, `-3` in order, and its heading and tab
    // sluggers count that way (its accordions count from `-1`); explicit ids are never numbered
    const findings = await check({
      'page.mdx': [
        '## Setup',
        '',
        '## Setup',
        '',
        '### Setup',
        '',
        '<Accordion title="Setup">x</Accordion>',
        '<Accordion title="Setup">y</Accordion>',
        '<Tabs><Tab title="Setup">a</Tab><Tab title="Setup">b</Tab></Tabs>',
        '<div id="fixed" /><div id="fixed" />',
        '',
        '[a](#setup) [b](#setup-2) [c](#setup-3) [d](#setup-1) [e](#setup-4) [f](#fixed) [g](#fixed-1)',
      ].join('\n'),
    });
    assert.deepEqual(findings, ['link-missing-anchor: #setup-4', 'link-missing-anchor: #fixed-1']);
  });

  it('completes the numbered id of a repeated heading', () => {
    const site = createSite({ ...base, 'page.mdx': '## Setup\n\n## Setup\n\n[x](#)\n' });
    const items = site.service.doComplete(site.uri('page.mdx'), { line: 4, character: 5 }).items;
    assert.deepEqual(
      items.map((i) => i.label),
      ['#setup', '#setup-2'],
    );
  });

  it('counts the headings of imported snippets, and leaves pages generated from a spec alone', async () => {
    const findings = await check({
      'snippets/shared.mdx': '## From the snippet\n',
      'ref.mdx': '---\ntitle: Ref\nopenapi: GET /pets\n---\n',
      'page.mdx':
        "import Shared from '/snippets/shared.mdx'\n\n<Shared />\n\n[a](#from-the-snippet) [b](/ref#anything)\n",
    });
    assert.deepEqual(findings, []);
  });
});

describe('assets, snippets, extensions, relative links', () => {
  it('reports missing images and src attributes', async () => {
    const findings = await check({
      'page.mdx':
        '![a](/images/logo.png) ![b](/images/none.png)\n\n<Frame><img src="/images/gone.svg" alt="" /></Frame>\n\n' +
        '<video src="/v.mp4" />\n\n[pdf](/files/guide.pdf)\n',
    });
    assert.deepEqual(findings, [
      'link-missing-asset: /images/none.png',
      'link-missing-asset: /images/gone.svg',
      'link-missing-asset: /v.mp4',
      'link-missing-asset: /files/guide.pdf',
    ]);
  });

  it('reports imports naming no file, and judges a snippet’s relative links from each importing page', async () => {
    const site = createSite({
      ...base,
      'snippets/links.mdx': '[setup](./setup) [abs](/guides/intro)\n',
      'guides/a.mdx':
        "import L from '/snippets/links.mdx'\nimport M from '/snippets/missing.mdx'\n" +
        "import { x } from 'react'\n\n<L />\n",
      'other/b.mdx': "import L from '../snippets/links.mdx'\n\n<L />\n",
    });
    assert.deepEqual(site.findings('guides/a.mdx'), ['snippet-missing: /snippets/missing.mdx']);
    assert.deepEqual(site.findings('other/b.mdx'), []);
    const [finding] = site.diagnostics('snippets/links.mdx');
    assert.equal(finding.code, 'link-missing-page');
    assert.match(finding.message, /as seen from other\/b\.mdx/);
  });

  it('reads imports by the syntax of their block: code in an export’s string is no import', async () => {
    const site = createSite({
      ...base,
      'snippets/.env.mdx': 'A=1\n',
      'guides/a.mdx':
        "import Env from '/snippets/.env.mdx'\nimport Gone from '/snippets/gone.mdx'\n" +
        "export const shown = `\nimport Z from '/snippets/z.mdx'\n`;\n" +
        "export const also = \"import Y from '/snippets/y.mdx'\";\nexport { W } from '/snippets/w.mdx';\n\n" +
        "<Env />\n\n<CodeBlock code={`\nimport Foo from '/snippets/foo.mdx';\n`} />\n",
    });
    assert.deepEqual(site.findings('guides/a.mdx', /^snippet-/), [
      'snippet-missing: /snippets/gone.mdx',
      'snippet-missing: /snippets/w.mdx',
    ]);
  });

  it('judges a snippet’s `#id` links on each page showing it, also through a snippet importing it', async () => {
    const site = createSite({
      ...base,
      'snippets/toc.mdx': '[a](#usage) [b](#nowhere)\n',
      'snippets/outer.mdx': "import Toc from './toc.mdx'\n\n<Toc />\n",
      'guides/a.mdx': "import Outer from '/snippets/outer.mdx'\n\n## Usage\n\n<Outer />\n",
      'other/b.mdx': "import Toc from '../snippets/toc.mdx'\n\n## Usage\n\n<Toc />\n\n## Nowhere\n",
    });
    const diagnostics = site.diagnostics('snippets/toc.mdx');
    assert.deepEqual(
      diagnostics.map((d) => d.message),
      ['No heading or id `#nowhere` on `/guides/a`. (as seen from guides/a.mdx, which imports this snippet)'],
    );
  });

  it('compares a fragment and the ids as the platform does: without signs and emoji (cleanHeadingId)', () => {
    const site = createSite({
      ...base,
      'guides/steps.mdx': '## Step 2: Add the code\n\n## Launch 🚀\n',
      'page.mdx': '[a](/guides/steps#step-2:-add-the-code) [b](/guides/steps#launch-🚀) [c](/guides/steps#step-3)\n',
    });
    assert.deepEqual(site.findings('page.mdx'), ['link-missing-anchor: /guides/steps#step-3']);
  });

  it('warns of links written with .mdx that the platform leaves as written, with the fix data to drop it', async () => {
    const written = '[a](/guides/intro.mdx#install) [b](guides/setup.md) [d][c]\n\n[c]: ./guides/setup.mdx\n\n';
    const site = createSite({ ...base, 'page.mdx': `${written}<Button href="./guides/setup.mdx">e</Button>\n` });
    assert.deepEqual(site.findings('page.mdx', NOT_COMPONENTS), [
      'link-with-extension: /guides/intro.mdx#install',
      'link-with-extension: guides/setup.md',
      'link-with-extension: ./guides/setup.mdx',
      'link-with-extension: ./guides/setup.mdx',
    ]);
  });

  it('reads ./ and ../ links with .md/.mdx as the platform resolves them: pages, their anchors checked', async () => {
    const site = createSite({
      ...base,
      'guides/page.mdx':
        '[a](./intro.md#rate-limits) [b](../guides/setup.mdx) [c](./intro.mdx#nowhere) ' +
        '[d](./missing.mdx)\n\n<Card href="./setup.mdx" title="x" /> <a href="../index.mdx">home</a>\n',
    });
    assert.deepEqual(site.findings('guides/page.mdx'), [
      'link-missing-anchor: ./intro.mdx#nowhere',
      'link-missing-page: ./missing.mdx',
    ]);
  });

  it('warns of `x/y` links that the site and a browser read differently', async () => {
    const findings = await check(
      {
        'guides/page.mdx': '[a](setup) [b](guides/setup) [c](./setup)\n',
        'setup.mdx': page('Root setup'),
      },
      'guides/page.mdx',
    );
    assert.deepEqual(findings, ['link-ambiguous-relative: setup']);
  });
});

describe('math', () => {
  it('reads LaTeX braces in $$ blocks and $ inline math as math, as the platform does', () => {
    const site = createSite({ ...base, 'm.mdx': '$$\n\\frac{a}{b}\n$$\n\nInline $\\text{x}$ math.\n' });
    assert.deepEqual(site.findings('m.mdx'), []);
  });
});

describe('GFM shapes', () => {
  it('reads links in tables, and footnote definitions are no links', () => {
    const site = createSite({
      ...base,
      't.mdx': '| a | b |\n|---|---|\n| [x](/nope) | y |\n\nText[^1].\n\n[^1]: A note, not a link.\n',
    });
    assert.deepEqual(site.findings('t.mdx'), ['link-missing-page: /nope']);
  });
});

describe('heading ids', () => {
  it('typesets quotes, dashes and ellipses as the platform does before making ids, by the text around', async () => {
    // ids as the platform's own pipeline gives them for this page: a help site linked
    // `#what-does-holding-period-mean`, which does not scroll on the live page; a quote opening a heading after text
    // is curled as a closing one, and `'80s` as an opening one here (alone on a page it is `’80s`)
    const findings = await check({
      'page.mdx': [
        'Some text.',
        '',
        '## "Quoted" first',
        '',
        '## What does "holding period" mean?',
        "## The 'foo' option",
        '## Wait... -- really',
        '## Use `--flag` and "x"',
        "## Music of the '80s",
        "## Don't stop",
        '',
        '[a](#what-does-holding-period-mean) [b](#what-does-“holding-period”-mean) [c](#”quoted”-first)',
        '[d](#the-‘foo’-option) [e](#the-’foo’-option) [f](#wait…-—-really) [g](#wait-really)',
        '[h](#use-flag-and-“x”) [i](#music-of-the-‘80s) [j](#don’t-stop) [k](#“quoted”-first)',
      ].join('\n'),
    });
    assert.deepEqual(findings, [
      'link-missing-anchor: #what-does-holding-period-mean',
      'link-missing-anchor: #the-’foo’-option',
      'link-missing-anchor: #wait-really',
      'link-missing-anchor: #“quoted”-first',
    ]);
  });

  it('names the typeset id when a link spells a heading without its curly quotes', () => {
    const site = createSite({
      ...base,
      'page.mdx':
        '## What does "holding period" mean?\n\n#### Langtrace Cloud ☁️\n\n' +
        '[a](#what-does-holding-period-mean) [b](#holding) [c](#langtrace-cloud)\n',
    });
    assert.deepEqual(
      site.diagnostics('page.mdx').map((d) => d.message),
      [
        "No heading or id `#what-does-holding-period-mean` on this page. The heading's id is " +
          '`#what-does-“holding-period”-mean`: it keeps curly quotes, dashes and ellipses (the platform typesets ' +
          '`"`, `\'`, `--` and `...` as those).',
        'No heading or id `#holding` on this page.',
        // the emoji is left out of the id, its space kept (`#langtrace-cloud-`): no typesetting to name
        'No heading or id `#langtrace-cloud` on this page.',
      ],
    );
  });

  it('completes the typeset id of a heading with quotes', () => {
    const site = createSite({ ...base, 'page.mdx': '## Say "hi"\n\n[x](#)\n' });
    const items = site.service.doComplete(site.uri('page.mdx'), { line: 2, character: 5 }).items;
    assert.deepEqual(
      items.map((i) => i.label),
      ['#say-“hi”'],
    );
  });

  it('knows the id the page renders for a heading with punctuation, compared as the platform compares', async () => {
    // the platform cleans both the fragment and the id of `?,;:!'"()[]{}` and emoji before comparing them
    // (`cleanHeadingId`): `#step-2:-create-links` reaches `step-2-create-links`; `&`, a dot and case still count
    const findings = await check({
      'page.mdx': [
        '## 3. Budget & Rate Limits',
        '## Step 2: Create links',
        '## Install `transfer.js`',
        '',
        '[a](#3-budget-&-rate-limits) [b](#3-budget-rate-limits) [c](#step-2:-create-links) [d](#step-2-create-links)',
        '[e](#install-transfer-js) [f](#install-transferjs) [g](#Install-transfer-js)',
      ].join('\n'),
    });
    assert.deepEqual(findings, [
      'link-missing-anchor: #3-budget-rate-limits',
      'link-missing-anchor: #install-transferjs',
      'link-missing-anchor: #Install-transfer-js',
    ]);
  });

  it('gives ids to headings of levels 1-4 only: a `#####` heading is reached by its custom id alone', async () => {
    const findings = await check({
      'page.mdx': [
        '#### Level four',
        '##### Level five',
        '###### Level six {#six}',
        '<h5 id="deep">Deep</h5>',
        '',
        '[a](#level-four) [b](#level-five) [c](#six) [d](#deep)',
      ].join('\n'),
    });
    assert.deepEqual(findings, ['link-missing-anchor: #level-five']);
  });

  it('numbers headings and the ids of `Heading`, `Step` and `Update` with one page-wide counter', async () => {
    // the table of contents makes every entry's id unique in document order: the explicit `setup` after two
    // `## Setup` headings renders as `setup-3`; headings inside an update (or an accordion) are left out of it but
    // numbered by the heading-id plugin, which counts every heading: the second `## Notes` is `notes-2`
    const findings = await check({
      'page.mdx': [
        '## Setup',
        '## Setup',
        '',
        '<Heading id="setup" level={2}>',
        'Custom',
        '</Heading>',
        '',
        '<Steps titleSize="h3">',
        '  <Step title="Install">',
        '    x',
        '  </Step>',
        '  <Step title="Install" id="install">',
        '    y',
        '  </Step>',
        '</Steps>',
        '',
        '<Update label="v1.0" description="x">',
        '## Setup',
        '## Notes',
        '</Update>',
        '## Notes',
        '',
        '## Intro {#intro}',
        '## Intro',
        '',
        '[a](#setup) [b](#setup-2) [c](#setup-3) [d](#setup-4) [e](#install) [f](#install-2) [g](#install-3)',
        '[h](#v1-0) [i](#intro) [j](#intro-2) [k](#intro-3) [l](#notes) [m](#notes-2) [n](#notes-3)',
      ].join('\n'),
    });
    assert.deepEqual(findings, [
      'link-missing-anchor: #setup-4',
      'link-missing-anchor: #install-3',
      'link-missing-anchor: #intro-3',
      'link-missing-anchor: #notes-3',
    ]);
  });
  it('matches a fragment as written or percent-encoded: `#café` and `#caf%C3%A9` reach `## Café`', async () => {
    const findings = await check({
      'page.mdx': [
        '## Café',
        '## 日本語 タイトル',
        '## Launch 🚀 now',
        '<Tabs>',
        '  <Tab title="Résumé">',
        '    x',
        '  </Tab>',
        '</Tabs>',
        '',
        '[a](#café) [b](#caf%C3%A9) [c](#cafe) [d](#日本語-タイトル)',
        '[e](#%E6%97%A5%E6%9C%AC%E8%AA%9E-%E3%82%BF%E3%82%A4%E3%83%88%E3%83%AB)',
        '[f](#launch--now) [g](#launch-now) [h](#r%C3%A9sum%C3%A9) [i](#résumé) [j](/guides/intro#Install-transfer-js)',
      ].join('\n'),
    });
    assert.deepEqual(findings, [
      'link-missing-anchor: #cafe',
      'link-missing-anchor: #launch-now',
      'link-missing-anchor: /guides/intro#Install-transfer-js',
    ]);
  });

  it('knows the ids of `<h1>`..`<h4>` blocks, accordions and fields as their components make them', async () => {
    const findings = await check({
      'page.mdx': [
        '<h2 className="hero">',
        '  Build with <span className="text-primary">Docs</span>',
        '</h2>',
        '',
        '<Accordion title="Legal & Security Notes">',
        '  x',
        '</Accordion>',
        '<Accordion title="portkey_manifold_pipe.py">',
        '  y',
        '</Accordion>',
        '<ParamField body="request" type="object">',
        '  z',
        '</ParamField>',
        '<ResponseField name="request" type="object">',
        '  z',
        '</ResponseField>',
        '<ParamField query="userId" type="string">',
        '  z',
        '</ParamField>',
        '',
        '[a](#build-with-docs) [b](#legal-and-security-notes) [c](#portkey-manifold-pipe-py) [d](#param-request)',
        '[e](#param-request-1) [f](#param-user-id) [g](#request) [h](#param-request-2)',
      ].join('\n'),
    });
    assert.deepEqual(findings, ['link-missing-anchor: #request', 'link-missing-anchor: #param-request-2']);
  });

  it('makes the id of a step shown in the table of contents from the text its Markdown title shows', async () => {
    // the platform reads a step's title as one line of Markdown: code, emphasis, links and escapes are not in its id
    const findings = await check({
      'page.mdx': [
        '<Steps titleSize="h3">',
        '  <Step title="Create a `create-embedding-for-post` task">x</Step>',
        '  <Step title="Read **the** [guide](/guides/intro) \\*now\\*">y</Step>',
        '  <Step title="Plain title">z</Step>',
        '</Steps>',
        '',
        '[a](#create-a-create-embedding-for-post-task) [b](#read-the-guide-now) [c](#plain-title)',
        '[d](#create-a-`create-embedding-for-post`-task)',
      ].join('\n'),
    });
    assert.deepEqual(findings, ['link-missing-anchor: #create-a-`create-embedding-for-post`-task']);
  });

  it('knows `<h1>`..`<h4>` written on one line of their own, also inside other elements, as blocks', async () => {
    // as on real landing pages; the platform's table of contents takes them (and numbers a repeated explicit id),
    // while one inside a line of text is no block
    const findings = await check({
      'page.mdx': [
        '<div className="hero">',
        '  <h2 className="title">Skip the docs, try the App</h2>',
        '  <h4>🐳 Docker Access</h4>',
        '</div>',
        '',
        '<h2 id="export-customers">Export Customers</h2>',
        '',
        '<h2 id="export-customers">Export Customers</h2>',
        '',
        'Text <h3>Inline title</h3> more text.',
        '',
        '[a](#skip-the-docs-try-the-app) [b](#-docker-access) [c](#export-customers) [d](#export-customers-2)',
        '[e](#inline-title)',
      ].join('\n'),
    });
    assert.deepEqual(findings, ['link-missing-anchor: #inline-title']);
  });

  it('reads a custom heading id (`{#id}`) as the platform does: no syntax error, the only id of the heading', () => {
    const site = createSite({
      ...base,
      'page.mdx': '## Configuration options {#config}\n\n[a](#config) [b](#configuration-options)\n',
    });
    assert.deepEqual(site.findings('page.mdx'), ['link-missing-anchor: #configuration-options']);
  });

  it("accepts the ids of the platform's documented examples, and completion offers them", async () => {
    const headings = ['Config.json options', 'Rate limits (per minute)', 'Read/write access', 'Fees & billing'];
    const ids = ['config-json-options', 'rate-limits-per-minute', 'read/write-access', 'fees-&-billing'];
    const text = [...headings.map((h) => `## ${h}`), "## What's new", '', ...ids.map((id) => `[x](#${id})`)];
    const site = createSite({ ...base, 'page.mdx': [...text, '[y](#what’s-new)', '[z](#‸)'].join('\n') });
    assert.deepEqual(site.findings('page.mdx'), []);
    const list = site.service.doComplete(site.uri('page.mdx'), site.cursor('page.mdx'));
    assert.deepEqual(
      list.items.map((i) => i.label),
      [...ids, 'what’s-new'].map((id) => `#${id}`),
    );
  });
});

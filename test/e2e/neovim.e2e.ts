// Neovim (Debian's 0.7.2, headless) as the LSP client of `docs-lsp --stdio` on a broken copy of the example site,
// set up with the README's configuration (neovim/docs-lsp.lua): diagnostics, completion, hover and definition in
// docs.json; completion and hover of an `openapi:` reference in MDX frontmatter; the navigation snippet's buffer.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FAULTS, positionOf, rangeOf } from './support/docsJson';
import { ProbeReport, runNeovimProbe } from './support/neovim';
import { breakDocsJson, copyExampleSite, Site } from './support/exampleSiteCopy';

/** A page whose frontmatter references an operation of the example's spec: `openapi: "GET /projects"`. */
const ENDPOINT_PAGE = 'api-reference/endpoints/list-projects.mdx';

describe('Neovim 0.7 with docs-lsp --stdio', () => {
  let site: Site;
  let broken: string;
  let report: ProbeReport;

  before(() => {
    site = copyExampleSite();
    broken = breakDocsJson(site);
    const at = (needle: string, offset: number) => positionOf(broken, needle, offset);
    const endpoint = (offset: number) => positionOf(site.read(ENDPOINT_PAGE), 'GET /projects', offset);
    report = runNeovimProbe(site, {
      navigation: { snippet: join(__dirname, 'neovim', 'docs-lsp-navigation.lua'), open: '^    Quickstart$' },
      files: [
        {
          name: 'docs.json',
          file: site.file('docs.json'),
          diagnostics: true,
          requests: [
            { name: 'completion', method: 'textDocument/completion', position: at('"index"', 1) },
            { name: 'hover', method: 'textDocument/hover', position: at('"quickstart"', 3) },
            { name: 'definition', method: 'textDocument/definition', position: at('"quickstart"', 3) },
          ],
        },
        {
          name: 'mdx',
          file: site.file(ENDPOINT_PAGE),
          diagnostics: false,
          requests: [
            // the server indexes the spec in a worker: until then it answers with nothing, never waits
            { name: 'completion', method: 'textDocument/completion', position: endpoint('GET /'.length), retry: true },
            { name: 'hover', method: 'textDocument/hover', position: endpoint(2), retry: true },
          ],
        },
      ],
    });
  });

  after(() => site?.dispose());

  it('shows the diagnostics of each fault with its code and exact range', () => {
    const latest = report.published.filter((p) => p.uri.endsWith('/docs.json')).at(-1)!;
    const found = latest.diagnostics
      .map((d) => ({ code: d.code, severity: d.severity, range: d.range }))
      .sort((a, b) => a.code.localeCompare(b.code));
    assert.deepEqual(found, [
      { code: FAULTS.missingPage.code, severity: 1, range: rangeOf(broken, 'guides/authentcation') },
      { code: FAULTS.unknownField.code, severity: 2, range: rangeOf(broken, '"icn"') },
    ]);
    assert.equal(report.shown['docs.json'], 2, 'Neovim shows both diagnostics in the buffer');
  });

  it('completes page paths', () => {
    const completion = report.responses['docs.json'].completion as { items: { label: string; detail?: string }[] };
    const labels = completion.items.map((item) => item.label);
    for (const page of ['index', 'quickstart', 'guides/authentication', 'api-reference/introduction'])
      assert.ok(labels.includes(page), `no ${page} in ${labels}`);
    assert.equal(
      completion.items.find((item) => item.label === 'guides/authentication')?.detail,
      'not yet in navigation',
    );
  });

  it('shows the title and description of a page on hover', () => {
    const hover = report.responses['docs.json'].hover as { contents: { kind: string; value: string } };
    assert.equal(hover.contents.kind, 'markdown');
    assert.match(hover.contents.value, /\*\*Quickstart\*\*/);
    assert.match(hover.contents.value, /Create a project and call the API in five minutes/);
  });

  it('goes from a page entry to its file', () => {
    type Target = { uri?: string; targetUri?: string };
    const definition = report.responses['docs.json'].definition as Target[] | Target;
    const uris = (Array.isArray(definition) ? definition : [definition]).map((d) => d.targetUri ?? d.uri);
    assert.deepEqual(uris, [`file://${site.file('quickstart.mdx')}`]);
  });

  it('completes `openapi:` in MDX frontmatter with the operations of the spec', () => {
    const completion = report.responses.mdx.completion as { items: { label: string; detail?: string }[] };
    const details = new Map(completion.items.map((item) => [item.label, item.detail]));
    assert.equal(details.get('GET /projects'), 'List projects');
    assert.equal(details.get('GET /projects/{projectId}'), 'Get a project');
    assert.equal(report.shown.mdx, 0, "the page's reference is valid");
  });

  it('shows the navigation in a scratch buffer (the README snippet) and opens a page from it', () => {
    const lines = report.navigation ?? [];
    assert.deepEqual(lines.slice(0, 4), [
      'Guides  [1 error(s)]',
      '  Get started',
      '    Welcome to Acme',
      '    Quickstart',
    ]);
    assert.ok(lines.includes('    guides/authentcation  [1 error(s)]'), lines.join('\n'));
    assert.ok(lines.includes('    Get a project  [GET]'), lines.join('\n'));
    assert.equal(report.opened, site.file('quickstart.mdx'));
  });

  it('explains the operation of an `openapi:` reference on hover', () => {
    const hover = report.responses.mdx.hover as { contents: { kind: string; value: string } };
    assert.match(hover.contents.value, /\*\*GET \/projects\*\*/);
    assert.match(hover.contents.value, /List projects/);
  });
});

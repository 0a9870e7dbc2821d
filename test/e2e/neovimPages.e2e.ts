// Links inside MDX pages in Neovim (0.7.2, headless) with docs-lsp --stdio: the diagnostic of a broken link shown in
// the buffer, the completion of a link target, and a folder renamed with the server's edits (workspace/willRenameFiles,
// as a file explorer with LSP file operations asks for them), after which every link to its pages follows.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { positionOf, rangeOf } from './support/docsJson';
import { ProbeReport, runNeovimProbe } from './support/neovim';
import { BROKEN_LINK, LINKS_PAGE, linksPageRenamed, RENAME, writeLinksPage } from './support/pageLinks';
import { copyExampleSite, Site } from './support/exampleSiteCopy';

describe('Neovim 0.7: links in MDX pages', () => {
  let site: Site;
  let text: string;
  let config: string;
  let report: ProbeReport;

  before(() => {
    site = copyExampleSite();
    config = site.read('docs.json');
    text = writeLinksPage(site, '/gu');
    report = runNeovimProbe(site, {
      files: [
        {
          name: 'links',
          file: site.file(LINKS_PAGE),
          diagnostics: true,
          requests: [
            {
              name: 'completion',
              method: 'textDocument/completion',
              position: positionOf(text, '[next](/gu', '[next](/gu'.length),
            },
          ],
        },
      ],
      rename: { from: site.file(RENAME.from), to: site.file(RENAME.to) },
    });
  });

  after(() => site?.dispose());

  it('shows a link to no page as an error at the link target', () => {
    const latest = report.published.filter((p) => p.uri.endsWith(`/${LINKS_PAGE}`)).at(-1)!;
    const broken = latest.diagnostics.filter((d) => d.code === 'link-missing-page');
    // the link being typed (`/gu`) is no page yet either
    const typed = {
      start: positionOf(text, '[next](/gu', '[next]('.length),
      end: positionOf(text, '[next](/gu', '[next](/gu'.length),
    };
    assert.deepEqual(
      broken.map((d) => ({ severity: d.severity, range: d.range })),
      [
        { severity: 1, range: rangeOf(text, BROKEN_LINK) },
        { severity: 1, range: typed },
      ],
    );
    assert.ok(report.shown.links >= 1, 'Neovim shows the diagnostics in the buffer');
  });

  it('completes a page path inside a link, with the page titles', () => {
    const completion = report.responses.links.completion as { items: { label: string; detail?: string }[] };
    const details = new Map(completion.items.map((item) => [item.label, item.detail]));
    assert.equal(details.get('/guides/authentication'), 'Authentication');
    assert.equal(details.get('/guides/errors'), 'Errors');
    assert.ok(!details.has('/quickstart'), 'only the pages matching what is typed');
  });

  it('renames a folder with the edits the server gives: every link to its pages follows, and docs.json', () => {
    assert.ok(report.renamed, 'the server answered workspace/willRenameFiles');
    const expected = linksPageRenamed().replace('[next](/how%20to/authentication)', '[next](/gu)');
    assert.equal(site.read(LINKS_PAGE), expected);
    assert.equal(site.read('docs.json'), config.replaceAll('"guides/', '"how to/'));
    assert.equal(site.read(`${RENAME.to}/authentication.mdx`).includes('title: "Authentication"'), true);
  });
});

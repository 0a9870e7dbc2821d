// The platform's components in a page in Neovim (0.7.2, headless) with docs-lsp --stdio: a misspelt component shown
// as `component-unknown` with its quick fix, a component completed after `<`, its props inside the tag, and a hover.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { positionOf } from './support/docsJson';
import { ProbeReport, runNeovimProbe } from './support/neovim';
import { COMPONENTS_PAGE, MISSPELT, writeComponentsPage } from './support/componentsPage';
import { copyExampleSite, Site } from './support/exampleSiteCopy';

const TYPED = '<Card title="Next" href="/quickstart" />';

describe('Neovim 0.7: components in MDX pages', () => {
  let site: Site;
  let text: string;
  let report: ProbeReport;

  before(() => {
    site = copyExampleSite();
    text = writeComponentsPage(site, TYPED);
    const at = (needle: string, offset: number) => positionOf(text, needle, offset);
    report = runNeovimProbe(site, {
      files: [
        {
          name: 'components',
          file: site.file(COMPONENTS_PAGE),
          diagnostics: true,
          requests: [
            { name: 'components', method: 'textDocument/completion', position: at(TYPED, '<Ca'.length) },
            { name: 'props', method: 'textDocument/completion', position: at(TYPED, TYPED.length - '/>'.length) },
            { name: 'hover', method: 'textDocument/hover', position: at('<Note>', 2) },
            { name: 'fix', method: 'textDocument/codeAction', position: at(`<${MISSPELT}`, 2) },
          ],
        },
      ],
    });
  });

  after(() => site?.dispose());

  it('shows the misspelt component as component-unknown, at its name, with the quick fix to Card', () => {
    const latest = report.published.filter((p) => p.uri.endsWith(`/${COMPONENTS_PAGE}`)).at(-1)!;
    const unknown = latest.diagnostics.filter((d) => d.code === 'component-unknown');
    assert.equal(unknown.length, 1);
    assert.deepEqual(unknown[0].range.start, positionOf(text, `<${MISSPELT}`, 1));
    const actions = report.responses.components.fix as { title: string }[];
    assert.ok(
      actions.some((action) => action.title === 'Change to <Card>'),
      JSON.stringify(actions),
    );
    assert.ok(report.shown.components >= 1, 'Neovim shows the diagnostics in the buffer');
  });

  it('completes a component after `<` and the props of its tag', () => {
    const labels = (name: string) =>
      ((report.responses.components[name] as { items?: { label: string }[] }).items ?? []).map((item) => item.label);
    assert.ok(labels('components').includes('Card'), labels('components').join(' '));
    const props = labels('props');
    assert.ok(props.includes('icon'), props.join(' '));
    assert.ok(!props.includes('title') && !props.includes('href'), 'props already written are not offered');
  });

  it('explains a component on hover', () => {
    const hover = report.responses.components.hover as { contents: { value: string } };
    assert.match(hover.contents.value, /Note/);
  });
});

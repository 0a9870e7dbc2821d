// Hover in docs.json: page entries and keys.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteWith } from '../helpers/docsJsonFeatures';

describe('hover', () => {
  it('shows a page entry’s title and description from its frontmatter, escaped', () => {
    const { site, position } = siteWith('{ "navigation": { "pages": ["quick‸start"] } }');
    const hover = site.service.doHover(site.uri('docs.json'), position);
    assert.equal(
      (hover?.contents as { value: string }).value,
      '**Quick \\*start\\***\n\nFive minutes to \\[first\\]\\(x\\) call\n\n`quickstart.mdx`',
    );
  });

  it('explains a key', () => {
    const { site, position } = siteWith(
      '{ "navigation": { "groups": [ { "group": "G", "expa‸nded": true, "pages": [] } ] } }',
    );
    const hover = site.service.doHover(site.uri('docs.json'), position);
    assert.match((hover?.contents as { value: string }).value, /^`expanded`: .*nested group/);
  });
});

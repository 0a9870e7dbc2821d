// Go to definition and document links from docs.json to the files it names.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteWith } from '../helpers/docsJsonFeatures';

describe('definition and links', () => {
  it('goes from a page entry to its file, and links every file reference', () => {
    const { site, position } = siteWith(
      '{ "navigation": { "groups": [ { "group": "G", "openapi": "openapi.yaml", "root": "index", ' +
        '"pages": ["guides/in‸tro", "GET /x", "missing"] } ] } }',
    );
    const [definition] = site.service.findDefinition(site.uri('docs.json'), position);
    assert.equal(definition.targetUri, site.uri('guides/intro.mdx'));
    const links = site.service.findDocumentLinks(site.uri('docs.json')).map((l) => l.target);
    assert.deepEqual(links, [site.uri('guides/intro.mdx'), site.uri('index.mdx'), site.uri('openapi.yaml')]);
  });
});

// The docs.json edits offered when an MDX file or a folder is renamed or moved.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits } from '../helpers/site';
import { siteWith } from '../helpers/docsJsonFeatures';

describe('file renames', () => {
  it('updates the entries that name a moved page or folder, keeping their style', () => {
    const { site } = siteWith(
      '{ "navigation": { "groups": [ { "group": "G", "root": "/guides/intro", "pages": ["guides/intro",' +
        ' "index", "guides/unlisted"] } ] } }‸',
    );
    const pageMove = site.service.getRenameFilesEdits([
      { oldUri: site.uri('guides/intro.mdx'), newUri: site.uri('start/intro.mdx') },
    ]);
    assert.equal(
      applyEdits(site.text('docs.json'), pageMove!.changes![site.uri('docs.json')]),
      '{ "navigation": { "groups": [ { "group": "G", "root": "/start/intro", "pages": ["start/intro", ' +
        '"index", "guides/unlisted"] } ] } }',
    );
    const folderMove = site.service.getRenameFilesEdits([
      { oldUri: site.uri('guides'), newUri: site.uri('docs/guides') },
    ]);
    assert.equal(
      applyEdits(site.text('docs.json'), folderMove!.changes![site.uri('docs.json')]),
      '{ "navigation": { "groups": [ { "group": "G", "root": "/docs/guides/intro", "pages": ' +
        '["docs/guides/intro", "index", "docs/guides/unlisted"] } ] } }',
    );
    assert.equal(
      site.service.getRenameFilesEdits([{ oldUri: site.uri('snippets/note.mdx'), newUri: site.uri('snippets/n.mdx') }]),
      null,
    );
  });
});

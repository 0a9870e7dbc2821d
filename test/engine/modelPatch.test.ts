// Typing in a page path, a group's label or a setting's value brings the navigation model and its findings forward
// instead of computing them again (docsjson/modelPatch.ts, features/diagnostics.ts). After every edit of a long random
// series, the diagnostics of the incremental engine must be exactly those of an engine that sees the files for the
// first time: the first 100 edits of each series of modelPatchSweeps.ts here, the whole series of 400 in
// modelPatch.slow.test.ts (`npm run test:slow`).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, docsJson } from '../helpers/site';
import { editSeries, FILES } from './modelPatchSweeps';

describe('docs.json findings brought forward by an edit inside a page path, a group label or a setting', () => {
  for (const n of [0, 1])
    it(`equal a fresh engine's after each of 100 random edits (${n === 0 ? 'pretty-printed' : 'one line'})`, () =>
      editSeries(n, 100));

  it('names a group pulled in at two places by its new label at both', () => {
    const navigation = { tabs: ['A', 'B'].map((tab) => ({ tab, groups: [{ $ref: 'group.json' }] })) };
    const group = (label: string) => JSON.stringify({ group: label, expanded: true, pages: ['index'] }, null, 2);
    const files = { ...FILES, 'docs.json': docsJson(navigation), 'group.json': group('Start') };
    const site = createSite(files);
    assert.equal(site.diagnostics('group.json').length, 3);
    site.workspace.write('/site/group.json', group('Starts'));
    const fresh = createSite({ ...files, 'group.json': group('Starts') });
    assert.deepEqual(site.diagnostics('group.json'), fresh.diagnostics('group.json'));
  });
});

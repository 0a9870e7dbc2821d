// The "Docs navigation" view's model: switcher levels, codicons, row texts, reveal and what a drop asks for.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { NavigationNode, NavigationRoot } from '../../shared/src/protocol/navigationTree';
import {
  codiconFor,
  compactCount,
  describe as describeRow,
  draggable,
  dropTarget,
  findByFile,
  parentsOf,
  tooltip,
  rowSlug,
  topLevelOf,
  trafficDescription,
  visibleRoots,
} from '../../client/src/navigation/treeModel';
import { emptyStats, PageStats } from '../../client/src/analytics/model/traffic';

const entry = { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } };
const page = (id: string, label: string, extra: Partial<NavigationNode> = {}): NavigationNode => ({
  id,
  kind: 'page',
  label,
  path: label,
  file: `${label}.mdx`,
  entry,
  ...extra,
});

const root: NavigationRoot = {
  uri: 'file:///site',
  configUri: 'file:///site/docs.json',
  revision: '1',
  children: [
    {
      id: '0',
      kind: 'language',
      label: 'en',
      entry,
      children: [
        {
          id: '0.0',
          kind: 'version',
          label: 'v1',
          entry,
          children: [{ id: '0.0.0', kind: 'group', label: 'Old', entry, children: [page('0.0.0.0', 'old')] }],
        },
        {
          id: '0.1',
          kind: 'version',
          label: 'v2',
          entry,
          children: [
            {
              id: '0.1.0',
              kind: 'group',
              label: 'Start',
              entry,
              children: [page('0.1.0.0', 'intro'), page('0.1.0.1', 'setup', { method: 'GET', tag: 'NEW' })],
            },
          ],
        },
      ],
    },
    { id: '1', kind: 'language', label: 'fr', entry, children: [] },
    { id: '2', kind: 'global', label: 'Global', entry, children: [] },
  ],
};

describe('navigation view model', () => {
  it('shows one navigation below each level of switchers, the first or the chosen one', () => {
    const first = visibleRoots(root, new Map());
    assert.deepEqual(
      first.levels.map((l) => [l.kind, l.chosen.label, l.options.length]),
      [
        ['language', 'en', 2],
        ['version', 'v1', 2],
      ],
    );
    assert.deepEqual(
      first.rows.map((n) => n.label),
      ['Global', 'Old'],
    );
    const chosen = visibleRoots(root, new Map([['version', 'v2']]));
    assert.deepEqual(
      chosen.rows.map((n) => n.label),
      ['Global', 'Start'],
    );
    assert.deepEqual(topLevelOf(chosen.levels), root.children[0].children![1]);
    assert.deepEqual(visibleRoots(root, new Map([['language', 'gone']])).levels[0].chosen.label, 'en');
  });

  it('maps icon names to codicons and shows the name otherwise', () => {
    assert.equal(codiconFor('book-open'), 'book');
    assert.equal(codiconFor('Rocket'), 'rocket');
    assert.equal(codiconFor('unicorn'), undefined);
    assert.equal(
      describeRow(page('1', 'x', { icon: 'unicorn', hidden: true, method: 'POST' })),
      'POST · hidden · icon: unicorn',
    );
  });

  it('lists a row’s problems in its tooltip', () => {
    const node = page('1', 'missing', {
      problems: [{ severity: 1, code: 'nav-missing-page', message: 'No file.' }],
      errors: 1,
    });
    assert.equal(tooltip(node), 'missing\nerror: No file. (nav-missing-page)');
    assert.match(tooltip({ id: '0', kind: 'group', label: 'G', errors: 3 }), /3 problems inside/);
  });

  it('finds the row of a file and its parents, for reveal', () => {
    const rows = visibleRoots(root, new Map([['version', 'v2']])).rows;
    const setup = findByFile(rows, 'setup.mdx')!;
    assert.equal(setup.id, '0.1.0.1');
    assert.equal(parentsOf(rows).get(setup)?.label, 'Start');
  });

  it('turns a drop into a move: before a page, at the end of an element, at the end of the top level', () => {
    const { rows, levels } = visibleRoots(root, new Map([['version', 'v2']]));
    const parents = parentsOf(rows);
    const top = topLevelOf(levels);
    const setup = findByFile(rows, 'setup.mdx')!;
    assert.deepEqual(dropTarget(setup, parents, top), { target: '0.1.0', index: 1 });
    assert.deepEqual(dropTarget(rows[1], parents, top), { target: '0.1.0' });
    assert.deepEqual(dropTarget(undefined, parents, top), { target: '0.1' });
    assert.equal(draggable(setup), true);
    assert.equal(draggable({ id: '3.g0.1', kind: 'endpoint', label: 'x', generated: true }), false);
  });
});

describe('traffic on page rows', () => {
  const stats = (slug: string, views: number, up: number, down: number): PageStats => ({
    ...emptyStats(slug),
    views: { human: views, ai: 0, total: views },
    thumbsUp: up,
    thumbsDown: down,
  });

  it('finds the page of a row by its path: pages and endpoint pages, listed or generated, never elements', () => {
    assert.equal(rowSlug(page('1', 'guides/intro')), 'guides/intro');
    assert.equal(
      rowSlug({ id: '2', kind: 'endpoint', label: 'List', path: 'api-reference/pets/list-pets', generated: true }),
      'api-reference/pets/list-pets',
    );
    assert.equal(
      rowSlug({ id: '3', kind: 'endpoint', label: 'GET /x', reference: 'GET /x' }),
      undefined,
      'unresolved: no path',
    );
    assert.equal(rowSlug({ id: '4', kind: 'group', label: 'G', path: 'guides' }), undefined);
    assert.equal(rowSlug(page('5', '/index')), rowSlug(page('6', 'index')));
  });

  it('says views and feedback in a few characters', () => {
    assert.equal(trafficDescription(stats('a', 1234, 12, 3)), '1.2k views · 👍 12 👎 3');
    assert.equal(trafficDescription(stats('a', 1, 0, 0)), '1 view');
    assert.equal(trafficDescription(emptyStats('a')), '0 views');
    assert.equal(trafficDescription(stats('a', 45_678, 1500, 0)), '45k views · 👍 1.5k 👎 0');
    assert.deepEqual([999, 1000, 9999, 10_000, 999_999, 1_250_000, -3, 2.6].map(compactCount), [
      '999',
      '1k',
      '9.9k',
      '10k',
      '999k',
      '1.2M',
      '0',
      '3',
    ]);
  });
});

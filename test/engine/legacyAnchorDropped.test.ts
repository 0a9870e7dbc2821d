// legacy-anchor-dropped against the platform's own upgrade (upgradeToDocsConfig of @mintlify/validation, the oracle):
// on mint.json files generated with anchors of every shape (a `url` prefix matching pages, matching none, a prefix of
// a longer one, the same prefix twice, external URLs and `mailto:`, an `openapi` of its own, nested groups, tabs,
// versions and anchors tied to them), and on the corpus's mint.json sites, an anchor is reported exactly when the
// platform's upgrade writes it nowhere in docs.json, and `docs-lsp migrate` (the same upgrade) drops exactly those.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { upgradeToDocsConfig } from '@mintlify/validation';
import { upgradeMintConfig } from '../../server/src/engine/docsjson/upgrade';
import { createSite, page } from '../helpers/site';

type Json = Record<string, unknown>;
const corpus = path.resolve(__dirname, '../../../shared/corpus');
const MINT_SITES = ['1Router__1router-docs', 'AdamikHQ__adamik-documentation', 'AdeboyeDN__langtrace-docs'];

/** The names of the anchors a docs.json navigation holds, at any level, global links included. */
function anchorNames(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) anchorNames(item, found);
  else if (node && typeof node === 'object') {
    if (typeof (node as Json).anchor === 'string') found.add((node as Json).anchor as string);
    for (const value of Object.values(node)) anchorNames(value, found);
  }
  return found;
}

/** The indexes of the anchors (each named apart) that a docs.json navigation does not hold. */
function droppedBy(mint: Json, docs: Json): number[] {
  const names = anchorNames(docs.navigation);
  return (mint.anchors as Json[]).flatMap((anchor, i) => (names.has(anchor.name as string) ? [] : [i]));
}

/** The anchors docs-lsp reports on mint.json, by index (their names are `A0`, `A1`, ...). */
function reported(mint: Json, files: Record<string, string> = {}): number[] {
  const site = createSite({ 'mint.json': JSON.stringify(mint, null, 2), ...files });
  return site
    .diagnostics('mint.json', /^legacy-anchor-dropped$/)
    .map((d) => {
      const named = /The anchor "A(\d+)"/.exec(d.message);
      assert.ok(named, d.message);
      return Number(named[1]);
    })
    .sort((a, b) => a - b);
}

const URLS = ['guides', '/guides', 'guides/', 'gui', 'api', 'api/v2', 'none', '', '/'];
const LINKS = ['https://x.test', 'http://x.test/a', 'mailto:a@x.test'];
const NAVIGATIONS: Json[][] = [
  [{ group: 'G', pages: ['index', 'guides/a', 'api/b'] }],
  [{ group: 'G', pages: ['index', { group: 'N', pages: ['guides/a', { group: 'M', pages: ['api/v2/c'] }] }] }],
  [{ group: 'G', pages: ['/guides/a', 'guidesx/b'] }],
  [
    { group: 'A', version: 'v1', pages: ['guides/a'] },
    { group: 'B', version: 'v2', pages: ['api/b'] },
    { group: 'C', pages: ['index'] },
  ],
];

/** A seeded sequence of mint.json navigations with anchors, tabs and versions of every shape. */
function* generated(count: number): Generator<Json> {
  let seed = 28;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  for (let i = 0; i < count; i++) {
    const anchors = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, j) => {
      const anchor: Json = { name: `A${j}`, url: next() < 0.2 ? pick(LINKS) : pick(URLS) };
      if (next() < 0.15) anchor.openapi = 'https://x.test/openapi.json';
      if (next() < 0.15) anchor.version = pick(['v1', 'v2']);
      if (next() < 0.1) anchor.icon = 'book';
      return anchor;
    });
    const mint: Json = { name: 'X', colors: { primary: '#112233' }, navigation: pick(NAVIGATIONS), anchors };
    if (next() < 0.4)
      mint.tabs = Array.from({ length: 1 + Math.floor(next() * 2) }, (_, j) => ({
        name: `T${j}`,
        url: pick([...URLS, 'https://x.test/t']),
        ...(next() < 0.15 ? { version: 'v1' } : {}),
      }));
    if (next() < 0.3)
      mint.versions =
        next() < 0.7
          ? ['v1', 'v2']
          : [
              { name: 'v1', default: true },
              { name: 'v2', url: '/v2' },
            ];
    if (next() < 0.2) mint.topAnchor = { name: 'Top', icon: 'house' };
    yield mint;
  }
}

describe('legacy-anchor-dropped: exactly the anchors the platform drops on upgrade', () => {
  it('on generated mint.json files with anchors of every shape', () => {
    const disagreements: string[] = [];
    let dropping = 0;
    let compared = 0;
    for (const mint of generated(600)) {
      let oracle: Json;
      try {
        oracle = upgradeToDocsConfig(mint as never) as Json;
      } catch {
        continue; // a shape the platform's upgrade cannot read either
      }
      compared++;
      const expected = droppedBy(mint, oracle);
      if (expected.length > 0) dropping++;
      const ours = reported(mint);
      const migrated = droppedBy(mint, upgradeMintConfig(mint));
      if (ours.join() !== expected.join() || migrated.join() !== expected.join())
        disagreements.push(
          `${JSON.stringify(mint)}: platform [${expected}], reported [${ours}], migrate [${migrated}]`,
        );
    }
    assert.ok(compared > 500 && dropping > 100, `${compared} compared, ${dropping} with a dropped anchor`);
    assert.deepEqual(disagreements, []);
  });

  it('each shape by itself', () => {
    const base = { name: 'X', colors: { primary: '#112233' } };
    const cases: { title: string; mint: Json; dropped: number[] }[] = [
      {
        title: 'a prefix matching pages, one matching none, a link, a mailto, one with an openapi',
        mint: {
          navigation: [{ group: 'G', pages: ['index', 'guides/a'] }],
          anchors: [
            { name: 'A0', url: 'guides' },
            { name: 'A1', url: 'guide' },
            { name: 'A2', url: 'https://x.test' },
            { name: 'A3', url: 'mailto:a@x.test' },
            { name: 'A4', url: 'spec', openapi: 'https://x.test/openapi.json' },
          ],
        },
        dropped: [1],
      },
      {
        title: 'a prefix matching a page in a nested group only',
        mint: {
          navigation: [{ group: 'G', pages: ['index', { group: 'N', pages: [{ group: 'M', pages: ['deep/a'] }] }] }],
          anchors: [{ name: 'A0', url: '/deep/' }],
        },
        dropped: [],
      },
      {
        title: 'the same prefix twice: the first takes the pages',
        mint: {
          navigation: [{ group: 'G', pages: ['guides/a'] }],
          anchors: [
            { name: 'A0', url: 'guides' },
            { name: 'A1', url: 'guides' },
          ],
        },
        dropped: [1],
      },
      {
        title: 'a prefix whose pages all lie under a longer anchor prefix',
        mint: {
          navigation: [{ group: 'G', pages: ['api/v2/a'] }],
          anchors: [
            { name: 'A0', url: 'api' },
            { name: 'A1', url: 'api/v2' },
          ],
        },
        dropped: [0],
      },
      {
        title: 'an anchor of a version whose pages are of another version',
        mint: {
          navigation: [
            { group: 'A', version: 'v1', pages: ['guides/a'] },
            { group: 'B', version: 'v2', pages: ['api/b'] },
          ],
          versions: ['v1', 'v2'],
          anchors: [
            { name: 'A0', url: 'guides', version: 'v2' },
            { name: 'A1', url: 'api', version: 'v2' },
          ],
        },
        dropped: [0],
      },
      {
        title: 'only links: global anchors',
        mint: {
          navigation: [{ group: 'G', pages: ['index'] }],
          anchors: [
            { name: 'A0', url: 'https://x.test' },
            { name: 'A1', url: 'http://y.test' },
          ],
        },
        dropped: [],
      },
    ];
    for (const { title, mint, dropped } of cases) {
      const full = { ...base, ...mint };
      assert.deepEqual(droppedBy(full, upgradeToDocsConfig(full as never) as Json), dropped, `the platform: ${title}`);
      assert.deepEqual(reported(full), dropped, title);
    }
  });

  it('says so at the anchor, and not for a mint.json beside a docs.json, nor for a broken one', () => {
    const mint = {
      name: 'X',
      colors: { primary: '#112233' },
      navigation: [{ group: 'G', pages: ['index', 'guides/a'] }],
      anchors: [{ name: 'Guides', url: 'guide' }],
    };
    const text = JSON.stringify(mint, null, 2);
    const files = { 'index.mdx': page('Home'), 'guides/a.mdx': page('A') };
    const site = createSite({ 'mint.json': text, ...files });
    assert.deepEqual(site.findings('mint.json', /^legacy-anchor-dropped$/), ['legacy-anchor-dropped: "guide"']);
    const [diagnostic] = site.diagnostics('mint.json', /^legacy-anchor-dropped$/);
    assert.match(diagnostic.message, /^The anchor "Guides" is dropped when the platform upgrades mint\.json/);
    assert.match(diagnostic.message, /`url` prefix "guide" matches no page of the navigation/);
    const beside = createSite({
      'mint.json': text,
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'X',
        colors: { primary: '#112233' },
        navigation: { pages: ['index'] },
      }),
      ...files,
    });
    assert.deepEqual(beside.findings('mint.json', /^legacy-anchor-dropped$/), []);
    const broken = createSite({ 'mint.json': `${text.slice(0, -1)},,}`, ...files });
    assert.deepEqual(broken.findings('mint.json', /^legacy-anchor-dropped$/), []);
  });

  for (const site of MINT_SITES) {
    it(
      `${site}: the anchors the platform drops, and none else`,
      { skip: !fs.existsSync(corpus) && 'no corpus' },
      () => {
        const mint = JSON.parse(fs.readFileSync(path.join(corpus, site, 'mint.json'), 'utf8')) as Json;
        const anchors = (mint.anchors as Json[] | undefined) ?? [];
        // the corpus's anchors, named apart so that the oracle's output tells them apart
        const named = { ...mint, anchors: anchors.map((anchor, i) => ({ ...anchor, name: `A${i}` })) };
        const expected = droppedBy(named, upgradeToDocsConfig(named as never) as Json);
        assert.deepEqual(reported(named), expected);
        assert.deepEqual(droppedBy(named, upgradeMintConfig(named)), expected);
      },
    );
  }
});

// Suppression comments in pages, `unused-suppression`, the `ignore` globs of docs-lsp.json and the baseline as the
// editor applies it (the same filter the CLI's `check` goes through).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, docsJson, page } from '../helpers/site';
import { readSuppressions } from '../../server/src/engine/mdx/suppressions';
import { globMatcher } from '../../server/src/engine/rules/settings/suppressions';

const nav = (...pages: string[]) => docsJson({ groups: [{ group: 'G', pages }] });
const head = '---\ntitle: T\n---\n\n';

describe('suppression comments', () => {
  it('reads nothing from a page without docs-lsp-, and every form from one with them', () => {
    assert.equal(readSuppressions('# Title\n\n{/* a comment */}\n', 0), undefined);
    const text =
      '---\ntitle: "docs-lsp-disable"\n---\n{/* docs-lsp-disable-next-line link-missing-page, link-self -- why */}\n' +
      '{/*docs-lsp-disable*/}\n{ /* docs-lsp-enable link-self */ }\n' +
      '```mdx\n{/* docs-lsp-disable */}\n```\n`{/* docs-lsp-disable */}`\n' +
      '- item\n  ~~~\n  {/* docs-lsp-disable */}\n  ~~~\n{/* docs-lsp-disabled */}\n';
    const found = readSuppressions(text, text.indexOf('{/*'));
    assert.deepEqual(
      found?.map((s) => `${s.kind}:${s.codes.map((c) => c.code).join('+')}@${s.range.start.line}`),
      ['disable-next-line:link-missing-page+link-self@3', 'disable:@4', 'enable:link-self@5'],
    );
    assert.deepEqual(found?.[0].codes[1].range, { start: { line: 3, character: 50 }, end: { line: 3, character: 59 } });
  });

  it('hides the problems of the next line, of the codes named or of every rule', () => {
    const site = createSite({
      'docs.json': nav('index'),
      'index.mdx':
        head +
        '{/* docs-lsp-disable-next-line link-missing-page */}\n[a](/nope-a) [b](/index#nope-b)\n' +
        '{/* docs-lsp-disable-next-line */}\n[c](/nope-c) [d](/index#nope-d)\n[e](/nope-e)\n',
    });
    assert.deepEqual(site.findings('index.mdx'), ['link-missing-anchor: /index#nope-b', 'link-missing-page: /nope-e']);
  });

  it('hides a stretch from disable to enable, code by code', () => {
    const site = createSite({
      'docs.json': nav('index'),
      'index.mdx':
        head +
        '{/* docs-lsp-disable link-missing-page link-missing-anchor */}\n[a](/nope-a)\n\n[b](/index#nope-b)\n' +
        '{/* docs-lsp-enable link-missing-anchor */}\n[c](/nope-c) [d](/index#nope-d)\n{/* docs-lsp-enable */}\n' +
        '[e](/nope-e)\n',
    });
    assert.deepEqual(site.findings('index.mdx'), ['link-missing-anchor: /index#nope-d', 'link-missing-page: /nope-e']);
  });

  it('ends one rule of a disable of every rule with enable CODE', () => {
    const site = createSite({
      'docs.json': nav('index'),
      'index.mdx':
        head +
        '{/* docs-lsp-disable */}\n[a](/nope-a)\n{/* docs-lsp-enable link-missing-anchor */}\n' +
        '[b](/nope-b) [c](/index#nope-c)\n',
    });
    assert.deepEqual(site.findings('index.mdx'), ['link-missing-anchor: /index#nope-c']);
  });

  it('reports a suppression that hides nothing, a code of no rule, and lets the rule be turned off', () => {
    const files = {
      'docs.json': nav('index', 'other'),
      'other.mdx': page('Other'),
      'index.mdx':
        head +
        '{/* docs-lsp-disable-next-line link-missing-page */}\n[fine](/other)\n\n' +
        '{/* docs-lsp-disable-next-line link-mising-page link-missing-anchor */}\n[x](/other#nope)\n' +
        '{/* docs-lsp-disable */}\nNothing here.\n',
    };
    const site = createSite(files);
    const unused = site.diagnostics('index.mdx').map((d) => `${d.severity} ${d.message}`);
    assert.deepEqual(unused, [
      '3 No `link-missing-page` problem on the next line: this suppression of it can go.',
      '3 No rule `link-mising-page`. Did you mean `link-missing-page`?',
      '3 This suppression hides no problem in the lines it covers: remove it.',
    ]);
    const quiet = createSite(files, { settings: { rules: { 'unused-suppression': 'off' } } });
    assert.deepEqual(quiet.findings('index.mdx'), []);
  });

  it('applies in Markdown pages and to a page that does not parse, after the frontmatter', () => {
    const site = createSite({
      'docs.json': nav('a', 'b'),
      'a.md': '---\ntitle: A\n---\n\n{/* docs-lsp-disable-next-line */}\n<Card>\n',
      'b.mdx': '---\ntitle: 3\n---\n\n{/* docs-lsp-disable fm-type */}\nText.\n',
    });
    assert.deepEqual(site.findings('a.md'), []);
    // the frontmatter comes before any comment: its problems are left out with `ignore`
    assert.deepEqual(site.findings('b.mdx'), ['fm-type: 3', 'unused-suppression: {/* docs-lsp-disable fm-type */}']);
  });

  it('is read again when the page changes', () => {
    const site = createSite({ 'docs.json': nav('index'), 'index.mdx': head + '[x](/nope)\n' });
    assert.deepEqual(site.findings('index.mdx'), ['link-missing-page: /nope']);
    site.workspace.write(
      '/site/index.mdx',
      head + '{/* docs-lsp-disable-next-line link-missing-page */}\n[x](/nope)\n',
    );
    assert.deepEqual(site.findings('index.mdx'), []);
  });
});

describe('ignore globs of docs-lsp.json', () => {
  it('leaves out a rule in the paths named, and places in docs.json by pointer', () => {
    const site = createSite({
      'docs-lsp.json': JSON.stringify({
        ignore: {
          'link-missing-page': ['legacy/**'],
          'nav-missing-page': ['docs.json#/navigation/groups/1/**'],
          '*': ['drafts/*.mdx'],
        },
      }),
      'docs.json': docsJson({
        groups: [
          { group: 'A', pages: ['index', 'missing-a', 'legacy/old', 'drafts/d'] },
          { group: 'B', pages: ['missing-b'] },
        ],
      }),
      'index.mdx': head + '[x](/nope)\n',
      'legacy/old.mdx': head + '[x](/nope)\n[y](/index#nope)\n',
      'drafts/d.mdx': head + '[x](/nope)\n',
    });
    assert.deepEqual(site.findings('docs.json'), ['nav-missing-page: missing-a']);
    assert.deepEqual(site.findings('index.mdx'), ['link-missing-page: /nope']);
    assert.deepEqual(site.findings('legacy/old.mdx'), ['link-missing-anchor: /index#nope']);
    assert.deepEqual(site.findings('drafts/d.mdx'), []);
  });

  it('reports a rule that does not exist, a value that is no list and a path leaving the root', () => {
    const site = createSite({
      'docs-lsp.json':
        '{ "ignore": { "link-mising-page": ["a/**"], "link-self": "a/**", "*": ["../x", 3] }, ' +
        '"baseline": "../b.json" }',
      'docs.json': nav('index'),
      'index.mdx': page('Home'),
    });
    assert.deepEqual(site.findings('docs-lsp.json'), [
      'settings-invalid: "link-mising-page"',
      'settings-invalid: "a/**"',
      'settings-invalid: "../x"',
      'settings-invalid: 3',
      'settings-invalid: "../b.json"',
    ]);
  });

  it('matches globs as paths', () => {
    assert.ok(globMatcher('guides/**').test('guides/a/b.mdx'));
    assert.ok(globMatcher('guides/**/b.mdx').test('guides/b.mdx'));
    assert.ok(!globMatcher('guides/*.mdx').test('guides/a/b.mdx'));
    assert.ok(globMatcher('docs.json#/navigation/**').test('docs.json#/navigation/groups/0/pages/1'));
    assert.ok(!globMatcher('a.mdx').test('a-mdx'));
  });
});

// External links in the engine, with a checker of the test's own (no socket): which links are collected from pages
// and docs.json, the editor's way (asked in the background once per URL, the linking files told when answers come,
// never asked again on an edit), exclusions, the settings a repository may and may not write, the quick fix, and
// secrets of a URL kept out of messages.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExternalLinkChecker, ExternalLinkRequest, ExternalLinkResult } from '../../server/src/engine/project';
import { createSite, docsJson, page } from '../helpers/site';
import { matchesUrlPattern } from '../../server/src/engine/settings';

/** A checker answering from `answers` (a URL not listed: ok), recording every request. */
function fakeChecker(answers: Record<string, ExternalLinkResult> = {}) {
  const asked: ExternalLinkRequest[][] = [];
  const checker: ExternalLinkChecker = {
    check: async (_root, requests, onAnswer) => {
      asked.push([...requests]);
      for (const { url } of requests)
        onAnswer(url, { result: answers[url] ?? { kind: 'ok' }, expires: Infinity, cached: false });
    },
  };
  return { checker, asked };
}

const settings = { externalLinks: { check: true } };

describe('external links', () => {
  it('collects the links of pages and the URL values of docs.json, specs and schemas aside', async () => {
    const { checker, asked } = fakeChecker();
    const site = createSite(
      {
        'docs.json': docsJson(
          { groups: [{ group: 'API', openapi: 'https://api.acme.dev/openapi.json', pages: ['index'] }] },
          {
            $schema: 'https://mintlify.com/docs.json',
            logo: { light: '/logo.svg', href: 'https://acme.dev' },
            navbar: { links: [{ label: 'Blog', href: 'https://blog.acme.dev/' }] },
            footer: { socials: { github: 'https://github.com/acme' } },
          },
        ),
        'index.mdx':
          page('Home') +
          '\n[a](https://a.acme.dev/x#Intro) ![b](https://b.acme.dev/b.png) [ref]\n\n[ref]: https://c.acme.dev\n\n' +
          '<Card href="https://d.acme.dev/card" /> <img src="https://e.acme.dev/e.png" alt="e" />\n' +
          '`https://code.acme.dev` [local](/index) [placeholder](https://example.com/x) [me](http://localhost:3000)\n',
      },
      { settings, externalLinkChecker: checker },
    );
    const summary = await site.service.checkExternalLinks();
    const urls = asked.flat().map((r) => (r.fragments.length ? `${r.url}#${r.fragments.join(',')}` : r.url));
    assert.deepEqual(urls.sort(), [
      'https://a.acme.dev/x#Intro',
      'https://acme.dev/',
      'https://b.acme.dev/b.png',
      'https://blog.acme.dev/',
      'https://c.acme.dev/',
      'https://d.acme.dev/card',
      'https://e.acme.dev/e.png',
      'https://github.com/acme',
    ]);
    assert.deepEqual(summary, { links: 10, urls: 10, checked: 8, cached: 0, skipped: 2, unchecked: 0 });
  });

  it('asks in the background once per URL, tells the linking files, and asks nothing again on an edit', async () => {
    const { checker, asked } = fakeChecker({
      'https://gone.acme.dev/': { kind: 'broken', reason: 'HTTP 404' },
      'https://old.acme.dev/cli': { kind: 'redirected', to: 'https://docs.acme.dev/cli?token=s3cr3t' },
    });
    const text = page('Home') + '\n[gone](https://gone.acme.dev) [cli](https://old.acme.dev/cli#install)\n';
    const site = createSite(
      { 'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index'] }] }), 'index.mdx': text },
      { settings, externalLinkChecker: checker },
    );
    const told: string[][] = [];
    site.service.onDidChangeSpecResults((uris) => told.push(uris));
    assert.deepEqual(site.findings('index.mdx', /external/), [], 'nothing is known yet');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(told, [[site.uri('index.mdx')]]);
    assert.deepEqual(site.findings('index.mdx', /external/), [
      'link-external-broken: https://gone.acme.dev',
      'link-external-redirected: https://old.acme.dev/cli#install',
    ]);
    const redirected = site.diagnostics('index.mdx', /redirected/)[0];
    assert.equal(
      redirected.message,
      'This link redirects for good (a permanent redirect) to https://docs.acme.dev/cli?token=[redacted]#install: ' +
        'link there.',
    );
    const [fix] = site.service.getCodeActions(site.uri('index.mdx'), [redirected]);
    assert.equal(fix.title, 'Change to https://docs.acme.dev/cli?token=[redacted]#install');
    assert.equal(
      fix.edit!.changes![site.uri('index.mdx')][0].newText,
      'https://docs.acme.dev/cli?token=s3cr3t#install',
    );
    // an edit of the page: the answers are known, nothing is asked
    site.workspace.write('/site/index.mdx', text + '\nMore text.\n');
    site.service.filesChanged([{ uri: site.uri('index.mdx'), kind: 'changed' }]);
    assert.equal(site.findings('index.mdx', /external/).length, 2);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(asked.length, 1);
  });

  it('fixes a redirected URL inside docs.json as a JSON string', async () => {
    const { checker } = fakeChecker({
      'http://blog.acme.dev/': { kind: 'redirected', to: 'https://blog.acme.dev/"x' },
    });
    const site = createSite(
      {
        'docs.json': docsJson(
          { groups: [{ group: 'G', pages: ['index'] }] },
          { navbar: { links: [{ label: 'Blog', href: 'http://blog.acme.dev' }] } },
        ),
        'index.mdx': page('Home'),
      },
      { settings, externalLinkChecker: checker },
    );
    await site.service.checkExternalLinks();
    const [diagnostic] = site.diagnostics('docs.json', /external/);
    const [fix] = site.service.getCodeActions(site.uri('docs.json'), [diagnostic]);
    assert.equal(fix.edit!.changes![site.uri('docs.json')][0].newText, 'https://blog.acme.dev/\\"x');
  });

  it('requests nothing while the setting is off, or the URL is excluded', async () => {
    const { checker, asked } = fakeChecker();
    const files = {
      'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index'] }] }),
      'index.mdx':
        page('Home') +
        '\n[a](https://a.acme.dev) [b](https://git.internal.acme.dev/x) [c](https://github.com/acme/private-x)\n',
      'docs-lsp.json': JSON.stringify({
        externalLinks: { exclude: ['*.internal.acme.dev', 'https://github.com/acme/private-*'] },
      }),
    };
    const off = createSite(files, { externalLinkChecker: checker });
    assert.deepEqual(off.findings('index.mdx'), []);
    await off.service.checkExternalLinks();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(asked.length, 0);
    const on = createSite(files, { settings, externalLinkChecker: checker });
    const summary = await on.service.checkExternalLinks();
    assert.deepEqual(
      asked.flat().map((r) => r.url),
      ['https://a.acme.dev/'],
    );
    assert.equal(summary.skipped, 2);
  });

  it('never lets docs-lsp.json turn the check on', () => {
    const site = createSite({
      'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index'] }] }),
      'index.mdx': page('Home'),
      'docs-lsp.json': JSON.stringify({ externalLinks: { check: true, exclude: ['', 3] } }),
    });
    assert.deepEqual(site.findings('docs-lsp.json'), [
      'settings-invalid: true',
      'settings-invalid: ""',
      'settings-invalid: 3',
    ]);
    assert.equal(site.service.settingsFor(site.uri('index.mdx')).externalLinks.check, false);
  });

  it('matches exclusion patterns against hosts, or URLs by their start', () => {
    const url = new URL('https://Git.Internal.acme.dev/a/b?x=1#frag');
    assert.ok(matchesUrlPattern(url, '*.internal.acme.dev'));
    assert.ok(!matchesUrlPattern(url, 'internal.acme.dev'));
    assert.ok(matchesUrlPattern(url, 'https://git.internal.acme.dev/a'));
    assert.ok(matchesUrlPattern(url, 'https://*.acme.dev/a/*'));
    assert.ok(!matchesUrlPattern(url, 'http://git.internal.acme.dev'));
    assert.ok(!matchesUrlPattern(new URL('https://evil.dev/?u=acme.dev'), '*acme.dev'));
  });
});

// The redirect rules on what the examples of their pages do not show: chains and loops through several entries and
// wildcards, the quick fix of a chain applied, pages that end a way, endpoint pages, and a link through a redirect
// to no page reported once.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TextEdit } from 'vscode-languageserver-types';
import { applyEdits, createSite as createAnySite, docsJson, page, ROOT } from '../helpers/site';

type Redirect = { source: string; destination: string };

const pages = ['index', 'guides/intro', 'guides/setup'];

const spec = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: { '/pets': { get: { tags: ['Pets'], summary: 'List pets', responses: { '200': { description: 'ok' } } } } },
});

function createSite(redirects: Redirect[], files: Record<string, string> = {}) {
  return createAnySite({
    'docs.json': docsJson(
      {
        groups: [
          { group: 'G', pages },
          { group: 'API', openapi: 'openapi.json' },
        ],
      },
      { redirects },
    ),
    'index.mdx': page('Home'),
    'guides/intro.mdx': page('Intro'),
    'guides/setup.mdx': page('Setup'),
    'openapi.json': spec,
    ...files,
  });
}

/** The redirect findings of docs.json: code and the text they stand on. */
const redirectFindings = (site: ReturnType<typeof createSite>) => site.findings('docs.json', /^redirect-/);

describe('redirect rules', () => {
  it('follows a chain through several entries and wildcards to its page, and the fix points at it', () => {
    const site = createSite([
      { source: '/a', destination: '/b' },
      { source: '/b', destination: '/old/setup' },
      { source: '/old/:slug', destination: '/guides/:slug' },
    ]);
    assert.deepEqual(redirectFindings(site), ['redirect-chain: /b', 'redirect-chain: /old/setup']);
    const [first] = site.diagnostics('docs.json').filter((d) => d.code === 'redirect-chain');
    assert.match(first.message, /`\/a` → `\/b` → `\/old\/setup` → `\/guides\/:slug`, 3 redirects/);
    const [action] = site.service.getCodeActions(site.uri('docs.json'), [first]);
    assert.equal(action.title, 'Change to /guides/setup');
    const edits = action.edit!.changes![site.uri('docs.json')] as TextEdit[];
    site.workspace.write(`${ROOT}/docs.json`, applyEdits(site.text('docs.json'), edits));
    assert.deepEqual(redirectFindings(site), ['redirect-chain: /old/setup']);
  });

  it('reports a chain that ends at no page as a missing destination, on each entry of it', () => {
    const site = createSite([
      { source: '/a', destination: '/b' },
      { source: '/b', destination: '/guides/nowhere' },
    ]);
    assert.deepEqual(redirectFindings(site), [
      'redirect-missing-destination: /b',
      'redirect-missing-destination: /guides/nowhere',
    ]);
  });

  it('finds a loop that grows (`/:slug*` → `/docs/:slug*`), and one an entry leads into', () => {
    const site = createSite([
      { source: '/x', destination: '/p' },
      { source: '/p', destination: '/q' },
      { source: '/q', destination: '/p' },
      { source: '/:slug*', destination: '/docs/:slug*' },
    ]);
    assert.deepEqual(redirectFindings(site), [
      'redirect-loop: /p',
      'redirect-loop: /q',
      'redirect-loop: /p',
      'redirect-loop: /docs/:slug*',
    ]);
  });

  it('ends a way at a page: no loop or chain through a path that is a page, the shadowed page reported', () => {
    const site = createSite([
      { source: '/guides/intro', destination: '/b' },
      { source: '/b', destination: '/guides/intro' },
    ]);
    assert.deepEqual(redirectFindings(site), ['redirect-shadows-page: /guides/intro']);
  });

  it('knows the endpoint pages generated from a spec, as destinations and as shadowed pages', async () => {
    const site = createSite([
      { source: '/pets', destination: '/api-reference/pets/list-pets' },
      { source: '/api-reference/pets/list-pets', destination: '/guides/intro' },
    ]);
    await site.service.loadSpecs();
    assert.deepEqual(redirectFindings(site), ['redirect-shadows-page: /api-reference/pets/list-pets']);
  });

  it('leaves paths beyond the docs: a subpath the site is hosted under, another page of the domain', () => {
    const site = createSite([
      { source: '/docs/old', destination: '/docs/guides/setup' },
      { source: '/plans', destination: '/pricing' },
      { source: '/start', destination: '/gudes/setup' },
    ]);
    assert.deepEqual(redirectFindings(site), ['redirect-missing-destination: /gudes/setup']);
  });

  it('judges a wildcard source with a literal destination, and a destination made from parameters not at all', () => {
    const site = createSite([
      { source: '/old/*', destination: '/guides/nowhere' },
      { source: '/older/:slug*', destination: '/gone/:slug*' },
    ]);
    assert.deepEqual(redirectFindings(site), ['redirect-missing-destination: /guides/nowhere']);
  });

  it('reports a query in a source, a nameless parameter, a `*` the source lacks; not an optional parameter', () => {
    const site = createSite([
      { source: '/models?ref=home', destination: 'https://example.com/models' },
      { source: '/a/:/b', destination: '/guides/intro' },
      { source: '/c', destination: '/guides/*' },
      { source: '/:lang?/setup', destination: '/guides/setup' },
      { source: 'https://example.com:8080/x', destination: 'https://example.com:8080/guides' },
    ]);
    assert.deepEqual(redirectFindings(site), [
      'redirect-syntax: /models?ref=home',
      'redirect-syntax: /a/:/b',
      'redirect-syntax: /guides/*',
    ]);
  });

  it('reports a link through a redirect to no page once, in docs.json', () => {
    const site = createSite([{ source: '/old', destination: '/guides/nowhere' }], {
      'guides/intro.mdx': `${page('Intro')}\n[old](/old)\n`,
    });
    assert.deepEqual(site.findings('guides/intro.mdx', /^link-/), []);
    assert.deepEqual(redirectFindings(site), ['redirect-missing-destination: /guides/nowhere']);
  });

  it('reports the redirects of a file docs.json pulls in with `$ref`, in that file', () => {
    const site = createAnySite({
      'docs.json': docsJson({ groups: [{ group: 'G', pages }] }, { redirects: { $ref: './redirects.json' } }),
      'redirects.json': JSON.stringify([{ source: '/a', destination: '/guides/nowhere' }]),
      'index.mdx': page('Home'),
      'guides/intro.mdx': page('Intro'),
      'guides/setup.mdx': page('Setup'),
    });
    assert.deepEqual(site.findings('redirects.json', /^redirect-/), ['redirect-missing-destination: /guides/nowhere']);
  });
});

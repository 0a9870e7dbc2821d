import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-external-redirected',
  severity: 'info',
  summary:
    'an http(s) link of a page or docs.json that redirects for good (301, 308): link the final URL (quick fix; ' +
    'checked only with `check --external` or `docsLsp.externalLinks.check`)',
  details:
    'A permanent redirect says the page has moved: each reader pays for the extra round trip, and the old address ' +
    "may stop redirecting one day. The quick fix writes the URL the permanent redirects lead to (the link's " +
    '`#fragment` kept). Temporary redirects (302, 303, 307: a sign-in, a "latest" alias) are left alone. See ' +
    '`link-external-broken` for how links are requested and cached.',
  reads: ['pages.body', 'config.text', 'remote'],
  check: 'external',
  producedIn: ['engine/rules/links/externalLinkRules.ts'],
  fix: 'replaceUrl',
  examples: [
    {
      kind: 'invalid',
      title: 'A link to a page that moved, and a navbar link served over http',
      files: {
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\nSee [the CLI](⟦https://acme.dev/cli#install⟧).\n',
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navbar": { "links": [{ "label": "Blog", "href": "⟦http://blog.acme.dev⟧" }] },\n' +
          '  "navigation": { "groups": [{ "group": "Guides", "pages": ["guides/setup"] }] }\n' +
          '}\n',
      },
      external: {
        'https://acme.dev/cli': { kind: 'redirected', to: 'https://docs.acme.dev/cli', fragments: { install: true } },
        'http://blog.acme.dev/': { kind: 'redirected', to: 'https://blog.acme.dev/' },
      },
      settings: { externalLinks: { check: true } },
    },
    {
      kind: 'valid',
      title: 'A link to the final URL, and one that redirects for a while only (302)',
      files: {
        'guides/setup.mdx':
          '---\ntitle: Setup\n---\n\nSee [the CLI](https://docs.acme.dev/cli) and ' +
          '[the latest release](https://github.com/acme/cli/releases/latest).\n',
      },
      external: {
        'https://docs.acme.dev/cli': { kind: 'ok' },
        'https://github.com/acme/cli/releases/latest': { kind: 'ok' },
      },
      settings: { externalLinks: { check: true } },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-missing-page',
  severity: 'error',
  summary:
    'an internal link (Markdown `[t](x)`, reference-style definitions, `href` on `<a>` or any component: `Card`, ' +
    '`Link`, `Button`, ...) to no page, no endpoint page generated from an `openapi` entry, no folder holding pages ' +
    'and no `redirects` entry (`:param`, `*`; a redirect whose destination, made from its parameters, is no page is ' +
    'reported too, one written as a path is `redirect-missing-destination`\'s); "did you mean"',
  reads: ['pages.body', 'files', 'navigation.openapi', 'config.redirects', 'specs'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  fix: 'missingPageLink',
  safeFix: 'near',
  examples: [
    {
      kind: 'invalid',
      title: 'A link to a page that was renamed, and a card to a misspelt one',
      files: {
        'index.mdx':
          '---\ntitle: Home\n---\n\nStart with [the setup](⟦/guides/getting-started⟧).\n\n' +
          '<Card title="Deploy" href="⟦/guides/deplyo⟧">\n  Ship your site.\n</Card>\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install the CLI\n\nRun the installer.\n',
        'guides/deploy.mdx': '---\ntitle: Deploy\n---\n\nShip it.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The old path kept by a redirect, the card to the page',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "redirects": [{ "source": "/guides/getting-started", "destination": "/guides/setup" }],\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index", "guides/setup", "guides/deploy"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx':
          '---\ntitle: Home\n---\n\nStart with [the setup](/guides/getting-started).\n\n' +
          '<Card title="Deploy" href="/guides/deploy">\n  Ship your site.\n</Card>\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install the CLI\n\nRun the installer.\n',
        'guides/deploy.mdx': '---\ntitle: Deploy\n---\n\nShip it.\n',
      },
    },
  ],
});

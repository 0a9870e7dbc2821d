import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'analytics-dead-path',
  severity: 'warning',
  summary:
    'a path readers viewed in the analytics period (editor only, with analytics set up) that has no page, no ' +
    'endpoint page generated from an `openapi` entry and matches no `redirects` source (`:param`, `*`): a 404 for ' +
    'them; the fix adds a redirect to the closest page',
  reads: ['analytics', 'navigation.pageEntries', 'navigation.openapi', 'config.redirects', 'files', 'specs'],
  check: 'config.deadPaths',
  producedIn: ['engine/rules/links/deadPaths.ts'],
  fix: 'addRedirect',
  examples: [
    {
      kind: 'invalid',
      title: 'Readers still visit the path of a page that was renamed',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  ⟦"redirects"⟧: [],\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index", "guides/setup"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install the CLI\n\nRun the installer.\n',
      },
      viewedPaths: {
        periodDays: 30,
        paths: [
          { path: '/guides/setup', views: 310 },
          { path: '/guides/getting-started', views: 42 },
        ],
      },
    },
    {
      kind: 'valid',
      title: 'The old path redirected to the page',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "redirects": [{ "source": "/guides/getting-started", "destination": "/guides/setup" }],\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index", "guides/setup"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install the CLI\n\nRun the installer.\n',
      },
      viewedPaths: {
        periodDays: 30,
        paths: [
          { path: '/guides/setup', views: 310 },
          { path: '/guides/getting-started', views: 42 },
        ],
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-missing-page',
  severity: 'error',
  summary:
    "a page path (in `pages`, a group's `root`, a global anchor's relative `href`) with no `.mdx`/`.md` file (also " +
    '`path/index.mdx`); case-sensitive, as on Linux CI',
  reads: ['navigation.pageEntries', 'navigation.elements', 'files'],
  check: 'config.pages',
  producedIn: ['engine/rules/config/pages.ts'],
  fix: 'createPage',
  safeFix: 'near',
  examples: [
    {
      kind: 'invalid',
      title: 'A misspelt page and a page whose file name differs in case',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index", "⟦quickstrat⟧", "⟦guides/Deploy⟧"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'quickstart.mdx': '---\ntitle: Quickstart\n---\n\nStart here.\n',
        'guides/deploy.mdx': '---\ntitle: Deploy\n---\n\nShip it.\n',
      },
    },
    {
      kind: 'valid',
      title: "Pages by their paths, and a folder's `index.mdx` by the folder",
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index", "quickstart", "guides/deploy", "sdks"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'quickstart.mdx': '---\ntitle: Quickstart\n---\n\nStart here.\n',
        'guides/deploy.mdx': '---\ntitle: Deploy\n---\n\nShip it.\n',
        'sdks/index.mdx': '---\ntitle: SDKs\n---\n\nOur SDKs.\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'legacy-config',
  severity: 'info',
  summary:
    'a `mint.json` configures the site (no docs.json beside it): the legacy format, with the upgrade to docs.json',
  reads: ['files'],
  check: 'config.legacy',
  producedIn: ['engine/rules/config/legacyConfig.ts'],
  fix: 'upgradeToDocsJson',
  examples: [
    {
      kind: 'invalid',
      title: 'A site still configured by mint.json',
      files: {
        'mint.json':
          '⟦{⟧\n' +
          '  "name": "Example Docs",\n' +
          '  "favicon": "/favicon.svg",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": [{ "group": "Guides", "pages": ["index"] }]\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      },
    },
    {
      kind: 'valid',
      title: 'The same site configured by docs.json',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
  ],
});

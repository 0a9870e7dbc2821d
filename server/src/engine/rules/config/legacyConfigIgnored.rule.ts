import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'legacy-config-ignored',
  severity: 'hint',
  summary: 'a `mint.json` beside a docs.json: the platform reads only docs.json',
  reads: ['files'],
  check: 'config.legacy',
  producedIn: ['engine/rules/config/legacyConfig.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'The mint.json left behind after the upgrade to docs.json',
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
      title: 'docs.json alone, the mint.json deleted',
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

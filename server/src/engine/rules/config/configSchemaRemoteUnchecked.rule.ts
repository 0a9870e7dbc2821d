import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'config-schema-remote-unchecked',
  severity: 'info',
  summary:
    "a `$schema` URL other than the platform's that is not downloaded (remote loading off, or still loading): the " +
    "platform's schema is used meanwhile",
  reads: ['config.settings', 'remote'],
  check: 'config.settings',
  producedIn: ['engine/rules/config/configSchema.ts'],
  examples: [
    {
      kind: 'invalid',
      title: "docs.json naming a copy of the schema on the team's own server, with remote loading off",
      files: {
        'docs.json':
          '{\n' +
          '  "$schema": ⟦"https://example.com/schemas/docs.json"⟧,\n' +
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
    {
      kind: 'valid',
      title: "docs.json naming the platform's schema, which docs-lsp carries",
      files: {
        'docs.json':
          '{\n' +
          '  "$schema": "https://mintlify.com/docs.json",\n' +
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

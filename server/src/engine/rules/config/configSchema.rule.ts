import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'config-schema',
  severity: 'error',
  summary:
    'a setting outside `navigation` that the platform\'s schema rejects, at the key or value: a wrong type (`"name": ' +
    '42`), a value outside its enum (all values listed), a pattern explained (`#RGB` or `#RRGGBB`), a missing ' +
    'required property (named)',
  reads: ['config.settings'],
  check: 'config.settings',
  producedIn: ['engine/docsjson/schemaValidation.ts', 'engine/rules/config/configSchema.ts'],
  fix: 'replace',
  examples: [
    {
      kind: 'invalid',
      title: 'A colour name where the schema wants a hex code, and a theme that does not exist',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": ⟦"classic"⟧,\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": ⟦"green"⟧ },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
    {
      kind: 'valid',
      title: 'A theme of the list and a colour as `#RRGGBB`',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#16A34A" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
  ],
});

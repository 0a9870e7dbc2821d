import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'config-unknown-field',
  severity: 'warning',
  summary:
    'a key outside `navigation` that the platform ignores (`css`, `hreff`), with "did you mean" and a quick fix (in ' +
    'an object the platform holds strict it is `config-refused-field`)',
  reads: ['config.settings'],
  check: 'config.settings',
  producedIn: ['engine/docsjson/schemaValidation.ts', 'engine/rules/config/configSchema.ts'],
  fix: 'renameKey',
  safeFix: 'near',
  examples: [
    {
      kind: 'invalid',
      title: 'A mint.json key kept in docs.json, and a misspelt one',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  ⟦"topbarLinks"⟧: [{ "name": "Blog", "url": "https://example.com/blog" }],\n' +
          '  ⟦"favicom"⟧: "/favicon.svg",\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      },
    },
    {
      kind: 'valid',
      title: 'The same settings under their docs.json keys',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navbar": { "links": [{ "label": "Blog", "href": "https://example.com/blog" }] },\n' +
          '  "favicon": "/favicon.svg",\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'json-ref',
  severity: 'error',
  summary:
    'a `$ref` in docs.json that names no readable JSON file, refers back to a file that includes it, or leaves the ' +
    'docs root (a URL, `../outside.json`: reported, never followed)',
  reads: ['config.text', 'files'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A `$ref` to a navigation file that is not there, and one outside the docs root',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navbar": { "$ref": ⟦"../shared/navbar.json"⟧ },\n' +
          '  "navigation": { "$ref": ⟦"./navigation.json"⟧ }\n' +
          '}\n',
        'nav/navigation.json': '{\n  "groups": [{ "group": "Guides", "pages": ["index"] }]\n}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The navigation kept in its own file, in the docs root',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": { "$ref": "./nav/navigation.json" }\n' +
          '}\n',
        'nav/navigation.json': '{\n  "groups": [{ "group": "Guides", "pages": ["index"] }]\n}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
  ],
});

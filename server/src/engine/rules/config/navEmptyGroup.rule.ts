import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-empty-group',
  severity: 'warning',
  summary: 'a group without `pages` (nor `openapi` or `root`): the platform keeps it and shows an empty group',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A group added for pages still to be written',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Get started", "pages": ["index"] },\n' +
          '      ⟦{⟧ "group": "Integrations" }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
    {
      kind: 'valid',
      title: 'A group whose pages the platform generates from a spec',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Get started", "pages": ["index"] },\n' +
          '      { "group": "API reference", "openapi": "openapi.yaml" }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n  - url: https://api.example.com\n' +
          'paths:\n  /users:\n    get:\n      summary: List users\n      responses:\n        "200":\n' +
          '          description: The users\n',
      },
    },
  ],
});

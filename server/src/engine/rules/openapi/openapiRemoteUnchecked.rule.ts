import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-remote-unchecked',
  severity: 'info',
  summary: 'a URL spec that is not loaded (remote specs off, or loading): how many references to it went unchecked',
  reads: ['specs', 'remote'],
  check: 'spec.remote',
  producedIn: ['engine/rules/openapi/remoteSpecs.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A spec URL and a page on one of its endpoints, with remote specs off (the default)',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Guides", "pages": ["index"] },\n' +
          '      {\n' +
          '        "group": "API reference",\n' +
          '        "openapi": "⟦https://api.example.com/openapi.yaml⟧",\n' +
          '        "pages": ["api/list-users"]\n' +
          '      }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The same with remote specs allowed: the spec is downloaded and checked',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Guides", "pages": ["index"] },\n' +
          '      {\n' +
          '        "group": "API reference",\n' +
          '        "openapi": "https://api.example.com/openapi.yaml",\n' +
          '        "pages": ["api/list-users"]\n' +
          '      }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
      remote: {
        'https://api.example.com/openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n',
      },
      settings: { openapi: { allowRemote: true } },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-openapi-missing-file',
  severity: 'error',
  summary: 'an `openapi` local path whose file does not exist',
  reads: ['navigation.openapi', 'files'],
  check: 'config.openapi',
  producedIn: ['engine/rules/config/openapiValue.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'The spec named at the root, where it lives in `api/`',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Get started", "pages": ["index"] },\n' +
          '      { "group": "API reference", "openapi": "⟦openapi.yaml⟧" }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'api/openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n  - url: https://api.example.com\n' +
          'paths:\n  /users:\n    get:\n      summary: List users\n      responses:\n        "200":\n' +
          '          description: The users\n',
      },
    },
    {
      kind: 'valid',
      title: 'The spec by its path from the docs root',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Get started", "pages": ["index"] },\n' +
          '      { "group": "API reference", "openapi": "api/openapi.yaml" }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'api/openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n  - url: https://api.example.com\n' +
          'paths:\n  /users:\n    get:\n      summary: List users\n      responses:\n        "200":\n' +
          '          description: The users\n',
      },
    },
  ],
});

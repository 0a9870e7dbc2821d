import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-openapi-value',
  severity: 'error',
  summary:
    '`openapi` that is neither a non-empty string, `{ source, directory? }`, nor an array of those (also ' +
    '`api.openapi`)',
  reads: ['navigation.openapi'],
  check: 'config.openapi',
  producedIn: ['engine/rules/config/openapiValue.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'The spec given as `{ "file": ... }` instead of `{ "source": ... }`',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Get started", "pages": ["index"] },\n' +
          '      { "group": "API reference", "openapi": ⟦{ "file": "openapi.yaml", "directory": "api" }⟧ }\n' +
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
    {
      kind: 'valid',
      title: 'The spec as `{ source, directory }`',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Get started", "pages": ["index"] },\n' +
          '      { "group": "API reference", "openapi": { "source": "openapi.yaml", "directory": "api" } }\n' +
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

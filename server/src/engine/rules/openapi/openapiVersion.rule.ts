import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-version',
  severity: 'error',
  summary: 'not OpenAPI 3.0/3.1 (e.g. Swagger 2.0)',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/analyze.ts', 'engine/project/specStore.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A Swagger 2.0 spec',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "API reference", "openapi": "openapi.yaml" }]\n' +
          '  }\n' +
          '}\n',
        'openapi.yaml':
          '⟦swagger: "2.0"⟧\ninfo:\n  title: Example API\n  version: 1.0.0\nhost: api.example.com\n' +
          'paths:\n  /users:\n    get:\n      summary: List users\n      responses:\n        "200":\n' +
          '          description: The users\n',
      },
    },
    {
      kind: 'valid',
      title: 'The spec converted to OpenAPI 3.1',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "API reference", "openapi": "openapi.yaml" }]\n' +
          '  }\n' +
          '}\n',
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n',
      },
    },
  ],
});

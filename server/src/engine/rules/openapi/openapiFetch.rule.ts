import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-fetch',
  severity: 'error',
  summary: 'a URL spec that could not be loaded while remote specs are allowed',
  reads: ['specs', 'remote'],
  check: 'spec.remote',
  producedIn: ['engine/rules/openapi/remoteSpecs.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A spec URL that answers 404, with remote specs allowed',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "API reference", "openapi": ' +
          '"⟦https://api.example.com/openapi.yaml⟧" }]\n' +
          '  }\n' +
          '}\n',
      },
      remote: {
        'https://api.example.com/openapi.yaml': { error: 'HTTP 404' },
      },
      settings: { openapi: { allowRemote: true } },
    },
    {
      kind: 'valid',
      title: 'A spec URL that answers with the spec',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "API reference", "openapi": "https://api.example.com/openapi.yaml" ' +
          '}]\n' +
          '  }\n' +
          '}\n',
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

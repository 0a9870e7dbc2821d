import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'config-schema-fetch',
  severity: 'warning',
  summary:
    "a `$schema` URL other than the platform's that could not be used while remote loading is allowed (download " +
    "failed, too large, too slow, not JSON, not a JSON Schema): the platform's schema is used instead",
  reads: ['config.settings', 'remote'],
  check: 'config.settings',
  producedIn: ['engine/rules/config/configSchema.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A `$schema` URL that answers 404, with remote loading on',
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
      remote: { 'https://example.com/schemas/docs.json': { error: 'HTTP 404' } },
      settings: { openapi: { allowRemote: true } },
    },
    {
      kind: 'valid',
      title: 'A `$schema` URL that answers with a JSON Schema',
      files: {
        'docs.json':
          '{\n' +
          '  "$schema": "https://example.com/schemas/docs.json",\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
      remote: {
        'https://example.com/schemas/docs.json':
          '{\n  "$schema": "http://json-schema.org/draft-07/schema#",\n  "type": "object",\n' +
          '  "required": ["name", "navigation"]\n}\n',
      },
      settings: { openapi: { allowRemote: true } },
    },
  ],
});

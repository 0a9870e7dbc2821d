import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-no-spec',
  severity: 'error',
  summary:
    '`METHOD /path` with no spec in scope (none inherited through the navigation, no `api.openapi`; for a page: no ' +
    'OpenAPI file in its docs root)',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'An endpoint listed in a group that names no spec',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Guides", "pages": ["index"] },\n' +
          '      { "group": "API reference", "pages": ["⟦GET /users⟧"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The group naming the spec its endpoints come from',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Guides", "pages": ["index"] },\n' +
          '      { "group": "API reference", "openapi": "openapi.yaml", "pages": ["GET /users"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n',
      },
    },
  ],
});

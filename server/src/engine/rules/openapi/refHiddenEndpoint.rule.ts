import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-hidden-endpoint',
  severity: 'warning',
  summary: 'a reference to an `x-hidden` operation',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A page on an operation the spec hides from the docs',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n  /internal/reindex:\n' +
          '    post:\n      summary: Rebuild the search index\n      x-hidden: true\n      responses:\n' +
          '        "202":\n          description: Started\n',
        'api/reindex.mdx': '---\ntitle: Rebuild the search index\nopenapi: ⟦POST /internal/reindex⟧\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'A page on an operation the spec shows',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n  /internal/reindex:\n' +
          '    post:\n      summary: Rebuild the search index\n      x-hidden: true\n      responses:\n' +
          '        "202":\n          description: Started\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-unknown-endpoint',
  severity: 'error',
  summary:
    'method and path not in the spec (path exact, method in any letter case); "did you mean" for trailing slash, ' +
    'parameter names, other method, closest path',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  fix: 'replace',
  safeFix: 'near',
  examples: [
    {
      kind: 'invalid',
      title: 'A path in the singular where the spec has `/users`',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: ⟦GET /user⟧\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The path as the spec writes it; the method in any letter case',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: get /users\n---\n',
      },
    },
  ],
});

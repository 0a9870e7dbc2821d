import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-syntax',
  severity: 'error',
  summary:
    'an endpoint reference not of the form `[spec] METHOD /path` or `[spec] webhook NAME` (schema: `[spec] Name`)',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'An endpoint written path first',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: ⟦/users GET⟧\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The method, then the path',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-ambiguous-endpoint',
  severity: 'warning',
  summary:
    'frontmatter without a spec file whose endpoint is in several specs (the first in alphabetical order is used)',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  fix: 'addSpecFile',
  examples: [
    {
      kind: 'invalid',
      title: 'A page on `GET /users`, which both versions of the spec have',
      files: {
        'openapi-v1.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\ncomponents:\n' +
          '  schemas:\n    User:\n      type: object\n      properties:\n        id:\n' +
          '          type: string\n        name:\n          type: string\n',
        'openapi-v2.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 2.0.0\nservers:\n' +
          '  - url: https://api.example.com/v2\npaths:\n  /users:\n    get:\n' +
          '      summary: List users\n      responses:\n        "200":\n' +
          '          description: The users\ncomponents:\n  schemas:\n    User:\n      type: object\n' +
          '      properties:\n        id:\n          type: string\n        name:\n' +
          '          type: string\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: ⟦GET /users⟧\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The page naming the spec file before the endpoint',
      files: {
        'openapi-v1.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\ncomponents:\n' +
          '  schemas:\n    User:\n      type: object\n      properties:\n        id:\n' +
          '          type: string\n        name:\n          type: string\n',
        'openapi-v2.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 2.0.0\nservers:\n' +
          '  - url: https://api.example.com/v2\npaths:\n  /users:\n    get:\n' +
          '      summary: List users\n      responses:\n        "200":\n' +
          '          description: The users\ncomponents:\n  schemas:\n    User:\n      type: object\n' +
          '      properties:\n        id:\n          type: string\n        name:\n' +
          '          type: string\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: openapi-v2.yaml GET /users\n---\n',
      },
    },
  ],
});

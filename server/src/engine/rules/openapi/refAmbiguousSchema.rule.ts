import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-ambiguous-schema',
  severity: 'warning',
  summary: '`openapi-schema` without a spec file, found in several specs',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  fix: 'addSpecFile',
  examples: [
    {
      kind: 'invalid',
      title: 'A page on the `User` schema, which both versions of the spec define',
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
        'api/user.mdx': '---\ntitle: User\nopenapi-schema: ⟦User⟧\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The page naming the spec file before the schema',
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
        'api/user.mdx': '---\ntitle: User\nopenapi-schema: openapi-v2.yaml User\n---\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-unknown-schema',
  severity: 'error',
  summary: '`openapi-schema` naming no key of `components.schemas`',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  fix: 'replace',
  safeFix: 'near',
  examples: [
    {
      kind: 'invalid',
      title: 'A schema page on `Users` where the spec defines `User`',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\ncomponents:\n' +
          '  schemas:\n    User:\n      type: object\n      properties:\n        id:\n' +
          '          type: string\n        name:\n          type: string\n',
        'api/user.mdx': '---\ntitle: User\nopenapi-schema: ⟦Users⟧\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The schema by its key in `components.schemas`',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\ncomponents:\n' +
          '  schemas:\n    User:\n      type: object\n      properties:\n        id:\n' +
          '          type: string\n        name:\n          type: string\n',
        'api/user.mdx': '---\ntitle: User\nopenapi-schema: User\n---\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-unresolved-ref',
  severity: 'error',
  summary: 'an internal `$ref` whose target does not exist',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/checks/jsonRefs.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A reference to `Users` where the schema is named `User`',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n          content:\n' +
          '            application/json:\n              schema:\n                type: array\n' +
          '                items:\n                  $ref: ⟦"#/components/schemas/Users"⟧\n' +
          'components:\n  schemas:\n    User:\n      type: object\n      properties:\n        id:\n' +
          '          type: string\n        name:\n          type: string\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The reference naming the schema',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n          content:\n' +
          '            application/json:\n              schema:\n                type: array\n' +
          '                items:\n                  $ref: "#/components/schemas/User"\ncomponents:\n' +
          '  schemas:\n    User:\n      type: object\n      properties:\n        id:\n' +
          '          type: string\n        name:\n          type: string\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
  ],
});

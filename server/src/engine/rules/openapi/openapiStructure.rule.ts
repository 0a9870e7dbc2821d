import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-structure',
  severity: 'error',
  summary:
    'a violation of the OpenAPI 3.0/3.1 JSON Schema (the schemas swagger-parser uses, with Ajv; for 3.1 as revised ' +
    'since 2022-10-07: a Reference Object may have sibling keys) at the offending node, every one; `oneOf` noise ' +
    'collapsed to one per node; faults of the specific rules below not repeated',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/structure.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A response without its required `description`, and a parameter without `in`',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      parameters:\n        - ⟦n⟧ame: limit\n          schema:\n            type: integer\n' +
          '      responses:\n        ⟦"200"⟧:\n          content:\n            application/json:\n' +
          '              schema:\n                type: array\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The response described, the parameter placed in the query',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      parameters:\n        - name: limit\n          in: query\n          schema:\n' +
          '            type: integer\n      responses:\n        "200":\n' +
          '          description: The users\n          content:\n            application/json:\n' +
          '              schema:\n                type: array\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
  ],
});

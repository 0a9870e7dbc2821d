import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-external-ref',
  severity: 'error',
  summary:
    "a `$ref` to another file or a URL in a spec the site uses (docs.json or a page names it, or a page's endpoint " +
    'is found in it): the platform resolves internal references only; never read or fetched',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/checks/jsonRefs.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A response schema kept in a file of its own',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n          content:\n' +
          '            application/json:\n              schema:\n' +
          '                $ref: ⟦"./schemas/user.yaml"⟧\n',
        'schemas/user.yaml': 'type: object\nproperties:\n  id:\n    type: string\n  name:\n    type: string\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The schema under `components`, referenced inside the spec',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n          content:\n' +
          '            application/json:\n              schema:\n' +
          '                $ref: "#/components/schemas/User"\ncomponents:\n  schemas:\n    User:\n' +
          '      type: object\n      properties:\n        id:\n          type: string\n        name:\n' +
          '          type: string\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
  ],
});

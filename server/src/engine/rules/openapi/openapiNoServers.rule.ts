import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-no-servers',
  severity: 'info',
  summary: 'no `servers`: the playground runs in simple mode',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/checks/document.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A spec without `servers`',
      files: {
        'openapi.yaml':
          '⟦openapi⟧: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\npaths:\n  /users:\n' +
          '    get:\n      summary: List users\n      responses:\n        "200":\n' +
          '          description: The users\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
    {
      kind: 'valid',
      title: "The API's base URL in `servers`",
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

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-webhooks-version',
  severity: 'error',
  summary: '`webhooks` in a 3.0 spec',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/checks/document.ts'],
  examples: [
    {
      kind: 'invalid',
      title: '`webhooks` added to an OpenAPI 3.0 spec',
      files: {
        'openapi.yaml':
          'openapi: 3.0.3\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n⟦webhooks⟧:\n' +
          '  user.created:\n    post:\n      summary: User created\n      responses:\n        "200":\n' +
          '          description: Received\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The spec declared as OpenAPI 3.1, which has `webhooks`',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\nwebhooks:\n' +
          '  user.created:\n    post:\n      summary: User created\n      responses:\n        "200":\n' +
          '          description: Received\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
  ],
});

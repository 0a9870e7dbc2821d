import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-security-scheme',
  severity: 'error',
  summary: 'a `security` requirement that names no scheme of `components.securitySchemes`',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/checks/document.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A requirement naming `bearerAuth` where the scheme is declared as `BearerAuth`',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\nsecurity:\n  - ⟦bearerAuth⟧: []\npaths:\n  /users:\n' +
          '    get:\n      summary: List users\n      responses:\n        "200":\n' +
          '          description: The users\ncomponents:\n  securitySchemes:\n    BearerAuth:\n' +
          '      type: http\n      scheme: bearer\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The requirement naming the scheme as declared',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\nsecurity:\n  - BearerAuth: []\npaths:\n  /users:\n' +
          '    get:\n      summary: List users\n      responses:\n        "200":\n' +
          '          description: The users\ncomponents:\n  securitySchemes:\n    BearerAuth:\n' +
          '      type: http\n      scheme: bearer\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
  ],
});

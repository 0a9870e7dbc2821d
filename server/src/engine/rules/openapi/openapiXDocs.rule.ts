import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-x-docs',
  severity: 'error',
  summary:
    '`x-docs` (or `x-mint`) of the wrong shape: `metadata.openapi`, non-string `content`/`href`, non-boolean ' +
    '`metadata.public`, `metadata.groups` not a string array, unknown `metadata.playground`',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/checks/xDocs.ts'],
  examples: [
    {
      kind: 'invalid',
      title: '`x-mint` groups given as a string instead of a list',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      x-mint:\n        metadata:\n          groups: ⟦admin⟧\n      responses:\n' +
          '        "200":\n          description: The users\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
    {
      kind: 'valid',
      title: '`x-mint` groups as a list',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      x-mint:\n        metadata:\n          groups: [admin]\n      responses:\n' +
          '        "200":\n          description: The users\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
  ],
});

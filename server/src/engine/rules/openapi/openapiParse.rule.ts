import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-parse',
  severity: 'error',
  summary: 'the spec is not valid JSON/YAML (at the position)',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/analyze.ts', 'engine/project/specStore.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A YAML key indented one space short',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '⟦ ⟧    responses:\n        "200":\n          description: The users\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The key at the indentation of its siblings',
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

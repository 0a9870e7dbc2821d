import { defineRule } from '../ruleDefinition';

const HEAD =
  'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n  - url: https://api.example.com\npaths:\n';
const PAGE = { 'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n' };

export default defineRule({
  code: 'openapi-no-success-response',
  severity: 'warning',
  summary:
    'an operation without `responses`, or whose responses are all errors (no 2xx, 3xx, `2XX`, `3XX` or `default`)',
  details:
    "An endpoint page shows the operation's responses beside its request: without them, or with errors only, it " +
    'documents nothing of what a call that works returns. OpenAPI 3.0 requires `responses` (this rule reports its ' +
    'absence in place of `openapi-structure`); 3.1 lets it out, but the page is as empty. `default` counts as a ' +
    'success response, as it describes any response the others do not. A warning: the page exists, incomplete. ' +
    'Operations in `callbacks` are not looked at.',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/checks/responses.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'An operation with no responses, and one with only an error',
      files: {
        'openapi.yaml':
          HEAD +
          '  /users:\n    ⟦get⟧:\n      summary: List users\n    post:\n      summary: Create a user\n' +
          '      ⟦responses⟧:\n        "400":\n          description: Invalid user\n',
        ...PAGE,
      },
    },
    {
      kind: 'valid',
      title: 'A success response, and a `default` one',
      files: {
        'openapi.yaml':
          HEAD +
          '  /users:\n    get:\n      summary: List users\n      responses:\n        "200":\n' +
          '          description: The users\n    post:\n      summary: Create a user\n      responses:\n' +
          '        default:\n          description: The user, or why not\n',
        ...PAGE,
      },
    },
  ],
});

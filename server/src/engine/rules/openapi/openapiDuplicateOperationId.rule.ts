import { defineRule } from '../ruleDefinition';

const HEAD =
  'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n  - url: https://api.example.com\npaths:\n';
const PAGE = { 'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n' };
const operation = (summary: string, id: string) =>
  `      summary: ${summary}\n      operationId: ${id}\n` +
  '      responses:\n        "200":\n          description: Done\n';

export default defineRule({
  code: 'openapi-duplicate-operation-id',
  severity: 'warning',
  summary: 'an `operationId` that an earlier operation of the spec (paths and webhooks) already has',
  details:
    'OpenAPI requires each `operationId` to be unique. The platform can build the URLs of generated pages from ' +
    'operation IDs (`slug: operationId` on the `openapi` entry): two operations with one ID then get one URL, and ' +
    'the later page takes a `-1` suffix or replaces the other; code samples and SDK generators key on it too. A ' +
    'warning: with URLs built from summaries, the pages themselves are fine. Each repetition is reported at its ' +
    '`operationId`, naming the operation that has it first.',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/checks/operationIds.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'Listing and creating users under one operationId, copied and not renamed',
      files: {
        'openapi.yaml':
          HEAD +
          '  /users:\n    get:\n' +
          operation('List users', 'listUsers') +
          '    post:\n' +
          operation('Create a user', '⟦listUsers⟧'),
        ...PAGE,
      },
    },
    {
      kind: 'valid',
      title: 'Each operation with its own ID',
      files: {
        'openapi.yaml':
          HEAD +
          '  /users:\n    get:\n' +
          operation('List users', 'listUsers') +
          '    post:\n' +
          operation('Create a user', 'createUser'),
        ...PAGE,
      },
    },
  ],
});

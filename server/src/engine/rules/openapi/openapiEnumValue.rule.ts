import { defineRule } from '../ruleDefinition';

const HEAD =
  'openapi: 3.0.3\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n  - url: https://api.example.com\n' +
  'paths:\n  /users:\n    get:\n      summary: List users\n      parameters:\n        - name: sort\n' +
  '          in: query\n          schema:\n';
const TAIL = '      responses:\n        "200":\n          description: The users\n';
const PAGE = { 'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n' };

export default defineRule({
  code: 'openapi-enum-value',
  severity: 'warning',
  summary:
    "a `default` that is none of its schema's `enum` values, or an `enum` value not of the schema's `type` " +
    "(server variables' `default` and `enum` too)",
  details:
    "The platform shows a parameter's or property's default and allowed values on the page, and the playground " +
    'offers them: a default outside the list, or a value of another type than the schema\'s (`"1"` for an ' +
    "`integer`), is a request the API refuses. With 3.0's `nullable: true`, `null` is of the type and a `null` " +
    'default is accepted. A warning: the page shows what is written.',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/checks/enumValues.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A default that the enum spells differently, and a number in a list of strings',
      files: {
        'openapi.yaml':
          HEAD +
          '            type: string\n            enum: [created_at, name, ⟦1⟧]\n' +
          '            default: ⟦createdAt⟧\n' +
          TAIL,
        ...PAGE,
      },
    },
    {
      kind: 'valid',
      title: 'The default one of the values, all strings',
      files: {
        'openapi.yaml':
          HEAD + '            type: string\n            enum: [created_at, name]\n            default: name\n' + TAIL,
        ...PAGE,
      },
    },
  ],
});

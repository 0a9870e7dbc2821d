import { defineRule } from '../ruleDefinition';

const HEAD =
  'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n  - url: https://api.example.com\n' +
  'paths:\n  /users/{id}:\n    get:\n      summary: Get a user\n      parameters:\n        - name: id\n' +
  '          in: path\n          required: true\n          schema:\n            type: integer\n' +
  '      responses:\n        "200":\n          description: The user\n          content:\n' +
  '            application/json:\n              schema:\n                $ref: "#/components/schemas/User"\n';
const USER =
  'components:\n  schemas:\n    User:\n      type: object\n      required: [id, name]\n      properties:\n' +
  '        id:\n          type: integer\n        name:\n          type: string\n';
const PAGE = { 'api/get-user.mdx': '---\ntitle: Get a user\nopenapi: GET /users/{id}\n---\n' };

export default defineRule({
  code: 'openapi-example-schema',
  severity: 'warning',
  summary:
    'an `example`, a value of `examples` or a `default` (of a media type, parameter, header or schema) that does ' +
    'not match its schema, at the offending value',
  details:
    "The platform shows examples as written, in the response and request panels and the playground's prefilled " +
    'values: an example that its own schema refuses teaches readers a wrong request or response. Checked with Ajv ' +
    'against the schema and the internal `$ref`s it follows (3.0 read as JSON Schema draft 4 with `nullable`, 3.1 as ' +
    '2020-12); `format` is not checked, as the platform shows it as a word; a schema with a reference that cannot ' +
    "be resolved is skipped. A `default` outside its `enum` is `openapi-enum-value`'s. A warning: the page exists, " +
    'with a misleading example.',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/checks/examples.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'An example with the id as a string and the name left out',
      files: {
        'openapi.yaml':
          HEAD +
          '              ⟦example⟧:\n                id: ⟦"42"⟧\n' +
          USER.replace('      type: object\n', '      type: object\n      ⟦example⟧: { id: 7 }\n'),
        ...PAGE,
      },
    },
    {
      kind: 'valid',
      title: 'Examples that match, one of them through `examples`',
      files: {
        'openapi.yaml':
          HEAD +
          '              examples:\n                ada:\n                  value:\n' +
          '                    id: 42\n                    name: Ada\n' +
          USER.replace('      type: object\n', '      type: object\n      example: { id: 7, name: Grace }\n'),
        ...PAGE,
      },
    },
  ],
});

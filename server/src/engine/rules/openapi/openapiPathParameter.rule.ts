import { defineRule } from '../ruleDefinition';

const HEAD =
  'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n  - url: https://api.example.com\npaths:\n';
const PAGE = { 'api/get-user.mdx': '---\ntitle: Get a user\nopenapi: GET /users/{id}\n---\n' };

export default defineRule({
  code: 'openapi-path-parameter',
  severity: 'error',
  summary:
    'a `{name}` of a path template that no parameter `in: path` of the operation or its path item declares ' +
    '(`$ref`s followed), or a parameter `in: path` whose `{name}` is not in the template',
  details:
    "The platform builds an endpoint page's parameter list and the playground's request from the declared " +
    'parameters, not from the template: a `{name}` nobody declares gets no field and is sent as `{name}` ' +
    "literally, so the page is wrong and the playground's call fails; a declared path parameter that the template " +
    'lacks is a field that goes nowhere. An error, as the page is wrong either way. Declared once on the path ' +
    'item, a ' +
    "parameter serves every operation of it; the operation's own declaration of the same name wins. Reported at the " +
    "operation's method for a missing one, at the parameter (or the `$ref` that brings it) for an unused one.",
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/checks/pathParameters.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A template `{id}` that no parameter declares, and a path parameter the template lacks',
      files: {
        'openapi.yaml':
          HEAD +
          '  /users/{id}:\n    ⟦get⟧:\n      summary: Get a user\n      responses:\n        "200":\n' +
          '          description: The user\n  /teams:\n    get:\n      summary: List teams\n      parameters:\n' +
          '        - name: ⟦teamId⟧\n          in: path\n          required: true\n          schema:\n' +
          '            type: string\n      responses:\n        "200":\n          description: The teams\n',
        ...PAGE,
      },
    },
    {
      kind: 'valid',
      title: 'The parameter declared on the path item, through a `$ref`',
      files: {
        'openapi.yaml':
          HEAD +
          '  /users/{id}:\n    parameters:\n      - $ref: "#/components/parameters/UserId"\n    get:\n' +
          '      summary: Get a user\n      responses:\n        "200":\n          description: The user\n' +
          'components:\n  parameters:\n    UserId:\n      name: id\n      in: path\n      required: true\n' +
          '      schema:\n        type: string\n',
        ...PAGE,
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

const HEAD =
  'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n  - url: https://api.example.com\npaths:\n';
const PAGE = { 'api/search-users.mdx': '---\ntitle: Search users\nopenapi: GET /users\n---\n' };
const RESPONSES = '      responses:\n        "200":\n          description: The users\n';

export default defineRule({
  code: 'openapi-request-body-method',
  severity: 'warning',
  summary: 'a `requestBody` on a GET, HEAD or DELETE operation',
  details:
    'OpenAPI gives a body on these methods no defined meaning and says it SHOULD be avoided. The playground sends ' +
    "requests from the reader's browser, whose `fetch` refuses a body on GET and HEAD, and servers and proxies " +
    "commonly drop one on DELETE: the page documents a body the playground cannot deliver. (The platform's " +
    'documentation does not say what its playground does with such a body; this is what a browser request allows.) ' +
    'A warning: the page shows the body as written. Send the values as query parameters, or use POST. A body ' +
    'that can hold nothing (an object schema without properties that allows no others, as generated specs write ' +
    'on every GET and DELETE) documents nothing and is not reported.',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/checks/requestBodyMethod.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A search on GET that takes its filters as a JSON body',
      files: {
        'openapi.yaml':
          HEAD +
          '  /users:\n    get:\n      summary: Search users\n      ⟦requestBody⟧:\n        content:\n' +
          '          application/json:\n            schema:\n              type: object\n' +
          RESPONSES,
        ...PAGE,
      },
    },
    {
      kind: 'valid',
      title: 'The filters as a query parameter on GET, and the body on POST',
      files: {
        'openapi.yaml':
          HEAD +
          '  /users:\n    get:\n      summary: Search users\n      parameters:\n        - name: q\n' +
          '          in: query\n          schema:\n            type: string\n' +
          RESPONSES +
          '    post:\n      summary: Search users by many filters\n      requestBody:\n        content:\n' +
          '          application/json:\n            schema:\n              type: object\n' +
          RESPONSES,
        ...PAGE,
      },
    },
    {
      kind: 'valid',
      title: 'A DELETE whose generated body can hold nothing',
      files: {
        'openapi.yaml':
          HEAD +
          '  /users/{id}:\n    delete:\n      summary: Delete a user\n      parameters:\n        - name: id\n' +
          '          in: path\n          required: true\n          schema:\n            type: string\n' +
          '      requestBody:\n        content:\n          application/x-www-form-urlencoded:\n' +
          '            schema:\n              type: object\n              properties: {}\n' +
          '              additionalProperties: false\n' +
          RESPONSES,
        'api/delete-user.mdx': '---\ntitle: Delete a user\nopenapi: DELETE /users/{id}\n---\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

const DOCS_JSON =
  '{\n' +
  '  "theme": "mint",\n' +
  '  "name": "Example Docs",\n' +
  '  "colors": { "primary": "#0D9373" },\n' +
  '  "navigation": {\n' +
  '    "groups": [{ "group": "API reference", "openapi": "openapi.yaml" }]\n' +
  '  }\n' +
  '}\n';

/** A spec of 1.2 KB. */
const SPEC =
  'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
  '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
  '      responses:\n        "200":\n          description: The users\n          content:\n' +
  '            application/json:\n              schema:\n                type: array\n' +
  '                items:\n                  $ref: "#/components/schemas/User"\n    post:\n' +
  '      summary: Create a user\n      requestBody:\n        content:\n          application/json:\n' +
  '            schema:\n              $ref: "#/components/schemas/User"\n      responses:\n' +
  '        "201":\n          description: The user created\n  /users/{id}:\n    parameters:\n' +
  '      - name: id\n        in: path\n        required: true\n        schema:\n          type: string\n' +
  '    get:\n      summary: Get a user\n      responses:\n        "200":\n' +
  '          description: The user\n          content:\n            application/json:\n' +
  '              schema:\n                $ref: "#/components/schemas/User"\n    delete:\n' +
  '      summary: Delete a user\n      responses:\n        "204":\n' +
  '          description: The user deleted\ncomponents:\n  schemas:\n    User:\n      type: object\n' +
  '      properties:\n        id:\n          type: string\n        name:\n          type: string\n' +
  '        email:\n          type: string\n';

export default defineRule({
  code: 'input-limit',
  severity: 'error',
  summary:
    'a file over the size limit or nesting brackets deeper than the depth limit (in a page also inside quotes, and ' +
    '`[...]` around more text than the MDX parser can read in time): not parsed, one diagnostic',
  details:
    'The limits (`docsLsp.limits.maxFileBytes`, 20 MB, and `docsLsp.limits.maxNestingDepth`, 512) keep a runaway ' +
    'file, such as a spec generated without end, from stalling the editor. A file over one is not checked at all.',
  reads: ['files'],
  check: 'reader',
  producedIn: ['engine/project/textReader.ts', 'engine/openapiDocument/analyze.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A spec over the size limit (lowered here to 1 KB)',
      files: { 'docs.json': DOCS_JSON, 'openapi.yaml': '⟦⟧' + SPEC },
      settings: { limits: { maxFileBytes: 1024 } },
    },
    {
      kind: 'valid',
      title: 'The same spec under the default limit',
      files: { 'docs.json': DOCS_JSON, 'openapi.yaml': SPEC },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

const SPEC =
  'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
  '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
  '      responses:\n        "200":\n          description: The users\n';

export default defineRule({
  code: 'ref-spec-fallback',
  severity: 'info',
  summary:
    'frontmatter naming a spec file that is missing or lacks the endpoint, where the platform renders the page ' +
    'from another spec that has it (says which)',
  reads: ['specs', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  fix: 'replace',
  safeFix: 'always',
  examples: [
    {
      kind: 'invalid',
      title: 'A page naming `v2/openapi.yaml`, a part of the spec path `api/v2/openapi.yaml`',
      files: {
        'api/v2/openapi.yaml': SPEC,
        'reference/list-users.mdx': '---\ntitle: List users\nopenapi: ⟦v2/openapi.yaml⟧ GET /users\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The spec file by its path',
      files: {
        'api/v2/openapi.yaml': SPEC,
        'reference/list-users.mdx': '---\ntitle: List users\nopenapi: /api/v2/openapi.yaml GET /users\n---\n',
      },
    },
  ],
});

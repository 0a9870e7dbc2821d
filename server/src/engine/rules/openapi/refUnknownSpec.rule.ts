import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-unknown-spec',
  severity: 'error',
  summary:
    'a named spec file that does not exist or is not a spec, where no spec of the site holds the target either ' +
    '(the platform falls back to one that does: `ref-spec-fallback`), with "did you mean"',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  fix: 'replace',
  safeFix: 'near',
  examples: [
    {
      kind: 'invalid',
      title: 'A page naming `openapi.yml`, where the file is `openapi.yaml`, for `GET /teams`, which no spec has',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n',
        'api/list-teams.mdx': '---\ntitle: List teams\nopenapi: ⟦openapi.yml⟧ GET /teams\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The spec file by its name',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n',
        'api/list-users.mdx': '---\ntitle: List users\nopenapi: openapi.yaml GET /users\n---\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

const HEAD =
  'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n  - url: https://api.example.com\n';
const PAGE = { 'api/list-users.mdx': '---\ntitle: List users\nopenapi: GET /users\n---\n' };
const PATHS =
  'paths:\n  /users:\n    get:\n      summary: List users\n      tags: [Users]\n      responses:\n' +
  '        "200":\n          description: The users\n  /teams:\n    get:\n      summary: List teams\n';

export default defineRule({
  code: 'openapi-undeclared-tag',
  severity: 'warning',
  summary: 'an operation\'s tag missing from the spec\'s top-level `tags` list, in a spec that has one; "did you mean"',
  details:
    "The platform groups an `openapi` entry's generated pages by the operations' tags. A spec's `tags` list " +
    'gives those groups their labels (`x-group`, `x-displayName`) and descriptions; a tag outside it still makes a ' +
    'group, but a bare one, and most often it is a misspelt tag (`user` for `Users`) that splits one group in two. ' +
    'An operation that also carries a declared tag is grouped under that one and is not reported; a spec without ' +
    "a `tags` list declares no tag at all, which OpenAPI allows, and is not reported either (unlike Spectral's " +
    '`operation-tag-defined`, in both cases). A warning: every page exists, in the wrong group.',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/openapiDocument/checks/tags.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A tag written in the singular where the list declares the plural',
      files: {
        'openapi.yaml':
          HEAD +
          'tags:\n  - name: Users\n  - name: Teams\n' +
          PATHS +
          '      tags: [⟦Team⟧]\n      responses:\n        "200":\n          description: The teams\n',
        ...PAGE,
      },
    },
    {
      kind: 'valid',
      title: 'Every tag declared in the list',
      files: {
        'openapi.yaml':
          HEAD +
          'tags:\n  - name: Users\n  - name: Teams\n' +
          PATHS +
          '      tags: [Teams]\n      responses:\n        "200":\n          description: The teams\n',
        ...PAGE,
      },
    },
  ],
});

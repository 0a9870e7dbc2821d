import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-unknown-webhook',
  severity: 'error',
  summary: "a webhook name that is no key of the spec's `webhooks` (or the spec is 3.0)",
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  fix: 'replace',
  safeFix: 'near',
  examples: [
    {
      kind: 'invalid',
      title: 'A page on `user.create` where the spec names the webhook `user.created`',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\nwebhooks:\n' +
          '  user.created:\n    post:\n      summary: User created\n      responses:\n        "200":\n' +
          '          description: Received\n',
        'api/user-created.mdx': '---\ntitle: User created\nopenapi: webhook ⟦user.create⟧\n---\n',
      },
    },
    {
      kind: 'valid',
      title: 'The webhook by its key in `webhooks`',
      files: {
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\nwebhooks:\n' +
          '  user.created:\n    post:\n      summary: User created\n      responses:\n        "200":\n' +
          '          description: Received\n',
        'api/user-created.mdx': '---\ntitle: User created\nopenapi: webhook user.created\n---\n',
      },
    },
  ],
});

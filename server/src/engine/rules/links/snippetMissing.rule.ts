import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'snippet-missing',
  severity: 'error',
  summary: 'an `import` from `/snippets/...` or a relative path that names no file',
  reads: ['pages.body', 'files', 'navigation.openapi', 'config.redirects', 'specs'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'An import of a snippet that was renamed',
      files: {
        'guides/webhooks.mdx':
          "---\ntitle: Webhooks\n---\n\nimport BetaNote from '⟦/snippets/beta-note.mdx⟧';\n\n" +
          '<BetaNote />\n\nReceive events.\n',
        'snippets/beta-notice.mdx': 'This feature is in beta.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The import naming the snippet, from the root and relatively',
      files: {
        'guides/webhooks.mdx':
          "---\ntitle: Webhooks\n---\n\nimport BetaNote from '/snippets/beta-notice.mdx';\n" +
          "import Support from '../snippets/support.mdx';\n\n<BetaNote />\n\nReceive events.\n\n" +
          '<Support />\n',
        'snippets/beta-notice.mdx': 'This feature is in beta.\n',
        'snippets/support.mdx': 'Questions? Write to support@example.com.\n',
      },
    },
  ],
});

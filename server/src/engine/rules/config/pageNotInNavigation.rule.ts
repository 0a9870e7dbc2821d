import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'page-not-in-navigation',
  severity: 'info',
  summary: 'an MDX page under a docs root that no navigation entry reaches (snippets folders excluded)',
  reads: ['navigation.pageEntries', 'files'],
  check: 'config.unreachable',
  producedIn: ['engine/rules/config/unreachable.ts'],
  fix: 'addToNavigation',
  examples: [
    {
      kind: 'invalid',
      title: 'A new page written but not added to docs.json',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'guides/webhooks.mdx': '⟦⟧---\ntitle: Webhooks\n---\n\nReceive events.\n',
      },
    },
    {
      kind: 'valid',
      title: 'Every page listed; snippets need no entry',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index", "guides/webhooks"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'guides/webhooks.mdx':
          "---\ntitle: Webhooks\n---\n\nimport Note from '/snippets/beta-note.mdx';\n\n<Note />\n\nReceive events.\n",
        'snippets/beta-note.mdx': 'This feature is in beta.\n',
      },
    },
  ],
});

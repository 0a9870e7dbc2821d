import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-root',
  severity: 'error',
  summary:
    'the navigation root has no primary pattern, or more than one (`global` may stand beside it): the schema ' +
    'accepts two, the platform keeps one and drops the rest',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'Tabs, and groups beside them at the root',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [{ "tab": "Guides", "pages": ["index"] }],\n' +
          '    ⟦"groups"⟧: [{ "group": "Help", "pages": ["faq"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'faq.mdx': '---\ntitle: FAQ\n---\n\nQuestions.\n',
      },
    },
    {
      kind: 'valid',
      title: 'Tabs, with `global` links beside them',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [{ "tab": "Guides", "pages": ["index", "faq"] }],\n' +
          '    "global": { "anchors": [{ "anchor": "Blog", "href": "https://example.com/blog" }] }\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'faq.mdx': '---\ntitle: FAQ\n---\n\nQuestions.\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-mixed-children',
  severity: 'error',
  summary:
    'an element holds more than one kind of child at one level (a tab with anchors and groups): the platform keeps ' +
    'one kind and drops the other',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A tab holding groups and, beside them, loose pages',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [\n' +
          '      {\n' +
          '        "tab": "Guides",\n' +
          '        "groups": [{ "group": "Get started", "pages": ["index"] }],\n' +
          '        ⟦"pages"⟧: ["faq"]\n' +
          '      }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'faq.mdx': '---\ntitle: FAQ\n---\n\nQuestions.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The loose page moved into a group of its own',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [\n' +
          '      {\n' +
          '        "tab": "Guides",\n' +
          '        "groups": [\n' +
          '          { "group": "Get started", "pages": ["index"] },\n' +
          '          { "group": "Help", "pages": ["faq"] }\n' +
          '        ]\n' +
          '      }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'faq.mdx': '---\ntitle: FAQ\n---\n\nQuestions.\n',
      },
    },
  ],
});

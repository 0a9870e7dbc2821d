import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-required-field',
  severity: 'error',
  summary:
    'a missing label or an empty one (`""`; a label of spaces is accepted: an untitled group, an icon-only anchor) ' +
    'of a `group`, `tab`, `anchor`, `dropdown`, `product`, `version`, `language`, `item`; a global link without ' +
    '`href`',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  fix: 'addField',
  examples: [
    {
      kind: 'invalid',
      title: 'A group without its name, and a tab with an empty one',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [\n' +
          '      { "tab": "Guides", "groups": [⟦{⟧ "pages": ["index"] }] },\n' +
          '      { "tab": ⟦""⟧, "pages": ["api/overview"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'api/overview.mdx': '---\ntitle: Overview\n---\n\nThe API.\n',
      },
    },
    {
      kind: 'valid',
      title: 'Every element named; a group named with a space is an untitled group',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [\n' +
          '      { "tab": "Guides", "groups": [{ "group": " ", "pages": ["index"] }] },\n' +
          '      { "tab": "API", "pages": ["api/overview"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'api/overview.mdx': '---\ntitle: Overview\n---\n\nThe API.\n',
      },
    },
  ],
});

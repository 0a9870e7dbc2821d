import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-child-not-allowed',
  severity: 'error',
  summary:
    "a child the platform's schema does not allow in its parent: a tab in a tab, `menu` outside a tab or product, " +
    '`global` holding groups or pages, `pages` entries other than paths and groups',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A tab nested in a tab, and a menu in an anchor',
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
          '        ⟦"tabs"⟧: [{ "tab": "Advanced", "pages": ["advanced"] }]\n' +
          '      },\n' +
          '      {\n' +
          '        "tab": "Resources",\n' +
          '        "anchors": [{ "anchor": "SDKs", ⟦"menu"⟧: [{ "item": "Python", "pages": ["sdks/python"] }] }]\n' +
          '      }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'advanced.mdx': '---\ntitle: Advanced\n---\n\nAdvanced topics.\n',
        'sdks/python.mdx': '---\ntitle: Python\n---\n\nThe Python SDK.\n',
      },
    },
    {
      kind: 'valid',
      title: 'Two tabs side by side, the second with a menu',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [\n' +
          '      { "tab": "Guides", "pages": ["advanced"] },\n' +
          '      { "tab": "SDKs", "menu": [{ "item": "Python", "pages": ["sdks/python"] }] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'advanced.mdx': '---\ntitle: Advanced\n---\n\nAdvanced topics.\n',
        'sdks/python.mdx': '---\ntitle: Python\n---\n\nThe Python SDK.\n',
      },
    },
  ],
});

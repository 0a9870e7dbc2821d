import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-expanded-top-level',
  severity: 'warning',
  summary:
    '`expanded` on a top-level group (directly in a `groups` array), where it has no effect; a group in a `pages` ' +
    'array is nested and `expanded` applies',
  reads: ['navigation.elements'],
  check: 'config.elements',
  producedIn: ['engine/rules/config/elements.ts'],
  fix: 'removeProperty',
  safeFix: 'always',
  examples: [
    {
      kind: 'invalid',
      title: "`expanded` on a group of the sidebar's top level",
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", ⟦"expanded"⟧: true, "pages": ["index", "deploy"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'deploy.mdx': '---\ntitle: Deploy\n---\n\nShip it.\n',
      },
    },
    {
      kind: 'valid',
      title: "`expanded` on a group nested in another group's pages",
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      {\n' +
          '        "group": "Guides",\n' +
          '        "pages": ["index", { "group": "Deployment", "expanded": true, "pages": ["deploy"] }]\n' +
          '      }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'deploy.mdx': '---\ntitle: Deploy\n---\n\nShip it.\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-type',
  severity: 'error',
  summary:
    "a field of the wrong type or outside what the platform's schema allows, at the deepest node (`expanded: " +
    '"yes"`, `pages: "intro"`, `tag: 3`, an icon `style` or `library` outside its list, a `color` that is not ' +
    '`#RGB`/`#RRGGBB`, a banner `type` outside `info`/`warning`/`critical`)',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  fix: 'replace',
  examples: [
    {
      kind: 'invalid',
      title: '`expanded` as a string, and `pages` as one path instead of a list',
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
          '        "pages": ["index", { "group": "Deployment", "expanded": ⟦"yes"⟧, "pages": ⟦"deploy"⟧ }]\n' +
          '      }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'deploy.mdx': '---\ntitle: Deploy\n---\n\nShip it.\n',
      },
    },
    {
      kind: 'valid',
      title: '`expanded` as a boolean, `pages` as a list',
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

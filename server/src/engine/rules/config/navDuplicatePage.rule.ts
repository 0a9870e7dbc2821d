import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-duplicate-page',
  severity: 'warning',
  summary:
    'the same page listed twice in one sidebar (the same tab, anchor, dropdown, product or menu item, within one ' +
    'version and language)',
  reads: ['navigation.pageEntries'],
  check: 'config.pages',
  producedIn: ['engine/rules/config/pages.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A page listed in two groups of one sidebar',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Get started", "pages": ["index", "quickstart"] },\n' +
          '      { "group": "Guides", "pages": ["⟦quickstart⟧", "deploy"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'quickstart.mdx': '---\ntitle: Quickstart\n---\n\nStart here.\n',
        'deploy.mdx': '---\ntitle: Deploy\n---\n\nShip it.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The same page in two versions: each version has a sidebar of its own',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "versions": [\n' +
          '      { "version": "v2", "pages": ["index", "quickstart"] },\n' +
          '      { "version": "v1", "pages": ["index", "deploy"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'quickstart.mdx': '---\ntitle: Quickstart\n---\n\nStart here.\n',
        'deploy.mdx': '---\ntitle: Deploy\n---\n\nShip it.\n',
      },
    },
  ],
});

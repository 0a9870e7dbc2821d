import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'json-duplicate-key',
  severity: 'warning',
  summary: 'a key written twice in one object of docs.json: the platform keeps the last one and ignores the others',
  reads: ['config.text'],
  check: 'config.duplicateKeys',
  producedIn: ['engine/rules/config/duplicateKeys.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A group whose `pages` is written twice: the first list is ignored',
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
          '        ⟦"pages"⟧: ["index", "quickstart"],\n' +
          '        "pages": ["installation"]\n' +
          '      }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'quickstart.mdx': '---\ntitle: Quickstart\n---\n\nStart here.\n',
        'installation.mdx': '---\ntitle: Installation\n---\n\nInstall it.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The pages in one list',
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
          '        "pages": ["index", "quickstart", "installation"]\n' +
          '      }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'quickstart.mdx': '---\ntitle: Quickstart\n---\n\nStart here.\n',
        'installation.mdx': '---\ntitle: Installation\n---\n\nInstall it.\n',
      },
    },
  ],
});

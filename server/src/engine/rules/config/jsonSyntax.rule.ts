import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'json-syntax',
  severity: 'error',
  summary: 'docs.json (or a file it pulls in with `$ref`) is not valid JSON; every syntax error at its position',
  reads: ['config.text'],
  check: 'config.model',
  producedIn: ['engine/project/project.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A comma left out between two pages',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index" ⟦"quickstart"⟧] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'quickstart.mdx': '---\ntitle: Quickstart\n---\n\nStart here.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The pages separated by commas',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index", "quickstart"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'quickstart.mdx': '---\ntitle: Quickstart\n---\n\nStart here.\n',
      },
    },
  ],
});

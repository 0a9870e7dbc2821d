import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-missing',
  severity: 'error',
  summary: 'no `navigation` object (or docs.json is not an object)',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A docs.json with its pages under a mint.json key, `anchors`, and no `navigation`',
      files: {
        'docs.json':
          '⟦{⟧\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "anchors": [{ "anchor": "Guides", "pages": ["index"] }]\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The anchors inside `navigation`',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "anchors": [{ "anchor": "Guides", "pages": ["index"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
  ],
});

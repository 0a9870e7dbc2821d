import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-duplicate-entry',
  severity: 'error',
  summary: 'two languages with one code, two versions with one name',
  reads: ['navigation.divisions'],
  check: 'config.elements',
  producedIn: ['engine/rules/config/elements.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'Two versions named `v2`: the second was meant to be `v1`',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "versions": [\n' +
          '      { "version": "v2", "pages": ["v2/index"] },\n' +
          '      { "version": ⟦"v2"⟧, "pages": ["v1/index"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'v2/index.mdx': '---\ntitle: Home\n---\n\nVersion 2.\n',
        'v1/index.mdx': '---\ntitle: Home\n---\n\nVersion 1.\n',
      },
    },
    {
      kind: 'valid',
      title: 'Each version with a name of its own',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "versions": [\n' +
          '      { "version": "v2", "pages": ["v2/index"] },\n' +
          '      { "version": "v1", "pages": ["v1/index"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'v2/index.mdx': '---\ntitle: Home\n---\n\nVersion 2.\n',
        'v1/index.mdx': '---\ntitle: Home\n---\n\nVersion 1.\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-unknown-field',
  severity: 'warning',
  summary:
    "a key the platform's schema does not define for the element or for an object it holds (`icon`, `color`, a " +
    'banner; `additionalProperties: false`), with "did you mean" (`grups`, `page`)',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  fix: 'renameKey',
  safeFix: 'near',
  examples: [
    {
      kind: 'invalid',
      title: 'A tab with `grups`, and a group with `page`',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [\n' +
          '      { "tab": "Guides", ⟦"grups"⟧: [{ "group": "Get started", "pages": ["index"] }] },\n' +
          '      { "tab": "API", "groups": [{ "group": "Overview", ⟦"page"⟧: ["api/overview"] }] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'api/overview.mdx': '---\ntitle: Overview\n---\n\nThe API.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The keys spelt as the schema defines them, with an icon',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [\n' +
          '      { "tab": "Guides", "groups": [{ "group": "Get started", "pages": ["index"] }] },\n' +
          '      { "tab": "API", "icon": "code", "groups": [{ "group": "Overview", "pages": ["api/overview"] }] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'api/overview.mdx': '---\ntitle: Overview\n---\n\nThe API.\n',
      },
    },
  ],
});

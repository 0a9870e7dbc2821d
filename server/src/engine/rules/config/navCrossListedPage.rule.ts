import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-cross-listed-page',
  severity: 'hint',
  summary:
    'a page listed in two sidebars of one version and language: deliberate cross-listing, which the platform shows ' +
    'in both',
  reads: ['navigation.pageEntries'],
  check: 'config.pages',
  producedIn: ['engine/rules/config/pages.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'The authentication page listed in the guides tab and in the API tab',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [\n' +
          '      { "tab": "Guides", "pages": ["index", "authentication"] },\n' +
          '      { "tab": "API", "pages": ["api/overview", "⟦authentication⟧"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'authentication.mdx': '---\ntitle: Authentication\n---\n\nUse an API key.\n',
        'api/overview.mdx': '---\ntitle: Overview\n---\n\nThe API.\n',
      },
    },
    {
      kind: 'valid',
      title: 'Each page in one tab',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [\n' +
          '      { "tab": "Guides", "pages": ["index", "authentication"] },\n' +
          '      { "tab": "API", "pages": ["api/overview"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'authentication.mdx': '---\ntitle: Authentication\n---\n\nUse an API key.\n',
        'api/overview.mdx': '---\ntitle: Overview\n---\n\nThe API.\n',
      },
    },
  ],
});

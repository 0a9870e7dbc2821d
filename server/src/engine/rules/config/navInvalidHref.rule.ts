import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-invalid-href',
  severity: 'error',
  summary: 'an `href` that is neither an absolute URL nor a page of the docs',
  reads: ['navigation.elements', 'files'],
  check: 'config.pages',
  producedIn: ['engine/rules/config/pages.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A link without its scheme',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [\n' +
          '      { "tab": "Guides", "pages": ["index"] },\n' +
          '      { "tab": "Status", "href": "⟦status.example.com⟧" }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
    {
      kind: 'valid',
      title: 'An absolute URL and a page of the docs',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [\n' +
          '      { "tab": "Guides", "pages": ["index", "changelog"] },\n' +
          '      { "tab": "Status", "href": "https://status.example.com" },\n' +
          '      { "tab": "Changelog", "href": "/changelog" }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'changelog.mdx': '---\ntitle: Changelog\n---\n\nWhat changed.\n',
      },
    },
  ],
});

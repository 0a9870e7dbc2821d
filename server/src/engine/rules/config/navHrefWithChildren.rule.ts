import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-href-with-children',
  severity: 'warning',
  summary: 'an element with `href` and also pages or groups (the link replaces them)',
  reads: ['navigation.elements'],
  check: 'config.elements',
  producedIn: ['engine/rules/config/elements.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A tab that links to the blog and also lists pages',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [\n' +
          '      { "tab": "Guides", "pages": ["index"] },\n' +
          '      { "tab": "Blog", ⟦"href"⟧: "https://example.com/blog", "pages": ["changelog"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'changelog.mdx': '---\ntitle: Changelog\n---\n\nWhat changed.\n',
      },
    },
    {
      kind: 'valid',
      title: 'A tab that only links, and a tab with the pages',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "tabs": [\n' +
          '      { "tab": "Guides", "pages": ["index", "changelog"] },\n' +
          '      { "tab": "Blog", "href": "https://example.com/blog" }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'changelog.mdx': '---\ntitle: Changelog\n---\n\nWhat changed.\n',
      },
    },
  ],
});

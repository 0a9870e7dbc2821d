import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-language-code',
  severity: 'error',
  summary:
    "a language code outside the schema's enum (`en`, `ja`, `jp`, `zh`, `cn`, `zh-Hans`, `uk`, `pt`, `da`, ...; " +
    'quick fix: `ua`→`uk`, `kr`→`ko`, ...)',
  reads: ['navigation.divisions'],
  check: 'config.elements',
  producedIn: ['engine/rules/config/elements.ts'],
  fix: 'replace',
  safeFix: 'near',
  examples: [
    {
      kind: 'invalid',
      title: 'Korean written `kr`, the country code',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "languages": [\n' +
          '      { "language": "en", "pages": ["index"] },\n' +
          '      { "language": "⟦kr⟧", "pages": ["ko/index"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'ko/index.mdx': '---\ntitle: 홈\n---\n\n환영합니다.\n',
      },
    },
    {
      kind: 'valid',
      title: 'Korean written `ko`, the language code',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "languages": [\n' +
          '      { "language": "en", "pages": ["index"] },\n' +
          '      { "language": "ko", "pages": ["ko/index"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'ko/index.mdx': '---\ntitle: 홈\n---\n\n환영합니다.\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'config-refused-field',
  severity: 'error',
  summary:
    'a key outside `navigation` that the platform does not define, in an object it holds strict (`colors`, ' +
    '`integrations`, `fonts.heading`...): it refuses the whole docs.json; with "did you mean" and a quick fix',
  details:
    "The platform's validator drops an unknown key from most objects of docs.json (`config-unknown-field`, a " +
    'warning), but refuses one in the few objects it declares strict, and the site is not built. Which objects ' +
    'those are is read from the validator itself (`npm run update-validator` probes each object of its schema ' +
    'with an unknown key).',
  reads: ['config.settings'],
  check: 'config.settings',
  producedIn: ['engine/docsjson/schemaValidation.ts', 'engine/rules/config/configSchema.ts'],
  fix: 'renameKey',
  safeFix: 'near',
  examples: [
    {
      kind: 'invalid',
      title: 'A colour the platform has no key for, and an analytics key misspelt',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373", ⟦"secondary"⟧: "#07C983" },\n' +
          '  "integrations": { ⟦"ga"⟧: { "measurementId": "G-XXXXXXX" } },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The keys the platform defines',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373", "light": "#07C983" },\n' +
          '  "integrations": { "ga4": { "measurementId": "G-XXXXXXX" } },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
  ],
});

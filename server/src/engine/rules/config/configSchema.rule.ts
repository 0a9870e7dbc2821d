import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'config-schema',
  severity: 'error',
  summary:
    'a setting outside `navigation` that the platform\'s schema rejects, at the key or value: a wrong type (`"name": ' +
    '42`), a value outside its enum (all values listed), a pattern explained (`#RGB` or `#RRGGBB`), a missing ' +
    "required property (named); and what the platform's validator refuses beyond that schema (an `http:` URL in " +
    '`footer.socials`, an icon named `fa-...`, a `fonts` `source` without `format`, a blank `name`, ...)',
  reads: ['config.settings'],
  check: 'config.settings',
  details:
    "The platform publishes docs.json's JSON Schema, but its validator (zod) checks more than that schema can say; " +
    'its build refuses a docs.json that fails any of it. What those checks are, and at which keys, is read from the ' +
    'validator itself by `npm run update-validator` (`docsjson/platform/docs.validator.json`).',
  producedIn: [
    'engine/docsjson/schemaValidation.ts',
    'engine/rules/config/configSchema.ts',
    'engine/rules/config/validatorRefinements.ts',
  ],
  fix: 'replace',
  examples: [
    {
      kind: 'invalid',
      title: 'A colour name where the schema wants a hex code, and a theme that does not exist',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": ⟦"classic"⟧,\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": ⟦"green"⟧ },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
    {
      kind: 'valid',
      title: 'A theme of the list and a colour as `#RRGGBB`',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#16A34A" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "Guides", "pages": ["index"] }]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
  ],
});

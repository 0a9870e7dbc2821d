import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'config-schema',
  severity: 'error',
  summary:
    'a setting outside `navigation` that the platform\'s schema rejects, at the key or value: a wrong type (`"name": ' +
    '42`), a value outside its enum (all values listed), a pattern explained (`#RGB` or `#RRGGBB`), a missing ' +
    'required property (named)',
  reads: ['config.settings'],
  check: 'config.settings',
  producedIn: ['engine/docsjson/schemaValidation.ts', 'engine/rules/config/configSchema.ts'],
  fix: 'replace',
  examples: [],
});

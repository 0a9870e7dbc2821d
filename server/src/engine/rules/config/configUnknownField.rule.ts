import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'config-unknown-field',
  severity: 'warning',
  summary: 'a key outside `navigation` that the platform ignores (`css`, `hreff`), with "did you mean" and a quick fix',
  reads: ['config.settings'],
  check: 'config.settings',
  producedIn: ['engine/docsjson/schemaValidation.ts', 'engine/rules/config/configSchema.ts'],
  fix: 'renameKey',
  examples: [],
});

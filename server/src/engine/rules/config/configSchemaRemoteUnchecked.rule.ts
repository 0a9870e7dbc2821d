import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'config-schema-remote-unchecked',
  severity: 'info',
  summary:
    "a `$schema` URL other than the platform's that is not downloaded (remote loading off, or still loading): the " +
    "platform's schema is used meanwhile",
  reads: ['config.settings', 'remote'],
  check: 'config.settings',
  producedIn: ['engine/rules/config/configSchema.ts'],
  examples: [],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'config-schema-fetch',
  severity: 'warning',
  summary:
    "a `$schema` URL other than the platform's that could not be used while remote loading is allowed (download " +
    "failed, too large, too slow, not JSON, not a JSON Schema): the platform's schema is used instead",
  reads: ['config.settings', 'remote'],
  check: 'config.settings',
  producedIn: ['engine/rules/config/configSchema.ts'],
  examples: [],
});

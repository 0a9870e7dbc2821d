import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-openapi-missing-file',
  severity: 'error',
  summary: 'an `openapi` local path whose file does not exist',
  reads: ['navigation.openapi', 'files'],
  check: 'config.openapi',
  producedIn: ['engine/rules/config/openapiValue.ts'],
  examples: [],
});

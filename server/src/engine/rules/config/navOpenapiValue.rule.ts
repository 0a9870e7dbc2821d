import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-openapi-value',
  severity: 'error',
  summary:
    '`openapi` that is neither a non-empty string, `{ source, directory? }`, nor an array of those (also ' +
    '`api.openapi`)',
  reads: ['navigation.openapi'],
  check: 'config.openapi',
  producedIn: ['engine/rules/config/openapiValue.ts'],
  examples: [],
});

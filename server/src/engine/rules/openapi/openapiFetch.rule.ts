import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-fetch',
  severity: 'error',
  summary: 'a URL spec that could not be loaded while remote specs are allowed',
  reads: ['specs', 'remote'],
  check: 'spec.remote',
  producedIn: ['engine/rules/openapi/remoteSpecs.ts'],
  examples: [],
});

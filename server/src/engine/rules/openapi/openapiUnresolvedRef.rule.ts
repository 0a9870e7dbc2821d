import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-unresolved-ref',
  severity: 'error',
  summary: 'an internal `$ref` whose target does not exist',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/spec/checks/jsonRefs.ts'],
  examples: [],
});

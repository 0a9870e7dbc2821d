import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-parse',
  severity: 'error',
  summary: 'the spec is not valid JSON/YAML (at the position)',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/spec/analyze.ts', 'engine/project/specStore.ts'],
  examples: [],
});

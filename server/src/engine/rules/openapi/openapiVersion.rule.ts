import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-version',
  severity: 'error',
  summary: 'not OpenAPI 3.0/3.1 (e.g. Swagger 2.0)',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/spec/analyze.ts', 'engine/project/specStore.ts'],
  examples: [],
});

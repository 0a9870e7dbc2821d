import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-webhooks-version',
  severity: 'error',
  summary: '`webhooks` in a 3.0 spec',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/spec/checks/document.ts'],
  examples: [],
});

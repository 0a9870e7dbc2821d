import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-no-servers',
  severity: 'info',
  summary: 'no `servers`: the playground runs in simple mode',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/spec/checks/document.ts'],
  examples: [],
});

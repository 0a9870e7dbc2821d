import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-security-scheme',
  severity: 'error',
  summary: 'a `security` requirement that names no scheme of `components.securitySchemes`',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/spec/checks/document.ts'],
  examples: [],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-duplicate-entry',
  severity: 'error',
  summary: 'two languages with one code, two versions with one name',
  reads: ['navigation.divisions'],
  check: 'config.elements',
  producedIn: ['engine/rules/config/elements.ts'],
  examples: [],
});

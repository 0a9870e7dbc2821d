import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-href-with-children',
  severity: 'warning',
  summary: 'an element with `href` and also pages or groups (the link replaces them)',
  reads: ['navigation.elements'],
  check: 'config.elements',
  producedIn: ['engine/rules/config/elements.ts'],
  examples: [],
});

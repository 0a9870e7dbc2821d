import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-expanded-top-level',
  severity: 'warning',
  summary:
    '`expanded` on a top-level group (directly in a `groups` array), where it has no effect; a group in a `pages` ' +
    'array is nested and `expanded` applies',
  reads: ['navigation.elements'],
  check: 'config.elements',
  producedIn: ['engine/rules/config/elements.ts'],
  fix: 'removeProperty',
  examples: [],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-child-not-allowed',
  severity: 'error',
  summary:
    "a child the platform's schema does not allow in its parent: a tab in a tab, `menu` outside a tab or product, " +
    '`global` holding groups or pages, `pages` entries other than paths and groups',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  examples: [],
});

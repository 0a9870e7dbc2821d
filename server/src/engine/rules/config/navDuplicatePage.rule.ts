import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-duplicate-page',
  severity: 'warning',
  summary:
    'the same page listed twice in one sidebar (the same tab, anchor, dropdown, product or menu item, within one ' +
    'version and language)',
  reads: ['navigation.pageEntries'],
  check: 'config.pages',
  producedIn: ['engine/rules/config/pages.ts'],
  examples: [],
});

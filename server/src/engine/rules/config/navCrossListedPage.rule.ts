import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-cross-listed-page',
  severity: 'hint',
  summary:
    'a page listed in two sidebars of one version and language: deliberate cross-listing, which the platform shows ' +
    'in both',
  reads: ['navigation.pageEntries'],
  check: 'config.pages',
  producedIn: ['engine/rules/config/pages.ts'],
  examples: [],
});

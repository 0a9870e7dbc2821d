import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-ambiguous-relative',
  severity: 'warning',
  summary:
    "a link without `./` (`x/y`) that the site reads from its root and a browser from the page's folder, to " +
    'different places',
  reads: ['pages.body', 'files', 'navigation.openapi', 'config.redirects', 'specs'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  fix: 'replace',
  examples: [],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-missing-anchor',
  severity: 'warning',
  summary:
    '`page#id` or `#id` where the page has no such heading, `id` or titled component (`Accordion`, `Tab`, `Step`, ' +
    '`Update`, `ParamField`, `ResponseField`), its imported snippets included',
  reads: ['pages.body', 'files', 'navigation.openapi', 'config.redirects', 'specs'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  examples: [],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-syntax',
  severity: 'error',
  summary:
    'an endpoint reference not of the form `[spec] METHOD /path` or `[spec] webhook NAME` (schema: `[spec] Name`)',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  examples: [],
});

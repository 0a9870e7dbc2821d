import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-hidden-endpoint',
  severity: 'warning',
  summary: 'a reference to an `x-hidden` operation',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  examples: [],
});

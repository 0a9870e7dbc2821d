import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-unknown-webhook',
  severity: 'error',
  summary: "a webhook name that is no key of the spec's `webhooks` (or the spec is 3.0)",
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  fix: 'replace',
  examples: [],
});

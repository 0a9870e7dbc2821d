import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-unknown-schema',
  severity: 'error',
  summary: '`openapi-schema` naming no key of `components.schemas`',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  fix: 'replace',
  examples: [],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-ambiguous-schema',
  severity: 'warning',
  summary: '`openapi-schema` without a spec file, found in several specs',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  fix: 'addSpecFile',
  examples: [],
});

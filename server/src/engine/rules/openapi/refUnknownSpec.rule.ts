import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-unknown-spec',
  severity: 'error',
  summary: 'a named spec file that does not exist or is not a spec, with "did you mean"',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  fix: 'replace',
  examples: [],
});

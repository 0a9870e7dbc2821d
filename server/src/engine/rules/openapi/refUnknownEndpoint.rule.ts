import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-unknown-endpoint',
  severity: 'error',
  summary:
    'method and path not in the spec (path exact, method in any letter case); "did you mean" for trailing slash, ' +
    'parameter names, other method, closest path',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  fix: 'replace',
  examples: [],
});

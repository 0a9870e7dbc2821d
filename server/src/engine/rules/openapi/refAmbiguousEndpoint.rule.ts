import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-ambiguous-endpoint',
  severity: 'warning',
  summary:
    'frontmatter without a spec file whose endpoint is in several specs (the first in alphabetical order is used)',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  fix: 'addSpecFile',
  examples: [],
});

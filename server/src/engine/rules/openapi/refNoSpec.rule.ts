import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'ref-no-spec',
  severity: 'error',
  summary:
    '`METHOD /path` with no spec in scope (none inherited through the navigation, no `api.openapi`; for a page: no ' +
    'OpenAPI file in its docs root)',
  reads: ['specs', 'navigation.pageEntries', 'navigation.openapi', 'pages.frontmatter', 'files'],
  check: 'references',
  producedIn: ['engine/rules/openapi/referenceRules.ts'],
  examples: [],
});

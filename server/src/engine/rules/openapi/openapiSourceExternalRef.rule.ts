import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-source-external-ref',
  severity: 'info',
  summary:
    'the same in a spec nothing on the site uses, such as the multi-file source that a bundler turns into the spec ' +
    'the site uses',
  reads: ['specs', 'navigation.openapi', 'pages.frontmatter'],
  check: 'spec',
  producedIn: ['engine/rules/openapi/openapiFindings.ts'],
  examples: [],
});

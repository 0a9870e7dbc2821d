import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'fm-type',
  severity: 'error',
  summary: '`title`/`description`/`version`/`openapi`/`openapi-schema` not strings, `deprecated` not boolean',
  reads: ['pages.frontmatter'],
  check: 'frontmatter',
  producedIn: ['engine/rules/frontmatter/frontmatter.ts'],
  examples: [],
});

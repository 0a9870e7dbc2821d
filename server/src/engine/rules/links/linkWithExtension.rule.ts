import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-with-extension',
  severity: 'warning',
  summary: 'an internal link written with `.md`/`.mdx` (a 404 on the live site); quick fix: drop it',
  reads: ['pages.body', 'files', 'navigation.openapi', 'config.redirects', 'specs'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  fix: 'replace',
  examples: [],
});

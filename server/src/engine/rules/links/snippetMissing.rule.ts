import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'snippet-missing',
  severity: 'error',
  summary: 'an `import` from `/snippets/...` or a relative path that names no file',
  reads: ['pages.body', 'files', 'navigation.openapi', 'config.redirects', 'specs'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  examples: [],
});

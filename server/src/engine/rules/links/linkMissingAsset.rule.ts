import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-missing-asset',
  severity: 'error',
  summary:
    'an image or file (`![](...)`, `src` on `<img>`, `<video>`, `<source>` or any component, a link to ' +
    '`/files/x.pdf`) that does not exist',
  reads: ['pages.body', 'files', 'navigation.openapi', 'config.redirects', 'specs'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  examples: [],
});

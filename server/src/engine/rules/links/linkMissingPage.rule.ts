import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-missing-page',
  severity: 'error',
  summary:
    'an internal link (Markdown `[t](x)`, reference-style definitions, `href` on `<a>` or any component: `Card`, ' +
    '`Link`, `Button`, ...) to no page, no endpoint page generated from an `openapi` entry, no folder holding pages ' +
    'and no `redirects` entry (`:param`, `*`; a redirect to no page is reported too); "did you mean"',
  reads: ['pages.body', 'files', 'navigation.openapi', 'config.redirects', 'specs'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  fix: 'missingPageLink',
  examples: [],
});

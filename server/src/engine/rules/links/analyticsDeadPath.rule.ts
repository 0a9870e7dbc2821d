import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'analytics-dead-path',
  severity: 'warning',
  summary:
    'a path readers viewed in the analytics period (editor only, with analytics set up) that has no page, no ' +
    'endpoint page generated from an `openapi` entry and matches no `redirects` source (`:param`, `*`): a 404 for ' +
    'them; the fix adds a redirect to the closest page',
  reads: ['analytics', 'navigation.pageEntries', 'navigation.openapi', 'config.redirects', 'files', 'specs'],
  check: 'config.deadPaths',
  producedIn: ['engine/rules/links/deadPaths.ts'],
  fix: 'addRedirect',
  examples: [],
});

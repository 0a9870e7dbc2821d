import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'page-not-in-navigation',
  severity: 'info',
  summary: 'an MDX page under a docs root that no navigation entry reaches (snippets folders excluded)',
  reads: ['navigation.pageEntries', 'files'],
  check: 'config.unreachable',
  producedIn: ['engine/rules/config/unreachable.ts'],
  fix: 'addToNavigation',
  examples: [],
});

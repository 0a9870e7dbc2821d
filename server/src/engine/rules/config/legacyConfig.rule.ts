import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'legacy-config',
  severity: 'info',
  summary:
    'a `mint.json` configures the site (no docs.json beside it): the legacy format, with the upgrade to docs.json',
  reads: ['files'],
  check: 'config.legacy',
  producedIn: ['engine/rules/config/legacyConfig.ts'],
  fix: 'upgradeToDocsJson',
  examples: [],
});

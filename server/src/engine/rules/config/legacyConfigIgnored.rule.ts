import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'legacy-config-ignored',
  severity: 'hint',
  summary: 'a `mint.json` beside a docs.json: the platform reads only docs.json',
  reads: ['files'],
  check: 'config.legacy',
  producedIn: ['engine/rules/config/legacyConfig.ts'],
  examples: [],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'json-duplicate-key',
  severity: 'warning',
  summary: 'a key written twice in one object of docs.json: the platform keeps the last one and ignores the others',
  reads: ['config.text'],
  check: 'config.duplicateKeys',
  producedIn: ['engine/rules/config/duplicateKeys.ts'],
  examples: [],
});

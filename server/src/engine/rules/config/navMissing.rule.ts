import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-missing',
  severity: 'error',
  summary: 'no `navigation` object (or docs.json is not an object)',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  examples: [],
});

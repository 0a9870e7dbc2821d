import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-empty-group',
  severity: 'warning',
  summary: 'a group without `pages` (nor `openapi` or `root`): the platform keeps it and shows an empty group',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  examples: [],
});

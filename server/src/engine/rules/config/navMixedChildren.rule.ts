import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-mixed-children',
  severity: 'error',
  summary:
    'an element holds more than one kind of child at one level (a tab with anchors and groups): the platform keeps ' +
    'one kind and drops the other',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  examples: [],
});

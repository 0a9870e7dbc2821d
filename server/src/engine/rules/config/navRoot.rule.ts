import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-root',
  severity: 'error',
  summary:
    'the navigation root has no primary pattern, or more than one (`global` may stand beside it): the schema ' +
    'accepts two, the platform keeps one and drops the rest',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  examples: [],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-unknown-field',
  severity: 'warning',
  summary:
    "a key the platform's schema does not define for the element or for an object it holds (`icon`, `color`, a " +
    'banner; `additionalProperties: false`), with "did you mean" (`grups`, `page`)',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  fix: 'renameKey',
  examples: [],
});

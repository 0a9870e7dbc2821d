import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-required-field',
  severity: 'error',
  summary:
    'a missing label or an empty one (`""`; a label of spaces is accepted: an untitled group, an icon-only anchor) ' +
    'of a `group`, `tab`, `anchor`, `dropdown`, `product`, `version`, `language`, `item`; a global link without ' +
    '`href`',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  fix: 'addField',
  examples: [],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-type',
  severity: 'error',
  summary:
    "a field of the wrong type or outside what the platform's schema allows, at the deepest node (`expanded: " +
    '"yes"`, `pages: "intro"`, `tag: 3`, an icon `style` or `library` outside its list, a `color` that is not ' +
    '`#RGB`/`#RRGGBB`, a banner `type` outside `info`/`warning`/`critical`)',
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  fix: 'replace',
  examples: [],
});

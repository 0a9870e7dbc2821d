import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-missing-page',
  severity: 'error',
  summary:
    "a page path (in `pages`, a group's `root`, a global anchor's relative `href`) with no `.mdx`/`.md` file (also " +
    '`path/index.mdx`); case-sensitive, as on Linux CI',
  reads: ['navigation.pageEntries', 'navigation.elements', 'files'],
  check: 'config.pages',
  producedIn: ['engine/rules/config/pages.ts'],
  fix: 'createPage',
  examples: [],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-invalid-href',
  severity: 'error',
  summary: 'an `href` that is neither an absolute URL nor a page of the docs',
  reads: ['navigation.elements', 'files'],
  check: 'config.pages',
  producedIn: ['engine/rules/config/pages.ts'],
  examples: [],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-external-ref',
  severity: 'error',
  summary:
    "a `$ref` to another file or a URL in a spec the site uses (docs.json or a page names it, or a page's endpoint " +
    'is found in it): the platform resolves internal references only; never read or fetched',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/spec/checks/jsonRefs.ts'],
  examples: [],
});

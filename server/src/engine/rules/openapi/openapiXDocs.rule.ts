import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-x-docs',
  severity: 'error',
  summary:
    '`x-docs` (or `x-mint`) of the wrong shape: `metadata.openapi`, non-string `content`/`href`, non-boolean ' +
    '`metadata.public`, `metadata.groups` not a string array, unknown `metadata.playground`',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/spec/checks/xDocs.ts'],
  examples: [],
});

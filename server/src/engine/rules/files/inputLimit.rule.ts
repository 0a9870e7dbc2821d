import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'input-limit',
  severity: 'error',
  summary:
    'a file over the size limit or nesting brackets deeper than the depth limit (in a page also inside quotes, and ' +
    '`[...]` around more text than the MDX parser can read in time): not parsed, one diagnostic',
  reads: ['files'],
  check: 'reader',
  producedIn: ['engine/project/textReader.ts', 'engine/spec/analyze.ts'],
  examples: [],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'file-encoding',
  severity: 'error',
  summary: 'a file that is not valid UTF-8',
  reads: ['files'],
  check: 'reader',
  producedIn: ['engine/project/textReader.ts'],
  examples: [],
});

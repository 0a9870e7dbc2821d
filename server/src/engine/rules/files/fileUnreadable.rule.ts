import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'file-unreadable',
  severity: 'error',
  summary: 'a file that exists but cannot be read',
  reads: ['files'],
  check: 'reader',
  producedIn: ['engine/project/textReader.ts'],
  examples: [],
});

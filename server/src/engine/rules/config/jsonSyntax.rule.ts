import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'json-syntax',
  severity: 'error',
  summary: 'docs.json (or a file it pulls in with `$ref`) is not valid JSON; every syntax error at its position',
  reads: ['config.text'],
  check: 'config.model',
  producedIn: ['engine/project/project.ts'],
  examples: [],
});

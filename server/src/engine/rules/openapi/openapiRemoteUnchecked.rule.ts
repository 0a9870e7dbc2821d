import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-remote-unchecked',
  severity: 'info',
  summary: 'a URL spec that is not loaded (remote specs off, or loading): how many references to it went unchecked',
  reads: ['specs', 'remote'],
  check: 'spec.remote',
  producedIn: ['engine/rules/openapi/remoteSpecs.ts'],
  examples: [],
});

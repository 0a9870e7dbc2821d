import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'json-ref',
  severity: 'error',
  summary:
    'a `$ref` in docs.json that names no readable JSON file, refers back to a file that includes it, or leaves the ' +
    'docs root (a URL, `../outside.json`: reported, never followed)',
  reads: ['config.text', 'files'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  examples: [],
});

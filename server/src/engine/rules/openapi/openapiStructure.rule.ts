import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-structure',
  severity: 'error',
  summary:
    'a violation of the OpenAPI 3.0/3.1 JSON Schema (the schemas swagger-parser uses, with Ajv; for 3.1 as revised ' +
    'since 2022-10-07: a Reference Object may have sibling keys) at the offending node, every one; `oneOf` noise ' +
    'collapsed to one per node; faults of the specific rules below not repeated',
  reads: ['specs'],
  check: 'spec',
  producedIn: ['engine/spec/structure.ts'],
  examples: [],
});

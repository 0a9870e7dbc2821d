// openapi-example-schema: an example the platform shows as written (`example`, `examples` values) or a `default`
// that does not match its schema, checked with Ajv against the schema with its internal `$ref`s. Formats are not
// checked (the platform shows `format` as a word); a schema whose references Ajv cannot resolve is skipped.
import type Ajv2020 from 'ajv/dist/2020';
import type AjvDraft04 from 'ajv-draft-04';
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { Finding } from '../../findings';
import { AjvError, collapse, describePath, errorMessage, errorSpan, pointerSegments } from '../ajvErrors';
import { deref, SpecNode, SpecObject, SpecProp, toPlainValue } from '../specTree';
import { leafValidator } from './leafSchemas';
import { isDataKey, isNameMap, walkSchemaObjects } from './schemaObjects';
import { spanRange, SpecRuleContext } from './specRule';

/** Examples validated per spec at most: a spec of 100 000 examples must not hold the worker for long. */
const MAX_EXAMPLES = 20_000;
/** Keywords that make an object a schema (an object with `example` could be something else). */
const SCHEMA_KEYWORDS = ['type', 'properties', 'items', 'allOf', 'anyOf', 'oneOf', 'enum', '$ref', 'format', 'const'];
// `inlineRefs: false`: each schema a `$ref` names is compiled once and shared, not copied into every schema using it
const AJV_OPTIONS = {
  allErrors: true,
  strict: false,
  validateFormats: false,
  validateSchema: false,
  inlineRefs: false,
  logger: false as const,
};
const SPEC_ID = 'spec';

/** The errors of a value against one schema. */
type Validate = (value: SpecNode) => AjvError[];

interface Example {
  readonly value: SpecNode;
  readonly what: 'example' | 'default';
  /** The key that holds it (`example`, `value`, `default`): where a fault of the whole value is shown. */
  readonly key?: SpecProp;
}

export function checkExamples(ctx: SpecRuleContext, plain: unknown): Finding[] {
  const validators = new ValidatorCache(ctx.openapi, plain);
  const findings = new Map<string, Finding>();
  let budget = MAX_EXAMPLES;
  walkSchemaObjects(ctx.root, (node, pointer, inNameMap) => {
    if (inNameMap || budget <= 0) return;
    const held = examplesOf(ctx.root, node);
    if (held.examples.length === 0) return;
    const schema = held.schema === 'self' ? node : node.props.get('schema')!.value;
    const validate =
      leafValidator(schema) ?? validators.get(held.schema === 'self' ? pointer() : `${pointer()}/schema`);
    if (!validate) return;
    for (const example of held.examples) {
      if (budget-- <= 0) return;
      const errors = validate(example.value);
      for (const finding of exampleFindings(ctx, example, errors, held.enumOwned))
        findings.set(`${finding.range.start.line}:${finding.range.start.character}:${finding.message}`, finding);
    }
  });
  return [...findings.values()];
}

/**
 * What an object holds to check: a media type, parameter or header its `example` and `examples` values against its
 * `schema`; a schema its `example`, `examples` (3.1: a list) and `default` against itself.
 */
function examplesOf(
  root: SpecNode,
  node: SpecObject,
): { examples: Example[]; schema: 'self' | 'schema'; enumOwned: boolean } {
  const examples: Example[] = [];
  const example = node.props.get('example');
  const listed = node.props.get('examples')?.value;
  if (example) examples.push({ value: example.value, what: 'example', key: example });
  if (node.props.has('schema')) {
    if (listed?.kind === 'object')
      for (const entry of listed.props.values()) {
        const value = deref(root, entry.value);
        const data = value?.kind === 'object' ? value.props.get('value') : undefined;
        if (data) examples.push({ value: data.value, what: 'example', key: data });
      }
    return { examples, schema: 'schema', enumOwned: false };
  }
  if (!SCHEMA_KEYWORDS.some((keyword) => node.props.has(keyword)))
    return { examples: [], schema: 'self', enumOwned: false };
  if (listed?.kind === 'array') for (const value of listed.items) examples.push({ value, what: 'example' });
  const fallback = node.props.get('default');
  if (fallback) examples.push({ value: fallback.value, what: 'default', key: fallback });
  return { examples, schema: 'self', enumOwned: node.props.has('enum') };
}

function exampleFindings(ctx: SpecRuleContext, example: Example, errors: AjvError[], enumOwned: boolean): Finding[] {
  return collapse(errors).flatMap(({ error, detail }) => {
    // a default outside its enum is openapi-enum-value's
    if (example.what === 'default' && enumOwned && error.instancePath === '' && error.keyword === 'enum') return [];
    const path = pointerSegments(error.instancePath);
    const whole = path.length === 0 && example.key && error.keyword !== 'additionalProperties';
    const { start, end } = whole
      ? { start: example.key!.keyStart, end: example.key!.keyEnd }
      : errorSpan(example.value, path, error);
    const where = path.length ? ` at ${describePath(path)}` : '';
    return [
      {
        uri: ctx.uri,
        range: spanRange(ctx, start, end),
        code: 'openapi-example-schema',
        message:
          `The ${example.what} does not match its schema${where}: ${errorMessage(error)}` +
          `${detail ? ` (${detail})` : ''}.`,
      },
    ];
  });
}

/** One Ajv per spec, holding the whole document, so that a schema's `#/components/...` references resolve. */
class ValidatorCache {
  private ajv: Ajv | undefined;
  private readonly byPointer = new Map<string, Validate | undefined>();

  constructor(
    private readonly openapi: string,
    private readonly plain: unknown,
  ) {}

  get(pointer: string): Validate | undefined {
    if (this.byPointer.has(pointer)) return this.byPointer.get(pointer);
    let compiled: ValidateFunction | undefined;
    try {
      compiled = this.instance().getSchema(`${SPEC_ID}${pointer}`);
    } catch {
      compiled = undefined; // a reference Ajv cannot resolve, or a schema it cannot compile: not checked
    }
    const validate =
      compiled && ((value: SpecNode) => (compiled(toPlainValue(value)) ? [] : ((compiled.errors ?? []) as AjvError[])));
    this.byPointer.set(pointer, validate);
    return validate;
  }

  private instance(): Ajv {
    if (this.ajv) return this.ajv;
    /* eslint-disable @typescript-eslint/no-require-imports */
    this.ajv = this.openapi.startsWith('3.1')
      ? new (require('ajv/dist/2020').default as typeof Ajv2020)(AJV_OPTIONS)
      : new (require('ajv-draft-04').default as typeof AjvDraft04)(AJV_OPTIONS);
    /* eslint-enable @typescript-eslint/no-require-imports */
    this.ajv.addSchema(asJsonSchemas(this.plain, this.openapi), SPEC_ID);
    return this.ajv;
  }
}

/**
 * The document as Ajv is to read it, changed in place (the analysis's last use of the value): without the data of
 * examples, defaults and extensions, where Ajv, reading every key of the document for schema ids, took an example's
 * `"$id"` (or, in draft 4, `"id"`) for one ("resolves to more than one schema"); and with OpenAPI 3.0's `nullable:
 * true` as a `null` in `type` (Ajv refuses `nullable` without `type`, and 3.1 has no `nullable`).
 */
function asJsonSchemas(plain: unknown, openapi: string): object {
  const seen = new Set<object>();
  const stack: { value: unknown; inNameMap: boolean }[] = [{ value: plain, inNameMap: false }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { value, inNameMap } = entry;
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, inNameMap: false });
      continue;
    }
    const object = value as Record<string, unknown>;
    if (!inNameMap) {
      for (const key of Object.keys(object))
        if (isDataKey(key) && key !== 'enum' && key !== 'const') delete object[key];
      if (typeof object.nullable === 'boolean') {
        if (object.nullable && openapi.startsWith('3.0') && typeof object.type === 'string')
          object.type = [object.type, 'null'];
        delete object.nullable;
      }
    }
    for (const key in object) stack.push({ value: object[key], inNameMap: isNameMap(key) && !inNameMap });
  }
  return plain as object;
}

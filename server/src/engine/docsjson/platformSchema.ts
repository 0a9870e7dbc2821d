// The platform's own definition of docs.json (and of the legacy mint.json): JSON Schemas snapshotted from
// @mintlify/validation by `npm run update-schema` (see THIRD-PARTY-NOTICES.md). What is valid is what these say.
import docsSnapshot from './platform/docs.schema.json';
import mintSnapshot from './platform/mint.schema.json';

/** A JSON Schema (draft 7), as loosely typed as the schemas themselves. */
export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly additionalProperties?: boolean | JsonSchema;
  readonly propertyNames?: JsonSchema;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly not?: JsonSchema;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly pattern?: string;
  readonly format?: string;
  readonly minLength?: number;
  readonly description?: string;
  readonly markdownDescription?: string;
  readonly definitions?: Readonly<Record<string, JsonSchema>>;
  readonly [key: string]: unknown;
}

export interface SchemaSnapshot {
  /** The package and version it was taken from: `@mintlify/validation@0.1.878`. */
  readonly source: string;
  readonly license: string;
  readonly schema: JsonSchema;
}

export const DOCS_SCHEMA: SchemaSnapshot = docsSnapshot as unknown as SchemaSnapshot;
export const MINT_SCHEMA: SchemaSnapshot = mintSnapshot as unknown as SchemaSnapshot;

/**
 * Reads one schema document: follows its local `$ref`s and flattens its unions. What it answers for a schema object
 * is remembered (the schemas are never changed): the navigation's element specs and each settings validator ask
 * about the same few hundred nodes thousands of times, at the start of every `check`.
 */
export class SchemaReader {
  private readonly resolved = new WeakMap<JsonSchema, JsonSchema>();
  private readonly unions = new WeakMap<JsonSchema, readonly JsonSchema[]>();
  private readonly pointers = new Map<string, unknown>();
  /** A `$ref` with siblings resolves to a copy of its target: the target it was copied from. */
  private readonly origins = new WeakMap<JsonSchema, JsonSchema>();
  private located: WeakMap<object, string> | undefined;

  constructor(readonly root: JsonSchema) {}

  /** The JSON Pointer of a node of the schema (or of the node a resolved copy was made from), if it is one. */
  pointerOf(schema: JsonSchema): string | undefined {
    if (!this.located) {
      const located = new WeakMap<object, string>();
      const visit = (node: unknown, pointer: string) => {
        if (!node || typeof node !== 'object' || located.has(node)) return;
        located.set(node, pointer);
        for (const [key, value] of Object.entries(node))
          visit(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      };
      visit(this.root, '#');
      this.located = located;
    }
    return this.located.get(this.origins.get(schema) ?? schema);
  }

  /** The schema a `$ref` chain ends at (`#/definitions/x/anyOf/0/...`, JSON Pointer escapes honoured). */
  resolve(schema: JsonSchema): JsonSchema {
    if (schema.$ref === undefined) return schema;
    let known = this.resolved.get(schema);
    if (!known) {
      known = this.follow(schema);
      this.resolved.set(schema, known);
    }
    return known;
  }

  private follow(schema: JsonSchema): JsonSchema {
    let current = schema;
    for (let hops = 0; current.$ref !== undefined && hops < 64; hops++) {
      const target = this.pointed(current.$ref);
      if (!target || typeof target !== 'object') return {};
      // a `$ref` with siblings (a description) keeps them over the target's
      const { $ref: _ref, ...siblings } = current;
      current = { ...(target as JsonSchema), ...siblings };
      this.origins.set(current, this.origins.get(target as JsonSchema) ?? (target as JsonSchema));
    }
    return current;
  }

  /** What a JSON Pointer (`#/definitions/x/anyOf/0`) points at; the platform's schema repeats one up to 90 times. */
  private pointed(pointer: string): unknown {
    if (this.pointers.has(pointer)) return this.pointers.get(pointer);
    let target: unknown = this.root;
    for (const part of pointer.replace(/^#\/?/, '').split('/')) {
      if (part === '') continue;
      const key = part.includes('~') ? part.replace(/~1/g, '/').replace(/~0/g, '~') : part;
      target = (target as Record<string, unknown> | undefined)?.[key];
    }
    this.pointers.set(pointer, target);
    return target;
  }

  /** The alternatives of a union (`anyOf`/`oneOf`, nested ones flattened), resolved; a plain schema is its own. */
  branches(schema: JsonSchema): readonly JsonSchema[] {
    let known = this.unions.get(schema);
    if (!known) {
      const resolved = this.resolve(schema);
      const union = resolved.anyOf ?? resolved.oneOf;
      // `not: {}` (never) is how an optional value shows up in the platform's unions: no alternative of its own
      known = union ? union.flatMap((s) => this.branches(s)).filter((s) => !isNever(s)) : [resolved];
      this.unions.set(schema, known);
    }
    return known;
  }

  /** Every property of an object schema's branches, with the schemas it has in them (`not: {}` means forbidden). */
  properties(schema: JsonSchema): Map<string, JsonSchema[]> {
    const result = new Map<string, JsonSchema[]>();
    for (const branch of this.branches(schema)) {
      for (const [key, value] of Object.entries(branch.properties ?? {})) {
        const resolved = this.resolve(value);
        if (isNever(resolved)) continue;
        result.set(key, [...(result.get(key) ?? []), resolved]);
      }
    }
    return result;
  }

  /** The schema at a path of keys and indexes below `schema`, through every branch: each candidate. */
  at(schema: JsonSchema, path: readonly (string | number)[]): JsonSchema[] {
    let current = [...this.branches(schema)];
    for (const step of path) {
      const next: JsonSchema[] = [];
      for (const s of current) {
        if (typeof step === 'number') {
          if (s.items) next.push(...this.branches(s.items));
        } else {
          const direct = s.properties?.[step];
          if (direct) next.push(...this.branches(direct));
          else if (typeof s.additionalProperties === 'object') next.push(...this.branches(s.additionalProperties));
        }
      }
      current = next.filter((s) => !isNever(s));
    }
    return current;
  }
}

function isNever(schema: JsonSchema): boolean {
  return schema.not !== undefined && Object.keys(schema.not).length === 0;
}

/** The values an enum-like schema allows (`enum`, `const`, or a union of them), else undefined. */
export function allowedValues(reader: SchemaReader, schema: JsonSchema): unknown[] | undefined {
  const values: unknown[] = [];
  for (const branch of reader.branches(schema)) {
    if (branch.enum) values.push(...branch.enum);
    else if ('const' in branch) values.push(branch.const);
    else return undefined;
  }
  return [...new Set(values)];
}

export const docsSchemaReader = new SchemaReader(DOCS_SCHEMA.schema);

// A JSON document checked against a JSON Schema with vscode-json-languageservice's validator, its problems told in
// our words: the key path named, enum values listed, patterns explained, "did you mean" for unknown keys, and the
// noise of unions collapsed (no "Matches multiple schemas", no required property of a branch the value never meant).
// Reusable for any document and schema (docs.json settings, the legacy mint.json).
import { getLanguageService, JSONDocument as ServiceDocument } from 'vscode-json-languageservice';
import type { ASTNode, JSONSchema, PropertyASTNode } from 'vscode-json-languageservice';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { closestMatch } from '../text';
import { allowedValues, JsonSchema, SchemaReader } from './platformSchema';

export type SchemaProblemCode = 'config-schema' | 'config-unknown-field' | 'config-refused-field';

/** A problem at an offset of the validated text. */
export interface SchemaProblem {
  readonly offset: number;
  readonly length: number;
  readonly code: SchemaProblemCode;
  readonly message: string;
  /** For a quick fix: the key or value to put in place of the one covered. */
  readonly replacements?: readonly string[];
}

const jsonService = getLanguageService({});

/** Patterns of the platform's schemas, in words. */
const PATTERN_WORDS: Readonly<Record<string, string>> = {
  '^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$': 'a color is `#RGB` or `#RRGGBB` (hexadecimal)',
  '^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3}|[a-fA-F0-9]{8})$': 'a color is `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hexadecimal)',
};

export class SchemaValidator {
  readonly reader: SchemaReader;
  /** The schema with every `$ref` replaced by its target, as the validator wants it. */
  private readonly resolved: JSONSchema;

  /**
   * `documentName`: how messages name the document's top level (`docs.json`, `mint.json`). `reader`: what the
   * schema's `$ref`s point into, when that is not the schema itself (a part of the platform's schema).
   */
  constructor(
    readonly schema: JsonSchema,
    private readonly documentName = 'docs.json',
    reader?: SchemaReader,
    /** The pointers (into the reader's schema) of the objects the platform refuses an unknown key in. */
    private readonly strict: ReadonlySet<string> = new Set(),
    /** The pointers of the strings whose `pattern` the platform matches once the spaces around are trimmed. */
    private readonly trimmed: ReadonlySet<string> = new Set(),
  ) {
    this.reader = reader ?? new SchemaReader(schema);
    this.resolved = inlineRefs(schema, this.reader) as JSONSchema;
  }

  /** `at`: where the text's value stands in a larger document (a file pulled in with `$ref`), for messages. */
  validate(text: string, at: readonly PathStep[] = []): SchemaProblem[] {
    const doc = TextDocument.create('docs-lsp:validated.json', 'json', 0, text);
    const parsed = jsonService.parseJSONDocument(doc) as ServiceDocument & ValidatingDocument;
    if (!parsed.root) return [];
    const raw = parsed.validate(doc, this.resolved, 1) ?? [];
    const problems: SchemaProblem[] = [];
    const seen = new Map<string, number>();
    for (const diagnostic of raw) {
      const offset = doc.offsetAt(diagnostic.range.start);
      const length = doc.offsetAt(diagnostic.range.end) - offset;
      const node = parsed.getNodeFromOffset(offset, true);
      if (!node) continue;
      const keys = this.onlyUnknownKeys(node);
      const explained = keys
        ? keys.map((key) =>
            this.explain(`Property ${key.value} is not allowed.`, key, key.offset, key.length, text, at),
          )
        : [this.explain(diagnostic.message, node, offset, length, text, at)];
      for (const problem of explained) {
        // one problem per node: a value outside an enum is also of the wrong type; the list of values says both
        if (!problem) continue;
        const ofValue = / must be (a|an|one of) /.test(problem.message);
        const key = ofValue ? `${problem.offset}:${problem.length}` : `${problem.offset}:${problem.message}`;
        const earlier = seen.get(key);
        if (earlier === undefined) {
          seen.set(key, problems.length);
          problems.push(problem);
        } else if (problem.replacements && !problems[earlier].replacements) problems[earlier] = problem;
      }
    }
    return problems;
  }

  /**
   * The keys of an object value that only unknown keys make fail, where a union also allows strings: the validator
   * picks the strings' branch for the best match ("must be one of"), but the platform drops (or refuses) the keys
   * and takes the object (`styling.codeblocks: { "x": 1 }`). Undefined for any other value.
   */
  private onlyUnknownKeys(node: ASTNode): ASTNode[] | undefined {
    const value = node.type === 'property' ? node.valueNode : node;
    if (value?.type !== 'object' || value.properties.length === 0) return undefined;
    const forms = this.objectForms(pathOf(value));
    if (forms.length === 0 || !forms.every((form) => (form.required ?? []).length === 0)) return undefined;
    const known = this.reader.properties({ anyOf: forms });
    if (value.properties.some((p) => known.has(p.keyNode.value))) return undefined;
    return value.properties.map((p) => p.keyNode);
  }

  private explain(
    message: string,
    at: ASTNode,
    offset: number,
    length: number,
    text: string,
    base: readonly PathStep[],
  ): SchemaProblem | undefined {
    const describePath = (path: readonly PathStep[]) => describeFullPath([...base, ...path], this.documentName);
    const problem = (code: SchemaProblemCode, words: string, replacements?: readonly string[]) => ({
      offset,
      length,
      code,
      message: words,
      replacements,
    });
    // the object a property-level problem is about: a missing property is shown on the key that holds the object
    const valueNode = at.type === 'property' ? at.valueNode : at;
    const isKey = at.type === 'string' && at.parent?.type === 'property' && at.parent.keyNode === at;
    let match: RegExpExecArray | null;

    if (/^Matches multiple schemas/.test(message)) return undefined;

    if ((match = /^Missing property "(.+)"\.$/.exec(message))) {
      // shown on the key of a property whose value lacks it, or on the brace of an array item
      const object = isKey
        ? (at.parent as PropertyASTNode).valueNode
        : valueNode?.type === 'object'
          ? valueNode
          : objectAround(at);
      if (object?.type !== 'object') return undefined;
      const forms = this.objectForms(pathOf(object));
      // a property only some forms of a union require is noise: the value meant another form
      if (forms.length === 0 || !forms.every((form) => form.required?.includes(match![1]))) return undefined;
      const description = this.reader.properties({ anyOf: forms }).get(match[1])?.[0]?.description;
      return problem(
        'config-schema',
        `${describePath(pathOf(object))} needs \`${match[1]}\`${description ? ` (${sentence(description)})` : ''}.`,
      );
    }

    if ((match = /^Property (.+) is not allowed\.$/.exec(message))) {
      const key = match[1];
      const object = objectAround(at);
      if (!object) return undefined;
      const path = pathOf(object);
      const forms = this.objectForms(path);
      const known = [...this.reader.properties({ anyOf: forms }).keys()];
      if (known.includes(key)) return undefined; // allowed in another form of a union: not what is wrong here
      const suggestion = closestMatch(key, known);
      const refused = this.refusesUnknownKeys(forms, object);
      return problem(
        refused ? 'config-refused-field' : 'config-unknown-field',
        `\`${key}\` is not a setting of ${describePath(path)}: ` +
          (refused
            ? `the platform refuses the whole ${this.documentName} (${describePath(path)} takes no other keys).`
            : 'the platform ignores it.') +
          (suggestion ? ` Did you mean \`${suggestion}\`?` : ''),
        suggestion ? [suggestion] : undefined,
      );
    }

    if (/^Value is not accepted\./.test(message)) {
      const written = text.slice(offset, offset + length);
      if (isKey) {
        const object = objectAround(at)!;
        const path = pathOf(object);
        const names = this.keyNames(path);
        const value = String((at as { value?: unknown }).value);
        const suggestion = names && closestMatch(value, names.map(String));
        return problem(
          'config-schema',
          `${describePath(path)} has no \`${value}\`${names ? `: its keys are ${listValues(names)}` : ''}.` +
            (suggestion ? ` Did you mean \`${suggestion}\`?` : ''),
          suggestion ? [JSON.stringify(suggestion)] : undefined,
        );
      }
      const path = pathOf(valueNode ?? at);
      const values = this.values(path);
      const suggestion =
        values && valueNode?.type === 'string'
          ? closestMatch(String(valueNode.value), values.filter((v) => typeof v === 'string') as string[])
          : undefined;
      return problem(
        'config-schema',
        `${describePath(path)} must be ${values ? `one of ${listValues(values)}` : 'another value'}, not ${written}.` +
          (suggestion ? ` Did you mean "${suggestion}"?` : ''),
        values
          ? [...(suggestion ? [suggestion] : []), ...values.filter((v) => v !== suggestion)].map((v) =>
              JSON.stringify(v),
            )
          : undefined,
      );
    }

    if ((match = /^Incorrect type\. Expected (?:one of )?(.+)\.$/.exec(message))) {
      const node = valueNode ?? at;
      // the validator names the type of the branch it matched best; every type the schema allows there is meant
      const allowed = this.types(pathOf(node));
      const expected = (allowed.length > 1 ? allowed : match[1].split(/,\s*/).map((t) => t.replace(/"/g, ''))).map(
        (t) => (t === 'object' ? 'an object' : t === 'array' ? 'an array' : t === 'integer' ? 'an integer' : `a ${t}`),
      );
      return problem(
        'config-schema',
        `${describePath(pathOf(node))} must be ${orList(expected)}, not ${typeName(node)}.`,
      );
    }

    if ((match = /^String does not match the pattern of "(.+)"\.$/.exec(message))) {
      const node = valueNode ?? at;
      if (node.type === 'string' && this.trimmed.size > 0) {
        const forms = this.reader.at(this.schema, pathOf(node));
        const pointers = forms.map((form) => this.reader.pointerOf(form));
        if (
          forms.length > 0 &&
          pointers.every((pointer) => pointer !== undefined && this.trimmed.has(pointer)) &&
          new RegExp(match[1]).test(String(node.value).trim())
        )
          return undefined;
      }
      const words = PATTERN_WORDS[match[1]];
      return problem(
        'config-schema',
        `${describePath(pathOf(node))}: ${text.slice(offset, offset + length)} does not fit: ` +
          `${words ?? `the value must match \`${match[1]}\``}.`,
      );
    }

    if (/^String is shorter than the minimum length of 1\.$/.test(message))
      return problem('config-schema', `${describePath(pathOf(valueNode ?? at))} must not be empty.`);

    if (/^Incorrect type|^Value is|^String|^Array|^Object|^Item|^Property/.test(message) || message.length > 0)
      return problem('config-schema', `${describePath(pathOf(valueNode ?? at))}: ${lowerFirst(message)}`);
    return undefined;
  }

  /**
   * Whether the platform refuses an unknown key in an object: when every form the object can be (those whose
   * required keys it has; else every form) is one its validator holds strict. Elsewhere it drops the key.
   */
  private refusesUnknownKeys(forms: readonly JsonSchema[], object: ASTNode): boolean {
    if (this.strict.size === 0 || object.type !== 'object') return false;
    const keys = new Set(object.properties.map((p) => p.keyNode.value));
    const fitting = forms.filter((form) => (form.required ?? []).every((key) => keys.has(key)));
    const candidates = fitting.length > 0 ? fitting : forms;
    return (
      candidates.length > 0 &&
      candidates.every((form) => {
        const pointer = this.reader.pointerOf(form);
        return pointer !== undefined && this.strict.has(pointer);
      })
    );
  }

  /** The object forms the schema allows at a path (each branch of a union that is an object). */
  private objectForms(path: readonly (string | number)[]): JsonSchema[] {
    return this.reader.at(this.schema, path).filter((s) => s.type === 'object' || s.properties !== undefined);
  }

  /** The types the schema allows at a path, over every branch (empty when a branch allows any type). */
  private types(path: readonly (string | number)[]): string[] {
    const types = new Set<string>();
    for (const candidate of this.reader.at(this.schema, path)) {
      for (const branch of this.reader.branches(candidate)) {
        if (branch.type === undefined) return [];
        for (const type of Array.isArray(branch.type) ? branch.type : [branch.type]) types.add(type);
      }
    }
    return [...types];
  }

  private values(path: readonly (string | number)[]): unknown[] | undefined {
    const candidates = this.reader.at(this.schema, path);
    const values = candidates.map((s) => allowedValues(this.reader, s)).filter((v) => v !== undefined);
    return values.length ? [...new Set(values.flat())] : undefined;
  }

  private keyNames(path: readonly (string | number)[]): unknown[] | undefined {
    for (const form of this.objectForms(path)) {
      const names = form.propertyNames && allowedValues(this.reader, form.propertyNames);
      if (names) return names;
    }
    return undefined;
  }
}

interface ValidatingDocument {
  validate(
    doc: TextDocument,
    schema: JSONSchema,
    severity?: number,
  ):
    | {
        range: { start: { line: number; character: number }; end: { line: number; character: number } };
        message: string;
      }[]
    | undefined;
  getNodeFromOffset(offset: number, includeRightBound?: boolean): ASTNode | undefined;
}

/**
 * A copy of the schema where each `$ref` object carries its target's keywords (cycles shared, not copied). The root's
 * `definitions` are left out: the validator reads no keyword there, and what the `$ref`s name of them is in the copy
 * already. (Copying them was most of the cost of a validator: the platform's schema defines every theme's settings.)
 */
function inlineRefs(root: JsonSchema, reader: SchemaReader): unknown {
  const done = new Map<object, unknown>();
  const visit = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if (done.has(node)) return done.get(node);
    if (Array.isArray(node)) {
      const copy: unknown[] = [];
      done.set(node, copy);
      for (const item of node) copy.push(visit(item));
      return copy;
    }
    const copy: Record<string, unknown> = {};
    done.set(node, copy);
    const source = (node as JsonSchema).$ref !== undefined ? reader.resolve(node as JsonSchema) : node;
    for (const [key, value] of Object.entries(source)) {
      if (key === '$ref') continue;
      // a branch that matches nothing (`{ "not": {} }`, how the platform's schema writes an optional value) changes
      // no verdict of a union, but the JSON Schema validator may pick it for the best match and say "matches a schema
      // that is not allowed" where the value is an object of the other branch with a key the platform ignores
      const branches =
        (key === 'anyOf' || key === 'oneOf') && Array.isArray(value)
          ? value.filter((branch: unknown) => !isNever(branch as JsonSchema, reader))
          : value;
      copy[key] = visit(Array.isArray(branches) && branches.length > 0 ? branches : value);
    }
    return copy;
  };
  const { definitions: _definitions, $defs: _defs, ...validated } = root;
  return visit(validated);
}

/** Whether a schema matches no value: `{ "not": {} }` (through its `$ref`s). */
function isNever(schema: JsonSchema, reader: SchemaReader): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const resolved = schema.$ref !== undefined ? reader.resolve(schema) : schema;
  const keys = Object.keys(resolved).filter((key) => key !== 'description');
  const not = resolved.not;
  return keys.length === 1 && keys[0] === 'not' && !!not && typeof not === 'object' && Object.keys(not).length === 0;
}

type PathStep = string | number;

/** The key path of a node from the document's root: `["navbar", "links", 0]`. */
function pathOf(node: ASTNode): PathStep[] {
  const path: PathStep[] = [];
  let current: ASTNode | undefined = node;
  while (current?.parent) {
    const parent: ASTNode = current.parent;
    if (parent.type === 'property') {
      if (parent.keyNode !== current) path.unshift(parent.keyNode.value);
    } else if (parent.type === 'array') path.unshift(parent.items.indexOf(current));
    current = parent;
  }
  return path;
}

/** The object a node (a key, a property, a value) stands in. */
function objectAround(node: ASTNode): ASTNode | undefined {
  let current: ASTNode | undefined = node;
  while (current && current.type !== 'object') current = current.parent;
  return current;
}

/** `navbar.links[0]`, or the document's name at the top. */
function describeFullPath(path: readonly PathStep[], documentName: string): string {
  if (path.length === 0) return documentName;
  const steps = path.map((step, i) => (typeof step === 'number' ? `[${step}]` : i === 0 ? step : `.${step}`));
  return `\`${steps.join('')}\``;
}

function typeName(node: ASTNode): string {
  switch (node.type) {
    case 'string':
      return `the string ${JSON.stringify(node.value)}`;
    case 'number':
      return `the number ${node.value}`;
    case 'boolean':
      return String(node.value);
    case 'null':
      return 'null';
    case 'array':
      return 'an array';
    case 'object':
      return 'an object';
    default:
      return node.type;
  }
}

function listValues(values: readonly unknown[]): string {
  const shown = values.slice(0, 40).map((v) => JSON.stringify(v));
  return `${shown.join(', ')}${values.length > shown.length ? `, ... (${values.length} in all)` : ''}`;
}

function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

function sentence(description: string): string {
  const first = description.split(/(?<=\.)\s/)[0].replace(/\.$/, '');
  return lowerFirst(first);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

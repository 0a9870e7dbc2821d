// The schema docs.json's settings are validated against: the platform's schema for the site's theme (each theme is
// one branch of the platform's union), with `theme` listing every theme and `navigation` left to the navigation
// rules, which know what the platform does with each element.
import * as jsonc from 'jsonc-parser';
import { JsonFile } from './json';
import { DOCS_SCHEMA, MINT_SCHEMA, JsonSchema } from './platformSchema';
import { SchemaProblem, SchemaValidator } from './schemaValidation';

/** The platform's schema with its `#/anyOf/...` references moved under `definitions`, where a branch can reach them. */
function relocate(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(relocate);
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node))
    copy[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/anyOf/')
        ? `#/definitions/docsConfig/anyOf/${value.slice('#/anyOf/'.length)}`
        : relocate(value);
  return copy;
}

let relocated: { readonly forms: readonly JsonSchema[]; readonly definitions: Record<string, JsonSchema> } | undefined;
const validators = new Map<number, SchemaValidator>();

function platformForms() {
  if (!relocated) {
    const root = relocate(DOCS_SCHEMA.schema) as JsonSchema;
    relocated = { forms: root.anyOf ?? [], definitions: { ...root.definitions, docsConfig: { anyOf: root.anyOf } } };
  }
  return relocated;
}

export function themes(): string[] {
  return platformForms().forms.map((form) => String(form.properties?.theme?.const));
}

/** The validator of docs.json's settings for a theme (an unknown or missing theme: the first theme's settings). */
export function settingsValidator(theme: unknown): SchemaValidator {
  const { forms, definitions } = platformForms();
  const index = Math.max(0, themes().indexOf(String(theme)));
  let validator = validators.get(index);
  if (!validator) {
    const form = forms[index];
    const schema: JsonSchema = {
      $schema: DOCS_SCHEMA.schema.$schema,
      ...form,
      properties: {
        ...form.properties,
        theme: { type: 'string', enum: themes(), description: 'The layout theme of the site.' },
        navigation: {},
      },
      required: form.required?.filter((key) => key !== 'navigation'),
      definitions,
    };
    validator = new SchemaValidator(schema);
    validators.set(index, validator);
  }
  return validator;
}

const partValidators = new Map<string, SchemaValidator>();

/** The validator of the value at a key path of docs.json's settings (a value pulled in from another file). */
export function settingsPartValidator(theme: unknown, path: readonly (string | number)[]): SchemaValidator {
  const whole = settingsValidator(theme);
  const key = `${themes().indexOf(String(theme))}:${JSON.stringify(path)}`;
  let validator = partValidators.get(key);
  if (!validator) {
    const forms = whole.reader.at(whole.schema, path);
    validator = new SchemaValidator({
      $schema: DOCS_SCHEMA.schema.$schema,
      anyOf: forms.length ? forms : [{}],
      definitions: whole.schema.definitions,
    });
    partValidators.set(key, validator);
  }
  return validator;
}

/** By file and version: a file edited inside one string stays the same object (json.ts). */
const localValidators = new WeakMap<JsonFile, { version: string | number; validator: SchemaValidator | undefined }>();

/** The validator of a schema that `$schema` names as a local file (undefined when the file holds no JSON object). */
export function localSettingsValidator(file: JsonFile): SchemaValidator | undefined {
  const known = localValidators.get(file);
  if (known?.version === file.version) return known.validator;
  const schema = file.root && file.errors.length === 0 ? (jsonc.getNodeValue(file.root) as unknown) : undefined;
  const validator =
    schema && typeof schema === 'object' && !Array.isArray(schema) ? ownSettingsValidator(schema) : undefined;
  localValidators.set(file, { version: file.version, validator });
  return validator;
}

const ownValidators = new WeakMap<object, SchemaValidator | undefined>();

/**
 * The validator of a schema of the site's own (a local file or a URL that `$schema` names): undefined when it is not
 * a usable JSON Schema. Its `navigation` is left to the navigation rules, as with the platform's schema.
 */
export function ownSettingsValidator(schema: object): SchemaValidator | undefined {
  if (ownValidators.has(schema)) return ownValidators.get(schema);
  const own = schema as JsonSchema;
  const properties = own.properties && typeof own.properties === 'object' ? own.properties : undefined;
  let validator: SchemaValidator | undefined;
  try {
    validator = new SchemaValidator(
      properties
        ? {
            ...own,
            properties: { ...properties, navigation: {} },
            required: Array.isArray(own.required) ? own.required.filter((k) => k !== 'navigation') : undefined,
          }
        : own,
    );
  } catch {
    validator = undefined; // a value of the wrong kind where the schema language wants another (`"$ref": 5`)
  }
  ownValidators.set(schema, validator);
  return validator;
}

const fieldChecks = new WeakMap<
  readonly JsonSchema[],
  { validator: SchemaValidator; seen: Map<string, SchemaProblem[]> }
>();
const MAX_REMEMBERED_VALUES = 10_000;

/**
 * The problems of one field's value in a navigation element (an `icon` object, a `color`, a language's `banner`)
 * against the schemas the platform gives that field, remembered by the value's text: a docs.json repeats the same
 * icons, and every edit builds the navigation again.
 */
export function navigationFieldProblems(
  schemas: readonly JsonSchema[],
  key: string,
  text: string,
): readonly SchemaProblem[] {
  let check = fieldChecks.get(schemas);
  if (!check) {
    const { definitions } = platformForms();
    const anyOf = relocate(schemas) as JsonSchema[];
    check = {
      validator: new SchemaValidator({ $schema: DOCS_SCHEMA.schema.$schema, anyOf, definitions }),
      seen: new Map(),
    };
    fieldChecks.set(schemas, check);
  }
  let problems = check.seen.get(text);
  if (!problems) {
    if (check.seen.size >= MAX_REMEMBERED_VALUES) check.seen.clear();
    problems = check.validator.validate(text, [key]);
    check.seen.set(text, problems);
  }
  return problems;
}

let legacyValidator: SchemaValidator | undefined;

/** The validator of a legacy mint.json: the platform's mint.json schema as it is (its navigation rules read it too). */
export function legacySettingsValidator(): SchemaValidator {
  legacyValidator ??= new SchemaValidator(MINT_SCHEMA.schema, 'mint.json');
  return legacyValidator;
}

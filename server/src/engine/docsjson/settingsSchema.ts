// The schema docs.json's settings are validated against: the platform's schema for the site's theme (each theme is
// one branch of the platform's union), with `theme` listing every theme and `navigation` left to the navigation
// rules, which know what the platform does with each element.
import * as jsonc from 'jsonc-parser';
import { JsonFile } from './json';
import { DOCS_SCHEMA, docsSchemaReader, MINT_SCHEMA, JsonSchema } from './platformSchema';
import { SchemaProblem, SchemaValidator } from './schemaValidation';
import { VALIDATOR_SNAPSHOT } from './validatorChecks';

/** The objects of the platform's schema in which its validator refuses an unknown key (the rest drop it). */
const STRICT: ReadonlySet<string> = new Set(VALIDATOR_SNAPSHOT.strict);
/** The strings whose `pattern` its validator matches once trimmed. */
const TRIMMED: ReadonlySet<string> = new Set(VALIDATOR_SNAPSHOT.trimmed);

// Each validator below reads the platform's schema where its `$ref`s point (`#/anyOf/0/...`, `#/definitions/...`),
// through the one reader of it: nothing of the 180 KB schema is copied to build one.
const validators = new Map<number, SchemaValidator>();

function platformForms(): readonly JsonSchema[] {
  return DOCS_SCHEMA.schema.anyOf ?? [];
}

export function themes(): string[] {
  return platformForms().map((form) => String(form.properties?.theme?.const));
}

/** The validator of docs.json's settings for a theme (an unknown or missing theme: the first theme's settings). */
export function settingsValidator(theme: unknown): SchemaValidator {
  const forms = platformForms();
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
    };
    validator = new SchemaValidator(schema, 'docs.json', docsSchemaReader, STRICT, TRIMMED);
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
    validator = new SchemaValidator(
      { $schema: DOCS_SCHEMA.schema.$schema, anyOf: forms.length ? forms : [{}] },
      'docs.json',
      docsSchemaReader,
      STRICT,
      TRIMMED,
    );
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
  { validators: [SchemaValidator, SchemaValidator]; seen: [Map<string, SchemaProblem[]>, Map<string, SchemaProblem[]>] }
>();
const MAX_REMEMBERED_VALUES = 10_000;

/**
 * The problems of one field's value in a navigation element (an `icon` object, a `color`, a language's `banner`)
 * against the schemas the platform gives that field, remembered by the value's text: a docs.json repeats the same
 * icons, and every edit builds the navigation again. `strict`: whether an unknown key in an object the platform's
 * validator holds strict is refused (`config-refused-field`); not where the element may be a form without the field,
 * which the validator takes and drops the field whole.
 */
export function navigationFieldProblems(
  schemas: readonly JsonSchema[],
  key: string,
  text: string,
  strict = true,
): readonly SchemaProblem[] {
  let check = fieldChecks.get(schemas);
  if (!check) {
    const schema = { $schema: DOCS_SCHEMA.schema.$schema, anyOf: schemas };
    check = {
      validators: [
        new SchemaValidator(schema, 'docs.json', docsSchemaReader, STRICT, TRIMMED),
        new SchemaValidator(schema, 'docs.json', docsSchemaReader, new Set(), TRIMMED),
      ],
      seen: [new Map(), new Map()],
    };
    fieldChecks.set(schemas, check);
  }
  const which = strict ? 0 : 1;
  const seen = check.seen[which];
  let problems = seen.get(text);
  if (!problems) {
    if (seen.size >= MAX_REMEMBERED_VALUES) seen.clear();
    problems = check.validators[which].validate(text, [key]);
    seen.set(text, problems);
  }
  return problems;
}

let legacyValidator: SchemaValidator | undefined;

/** The validator of a legacy mint.json: the platform's mint.json schema as it is (its navigation rules read it too). */
export function legacySettingsValidator(): SchemaValidator {
  legacyValidator ??= new SchemaValidator(MINT_SCHEMA.schema, 'mint.json');
  return legacyValidator;
}

// Most examples in large specs sit on leaf schemas (`type: integer, example: 3`). Compiling each with Ajv cost
// seconds on GitHub's spec (about 2 ms a schema); a leaf schema's keywords are checked here directly, with the
// errors Ajv gives.
import { AjvError } from '../ajvErrors';
import { SpecNode, SpecObject } from '../specTree';
import { isOfType, sameValue, typesOf } from './enumValues';

/** Keywords a leaf schema may hold: only `type` and `enum` constrain a value; the others annotate it. */
const LEAF_KEYWORDS = new Set([
  'type',
  'enum',
  'nullable',
  'format',
  'description',
  'title',
  'example',
  'examples',
  'default',
  'readOnly',
  'writeOnly',
  'deprecated',
  'externalDocs',
  'xml',
]);

/** A validator of a schema that only `type` and `enum` constrain, or undefined for any other schema. */
export function leafValidator(schema: SpecNode): ((value: SpecNode) => AjvError[]) | undefined {
  if (schema.kind !== 'object') return undefined;
  for (const key of schema.props.keys()) if (!LEAF_KEYWORDS.has(key) && !key.startsWith('x-')) return undefined;
  const nullable = isNullable(schema);
  const types = schema.props.has('type') ? typesOf(schema, nullable) : [];
  if (!types) return undefined;
  const values = schema.props.get('enum')?.value;
  if (values && values.kind !== 'array') return undefined;
  return (value) => {
    const errors: AjvError[] = [];
    if (types.length > 0 && !types.some((type) => isOfType(value, type)))
      errors.push(error('type', { type: types.join(',') }, `must be ${types.join(',')}`));
    if (values && !values.items.some((allowed) => sameValue(allowed, value, 0)))
      errors.push(error('enum', {}, 'must be equal to one of the allowed values'));
    return errors;
  };
}

function isNullable(schema: SpecObject): boolean {
  const nullable = schema.props.get('nullable')?.value;
  return nullable?.kind === 'scalar' && nullable.value === true;
}

function error(keyword: string, params: Record<string, unknown>, message: string): AjvError {
  return { instancePath: '', schemaPath: `#/${keyword}`, keyword, params, message };
}

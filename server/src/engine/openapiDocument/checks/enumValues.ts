// openapi-enum-value: a schema's `default` that is none of its `enum` values, or an `enum` value not of the schema's
// `type`. The platform shows the default and the values on the page and offers them in the playground: a default
// outside the list, or a value of the wrong type, is a request the API refuses.
import { SpecNode, SpecObject, str } from '../specTree';
import { walkSchemaObjects } from './schemaObjects';
import { spanRange, SpecRule, SpecRuleContext } from './specRule';

/** Values are compared this deep; deeper objects count as equal (never a false report). */
const MAX_COMPARED_DEPTH = 32;

export const checkEnumValues: SpecRule = (ctx) => {
  walkSchemaObjects(ctx.root, (schema) => {
    const values = schema.props.get('enum')?.value;
    if (values?.kind !== 'array') return;
    const nullable = isTrue(schema.props.get('nullable')?.value);
    const types = typesOf(schema, nullable);
    if (types)
      for (const value of values.items)
        if (!types.some((type) => isOfType(value, type)))
          report(ctx, value, `The enum value ${shown(value)} is not of the schema's type (${types.join(', ')}).`);
    const fallback = schema.props.get('default')?.value;
    if (!fallback || (nullable && isNull(fallback)) || values.items.some((v) => sameValue(v, fallback, 0))) return;
    report(ctx, fallback, `The default ${shown(fallback)} is none of the enum's values.`);
  });
};

function report(ctx: SpecRuleContext, node: SpecNode, message: string): void {
  ctx.report({
    uri: ctx.uri,
    range: spanRange(ctx, node.start, node.kind === 'scalar' ? node.end : node.start + 1),
    code: 'openapi-enum-value',
    message,
  });
}

/** The types a value may have: `type` as a name or a list (3.1), with `null` for a 3.0 `nullable` schema. */
export function typesOf(schema: SpecObject, nullable: boolean): string[] | undefined {
  const type = schema.props.get('type')?.value;
  const names = type?.kind === 'array' ? type.items.map(str) : type?.kind === 'scalar' ? [str(type)] : [undefined];
  if (names.some((name) => name === undefined)) return undefined;
  return [...(names as string[]), ...(nullable ? ['null'] : [])];
}

export function isOfType(value: SpecNode, type: string): boolean {
  if (type === 'object' || type === 'array') return value.kind === type;
  if (value.kind !== 'scalar') return false;
  const v = value.value;
  switch (type) {
    case 'null':
      return v === null;
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    case 'number':
      return typeof v === 'number';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    default:
      return true; // a type OpenAPI does not define: openapi-structure's to report
  }
}

export function sameValue(a: SpecNode, b: SpecNode, depth: number): boolean {
  if (depth > MAX_COMPARED_DEPTH) return true;
  if (a.kind === 'scalar') return b.kind === 'scalar' && a.value === b.value;
  if (b.kind === 'scalar') return false;
  if (a.kind === 'array')
    return (
      b.kind === 'array' &&
      a.items.length === b.items.length &&
      a.items.every((x, i) => sameValue(x, b.items[i], depth + 1))
    );
  if (b.kind !== 'object' || a.props.size !== b.props.size) return false;
  for (const [key, p] of a.props) {
    const other = b.props.get(key);
    if (!other || !sameValue(p.value, other.value, depth + 1)) return false;
  }
  return true;
}

function isTrue(node: SpecNode | undefined): boolean {
  return node?.kind === 'scalar' && node.value === true;
}

function isNull(node: SpecNode): boolean {
  return node.kind === 'scalar' && node.value === null;
}

function shown(node: SpecNode): string {
  return node.kind === 'scalar' ? JSON.stringify(node.value) : `(an ${node.kind})`;
}

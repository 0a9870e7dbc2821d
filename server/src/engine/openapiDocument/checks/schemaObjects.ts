// The schema-like objects of a spec: every object outside the values that hold data (examples, defaults, enum and
// const values, extensions), each with its JSON pointer. In a map whose keys are names (`properties`, `headers`,
// `responses`, the maps of `components`), a key like those (`default`, `x-rate-limit`) is a name.
import { SpecNode, SpecObject } from '../specTree';

const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'paths',
  'webhooks',
  'responses',
  'headers',
  'content',
  'encoding',
  'callbacks',
  'links',
  'schemas',
  'parameters',
  'requestBodies',
  'securitySchemes',
  'pathItems',
]);

/** A key whose value is data, outside a map of names. */
export function isDataKey(key: string): boolean {
  return DATA_KEYS.has(key) || key.startsWith('x-');
}

/** A key whose value is a map of names. */
export function isNameMap(key: string): boolean {
  return NAME_MAPS.has(key);
}

/** Visits each object once (YAML aliases share subtrees), with the pointer of its first place; `inNameMap` for a
 * map of names itself. */
export function walkSchemaObjects(
  root: SpecNode,
  visit: (node: SpecObject, pointer: () => string, inNameMap: boolean) => void,
): void {
  const seen = new Set<SpecNode>();
  const stack: { node: SpecNode; parent?: Entry; segment?: string; inNameMap: boolean }[] = [
    { node: root, inNameMap: false },
  ];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { node, inNameMap } = entry;
    if (node.kind === 'scalar' || seen.has(node)) continue;
    seen.add(node);
    if (node.kind === 'array') {
      node.items.forEach((item, i) => stack.push({ node: item, parent: entry, segment: String(i), inNameMap: false }));
      continue;
    }
    const current = entry;
    visit(node, () => pointerOf(current), inNameMap);
    for (const [key, p] of node.props) {
      if (!inNameMap && isDataKey(key)) continue;
      stack.push({ node: p.value, parent: entry, segment: key, inNameMap: isNameMap(key) && !inNameMap });
    }
  }
}

interface Entry {
  readonly parent?: Entry;
  readonly segment?: string;
}

function pointerOf(entry: Entry): string {
  const segments: string[] = [];
  for (let at: Entry | undefined = entry; at?.segment !== undefined; at = at.parent)
    segments.push(at.segment.replace(/~/g, '~0').replace(/\//g, '~1'));
  return `#/${segments.reverse().join('/')}`;
}

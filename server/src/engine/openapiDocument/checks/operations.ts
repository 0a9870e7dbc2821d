// The operations of a spec with the keys they are written under: rules that report at a path or a method key read
// them from here. A path item given as an internal `$ref` is followed, as the platform resolves internal references.
import { HTTP_METHODS } from '../specIndex';
import { deref, SpecNode, SpecObject, SpecProp } from '../specTree';
import { SpecRuleContext } from './specRule';

export interface OperationEntry {
  /** The key of `paths` (a path template) or of `webhooks` (a webhook's name). */
  readonly path: SpecProp;
  readonly webhook: boolean;
  /** The key of the operation in its path item (`get`, `post`, ...). */
  readonly method: SpecProp;
  readonly operation: SpecObject;
  /** The path item, its `$ref` followed. */
  readonly item: SpecObject;
}

export function operationsOf(ctx: SpecRuleContext): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const section of ['paths', 'webhooks'] as const) {
    const items = ctx.root.kind === 'object' ? ctx.root.props.get(section)?.value : undefined;
    if (items?.kind !== 'object') continue;
    for (const path of items.props.values()) {
      const item = deref(ctx.root, path.value);
      if (item?.kind !== 'object') continue;
      for (const name of HTTP_METHODS) {
        const method = item.props.get(name);
        // an operation written as a `$ref` (to another file, as split specs do) is judged where it resolves, and
        // not at all where it does not: what it declares is unknown here
        const operation = method && deref(ctx.root, method.value);
        if (method && operation?.kind === 'object')
          entries.push({ path, webhook: section === 'webhooks', method, operation, item });
      }
    }
  }
  return entries;
}

/** The items of a list, each followed through an internal `$ref` (with the item as written, for positions). */
export function itemsOf(root: SpecNode, list: SpecNode | undefined): { written: SpecNode; node: SpecNode }[] {
  if (list?.kind !== 'array') return [];
  return list.items.flatMap((written) => {
    const node = deref(root, written);
    return node ? [{ written, node }] : [];
  });
}

/** Whether a list (or the node standing for it) holds a `$ref` that does not resolve here (another file's). */
export function holdsUnresolvedRef(root: SpecNode, list: SpecNode | undefined): boolean {
  if (list === undefined) return false;
  if (list.kind !== 'array') return deref(root, list) === undefined;
  return list.items.some((item) => deref(root, item) === undefined);
}

// openapi-undeclared-tag: the platform groups generated pages by each operation's tags. When the spec declares a
// `tags` list, that list gives the groups their labels (`x-group`, `x-displayName`) and order; an operation none of
// whose tags is in it still makes a group, unlabelled and apart: most often a misspelt tag that splits a group in two.
// An operation that also carries a declared tag is grouped under that one, and a spec without a `tags` list declares
// none on purpose: neither is reported.
import { closestMatch } from '../../text';
import { child, SpecNode, str } from '../specTree';
import { itemsOf, operationsOf } from './operations';
import { spanRange, SpecRule } from './specRule';

export const checkTags: SpecRule = (ctx) => {
  const declared = declaredTagNames(ctx.root);
  if (!declared) return;
  for (const { operation } of operationsOf(ctx)) {
    const tags = child(operation, 'tags');
    if (tags?.kind !== 'array' || carriesDeclaredTag(operation, declared)) continue;
    for (const tag of tags.items) {
      const name = str(tag);
      if (name === undefined) continue;
      const meant = closestMatch(name, [...declared]);
      ctx.report({
        uri: ctx.uri,
        range: spanRange(ctx, tag.start, tag.end),
        code: 'openapi-undeclared-tag',
        message:
          `The tag "${name}" is not in the spec's \`tags\` list${meant ? ` (did you mean "${meant}"?)` : ''}: ` +
          'its pages get a group of their own, without the label and place the list gives.',
      });
    }
  }
};

/** The names of the spec's top-level `tags` list; undefined when it has none. */
export function declaredTagNames(root: SpecNode): Set<string> | undefined {
  const list = child(root, 'tags');
  if (list?.kind !== 'array') return undefined;
  const names = itemsOf(root, list).map(({ node }) => str(child(node, 'name')));
  return new Set(names.filter((name): name is string => name !== undefined));
}

/** Whether one of an operation's tags is in the spec's list (the operation is grouped under it). */
export function carriesDeclaredTag(operation: SpecNode | undefined, declared: ReadonlySet<string>): boolean {
  const tags = child(operation, 'tags');
  return tags?.kind === 'array' && tags.items.some((tag) => declared.has(str(tag) ?? ''));
}

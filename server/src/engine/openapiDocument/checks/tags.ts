// openapi-undeclared-tag: the platform groups generated pages by each operation's tags. When the spec declares a
// `tags` list, that list gives the groups their labels (`x-group`, `x-displayName`) and order; an operation none of
// whose tags is in it still makes a group, unlabelled and apart: most often a misspelt tag that splits a group in two.
// An operation that also carries a declared tag is grouped under that one, and a spec without a `tags` list declares
// none on purpose: neither is reported.
import { closestMatch } from '../../text';
import { child, str } from '../specTree';
import { itemsOf, operationsOf } from './operations';
import { spanRange, SpecRule } from './specRule';

export const checkTags: SpecRule = (ctx) => {
  const list = child(ctx.root, 'tags');
  if (list?.kind !== 'array') return;
  const declared = itemsOf(ctx.root, list)
    .map(({ node }) => str(child(node, 'name')))
    .filter((name): name is string => name !== undefined);
  const names = new Set(declared);
  for (const { operation } of operationsOf(ctx)) {
    const tags = child(operation, 'tags');
    if (tags?.kind !== 'array' || tags.items.some((tag) => names.has(str(tag) ?? ''))) continue;
    for (const tag of tags.items) {
      const name = str(tag);
      if (name === undefined) continue;
      const meant = closestMatch(name, declared);
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

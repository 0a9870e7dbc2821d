// `$ref`s: only internal references are supported (openapi-external-ref), and each must name an existing node
// (openapi-unresolved-ref). Nothing named by a `$ref` is ever read or fetched.
import { resolvePointer, str } from '../specTree';
import { spanRange, SpecRule, walkObjects } from './specRule';

export const checkRefs: SpecRule = (ctx) => {
  walkObjects(ctx.root, (node) => {
    const ref = node.props.get('$ref');
    const target = str(ref?.value);
    if (!ref || target === undefined) return;
    const range = spanRange(ctx, ref.value.start, ref.value.end);
    if (!target.startsWith('#')) {
      ctx.report({
        uri: ctx.uri,
        range,
        code: 'openapi-external-ref',
        message:
          `\`$ref\` "${target}" points to another file or URL; only references within this document ` +
          `(#/...) are supported.`,
      });
    } else if (!resolvePointer(ctx.root, target)) {
      ctx.report({
        uri: ctx.uri,
        range,
        code: 'openapi-unresolved-ref',
        message: `\`$ref\` "${target}" names nothing in this document.`,
      });
    }
  });
};

// openapi-x-docs: the vendor extension (`x-docs`, or `x-mint` as real specs write it) on an operation must have the
// shape the platform documents: `metadata` object (any frontmatter field but `openapi`), `content` and `href` strings.
import { X_DOCS_KEYS } from '../indexer';
import { prop, SpecNode, SpecProp } from '../specTree';
import { forEachOperation } from './document';
import { spanRange, SpecRule, SpecRuleContext } from './specRule';

export const PLAYGROUND_VALUES = ['interactive', 'simple', 'none', 'auth'];

export const checkXDocs: SpecRule = (ctx) => {
  forEachOperation(ctx, (op) => {
    for (const key of X_DOCS_KEYS) {
      const ext = prop(op, key);
      if (ext) checkExtension(ctx, ext);
    }
  });
};

function checkExtension(ctx: SpecRuleContext, ext: SpecProp): void {
  const bad = (node: SpecNode | SpecProp, message: string) => {
    const [start, end] = 'key' in node ? [node.keyStart, node.keyEnd] : [node.start, node.end];
    ctx.report({
      uri: ctx.uri,
      range: spanRange(ctx, start, end),
      code: 'openapi-x-docs',
      message: `\`${ext.key}\`: ${message}`,
    });
  };
  const value = ext.value;
  if (value.kind !== 'object') return bad(value, 'must be an object with `metadata`, `content` or `href`.');
  for (const field of ['content', 'href']) {
    const p = value.props.get(field);
    if (p && !isString(p.value)) bad(p.value, `\`${field}\` must be a string.`);
  }
  const metadata = value.props.get('metadata');
  if (!metadata) return;
  if (metadata.value.kind !== 'object') return bad(metadata.value, '`metadata` must be an object.');
  const fields = metadata.value.props;
  const openapi = fields.get('openapi');
  if (openapi) bad(openapi, "`metadata.openapi` is not allowed: the operation itself is the page's endpoint.");
  const pub = fields.get('public');
  if (pub && !(pub.value.kind === 'scalar' && typeof pub.value.value === 'boolean'))
    bad(pub.value, '`metadata.public` must be true or false.');
  const groups = fields.get('groups');
  if (groups && !(groups.value.kind === 'array' && groups.value.items.every(isString)))
    bad(groups.value, '`metadata.groups` must be an array of group names (strings).');
  const playground = fields.get('playground');
  if (
    playground &&
    !(
      playground.value.kind === 'scalar' &&
      PLAYGROUND_VALUES.includes(String(playground.value.value)) &&
      isString(playground.value)
    )
  ) {
    bad(
      playground.value,
      `\`metadata.playground\` must be one of ${PLAYGROUND_VALUES.map((v) => `"${v}"`).join(', ')}.`,
    );
  }
  for (const field of ['title', 'description']) {
    const p = fields.get(field);
    if (p && !isString(p.value)) bad(p.value, `\`metadata.${field}\` must be a string.`);
  }
}

function isString(node: SpecNode): boolean {
  return node.kind === 'scalar' && typeof node.value === 'string';
}

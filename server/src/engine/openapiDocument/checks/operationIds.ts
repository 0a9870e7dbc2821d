// openapi-duplicate-operation-id: an `operationId` names one operation. The platform builds page URLs from operation
// IDs when the site asks it to (`slug: operationId`): two operations with one ID then get one URL, and one of the
// pages takes a `-1` suffix or replaces the other; SDK and code-sample generators also key on it.
import { child, str } from '../specTree';
import { operationsOf } from './operations';
import { spanRange, SpecRule } from './specRule';

export const checkOperationIds: SpecRule = (ctx) => {
  const first = new Map<string, string>();
  for (const { path, webhook, method, operation } of operationsOf(ctx)) {
    const idNode = child(operation, 'operationId');
    const id = str(idNode);
    if (!idNode || id === undefined) continue;
    const here = webhook ? `webhook ${path.key}` : `${method.key.toUpperCase()} ${path.key}`;
    const earlier = first.get(id);
    if (earlier === undefined) {
      first.set(id, here);
      continue;
    }
    ctx.report({
      uri: ctx.uri,
      range: spanRange(ctx, idNode.start, idNode.end),
      code: 'openapi-duplicate-operation-id',
      message: `The operationId "${id}" is also that of ${earlier}: each operation needs its own.`,
    });
  }
};

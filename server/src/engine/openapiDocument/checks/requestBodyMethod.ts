// openapi-request-body-method: a `requestBody` on GET, HEAD or DELETE. OpenAPI gives a body no defined meaning there
// ("SHOULD be avoided"), browsers' fetch refuses a body on GET and HEAD, and servers and proxies commonly drop one on
// DELETE: the playground cannot send what the page documents.
import { prop } from '../specTree';
import { operationsOf } from './operations';
import { spanRange, SpecRule } from './specRule';

const BODILESS_METHODS = new Set(['get', 'head', 'delete']);

export const checkRequestBodyMethod: SpecRule = (ctx) => {
  for (const { method, operation } of operationsOf(ctx)) {
    const body = prop(operation, 'requestBody');
    if (!body || !BODILESS_METHODS.has(method.key)) continue;
    ctx.report({
      uri: ctx.uri,
      range: spanRange(ctx, body.keyStart, body.keyEnd),
      code: 'openapi-request-body-method',
      message:
        `A request body on ${method.key.toUpperCase()}: HTTP gives it no meaning there, and the playground's ` +
        `request from the browser ${method.key === 'delete' ? 'often loses it on the way' : 'cannot carry one'}. ` +
        'Send the values as query parameters, or use POST.',
    });
  }
};

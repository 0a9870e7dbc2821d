// openapi-request-body-method: a `requestBody` on GET, HEAD or DELETE. OpenAPI gives a body no defined meaning there
// ("SHOULD be avoided"), browsers' fetch refuses a body on GET and HEAD, and servers and proxies commonly drop one on
// DELETE: the playground cannot send what the page documents. A body that can hold nothing (an object schema with no
// properties and no others allowed, as generated specs write on every GET and DELETE) documents nothing either: left
// alone.
import { child, deref, prop, SpecNode } from '../specTree';
import { operationsOf } from './operations';
import { spanRange, SpecRule } from './specRule';

const BODILESS_METHODS = new Set(['get', 'head', 'delete']);

export const checkRequestBodyMethod: SpecRule = (ctx) => {
  for (const { method, operation } of operationsOf(ctx)) {
    const body = prop(operation, 'requestBody');
    if (!body || !BODILESS_METHODS.has(method.key) || holdsNothing(ctx.root, body.value)) continue;
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

/** Every media type's schema an object without properties that allows no others: the body is always empty. */
function holdsNothing(root: SpecNode, requestBody: SpecNode): boolean {
  const content = deref(root, child(deref(root, requestBody), 'content'));
  if (content?.kind !== 'object' || content.props.size === 0) return false;
  return [...content.props.values()].every((media) => {
    const schema = deref(root, child(deref(root, media.value), 'schema'));
    if (schema?.kind !== 'object') return false;
    const properties = child(schema, 'properties');
    const others = child(schema, 'additionalProperties');
    const shaped = ['allOf', 'anyOf', 'oneOf', 'items', 'patternProperties'].some((key) => schema.props.has(key));
    const noProperties = properties === undefined || (properties.kind === 'object' && properties.props.size === 0);
    return !shaped && noProperties && others?.kind === 'scalar' && others.value === false;
  });
}

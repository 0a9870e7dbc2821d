// openapi-no-success-response: an operation's page shows its responses; one with no `responses`, or only error
// responses, documents nothing of what a call that works returns. `default` counts: it describes any response.
import { HTTP_METHODS } from '../specIndex';
import { deref, prop } from '../specTree';
import { operationsOf } from './operations';
import { spanRange, SpecRule } from './specRule';

/** 2xx and 3xx status codes, and their ranges (`2XX`). */
const SUCCESS = /^[23](?:\d\d|XX)$/i;

export const checkSuccessResponses: SpecRule = (ctx) => {
  for (const { method, operation } of operationsOf(ctx)) {
    const responses = prop(operation, 'responses');
    // responses brought from another file are unknown here: not judged
    if (responses && deref(ctx.root, responses.value) === undefined) continue;
    const list = responses && deref(ctx.root, responses.value);
    const codes = list?.kind === 'object' ? [...list.props.keys()] : [];
    if (codes.some((code) => code === 'default' || SUCCESS.test(code))) continue;
    const at = responses ?? method;
    ctx.report({
      uri: ctx.uri,
      range: spanRange(ctx, at.keyStart, at.keyEnd),
      code: 'openapi-no-success-response',
      message: responses
        ? `No success response (2xx, 3xx or \`default\`)${codes.length ? `, only ${codes.join(', ')}` : ''}: ` +
          'the page documents no result of a call that works.'
        : 'The operation has no `responses`: its page documents no response.',
    });
  }
};

/** An operation of `paths` or `webhooks` (as a JSON pointer), where this rule looks: callbacks' are not. */
const OPERATION_POINTER = new RegExp(`^/(?:paths|webhooks)/[^/]+/(?:${HTTP_METHODS.join('|')})$`);

/** The schema error of a missing or empty `responses` (3.0) that this rule reports instead. */
export function isResponsesRequirement(keyword: string, missingProperty: unknown, instancePath: string): boolean {
  if (keyword === 'required' && missingProperty === 'responses') return OPERATION_POINTER.test(instancePath);
  return keyword === 'minProperties' && OPERATION_POINTER.test(instancePath.replace(/\/responses$/, ''));
}

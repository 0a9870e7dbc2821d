// `openapi` values on navigation elements and the top-level `api.openapi`: their shape, that local files exist, and
// the spec sources the platform's validator refuses (of `asyncapi` values too, whose shape is nav-type's).
import { items, nodeRange, property, stringContentRange, stringValue } from '../../docsjson';
import { describeElement, openApiSources, openApiValues, specSourceJudgement, STRING_CHECKS } from '../../docsjson';
import type { JsonNode, NavElement, NavigationRefinement } from '../../docsjson';
import { isRemoteSpec } from '../../openapiDocument';
import { ConfigRule, ConfigRuleContext } from './ruleContext';

export const checkOpenApiValues: ConfigRule = (ctx) => {
  for (const { value, element } of openApiValues(ctx.config)) {
    const judgement = element ? specSourceJudgement(element, 'openapi') : undefined;
    const refinement = judgement && 'refinement' in judgement ? judgement.refinement : undefined;
    const sources = openApiSources(
      value,
      (at, message) => ctx.report({ uri: at.file.uri, range: nodeRange(at), code: 'nav-openapi-value', message }),
      (at, _key, message) => {
        // where the validator takes the docs.json and drops the value, the model warns (nav-unknown-field)
        if (judgement && 'drops' in judgement) return;
        ctx.report({
          uri: at.file.uri,
          range: nodeRange(at),
          code: 'nav-openapi-value',
          message: element
            ? `${capitalize(describeElement(element))}: ${message.slice(0, -1)}: the platform refuses the whole ` +
              'docs.json.'
            : message,
        });
      },
    );
    for (const source of sources) {
      const refused = refinement && element ? refusedSource(ctx, refinement, element, 'openapi', source.node) : false;
      for (const overlay of source.overlays ?? [])
        if (refinement && element) refusedSource(ctx, refinement, element, 'openapi', overlay, true);
      if (!refused && !isRemoteSpec(source.source) && !ctx.resolveSpec(source.source)) {
        ctx.report({
          uri: source.node.file.uri,
          range: stringContentRange(source.node),
          code: 'nav-openapi-missing-file',
          message: `The OpenAPI file "${source.source}" does not exist.`,
        });
      }
    }
  }
  for (const element of ctx.config.elements) {
    const value = property(element.node, 'asyncapi')?.valueNode;
    if (!value) continue;
    const judgement = specSourceJudgement(element, 'asyncapi');
    if (!('refinement' in judgement)) continue;
    // its shape (a string, an array of strings, `{ source, directory? }`) is the JSON Schema's, told by nav-type
    const nodes =
      value.node.type === 'array'
        ? items(value)
        : value.node.type === 'object'
          ? [property(value, 'source')?.valueNode]
          : [value];
    for (const node of nodes) if (node) refusedSource(ctx, judgement.refinement, element, 'asyncapi', node, true);
  }
};

/** What each reason of the validator's check of a spec source means, in docs-lsp's words. */
const MEANINGS: Readonly<Record<string, string>> = {
  blank: 'must name a file or a URL, not be blank (the platform trims the spaces around it)',
  protocol:
    'must be a file path or an `https:` or `http:` URL: the platform reads any other scheme (`ftp:`, `file:`, the ' +
    '`c:` of a Windows path) as a URL it does not fetch',
  url: 'must be a URL the platform can parse',
};

/**
 * Reports a spec source (a string node) the validator refuses, with its message; whether it did. An empty string
 * (`openapi`'s own message, or the JSON Schema's `minLength` for `asyncapi`) is left to those; `blankToo`: a string
 * of spaces is reported here (the `openapi` value's own check tells a blank `source` already).
 */
function refusedSource(
  ctx: ConfigRuleContext,
  refinement: NavigationRefinement,
  element: NavElement,
  key: 'openapi' | 'asyncapi',
  node: JsonNode,
  blankToo = false,
): boolean {
  const text = stringValue(node);
  if (text === undefined || text === '') return false;
  const reason = STRING_CHECKS.source(text);
  if (reason === undefined || (reason === 'blank' && !blankToo)) return false;
  ctx.report({
    uri: node.file.uri,
    range: nodeRange(node),
    code: 'nav-openapi-value',
    message:
      `${capitalize(describeElement(element))}: \`${key}\` ${MEANINGS[reason] ?? 'is not accepted'}. ` +
      `The platform refuses the docs.json ("${refinement.messages[reason] ?? reason}").`,
  });
  return true;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// `openapi` values on navigation elements and the top-level `api.openapi`: their shape, and that local files exist.
import { nodeRange, stringContentRange } from '../../docsjson';
import { openApiSources, openApiValues } from '../../docsjson';
import { isRemoteSpec } from '../../openapiDocument';
import { ConfigRule } from './ruleContext';

export const checkOpenApiValues: ConfigRule = (ctx) => {
  for (const { value } of openApiValues(ctx.config)) {
    const sources = openApiSources(value, (at, message) =>
      ctx.report({ uri: at.file.uri, range: nodeRange(at), code: 'nav-openapi-value', message }),
    );
    for (const source of sources) {
      if (!isRemoteSpec(source.source) && !ctx.resolveSpec(source.source)) {
        ctx.report({
          uri: source.node.file.uri,
          range: stringContentRange(source.node),
          code: 'nav-openapi-missing-file',
          message: `The OpenAPI file "${source.source}" does not exist.`,
        });
      }
    }
  }
};

// `openapi` values on navigation elements and the top-level `api.openapi`: their shape, and that local files exist.
import {
  items,
  JsonNode,
  jsonTypeName,
  nodeRange,
  properties,
  property,
  stringContentRange,
} from '../../docsjson/json';
import { leavesFolder } from '../../workspace';
import { ConfigRule, ConfigRuleContext } from './context';

export interface OpenApiSource {
  readonly source: string;
  readonly directory?: string;
  /** The string node of the source, for ranges. */
  readonly node: JsonNode;
}

export const REMOTE_SPEC = /^https?:\/\//i;

export const checkOpenApiValues: ConfigRule = (ctx) => {
  for (const element of ctx.config.elements) {
    const value = property(element.node, 'openapi')?.valueNode;
    if (value) checkValue(value, ctx, true);
  }
  const api = ctx.config.top && property(ctx.config.top, 'api')?.valueNode;
  const topLevel = api?.node.type === 'object' ? property(api, 'openapi')?.valueNode : undefined;
  if (topLevel) checkValue(topLevel, ctx, true);
};

/** Reads an `openapi` value into its sources, reporting every malformed part when `ctx` is given. */
export function openApiSources(value: JsonNode, ctx?: ConfigRuleContext): OpenApiSource[] {
  return checkValue(value, ctx, false);
}

function checkValue(value: JsonNode, ctx: ConfigRuleContext | undefined, reportProblems: boolean): OpenApiSource[] {
  const bad = (at: JsonNode, message: string) => {
    if (reportProblems && ctx)
      ctx.report({ uri: at.file.uri, range: nodeRange(at), code: 'nav-openapi-value', message });
  };
  const single = (n: JsonNode, inArray: boolean): OpenApiSource[] => {
    if (n.node.type === 'string') {
      if ((n.node.value as string).trim() === '') {
        bad(n, '`openapi` must name a spec file or URL, not an empty string.');
        return [];
      }
      return [{ source: n.node.value as string, node: n }];
    }
    if (n.node.type === 'object') {
      const source = property(n, 'source')?.valueNode;
      const directory = property(n, 'directory')?.valueNode;
      const extra = properties(n).find((p) => p.key !== 'source' && p.key !== 'directory');
      if (!source || source.node.type !== 'string' || (source.node.value as string).trim() === '') {
        bad(source ?? n, '`openapi` as an object needs a non-empty string `source` (and optionally `directory`).');
        return [];
      }
      if (directory && directory.node.type !== 'string') bad(directory, '`directory` must be a string.');
      else if (directory && leavesFolder(directory.node.value as string))
        bad(directory, '`directory` leaves the docs root: generated pages live in a folder inside it.');
      if (extra)
        bad(extra.keyNode, `\`openapi\` objects hold only \`source\` and \`directory\`, not \`${extra.key}\`.`);
      return [
        {
          source: source.node.value as string,
          directory: directory?.node.type === 'string' ? (directory.node.value as string) : undefined,
          node: source,
        },
      ];
    }
    if (n.node.type === 'array' && !inArray) return items(n).flatMap((item) => single(item, true));
    bad(
      n,
      `\`openapi\` must be a spec path or URL, \`{ "source", "directory" }\` or an array of them, not ${jsonTypeName(n.node)}.`,
    );
    return [];
  };
  const sources = single(value, false);
  if (reportProblems && ctx) {
    for (const source of sources) {
      if (!REMOTE_SPEC.test(source.source) && !ctx.resolveSpec(source.source)) {
        ctx.report({
          uri: source.node.file.uri,
          range: stringContentRange(source.node),
          code: 'nav-openapi-missing-file',
          message: `The OpenAPI file "${source.source}" does not exist.`,
        });
      }
    }
  }
  return sources;
}

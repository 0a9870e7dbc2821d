// `openapi` values of docs.json, on navigation elements and as the top-level `api.openapi`, read into the specs they
// name. A value is a spec path or URL, `{ source, directory? }`, or an array of those.
import { items, JsonNode, jsonTypeName, keptProperty, properties, property } from './json';
import { DocsConfig, followRefs, NavElement, settingValue } from './model';
import { leavesFolder } from '../workspace';
import { OPENAPI_OBJECT_KEYS as OBJECT_KEYS } from './schema';

export interface OpenApiSource {
  readonly source: string;
  readonly directory?: string;
  /** The string node of the source, for ranges. */
  readonly node: JsonNode;
  /** The string nodes of the overlays an object names (`overlays`), to apply to the spec. */
  readonly overlays?: readonly JsonNode[];
}

export interface OpenApiValue {
  readonly value: JsonNode;
  /** The element that sets it; undefined for `api.openapi`. */
  readonly element: NavElement | undefined;
}

/** Hears each malformed part of a value, with the node at fault. */
export type MalformedOpenApi = (at: JsonNode, message: string) => void;

/** Hears a key an `openapi` object does not define (its key node), apart from the malformed parts. */
export type UnknownOpenApiKey = (at: JsonNode, key: string, message: string) => void;

/** The `openapi` value an element sets itself, if any. */
export function ownOpenApiValue(element: NavElement): JsonNode | undefined {
  return property(element.node, 'openapi')?.valueNode;
}

/** The site-wide `api.openapi` value, if any (`api` and its `openapi` may be pulled in with `$ref`). */
export function siteWideOpenApiValue(config: DocsConfig): JsonNode | undefined {
  const api = settingValue(config, 'api');
  return api?.node.type === 'object' ? followRefs(config, keptProperty(api, 'openapi')?.valueNode) : undefined;
}

/** Every `openapi` value of the site: the elements' in navigation order, then `api.openapi`. */
export function openApiValues(config: DocsConfig): OpenApiValue[] {
  const values: OpenApiValue[] = [];
  for (const element of config.elements) {
    const value = ownOpenApiValue(element);
    if (value) values.push({ value, element });
  }
  const siteWide = siteWideOpenApiValue(config);
  if (siteWide) values.push({ value: siteWide, element: undefined });
  return values;
}

/**
 * Reads an `openapi` value into its sources; `malformed` hears every part that is not a valid source, `unknownKey`
 * (else `malformed`) a key an object does not define.
 */
export function openApiSources(
  value: JsonNode,
  malformed: MalformedOpenApi = () => undefined,
  unknownKey: UnknownOpenApiKey = (at, _key, message) => malformed(at, message),
): OpenApiSource[] {
  const single = (n: JsonNode, inArray: boolean): OpenApiSource[] => {
    if (n.node.type === 'string') {
      if ((n.node.value as string).trim() === '') {
        malformed(n, '`openapi` must name a spec file or URL, not an empty string.');
        return [];
      }
      return [{ source: n.node.value as string, node: n }];
    }
    if (n.node.type === 'object') {
      const source = property(n, 'source')?.valueNode;
      const directory = property(n, 'directory')?.valueNode;
      const extra = properties(n).find((p) => !OBJECT_KEYS.includes(p.key));
      if (!source || source.node.type !== 'string' || (source.node.value as string).trim() === '') {
        malformed(
          source ?? n,
          '`openapi` as an object needs a non-empty string `source` (and optionally `directory`).',
        );
        return [];
      }
      if (directory && directory.node.type !== 'string') malformed(directory, '`directory` must be a string.');
      else if (directory && leavesFolder(directory.node.value as string))
        malformed(directory, '`directory` leaves the docs root: generated pages live in a folder inside it.');
      if (extra)
        unknownKey(
          extra.keyNode,
          extra.key,
          `\`openapi\` objects hold only ${OBJECT_KEYS.map((k) => `\`${k}\``).join(', ')}, not \`${extra.key}\`.`,
        );
      const overlays = property(n, 'overlays')?.valueNode;
      return [
        {
          source: source.node.value as string,
          directory: directory?.node.type === 'string' ? (directory.node.value as string) : undefined,
          node: source,
          overlays: overlays?.node.type === 'array' ? items(overlays).filter((o) => o.node.type === 'string') : [],
        },
      ];
    }
    if (n.node.type === 'array' && !inArray) return items(n).flatMap((item) => single(item, true));
    malformed(
      n,
      '`openapi` must be a spec path or URL, `{ "source", "directory" }` or an array of them, not ' +
        `${jsonTypeName(n.node)}.`,
    );
    return [];
  };
  return single(value, false);
}

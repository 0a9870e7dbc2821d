// What stands at an offset of docs.json (or a file it pulls in): the innermost navigation element, and the key,
// value or page entry under the cursor. Every editing feature starts here.
import * as jsonc from 'jsonc-parser';
import { containsOffset } from '../text';
import { JsonNode, properties } from './json';
import { DocsConfig, NavElement, PageEntry } from './model';

export interface Location {
  readonly element: NavElement | undefined;
  readonly page: PageEntry | undefined;
  /** The property whose key or value holds the offset. */
  readonly property: { key: string; keyNode: JsonNode; valueNode?: JsonNode; onKey: boolean } | undefined;
  /** jsonc-parser's view of the spot: the JSON path and whether a key is being typed. */
  readonly json: jsonc.Location;
}

/** The last answer per model: completion asks twice for the same spot (page paths, then endpoint references). */
const lastLocation = new WeakMap<DocsConfig, { uri: string; offset: number; location: Location }>();

export function locate(config: DocsConfig, uri: string, offset: number): Location {
  const last = lastLocation.get(config);
  if (last && last.uri === uri && last.offset === offset) return last.location;
  const location = computeLocation(config, uri, offset);
  lastLocation.set(config, { uri, offset, location });
  return location;
}

function computeLocation(config: DocsConfig, uri: string, offset: number): Location {
  const file = config.files.find((f) => f.uri === uri);
  // An unparsed file (over a limit) is never scanned again: its nesting is what crashes parsers.
  const json = jsonc.getLocation(file?.root ? file.doc.getText() : '', offset);
  let element: NavElement | undefined;
  for (const candidate of config.elements) {
    const { node } = candidate;
    if (node.file.uri === uri && containsOffset(node.node.offset, node.node.length, offset)) {
      if (!element || node.node.offset >= element.node.node.offset) element = candidate;
    }
  }
  const page = element?.pages.find(
    (p) => p.node.file.uri === uri && containsOffset(p.node.node.offset, p.node.node.length, offset),
  );
  let property: Location['property'];
  const owner = element?.node ?? (config.top?.file.uri === uri ? config.top : undefined);
  if (owner) {
    for (const p of innermostObjectProperties(owner, offset)) {
      if (containsOffset(p.keyNode.node.offset, p.keyNode.node.length, offset)) property = { ...p, onKey: true };
      else if (p.valueNode && containsOffset(p.valueNode.node.offset, p.valueNode.node.length, offset))
        property = { ...p, onKey: false };
    }
  }
  return { element, page, property, json };
}

/** The properties of the innermost object under `from` that contains the offset. */
function innermostObjectProperties(from: JsonNode, offset: number): ReturnType<typeof properties> {
  let current = from;
  for (;;) {
    const props = properties(current);
    const inner = props.find(
      (p) =>
        p.valueNode?.node.type === 'object' &&
        containsOffset(p.valueNode.node.offset, p.valueNode.node.length, offset) &&
        p.valueNode.node.offset < offset,
    );
    if (!inner?.valueNode) return props;
    current = inner.valueNode;
  }
}

// mint.json, the platform's legacy configuration (docs.json replaced it; the platform still builds sites that have
// only a mint.json, and ignores mint.json beside a docs.json). Its navigation is read into the same model as
// docs.json's, with ranges in mint.json, so the page and OpenAPI rules check it unchanged:
// - `navigation`: an array of groups `{ group, pages: [path | group], version? }`;
// - `openapi` at the top (a string or an array of them) holds for every page, as `api.openapi` does in docs.json;
// - `anchors` and `tabs` name a folder (`url`) and may carry their own `openapi`; they hold no pages themselves.
import * as jsonc from 'jsonc-parser';
import { Report } from '../findings';
import { braceRange, items, JsonFile, JsonNode, nodeRange, property, stringValue } from './json';
import { DocsConfig, isEndpointReference, NavElement, PageEntry } from './model';
import { droppedAnchors } from './upgrade';

export const LEGACY_CONFIG_FILE = 'mint.json';

export function isLegacyConfig(uri: string): boolean {
  return uri.endsWith(`/${LEGACY_CONFIG_FILE}`);
}

export function buildMintConfig(rootUri: string, main: JsonFile, report: Report): DocsConfig {
  const elements: NavElement[] = [];
  const pages: PageEntry[] = [];
  const config: DocsConfig = {
    rootUri,
    configUri: main.uri,
    files: [main],
    top: undefined,
    navigation: undefined,
    elements,
    pages,
    settingsRefs: [],
    refs: [],
  };
  const top: JsonNode | undefined = main.root && { file: main, node: main.root };
  if (!top || top.node.type !== 'object') {
    if (top)
      report({
        uri: main.uri,
        range: nodeRange(top),
        code: 'nav-missing',
        message: 'mint.json must be an object with a `navigation` array.',
      });
    return config;
  }
  // the position of each element and page in the walk: the navigation tree lists them in written order
  let order = 0;
  // the top object stands for the navigation root: its `openapi` is inherited by every group
  const navigation: NavElement = {
    kind: 'navigation',
    node: top,
    parent: undefined,
    label: undefined,
    children: [],
    pages: [],
    order: order++,
  };
  elements.push(navigation);
  const versions = new Map<string, NavElement>();
  const versionElement = (name: string, node: JsonNode): NavElement => {
    const known = versions.get(name);
    if (known) return known;
    const version: NavElement = {
      kind: 'version',
      node,
      parent: navigation,
      label: name,
      children: [],
      pages: [],
      order: order++,
    };
    versions.set(name, version);
    navigation.children.push(version);
    return version;
  };

  const group = (node: JsonNode, parent: NavElement): void => {
    const version = parent === navigation ? stringValue(property(node, 'version')?.valueNode) : undefined;
    const owner = version === undefined ? parent : versionElement(version, node);
    const label = stringValue(property(node, 'group')?.valueNode);
    const element: NavElement = { kind: 'group', node, parent: owner, label, children: [], pages: [], order: order++ };
    element.collectionKey = 'pages';
    elements.push(element);
    owner.children.push(element);
    for (const entry of arrayItems(property(node, 'pages')?.valueNode)) {
      const value = stringValue(entry);
      if (value !== undefined) {
        const page: PageEntry = {
          value,
          node: entry,
          parent: element,
          kind: isEndpointReference(value) ? 'endpoint' : 'page',
          order: order++,
        };
        element.pages.push(page);
        pages.push(page);
      } else if (entry.node.type === 'object') group(entry, element);
    }
  };

  const navProp = property(top, 'navigation');
  if (!navProp?.valueNode || navProp.valueNode.node.type !== 'array') {
    report({
      uri: main.uri,
      range: navProp?.valueNode ? nodeRange(navProp.valueNode) : braceRange(top),
      code: 'nav-missing',
      message: 'mint.json has no `navigation` array of groups.',
    });
  } else {
    navigation.collectionKey = 'groups';
    for (const entry of items(navProp.valueNode)) if (entry.node.type === 'object') group(entry, navigation);
  }
  for (const key of ['anchors', 'tabs'] as const) {
    for (const entry of arrayItems(property(top, key)?.valueNode)) {
      if (entry.node.type !== 'object') continue;
      const label = stringValue(property(entry, 'name')?.valueNode);
      elements.push({
        kind: key === 'tabs' ? 'tab' : 'anchor',
        node: entry,
        parent: navigation,
        label,
        children: [],
        pages: [],
        order: order++,
      });
    }
  }
  return { ...config, top, navigation };
}

/**
 * The anchors of a mint.json (its top object) that the platform's upgrade to docs.json drops, as the upgrade of
 * `docs-lsp migrate` computes them: nothing for a file with syntax errors, whose value would be a guess.
 */
export function droppedLegacyAnchors(top: JsonNode): JsonNode[] {
  if (top.file.errors.length > 0 || top.node.type !== 'object') return [];
  const dropped = droppedAnchors(jsonc.getNodeValue(top.node) as Record<string, unknown>);
  const anchors = arrayItems(property(top, 'anchors')?.valueNode);
  return dropped.map((index) => anchors[index]).filter((node) => node !== undefined);
}

/** The items of an array value; nothing for a missing or non-array value. */
function arrayItems(value: JsonNode | undefined): JsonNode[] {
  return value ? items(value) : [];
}

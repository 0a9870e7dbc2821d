// `openapi` through the navigation: an element uses its own `openapi`, else its nearest ancestor's, else
// the site-wide `api.openapi`. `{ source, directory }`: `directory` defaults to `api-reference`.
import { JsonNode } from '../docsjson';
import { DocsConfig, NavElement } from '../docsjson';
import { openApiSources, ownOpenApiValue, siteWideOpenApiValue } from '../docsjson';
import { DocsRoot } from '../project';
import { Project } from '../project';
import { isRemoteSpec } from '../openapiDocument';
import { resolveSpecPath } from '../project';

export const DEFAULT_DIRECTORY = 'api-reference';

export interface NavigationSpec {
  readonly source: string;
  readonly directory: string;
  /** The string node naming the spec. */
  readonly node: JsonNode;
  /** The element that sets it; undefined for `api.openapi`. */
  readonly element: NavElement | undefined;
}

function specsOf(value: JsonNode | undefined, element: NavElement | undefined): NavigationSpec[] {
  return value
    ? openApiSources(value).map((s) => ({
        source: s.source,
        directory: s.directory ?? DEFAULT_DIRECTORY,
        node: s.node,
        element,
      }))
    : [];
}

export function siteWideSpecs(config: DocsConfig): NavigationSpec[] {
  return specsOf(siteWideOpenApiValue(config), undefined);
}

export function ownSpecs(element: NavElement): NavigationSpec[] {
  return specsOf(ownOpenApiValue(element), element);
}

/** The specs in scope at an element: its own or its nearest ancestor's, else the site-wide ones. */
export function inheritedSpecs(config: DocsConfig, element: NavElement | undefined): NavigationSpec[] {
  for (let e = element; e; e = e.parent) {
    const own = ownSpecs(e);
    if (own.length > 0) return own;
  }
  return siteWideSpecs(config);
}

/**
 * By the model's elements: a model brought forward by an edit of a page path keeps them (docsjson/modelPatch.ts),
 * every other change builds new ones. The diagnostics of docs.json ask twice per edit, a walk over every element.
 */
const navigationSpecs = new WeakMap<readonly NavElement[], readonly NavigationSpec[]>();

/** Every spec the navigation names, with the element naming it. */
export function allNavigationSpecs(config: DocsConfig): readonly NavigationSpec[] {
  let specs = navigationSpecs.get(config.elements);
  if (!specs) {
    specs = [...config.elements.flatMap(ownSpecs), ...siteWideSpecs(config)];
    navigationSpecs.set(config.elements, specs);
  }
  return specs;
}

/** The file (or URL) a navigation `openapi` source names; undefined when the file does not exist. */
export function specUri(project: Project, root: DocsRoot, source: string): string | undefined {
  return isRemoteSpec(source) ? source.trim() : resolveSpecPath(project.workspace, root, source);
}

// The pages a docs.json navigation lists, each with its place ("Guides › Get started"), read with a tolerant
// JSON parser: a half-typed docs.json still gives the pages it can.
import * as jsonc from 'jsonc-parser';

export interface NavigationPage {
  readonly slug: string;
  /** Labels of the tabs, anchors, groups... that hold the page, outermost first. */
  readonly place: readonly string[];
}

/** The keys whose value names a navigation element (the labels of its place). */
export const LABEL_KEYS = ['tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'item', 'group'];

export function navigationPages(docsJson: string): NavigationPage[] {
  const root = jsonc.parse(docsJson, [], { allowTrailingComma: true }) as unknown;
  const pages: NavigationPage[] = [];
  const seen = new Set<string>();
  const add = (value: string, place: readonly string[]) => {
    const slug = value
      .trim()
      .replace(/^\/+/, '')
      .replace(/\.mdx?$/, '');
    // `GET /path` entries are endpoint pages generated from a spec, not files.
    if (!slug || /^[A-Z]+ \//.test(slug) || seen.has(slug)) return;
    seen.add(slug);
    pages.push({ slug, place });
  };
  const visit = (node: unknown, place: readonly string[]) => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, place));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const label = LABEL_KEYS.map((key) => record[key]).find((value) => typeof value === 'string') as string | undefined;
    const here = label ? [...place, label] : place;
    if (typeof record.root === 'string') add(record.root, here);
    for (const [key, value] of Object.entries(record)) {
      if (key === 'pages' && Array.isArray(value)) {
        for (const entry of value) {
          if (typeof entry === 'string') add(entry, here);
          else visit(entry, here);
        }
      } else if (typeof value === 'object') visit(value, here);
    }
  };
  visit((root as { navigation?: unknown } | undefined)?.navigation, []);
  return pages;
}

/** The pages of one docs root: its navigation, and its page files (as slugs). */
export interface RootPages {
  readonly navigation: readonly NavigationPage[];
  readonly files: readonly string[];
}

/**
 * The pages of every docs root of the workspace as one site: the navigations in the roots' order (a slug that two
 * list keeps its first place) and every page file once, sorted.
 */
export function sitePages(roots: readonly RootPages[]): { navigation: NavigationPage[]; files: string[] } {
  const seen = new Set<string>();
  const navigation = roots
    .flatMap((root) => root.navigation)
    .filter((page) => !seen.has(page.slug) && seen.add(page.slug));
  const files = [...new Set(roots.flatMap((root) => root.files))].sort();
  return { navigation, files };
}

/** The page path of the string the offset is in, when it is an entry of a `pages` array (or a group's `root`). */
export function pageEntryAt(
  docsJson: string,
  offset: number,
): { value: string; start: number; end: number } | undefined {
  const location = jsonc.getLocation(docsJson, offset);
  const node = location.previousNode;
  if (!node || node.type !== 'string' || typeof node.value !== 'string') return undefined;
  const path = location.path;
  const inPages = path.length >= 2 && path[path.length - 2] === 'pages' && typeof path[path.length - 1] === 'number';
  const isRoot = path[path.length - 1] === 'root';
  if (!path.includes('navigation') || !(inPages || isRoot)) return undefined;
  return { value: node.value, start: node.offset, end: node.offset + node.length };
}

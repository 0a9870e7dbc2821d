// page-not-in-navigation: an MDX page that no navigation entry reaches (page lists, group roots, links) nor a
// redirect leads to.
import { DocsConfig, redirectEntries } from '../../docsjson';
import { property, stringValue } from '../../docsjson';
import { DocsRoot } from '../../project';
import { findPageFile } from '../../project';
import { Finding } from '../../findings';
import { joinUri } from '../../workspace';

const reachedByConfig = new WeakMap<DocsConfig, { revision: number; files: Set<string> }>();

/** Files (relative to the root) of every page the navigation reaches; computed once per model and file set. */
export function reachablePageFiles(root: DocsRoot, config: DocsConfig): Set<string> {
  const cached = reachedByConfig.get(config);
  if (cached && cached.revision === root.revision) return cached.files;
  const reached = new Set<string>();
  const add = (value: string | undefined) => {
    const file = value !== undefined ? findPageFile(root, withoutQuery(value)) : undefined;
    if (file) reached.add(file);
  };
  for (const page of config.pages) if (page.kind === 'page') add(page.value);
  for (const element of config.elements) {
    add(stringValue(property(element.node, 'root')?.valueNode));
    add(stringValue(property(element.node, 'href')?.valueNode));
  }
  for (const redirect of redirectEntries(config)) add(stringValue(property(redirect, 'destination')?.valueNode));
  reachedByConfig.set(config, { revision: root.revision, files: reached });
  return reached;
}

/** `guides/intro#setup` -> `guides/intro`. */
function withoutQuery(value: string): string {
  const end = value.search(/[?#]/);
  return end < 0 ? value : value.slice(0, end);
}

/** Snippets are included into pages, never pages of their own. */
export function isSnippet(path: string): boolean {
  // asked for every link of every page: most paths hold no such folder, found without splitting them
  if (!path.includes('snippets')) return false;
  return path.split('/').some((segment) => segment === 'snippets' || segment === '_snippets');
}

/** page-not-in-navigation for one file of the root; the reachable pages are worked out only for an MDX page. */
export function unreachablePageFinding(root: DocsRoot, path: string, config: DocsConfig): Finding | undefined {
  if (!path.endsWith('.mdx') || isSnippet(path) || reachablePageFiles(root, config).has(path)) return undefined;
  return {
    uri: joinUri(root.uri, path),
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    code: 'page-not-in-navigation',
    message: `No navigation entry in ${config.configUri.slice(config.configUri.lastIndexOf('/') + 1)} reaches this page ("${path.replace(/\.mdx$/, '')}").`,
    data: { fix: 'addToNavigation', page: path.replace(/\.mdx$/, '') },
  };
}

// Page entries: every listed page has a file (nav-missing-page), none is listed twice in one sidebar
// (nav-duplicate-page; in two sidebars of one version and language it is deliberate cross-listing, a hint:
// nav-cross-listed-page), and every `href` is a URL or a page of the docs (nav-invalid-href).
import { describeElement, DocsConfig, NavElement, PageEntry } from '../../docsjson';
import { elementSpec, navigationStringRefinements, refinementFinding } from '../../docsjson';
import { PageEntryEdit } from '../../docsjson';
import { JsonNode, nodeRange, property, stringContentRange, stringValue } from '../../docsjson';
import { closestPage, findPageFile, normalizePagePath } from '../../project';
import { DocsRoot } from '../../project';
import { leavesFolder } from '../../workspace';
import { codesOf } from '../../ruleCatalog';
import { ConfigRule, ConfigRuleContext } from './ruleContext';

export const checkPages: ConfigRule = (ctx) => {
  const { config } = ctx;
  checkPageEntries(ctx, config.pages);
  checkElementPages(ctx, config.elements);
};

/** The pages elements name themselves: a group's `root`, an `href` that is a page. */
export function checkElementPages(ctx: EntryContext, elements: readonly NavElement[]): void {
  const { root, report } = ctx;
  const missing = missingPageReporter(ctx);
  for (const element of elements) {
    const root_ = element.kind === 'group' ? property(element.node, 'root')?.valueNode : undefined;
    const rootPage = stringValue(root_);
    if (root_ && rootPage !== undefined && !findPageFile(root, rootPage))
      missing(root_, rootPage, `The root page of ${describeElement(element)}`);
    checkHref(element, root, report, missing);
  }
}

/**
 * What `checkPageEntries` reports, always at the start of an entry's string or of its content: the rules of this
 * check that read the page entries.
 */
export const PAGE_ENTRY_CODES: ReadonlySet<string> = codesOf('config.pages', 'navigation.pageEntries');

type EntryContext = Pick<ConfigRuleContext, 'root' | 'report' | 'enabled'>;

/**
 * The page entries' own findings: a file for each, none listed twice in one sidebar. `entries` are in the model's
 * order: every entry of the model, or every entry of some page paths (an entry's findings depend on the entries of
 * its path alone).
 */
export function checkPageEntries(ctx: EntryContext, entries: readonly PageEntry[]): void {
  const { root, report, enabled } = ctx;
  const checkMissing = enabled('nav-missing-page');
  const missing = missingPageReporter(ctx);
  const seen: SeenPages = new Map();
  const checkDuplicates = enabled('nav-duplicate-page') || enabled('nav-cross-listed-page');
  const scopes = new Map<NavElement, Scope>(); // one walk up per element, not per page
  const scopeOfParent = (element: NavElement) =>
    scopes.get(element) ?? scopes.set(element, scopeOf(element)).get(element)!;
  for (const page of entries) {
    if (page.kind !== 'page') continue;
    const path = normalizePagePath(page.value);
    if (path === '') {
      report({
        uri: page.node.file.uri,
        range: nodeRange(page.node),
        code: 'nav-missing-page',
        message: 'An empty page path names no page.',
      });
      continue;
    }
    if (checkMissing && !findPageFile(root, page.value)) missing(page.node, page.value, `Page`);
    if (checkDuplicates) checkDuplicate(page, path, scopeOfParent(page.parent), seen, report);
  }
}

/** Each model's page entries by path (normalized), in the model's order; by the model's list of entries. */
const entriesByPath = new WeakMap<readonly PageEntry[], Map<string, PageEntry[]>>();

/**
 * The entries whose findings an edit of one entry may change (every entry of its path before and after), in the
 * model's order. The index of `previous` is taken over by `config`, the model after the edit.
 */
export function entriesOfEditedPaths(previous: DocsConfig, config: DocsConfig, edit: PageEntryEdit): PageEntry[] {
  let index = entriesByPath.get(previous.pages);
  if (!index) {
    index = new Map();
    for (const page of previous.pages) {
      if (page.kind !== 'page') continue;
      const path = normalizePagePath(page.value);
      const list = index.get(path);
      if (list) list.push(page);
      else index.set(path, [page]);
    }
  }
  entriesByPath.delete(previous.pages);
  entriesByPath.set(config.pages, index);
  const before = normalizePagePath(edit.before.value);
  const after = normalizePagePath(edit.after.value);
  const old = index.get(before)!;
  old.splice(old.indexOf(edit.before), 1);
  if (old.length === 0) index.delete(before);
  const list = index.get(after);
  if (!list) index.set(after, [edit.after]);
  else {
    let at = list.length;
    while (at > 0 && list[at - 1].order > edit.after.order) at--;
    list.splice(at, 0, edit.after);
  }
  if (before === after) return [...index.get(after)!];
  return [...(index.get(before) ?? []), ...index.get(after)!].sort((a, b) => a.order - b.order);
}

/** Reports a page path with no file (with the closest page as a suggestion and a quick fix to create it). */
function missingPageReporter({ root, report, enabled }: EntryContext) {
  const checkMissing = enabled('nav-missing-page');
  return (node: JsonNode, value: string, what: string) => {
    if (!checkMissing) return;
    if (leavesFolder(value)) {
      // no page can be there, and none is offered to be created there
      report({
        uri: node.file.uri,
        range: stringContentRange(node),
        code: 'nav-missing-page',
        message: `${what} "${value}" leaves the docs root: page paths name files inside the folder of docs.json.`,
      });
      return;
    }
    const suggestion = closestPage(root, value);
    report({
      uri: node.file.uri,
      range: stringContentRange(node),
      code: 'nav-missing-page',
      message:
        `${what} "${value}" has no page file (${normalizePagePath(value)}.mdx, .md or /index.mdx).` +
        (suggestion ? ` Did you mean "${suggestion}"?` : ''),
      data: {
        fix: 'createPage',
        path: `${normalizePagePath(value)}.mdx`,
        title: titleFromPath(value),
        replacements: suggestion ? [suggestion] : [],
      },
    });
  };
}

/** Per version and language: each page path and the sidebar (or sidebars) that list it. */
type SeenPages = Map<string, Map<string, string | Set<string>>>;

interface Scope {
  /** The version and language: pages may repeat across them. */
  readonly site: string;
  /** The tab, anchor, dropdown, product or menu item whose sidebar shows the page. */
  readonly sidebar: string;
}

function checkDuplicate(
  page: PageEntry,
  key: string,
  scope: Scope,
  seen: SeenPages,
  report: Parameters<ConfigRule>[0]['report'],
): void {
  let pages = seen.get(scope.site);
  if (!pages) seen.set(scope.site, (pages = new Map()));
  let sidebars = pages.get(key);
  if (sidebars === undefined) {
    pages.set(key, scope.sidebar); // most pages are listed once: no set for them (50 000 on a big site, every edit)
    return;
  }
  if (typeof sidebars === 'string') pages.set(key, (sidebars = new Set([sidebars])));
  const where = [scope.site, scope.sidebar].filter(Boolean).join(' > ');
  if (sidebars.has(scope.sidebar)) {
    report({
      uri: page.node.file.uri,
      range: stringContentRange(page.node),
      code: 'nav-duplicate-page',
      message: `"${page.value}" is already listed in this sidebar${where ? ` (${where})` : ''}.`,
    });
    return;
  }
  sidebars.add(scope.sidebar);
  report({
    uri: page.node.file.uri,
    range: stringContentRange(page.node),
    code: 'nav-cross-listed-page',
    message:
      `"${page.value}" is also listed in another sidebar${scope.site ? ` of ${scope.site}` : ''}: ` +
      'the platform shows it in both.',
  });
}

const SIDEBAR_KINDS: ReadonlySet<string> = new Set(['tab', 'anchor', 'dropdown', 'product', 'item']);

function scopeOf(element: NavElement | undefined): Scope {
  const site: string[] = [];
  const sidebar: string[] = [];
  for (let e = element; e; e = e.parent) {
    const part = `${e.kind} "${e.label ?? ''}"`;
    if (e.kind === 'version' || e.kind === 'language') site.unshift(part);
    else if (SIDEBAR_KINDS.has(e.kind)) sidebar.unshift(part);
  }
  return { site: site.join(' > '), sidebar: sidebar.join(' > ') };
}

const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function checkHref(
  element: NavElement,
  root: DocsRoot,
  report: Parameters<ConfigRule>[0]['report'],
  missing: (node: JsonNode, value: string, what: string) => void,
): void {
  const hrefNode = property(element.node, 'href')?.valueNode;
  const href = stringValue(hrefNode);
  if (!hrefNode || href === undefined) return;
  // what the platform's validator refuses (a global link's `href` that is no URL and not from the root) is an error
  // whether or not a page answers it
  const slots = elementSpec(element.kind, element.within).slots.href ?? [];
  for (const refinement of navigationStringRefinements(slots)) {
    const where = `\`href\` "${href}" of ${describeElement(element)}`;
    const refused = refinementFinding(refinement, hrefNode, href, where, 'nav-invalid-href');
    if (refused) {
      report({ ...refused, range: stringContentRange(hrefNode) });
      return;
    }
  }
  if (URL_SCHEME.test(href)) {
    if (!isValidUrl(href))
      report({
        uri: hrefNode.file.uri,
        range: stringContentRange(hrefNode),
        code: 'nav-invalid-href',
        message: `"${href}" is not a valid URL.`,
      });
    return;
  }
  const path = href.split(/[?#]/)[0];
  if (path === '' || path === '/') return; // the site's home, or an anchor on the page
  if (element.kind === 'globalLink') {
    if (!findPageFile(root, path)) missing(hrefNode, href, `The link of ${describeElement(element)}`);
    return;
  }
  if (/\s|\\/.test(href) || normalizePagePath(path).split('/').includes('..') || !findPageFile(root, path)) {
    const why = leavesFolder(path)
      ? 'leaves the docs root: it is neither an absolute URL (https://...) nor a page of the docs'
      : 'is neither an absolute URL (https://...) nor a page of the docs';
    report({
      uri: hrefNode.file.uri,
      range: stringContentRange(hrefNode),
      code: 'nav-invalid-href',
      message: `\`href\` "${href}" of ${describeElement(element)} ${why}.`,
    });
  }
}

function isValidUrl(href: string): boolean {
  try {
    const url = new URL(href);
    return !['http:', 'https:'].includes(url.protocol) || url.hostname !== '';
  } catch {
    return false;
  }
}

function titleFromPath(value: string): string {
  const last = normalizePagePath(value).split('/').pop() ?? value;
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Page entries: every listed page has a file (nav-missing-page), none is listed twice in one scope
// (nav-duplicate-page), and every `href` is a URL or a page of the docs (nav-invalid-href).
import { describeElement, NavElement, PageEntry } from '../../docsjson/model';
import { JsonNode, nodeRange, property, stringContentRange, stringValue } from '../../docsjson/json';
import { closestPage, findPageFile, normalizePagePath } from '../../project/pagePaths';
import { DocsRoot } from '../../project/fileIndex';
import { ConfigRule } from './ruleContext';

export const checkPages: ConfigRule = ({ root, config, report, enabled }) => {
  const checkMissing = enabled('nav-missing-page');
  const missing = (node: JsonNode, value: string, what: string) => {
    if (!checkMissing) return;
    const suggestion = closestPage(root, value);
    report({
      uri: node.file.uri,
      range: stringContentRange(node),
      code: 'nav-missing-page',
      message: `${what} "${value}" has no page file (${normalizePagePath(value)}.mdx, .md or /index.mdx).${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
      data: {
        fix: 'createPage',
        path: `${normalizePagePath(value)}.mdx`,
        title: titleFromPath(value),
        replacements: suggestion ? [suggestion] : [],
      },
    });
  };

  const seen = new Map<string, Set<string>>();
  const checkDuplicates = enabled('nav-duplicate-page');
  const scopes = new Map<NavElement, string>(); // one walk up per element, not per page
  const scopeOfParent = (element: NavElement) =>
    scopes.get(element) ?? scopes.set(element, scopeOf(element)).get(element)!;
  for (const page of config.pages) {
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

  for (const element of config.elements) {
    const root_ = element.kind === 'group' ? property(element.node, 'root')?.valueNode : undefined;
    const rootPage = stringValue(root_);
    if (root_ && rootPage !== undefined && !findPageFile(root, rootPage))
      missing(root_, rootPage, `The root page of ${describeElement(element)}`);
    checkHref(element, root, report, missing);
  }
};

function checkDuplicate(
  page: PageEntry,
  key: string,
  scope: string,
  seen: Map<string, Set<string>>,
  report: Parameters<ConfigRule>[0]['report'],
): void {
  let pages = seen.get(scope);
  if (!pages) seen.set(scope, (pages = new Set()));
  if (pages.has(key)) {
    report({
      uri: page.node.file.uri,
      range: stringContentRange(page.node),
      code: 'nav-duplicate-page',
      message: `"${page.value}" is already listed in this navigation${scope ? ` (${scope})` : ''}.`,
    });
  } else pages.add(key);
}

/** Pages may repeat across versions and languages, not within one. */
function scopeOf(element: NavElement | undefined): string {
  const parts: string[] = [];
  for (let e = element; e; e = e.parent)
    if (e.kind === 'version' || e.kind === 'language') parts.unshift(`${e.kind} "${e.label ?? ''}"`);
  return parts.join(' > ');
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
  if (element.kind === 'globalAnchor') {
    if (!findPageFile(root, path)) missing(hrefNode, href, `The link of ${describeElement(element)}`);
    return;
  }
  if (/\s|\\/.test(href) || normalizePagePath(path).split('/').includes('..') || !findPageFile(root, path)) {
    report({
      uri: hrefNode.file.uri,
      range: stringContentRange(hrefNode),
      code: 'nav-invalid-href',
      message: `\`href\` "${href}" of ${describeElement(element)} is neither an absolute URL (https://...) nor a page of the docs.`,
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

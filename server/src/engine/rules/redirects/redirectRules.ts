// The `redirects` of docs.json judged as the platform reads them: each entry's source and destination on their own
// (redirect-syntax), against each other (redirect-duplicate-source), against the pages (redirect-shadows-page) and
// by where a reader it sends ends up (redirect-missing-destination, redirect-loop, redirect-chain). Where a reader
// ends up is worked out by the site's routes (links/siteRoutes.ts), the same that judge the links of pages.
import { JsonNode, nodeRange, property, stringContentRange, stringValue } from '../../docsjson';
import { DocsConfig, redirectEntries } from '../../docsjson';
import { Report } from '../../findings';
import { closestPage, DocsRoot, findPageFile } from '../../project';
import { RuleCode } from '../../ruleCatalog';
import { upToFirstOf, withoutSlashes } from '../../text';
import { normalize } from '../../mdx';
import { followRedirects, isPattern, redirectFor, RedirectHop, servedAt, SiteRoutes } from '../links/siteRoutes';
import { destinationProblems, sourceProblems } from './redirectSyntax';

export const REDIRECT_CODES: readonly RuleCode[] = [
  'redirect-missing-destination',
  'redirect-loop',
  'redirect-chain',
  'redirect-duplicate-source',
  'redirect-shadows-page',
  'redirect-syntax',
];

interface Entry {
  readonly order: number;
  readonly source: string;
  readonly destination: string;
  readonly sourceNode: JsonNode;
  readonly destinationNode: JsonNode;
}

/** Every finding of the redirect rules on the `redirects` of a docs root. */
export function checkRedirects(root: DocsRoot, config: DocsConfig, routes: SiteRoutes, report: Report): void {
  const firstOfSource = new Map<string, Entry>();
  for (const entry of entriesOf(config)) {
    const { source, destination, sourceNode, destinationNode } = entry;
    const problems = [
      ...sourceProblems(source).map((message) => ({ node: sourceNode, message })),
      ...destinationProblems(source, destination).map((message) => ({ node: destinationNode, message })),
    ];
    for (const { node, message } of problems)
      report({ uri: node.file.uri, range: stringContentRange(node), code: 'redirect-syntax', message });
    if (problems.length > 0) continue; // a redirect that never applies as written leads nowhere to judge
    const path = sourcePath(source);
    const earlier = firstOfSource.get(duplicateKey(source));
    if (earlier) {
      report({
        uri: sourceNode.file.uri,
        range: stringContentRange(sourceNode),
        code: 'redirect-duplicate-source',
        message: duplicateMessage(entry, earlier),
      });
      continue;
    }
    firstOfSource.set(duplicateKey(source), entry);
    // a redirect from a page may never apply (the hosting layer decides): where it leads is not judged
    if (!isPattern(path) && shadowsPage(root, routes, entry, path, report)) continue;
    checkWhereItLeads(root, routes, entry, path, report);
  }
}

function entriesOf(config: DocsConfig): Entry[] {
  return redirectEntries(config).flatMap((item, order) => {
    const sourceNode = property(item, 'source')?.valueNode;
    const destinationNode = property(item, 'destination')?.valueNode;
    const source = stringValue(sourceNode);
    const destination = stringValue(destinationNode);
    // a source or destination that is not a string is config-schema's to report
    if (source === undefined || destination === undefined) return [];
    return [{ order, source, destination, sourceNode: sourceNode!, destinationNode: destinationNode! }];
  });
}

/** A source as the platform matches it: percent-decoded, without the slashes around it. */
function sourcePath(source: string): string {
  const trimmed = withoutSlashes(source.trim());
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

/**
 * What makes two sources one: the same text, or the same text but for a leading slash, which the platform's link
 * checker drops before it compares. A trailing slash or a percent-escape may make another path: sites write both.
 */
function duplicateKey(source: string): string {
  return source.replace(/^\/+/, '');
}

function duplicateMessage(entry: Entry, earlier: Entry): string {
  const where = lineOf(earlier.sourceNode, entry.sourceNode);
  if (entry.source === earlier.source)
    return (
      `\`${entry.source}\` is already the source of a redirect (${where}): the platform refuses a docs.json that ` +
      `names one source twice ("Each source path can only be used once") and the site is not built.`
    );
  return (
    `\`${entry.source}\` is the source \`${earlier.source}\` (${where}) without its leading slash: only one of the ` +
    `two redirects can apply. Keep one.`
  );
}

/** Where `node` stands, from the point of view of a finding in `from`'s file (`line 12`, `fr.json line 3`). */
function lineOf(node: JsonNode, from: JsonNode): string {
  const line = `line ${nodeRange(node).start.line + 1}`;
  return node.file.uri === from.file.uri ? line : `${node.file.uri.slice(node.file.uri.lastIndexOf('/') + 1)} ${line}`;
}

/**
 * Reports a literal source that is a page (or a generated endpoint page) of the site, where one of the two is never
 * seen; whether it is one.
 */
function shadowsPage(root: DocsRoot, routes: SiteRoutes, entry: Entry, path: string, report: Report): boolean {
  // the home page (where `/` leads is the platform's choice without an index page), a page's file name (`/x.md`,
  // an old link to the repository's file) and `x/index`, which are not the URLs the platform gives a page
  if (path === '' || /\.mdx?$/.test(path) || /(^|\/)index$/.test(path)) return false;
  const served = servedAt(root, routes, path, false);
  if (served.kind !== 'page' && served.kind !== 'generated') return false;
  const what = served.kind === 'page' ? `the page ${served.file}` : 'an endpoint page generated from the spec';
  report({
    uri: entry.sourceNode.file.uri,
    range: stringContentRange(entry.sourceNode),
    code: 'redirect-shadows-page',
    message:
      `\`${entry.source}\` is ${what}: readers of \`/${path}\` get either the page or the redirect, never both. ` +
      `Remove the redirect, or the page if it moved.`,
  });
  return true;
}

/**
 * Follows where the entry sends a reader. A source with parameters is followed from one path it matches (its
 * parameters given a sample value); its destination, when it holds parameters too, names no one page, so only a
 * loop is judged there.
 */
function checkWhereItLeads(root: DocsRoot, routes: SiteRoutes, entry: Entry, path: string, report: Report): void {
  const start = isPattern(path) ? sampleRedirect(routes, entry, path) : { from: path, to: entry.destination };
  if (!start) return;
  const { end, hops } = followRedirects(root, routes, start.to, [start.from]);
  const at = { uri: entry.destinationNode.file.uri, range: stringContentRange(entry.destinationNode) };
  const route = routeText(entry, hops);
  if (end === 'loop') {
    report({ ...at, code: 'redirect-loop', message: `Readers never arrive: ${route}, again and again.` });
    return;
  }
  if (isPattern(upToFirstOf(entry.destination, '?#'))) return; // a URL too: it leads off the site
  if (end === 'missing') {
    const last = hops.length > 0 ? hops[hops.length - 1].destination : entry.destination;
    const path = normalize(upToFirstOf(last.trim(), '?#'));
    const suggestion = path === undefined ? undefined : closestPage(root, path);
    if (path !== undefined && beyondTheDocs(root, routes, path, suggestion)) return;
    report({ ...at, code: 'redirect-missing-destination', ...missingMessage(entry, hops, suggestion) });
    return;
  }
  if (end !== 'served' || hops.length === 0) return;
  const final = hops[hops.length - 1].destination.trim();
  // a query or fragment of the destination would be lost by the fix: the chain is only told then
  const fixable = !/[?#]/.test(entry.destination);
  report({
    ...at,
    code: 'redirect-chain',
    message:
      `\`${entry.destination}\` is redirected again: ${route}, ${hops.length + 1} redirects where one does. ` +
      `Point this redirect at \`${final}\`.`,
    data: fixable ? { fix: 'replace', replacements: [final] } : undefined,
  });
}

/** A path the entry's source matches (each parameter `sample`) and where the entry sends it, if the entry applies. */
function sampleRedirect(routes: SiteRoutes, entry: Entry, path: string): { from: string; to: string } | undefined {
  const from = path.replace(/:\w+[*+?]?|\*/g, 'sample');
  const caught = redirectFor(routes, from);
  return caught?.order === entry.order ? { from, to: caught.destination } : undefined;
}

/**
 * Whether a path that names nothing of the docs may name a page beyond them, on the same domain: docs hosted under
 * a subpath (`example.com/docs`) write it in their redirects (`/docs/guides/setup`), and send readers to the
 * product's own pages (`/pricing`). Its first segment is then no folder or page of the docs; a near miss of a page
 * (`/quickstrat`) is still a mistake.
 */
function beyondTheDocs(root: DocsRoot, routes: SiteRoutes, path: string, nearMiss: string | undefined): boolean {
  const [first, ...rest] = path.split('/');
  if (first === '' || routes.folders.has(first) || findPageFile(root, first) !== undefined) return false;
  if (rest.length > 0 && servedAt(root, routes, rest.join('/'), false).kind !== 'missing') return true;
  return nearMiss === undefined;
}

function missingMessage(entry: Entry, hops: readonly RedirectHop[], page: string | undefined) {
  const suggestion = page === undefined ? undefined : `/${page.replace(/(^|\/)index$/, '')}`;
  const nowhere =
    `no page, no endpoint page generated from an \`openapi\` entry and no folder of pages: readers sent here ` +
    `get a 404.`;
  if (hops.length > 0)
    return { message: `\`${entry.destination}\` is redirected on: ${routeText(entry, hops)}, ${nowhere}` };
  return {
    message: `\`${entry.destination}\` is ${nowhere}${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`,
    data: suggestion ? { fix: 'replace' as const, replacements: [suggestion] } : undefined,
  };
}

/** `/a` → `/b` → `/c`: the redirects as written, the entry's first, each repeated destination once. */
function routeText(entry: Entry, hops: readonly RedirectHop[]): string {
  const steps = [entry.source, entry.destination, ...hops.map((hop) => hop.redirect.destination)];
  const distinct = steps.filter((step, i) => i < 2 || step !== steps[i - 1]);
  return distinct.map((step) => `\`${step.trim()}\``).join(' → ') + (distinct.length < steps.length ? ' → ...' : '');
}

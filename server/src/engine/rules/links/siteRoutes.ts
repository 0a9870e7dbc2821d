// Which URLs of a docs root the live site serves, besides page files: endpoint pages generated from the specs of
// `openapi` navigation entries (at the platform's paths, siteSpecs/endpointUrl.ts), folders that hold pages (the
// platform sends a folder's URL to its first page), and `redirects` (`:param` and `*` wildcards; where a reader
// sent by them ends up, `followRedirects`). Built once per docs.json model, file revision and set of loaded spec
// indexes; then what the site serves at a path.
import { property, stringValue } from '../../docsjson';
import { DocsConfig, redirectEntries } from '../../docsjson';
import { normalize, SCHEME } from '../../mdx';
import { endpointPagePaths } from '../../siteSpecs';
import { allNavigationSpecs, specUri } from '../../siteSpecs';
import { isRemoteSpec } from '../../openapiDocument';
import { SpecLookup } from '../../openapiDocument';
import { DocsRoot } from '../../project';
import { findPageFile, isPageFile } from '../../project';
import { Project } from '../../project';
import { upToFirstOf, withoutSlashes } from '../../text';
import { PLATFORM_FILES } from '../../project';

export interface Redirect {
  readonly source: string;
  readonly destination: string;
}

/** A redirect whose source has parameters or wildcards, its place in the list (`order`) kept. */
interface PatternedRedirect extends Redirect {
  readonly order: number;
  readonly pattern: RegExp;
  readonly params: readonly string[];
}

/** The files the platform generates at the site's root (`/llms.txt`, `/sitemap.xml`, ...): they exist on the site. */
const GENERATED_FILES: ReadonlySet<string> = new Set(PLATFORM_FILES.generated);

export interface SiteRoutes {
  /** Paths (no leading slash) of generated endpoint pages. */
  readonly generated: ReadonlySet<string>;
  /** Directories of `openapi` entries whose spec is not indexed (remote, loading): links below are not judged. */
  readonly unknownDirectories: readonly string[];
  /** Every folder that holds a page, and every folder above a generated page. */
  readonly folders: ReadonlySet<string>;
  readonly redirects: Redirects;
}

/**
 * The redirects in their order (the first that matches wins), the literal ones by path: most sources are plain paths,
 * and a site's hundreds of them were each compiled to a regular expression and tried for every unknown link.
 */
interface Redirects {
  /** The first redirect of each literal source (its path without slashes around it), with its place in the list. */
  readonly literal: ReadonlyMap<string, { readonly redirect: Redirect; readonly order: number }>;
  /** The redirects with parameters or wildcards, in their order. */
  readonly patterned: readonly PatternedRedirect[];
}

interface Memo {
  readonly config: DocsConfig | undefined;
  readonly revision: number;
  readonly lookups: readonly (SpecLookup | undefined)[];
  readonly routes: SiteRoutes;
}

const memos = new WeakMap<DocsRoot, Memo>();

export function siteRoutes(project: Project, root: DocsRoot): SiteRoutes {
  const config = project.config(root)?.config;
  const specs = config ? allNavigationSpecs(config) : [];
  const uris = specs.map((spec) => (isRemoteSpec(spec.source) ? undefined : specUri(project, root, spec.source)));
  const lookups = uris.map((uri) => (uri ? project.specs.get(uri).lookup : undefined));
  const memo = memos.get(root);
  if (
    memo &&
    memo.config === config &&
    memo.revision === root.revision &&
    memo.lookups.length === lookups.length &&
    memo.lookups.every((lookup, i) => lookup === lookups[i])
  )
    return memo.routes;
  const generated = new Set<string>();
  const unknownDirectories: string[] = [];
  specs.forEach((spec, i) => {
    const lookup = lookups[i];
    if (!lookup) {
      unknownDirectories.push(withoutSlashes(spec.directory).toLowerCase());
      return;
    }
    const { operations, webhooks } = lookup.index;
    for (const page of endpointPagePaths([...operations, ...webhooks], spec.directory)) generated.add(page.path);
  });
  const folders = new Set<string>();
  const addFolders = (path: string) => {
    for (let slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1))
      folders.add(path.slice(0, slash));
  };
  for (const file of root.files) if (isPageFile(file)) addFolders(file);
  for (const path of generated) addFolders(path);
  const routes = { generated, unknownDirectories, folders, redirects: redirectsOf(config) };
  memos.set(root, { config, revision: root.revision, lookups, routes });
  return routes;
}

function redirectsOf(config: DocsConfig | undefined): Redirects {
  const literal = new Map<string, { redirect: Redirect; order: number }>();
  const patterned: PatternedRedirect[] = [];
  for (const [order, item] of (config ? redirectEntries(config) : []).entries()) {
    const source = stringValue(property(item, 'source')?.valueNode);
    const destination = stringValue(property(item, 'destination')?.valueNode);
    if (source === undefined || destination === undefined) continue;
    const path = decoded(trimSlashes(source.split(/[?#]/)[0]));
    if (!isPattern(path)) {
      if (!literal.has(path)) literal.set(path, { redirect: { source, destination }, order });
      continue;
    }
    const compiled = compileSource(path);
    if (compiled) patterned.push({ source, destination, order, ...compiled });
  }
  return { literal, patterned };
}

/**
 * Characters a redirect source may not hold when it is written from a path that is not the author's (a reader's path
 * from analytics, a link's target): the platform reads `:name`, `*`, `+`, `?`, `(...)`, `{...}`, `[...]`, `!` and `\`
 * as pattern syntax (path-to-regexp's), `?` and `#` end the path, and a source is percent-decoded before it is
 * matched, so a `%` may turn into any of them. `/:slug*` written from the viewed path `/%3Aslug*` catches every page.
 */
const PATTERN_SYNTAX = /[:*+?()[\]{}!\\#%]/;

/** Whether `source` can be written as a redirect source that matches exactly that path and nothing else. */
export function isLiteralRedirectSource(source: string): boolean {
  return !PATTERN_SYNTAX.test(source);
}

/** `old/:slug`, `blog/:path*`, `docs/*`: one regular expression over the whole path (no leading slash). */
function compileSource(path: string): { pattern: RegExp; params: string[] } | undefined {
  const params: string[] = [];
  const parts = path.split('/').map((segment) => {
    const param = /^:(\w+)([*+?]?)$/.exec(segment);
    if (param) {
      params.push(param[1]);
      return param[2] === '*' || param[2] === '+' ? '(.*)' : '([^/]+)';
    }
    if (segment === '*') {
      params.push('*');
      return '(.*)';
    }
    return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  });
  try {
    return { pattern: new RegExp(`^${parts.join('/')}/?$`), params };
  } catch {
    return undefined;
  }
}

/**
 * The redirect that catches `path` (no leading slash), its place in the list (`order`) and its destination with the
 * parameters put in.
 */
export function redirectFor(
  routes: SiteRoutes,
  written: string,
): { redirect: Redirect; order: number; destination: string } | undefined {
  const { literal, patterned } = routes.redirects;
  // both sides percent-decoded, as the platform matches them (`/a%26b` is the source `/a&b`)
  const path = decoded(written);
  // a literal source matches the path with or without one slash after it, as its expression does
  const plain = literal.get(path) ?? (path.endsWith('/') ? literal.get(path.slice(0, -1)) : undefined);
  for (const redirect of patterned) {
    if (plain && redirect.order > plain.order) break;
    const match = redirect.pattern.exec(path);
    if (!match) continue;
    let destination = redirect.destination;
    redirect.params.forEach((name, i) => {
      const value = match[i + 1] ?? '';
      destination =
        name === '*' ? destination.replace('*', value) : destination.replace(new RegExp(`:${name}[*+?]?`, 'g'), value);
    });
    return { redirect, order: redirect.order, destination };
  }
  return plain && { redirect: plain.redirect, order: plain.order, destination: plain.redirect.destination };
}

/** A path with every percent-escape decoded (`%26` too, which `decodeURI` keeps); as written when one is malformed. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function trimSlashes(path: string): string {
  return withoutSlashes(path);
}

export type Served =
  | { readonly kind: 'page'; readonly file: string }
  | { readonly kind: 'generated' | 'folder' | 'home' | 'unknown' }
  | { readonly kind: 'file'; readonly file: string }
  | { readonly kind: 'redirect'; readonly source: string; readonly destination: string; readonly broken: boolean }
  | { readonly kind: 'missing' };

/** What the site serves at `path` (from the docs root, no leading slash). */
export function servedAt(root: DocsRoot, routes: SiteRoutes, path: string, followRedirect = true): Served {
  if (path === '') return { kind: 'home' };
  const page = findPageFile(root, path);
  if (page) return { kind: 'page', file: page };
  if (routes.generated.has(path.toLowerCase())) return { kind: 'generated' };
  if (root.files.has(path) || GENERATED_FILES.has(path)) return { kind: 'file', file: path };
  if (routes.folders.has(path)) return { kind: 'folder' };
  const redirect = followRedirect ? redirectFor(routes, path) : undefined;
  if (redirect) {
    const destination = redirect.destination.trim();
    // a destination written as a path is judged once, in docs.json (redirect-missing-destination); one made from
    // the source's parameters exists for this path only, so it is judged here
    const broken =
      isPattern(redirect.redirect.destination) && followRedirects(root, routes, destination).end === 'missing';
    return { kind: 'redirect', source: redirect.redirect.source, destination, broken };
  }
  const lower = path.toLowerCase();
  if (routes.unknownDirectories.some((dir) => lower === dir || lower.startsWith(`${dir}/`))) return { kind: 'unknown' };
  return { kind: 'missing' };
}

export function isServed(served: Served): boolean {
  return served.kind !== 'missing' && !(served.kind === 'redirect' && served.broken);
}

/** How many redirects a browser follows before it gives up with an error (Chrome and Firefox: 20). */
const MAX_HOPS = 20;

/** A redirect taken on the way, its place in the list and its destination with the parameters put in. */
export interface RedirectHop {
  readonly redirect: Redirect;
  readonly order: number;
  readonly destination: string;
}

/**
 * Where a reader sent to `destination` (as a redirect writes it) ends up: `served` (a page, a generated page, a
 * folder, a file, the home page, or a directory whose spec is not loaded), `missing` (a 404), `loop` (back to a path
 * taken before, or more redirects than a browser follows), `external` (a URL), or `pattern` (a destination that
 * still holds `:param` or `*`, which names no one path). A path that is a page is served: redirects are followed
 * only from paths that are no page, so a loop or chain is reported only where every path on it is no page.
 * `visited`: the paths (no leading slash) the reader came through, such as the source of the first redirect.
 */
export function followRedirects(
  root: DocsRoot,
  routes: SiteRoutes,
  destination: string,
  visited: readonly string[] = [],
): { readonly end: 'served' | 'missing' | 'loop' | 'external' | 'pattern'; readonly hops: readonly RedirectHop[] } {
  const hops: RedirectHop[] = [];
  const seen = new Set(visited);
  let written = destination.trim();
  for (;;) {
    if (SCHEME.test(written) || written.startsWith('//')) return { end: 'external', hops };
    const writtenPath = upToFirstOf(written, '?#');
    if (isPattern(writtenPath)) return { end: 'pattern', hops };
    const path = normalize(decoded(writtenPath));
    if (path === undefined) return { end: 'missing', hops };
    if (servedAt(root, routes, path, false).kind !== 'missing') return { end: 'served', hops };
    if (seen.has(path) || hops.length === MAX_HOPS) return { end: 'loop', hops };
    seen.add(path);
    const next = redirectFor(routes, path);
    if (!next) return { end: 'missing', hops };
    hops.push(next);
    written = next.destination.trim();
  }
}

/** Whether a redirect's path holds `:param` or `*` (a pattern, not one path). */
export function isPattern(path: string): boolean {
  return /[:*]/.test(path);
}

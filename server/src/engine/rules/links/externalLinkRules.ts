// External links: the http(s) links and images of pages (Markdown links, images, autolinks, definitions, JSX
// `href`/`src`) and the URL values of docs.json (navigation hrefs, anchors, navbar and footer links, logos, ...),
// judged by what they answered (project/externalLinks.ts: a checker outside the engine asks). link-external-broken
// for 404/410, a host that does not resolve, TLS failures, and a `#fragment` the HTML page has no id for;
// link-external-redirected for a permanent redirect, with the final URL as a quick fix. What was not answered for
// sure (rate limits, time-outs) is never reported: `check --external` counts it as not checked.
import * as jsonc from 'jsonc-parser';
import { Range } from 'vscode-languageserver-types';
import { DocsConfig, JsonFile, stringContentRange } from '../../docsjson';
import { Finding } from '../../findings';
import { PageContent } from '../../mdx';
import { DocsRoot, ExternalLinkRequest, ExternalLinkResult, Project } from '../../project';
import { isLocalAddress, isLocalHostName } from '../../openapiDocument';
import { matchesUrlPattern, Settings } from '../../settings';
import { joinUri } from '../../workspace';

/** One external link as written in a file. */
export interface ExternalLinkUse {
  readonly uri: string;
  /** The URL's text. */
  readonly range: Range;
  /** The URL without its fragment (`URL.href`). */
  readonly url: string;
  /** The fragment, decoded; undefined when there is none (or it is a text fragment, `#:~:text=`). */
  readonly fragment?: string;
  /** The fragment as written (`#a%20b`), for the quick fix. */
  readonly rawFragment: string;
}

/** Hosts never requested whatever the settings say: documentation placeholders (RFC 2606). */
const PLACEHOLDER_HOST = /(?:^|\.)example\.(?:com|org|net)$/i;

/** Page links that may name a URL to check. */
const LINK_KINDS = new Set(['link', 'definition', 'image', 'href', 'src']);

/** docs.json keys whose URL values are not links a reader follows: specs, schemas, API servers. */
const NOT_LINKS = new Set(['$schema', 'openapi', 'asyncapi', 'server', 'baseUrl']);

export function pageExternalLinks(uri: string, content: PageContent): ExternalLinkUse[] {
  const uses: ExternalLinkUse[] = [];
  for (const link of content.links) {
    if (!LINK_KINDS.has(link.kind)) continue;
    const use = externalUse(uri, link.range, link.target);
    if (use) uses.push(use);
  }
  return uses;
}

/** Every http(s) string value of docs.json and the files it pulls in (keys of NOT_LINKS aside). */
export function configExternalLinks(config: DocsConfig): ExternalLinkUse[] {
  const uses: ExternalLinkUse[] = [];
  for (const file of config.files) if (file.root) collectJson(file, file.root, uses);
  return uses;
}

function collectJson(file: JsonFile, node: jsonc.Node, uses: ExternalLinkUse[]): void {
  if (node.type === 'string') {
    if (typeof node.value === 'string' && /^\s*https?:\/\//i.test(node.value)) {
      const use = externalUse(file.uri, stringContentRange({ file, node }), node.value);
      if (use) uses.push(use);
    }
    return;
  }
  for (const child of node.children ?? []) {
    if (child.type === 'property') {
      const [key, value] = child.children ?? [];
      if (value && !NOT_LINKS.has(String(key?.value))) collectJson(file, value, uses);
    } else collectJson(file, child, uses);
  }
}

function externalUse(uri: string, range: Range, written: string): ExternalLinkUse | undefined {
  const text = written.trim();
  if (!/^https?:\/\//i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined; // not a URL the site can link to: nav-invalid-href and the browser say so
  }
  const rawFragment = url.hash;
  url.hash = '';
  const fragmentText = rawFragment.slice(1);
  let fragment: string | undefined;
  if (fragmentText !== '' && !fragmentText.startsWith(':~:')) {
    try {
      fragment = decodeURIComponent(fragmentText);
    } catch {
      fragment = fragmentText;
    }
  }
  return { uri, range, url: url.href, fragment, rawFragment };
}

/**
 * Why a URL is never requested (the defaults, then the settings' `externalLinks.exclude`), or undefined. Host names
 * that resolve to a local or private address are found by the checker, which refuses them at every step.
 */
export function exclusionOf(url: string, settings: Settings, allowedHosts: readonly string[]): string | undefined {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (PLACEHOLDER_HOST.test(host)) return 'a placeholder host';
  const allowed = allowedHosts.some((h) => h.toLowerCase() === host);
  if (!allowed && isLocalHostName(host)) return 'this machine';
  const family = /^[\d.]+$/.test(host) ? 4 : host.includes(':') ? 6 : 0;
  if (!allowed && family !== 0 && isLocalAddress(host, family)) return 'a local or private address';
  if (settings.externalLinks.exclude.some((pattern) => matchesUrlPattern(parsed, pattern))) return 'excluded';
  return undefined;
}

/** The findings of external links in one file, from the answers known; the others are asked for (background). */
export function externalLinkFindings(
  project: Project,
  root: DocsRoot,
  settings: Settings,
  uses: readonly ExternalLinkUse[],
): Finding[] {
  const store = project.externalLinks;
  if (!settings.externalLinks.check || !store.available || uses.length === 0) return [];
  const allowed = project.allowedHosts();
  const findings: Finding[] = [];
  for (const use of uses) {
    if (exclusionOf(use.url, settings, allowed)) continue;
    const answer = store.answer(root.uri, use.url, use.fragment, use.uri);
    const finding = answer && findingOf(use, answer.result);
    if (finding) findings.push(finding);
  }
  return findings;
}

function findingOf(use: ExternalLinkUse, result: ExternalLinkResult): Finding | undefined {
  if (result.kind === 'broken')
    return {
      uri: use.uri,
      range: use.range,
      code: 'link-external-broken',
      message: `This link is broken: ${result.reason}.`,
    };
  if (result.kind !== 'ok' && result.kind !== 'redirected') return undefined;
  if (use.fragment !== undefined && result.fragments?.[use.fragment] === false)
    return {
      uri: use.uri,
      range: use.range,
      code: 'link-external-broken',
      message: `The page has no element with the id \`${shownText(use.fragment)}\`: the link lands at its top.`,
    };
  if (result.kind === 'redirected') {
    const to = result.to + (use.rawFragment && !new URL(result.to).hash ? use.rawFragment : '');
    return {
      uri: use.uri,
      range: use.range,
      code: 'link-external-redirected',
      message: `This link redirects for good (a permanent redirect) to ${redactedUrl(to)}: link there.`,
      data: { fix: 'replaceUrl', url: to },
    };
  }
  return undefined;
}

/** Query parameters whose values are credentials: never shown in a message (the fix writes the URL whole). */
const SECRET_PARAMETER = /key|token|secret|sig|signature|password|passwd|auth|credential|session|code/i;

/** A URL as messages show it: the values of parameters that look like credentials replaced, the user info too. */
export function redactedUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return '[a URL that does not parse]';
  }
  const user = url.username || url.password ? '[redacted]@' : '';
  const query = [...url.searchParams].map(([name, value]) =>
    SECRET_PARAMETER.test(name) ? `${encodeURIComponent(name)}=[redacted]` : `${name}=${value}`,
  );
  const search = query.length > 0 ? `?${query.join('&')}` : '';
  return `${url.protocol}//${user}${url.host}${url.pathname}${search}${url.hash}`;
}

function shownText(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Every external link of a docs root, each URL once with the fragments its links add: what a check requests. */
export function externalLinkRequests(
  uses: readonly ExternalLinkUse[],
  settings: Settings,
  allowedHosts: readonly string[],
): { requests: ExternalLinkRequest[]; excluded: number } {
  const byUrl = new Map<string, Set<string>>();
  const excluded = new Set<string>();
  for (const use of uses) {
    if (excluded.has(use.url)) continue;
    if (!byUrl.has(use.url) && exclusionOf(use.url, settings, allowedHosts)) {
      excluded.add(use.url);
      continue;
    }
    const fragments = byUrl.get(use.url) ?? new Set<string>();
    if (use.fragment !== undefined) fragments.add(use.fragment);
    byUrl.set(use.url, fragments);
  }
  return {
    requests: [...byUrl].map(([url, fragments]) => ({ url, fragments: [...fragments] })),
    excluded: excluded.size,
  };
}

/** The external links of one file of a docs root: a page's, or docs.json's (and the files it pulls in). */
export function fileExternalLinks(project: Project, root: DocsRoot, uri: string): ExternalLinkUse[] {
  if (/\.mdx?$/i.test(uri)) {
    const content = project.bodies.get(uri)?.content;
    return content ? pageExternalLinks(uri, content) : [];
  }
  const config = project.config(root)?.config;
  if (!config?.files.some((file) => file.uri === uri)) return [];
  return configExternalLinks(config).filter((use) => use.uri === uri);
}

/** Every external link of a docs root: its pages' (snippets too) and docs.json's. */
export function siteExternalLinks(project: Project, root: DocsRoot): ExternalLinkUse[] {
  const uses: ExternalLinkUse[] = [];
  for (const path of root.files) {
    if (!/\.mdx?$/i.test(path)) continue;
    const uri = joinUri(root.uri, path);
    const content = project.bodies.get(uri)?.content;
    if (content) uses.push(...pageExternalLinks(uri, content));
  }
  const config = project.config(root)?.config;
  if (config) uses.push(...configExternalLinks(config));
  return uses;
}

// The rules on a page's body: mdx-syntax, link-missing-page, link-missing-anchor, link-missing-asset,
// snippet-missing, link-ambiguous-relative, link-with-extension, then the page rules written as one module each
// (registry.generated.ts) on pages that are no snippets. A snippet's relative links are judged from each
// page that imports it (that is where the reader sees them), and its `#id` links on each page showing it; a snippet
// no page imports is judged from the site root.
import { Finding } from '../../findings';
import { RuleCode } from '../../ruleCatalog';
import { cleanHeadingId, fragmentForms } from '../../mdx';
import { PageLink } from '../../mdx';
import { folderOf, IndexedLink, LinkIndex } from '../../project';
import {
  escapeLinkPath,
  hasPageExtension,
  LinkTarget,
  looksLikeAsset,
  normalize,
  parseLinkTarget,
  SCHEME,
} from '../../mdx';
import { cleanedAnchors, pageAnchors } from './pageAnchors';
import { readFromImporters, snippetImports } from './snippetReadings';
import { isServed, Served, servedAt, SiteRoutes, siteRoutes } from './siteRoutes';
import { DocsRoot } from '../../project';
import { closestPage, findPageFile, pagePathOf } from '../../project';
import { Project } from '../../project';
import { isSnippet } from '../config/unreachable';
import { joinUri } from '../../workspace';
import { PAGE_RULES } from '../registry.generated';
import { lastLineFromFirstOf } from '../../text';

const SNIPPET_EXTENSIONS = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];
/** How far snippets importing snippets are followed up to the pages showing them. */
const MAX_SNIPPET_DEPTH = 4;

export function pageBodyFindings(project: Project, links: LinkIndex, root: DocsRoot, path: string): Finding[] {
  const uri = joinUri(root.uri, path);
  const body = project.bodies.get(uri);
  if (!body) return [];
  if (body.syntaxError)
    return [
      {
        uri,
        range: body.syntaxError.range,
        code: 'mdx-syntax',
        message: `This page does not parse as MDX, so the site cannot be built: ${body.syntaxError.message}`,
      },
    ];
  if (body.limit) return [{ uri, range: body.limit.range, code: 'input-limit', message: body.limit.message }];
  if (!body.content) return [];
  const routes = siteRoutes(project, root);
  const judge = new LinkJudge(project, root, routes, uri);
  const importers = isSnippet(path) ? snippetImports(links, root, path, true) : [];
  const showing = importers.length > 0 ? pagesShowing(links, root, importers) : [];
  const findings: Finding[] = [];
  for (const link of body.content.links) {
    if (readFromImporters(path, link, importers)) {
      // judged from each importing page (`#id`: on each page showing the snippet, through snippets importing it);
      // reported once, naming the page it breaks on
      const broken = new Map<string, Finding>();
      const samePage = parseLinkTarget(link.target, '').kind === 'same-page';
      for (const importer of samePage ? showing : importers.map((l) => l.uri)) {
        const from = importer.slice(root.uri.length + 1);
        const finding = judge.judge(link, parseLinkTarget(link.target, folderOf(from)), importer);
        if (finding && !broken.has(finding.code))
          broken.set(finding.code, {
            ...finding,
            message: `${finding.message} (as seen from ${from}, which imports this snippet)`,
          });
      }
      findings.push(...broken.values());
      continue;
    }
    const finding = judge.judge(link, parseLinkTarget(link.target, folderOf(path)));
    if (finding) findings.push(finding);
  }
  if (!isSnippet(path)) {
    const page = { project, root, uri, path, content: body.content, routes, report: (f: Finding) => findings.push(f) };
    for (const rule of PAGE_RULES) rule.checkPage(page);
  }
  return findings;
}

/** The pages showing a snippet: its importers, and for an importing snippet the pages showing that one. */
function pagesShowing(links: LinkIndex, root: DocsRoot, importers: readonly IndexedLink[]): string[] {
  const pages = new Set<string>();
  const seen = new Set<string>();
  let level = importers.map((link) => link.uri);
  for (let depth = 0; depth < MAX_SNIPPET_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const uri of level) {
      const path = uri.slice(root.uri.length + 1);
      if (seen.has(uri)) continue;
      seen.add(uri);
      const above = isSnippet(path) ? snippetImports(links, root, path, true) : [];
      if (above.length === 0) pages.add(uri);
      for (const link of above) next.push(link.uri);
    }
    level = next;
  }
  for (const uri of level) pages.add(uri);
  return [...pages];
}

/** The JSX elements whose link the platform's renderer resolves as a Markdown link's (remarkResolveRelativeLinks). */
const RESOLVED_HREF_ELEMENTS: ReadonlySet<string> = new Set(['a', 'Card']);

/**
 * Whether the platform's renderer rewrites the link before the browser sees it: a `./` or `../` link of a Markdown
 * link (not a reference definition) or of `href` on `<a>` and `<Card>` is resolved from the page's file, its
 * `.md`/`.mdx` dropped and `/index` made the folder: such a link reaches the page. Every other form stays as written
 * (`/x.mdx`, `x.mdx`, `<Button href="./x.mdx">`: a 404).
 */
function resolvedByThePlatform(link: PageLink): boolean {
  const written = link.target.trim();
  if (!written.startsWith('./') && !written.startsWith('../')) return false;
  return link.kind === 'link' || (link.kind === 'href' && RESOLVED_HREF_ELEMENTS.has(link.element ?? ''));
}

class LinkJudge {
  constructor(
    private readonly project: Project,
    private readonly root: DocsRoot,
    private readonly routes: SiteRoutes,
    private readonly uri: string,
  ) {}

  /** `shownOn`: the page a snippet's link is read on (its `#id` names an id there), by default the link's own. */
  judge(link: PageLink, target: LinkTarget, shownOn = this.uri): Finding | undefined {
    if (target.kind === 'external') return undefined;
    if (link.kind === 'import') return this.snippet(link, target);
    if (target.kind === 'same-page') return this.anchor(link, shownOn, target.fragment);
    if (target.path === undefined)
      return this.report(
        link,
        link.kind === 'image' || link.kind === 'src' ? 'link-missing-asset' : 'link-missing-page',
        `\`${link.target}\` climbs above the docs root.`,
      );
    if (link.kind === 'image' || link.kind === 'src') return this.asset(link, target.path, target.fromFolder);
    if (hasPageExtension(target.path)) {
      // the platform drops one extension of the links it resolves: judged as any link to that page (anchor too)
      const page = target.path.replace(/\.mdx?$/, '');
      if (!resolvedByThePlatform(link) || hasPageExtension(page))
        return this.withExtension(link, target.path, target.fromFolder);
      return this.judge(link, { ...target, path: page }, shownOn);
    }
    const served = servedAt(this.root, this.routes, target.path);
    const alternative =
      target.fromFolder !== undefined ? servedAt(this.root, this.routes, target.fromFolder) : undefined;
    if (!isServed(served)) {
      if (alternative && isServed(alternative))
        return this.report(
          link,
          'link-ambiguous-relative',
          `\`${link.target}\` is read from the site root, where there is no page; a browser reads it from this ` +
            `page's folder (\`/${target.fromFolder}\`). Write \`./${link.target}\` or \`/${target.fromFolder}\`.`,
          { fix: 'replace', replacements: [rewritten(link, `/${target.fromFolder}`)] },
        );
      return this.missing(link, target.path, served);
    }
    if (alternative && isServed(alternative) && samePlace(served, alternative) === false)
      return this.report(
        link,
        'link-ambiguous-relative',
        `\`${link.target}\` leads to \`/${target.path}\` on the site (read from the site root) but to ` +
          `\`/${target.fromFolder}\` in a browser (read from this page's folder): write \`/${target.path}\` or ` +
          `\`./${link.target}\`.`,
        { fix: 'replace', replacements: [rewritten(link, `/${target.path}`)] },
      );
    if (target.fragment === undefined) return undefined;
    if (served.kind === 'page') return this.anchor(link, joinUri(this.root.uri, served.file), target.fragment);
    if (served.kind === 'redirect') return this.anchorAfterRedirect(link, served.destination, target.fragment);
    // `/#id`: the home page is the root's index page when there is one
    const home = served.kind === 'home' ? findPageFile(this.root, 'index') : undefined;
    return home === undefined ? undefined : this.anchor(link, joinUri(this.root.uri, home), target.fragment);
  }

  /**
   * `page#id` where `page` is redirected: a browser keeps the fragment across a redirect whose destination has none,
   * so the id must be on the page the redirect leads to (one step; a destination with its own `#` decides alone).
   */
  private anchorAfterRedirect(link: PageLink, destination: string, fragment: string): Finding | undefined {
    if (SCHEME.test(destination) || destination.includes('#')) return undefined;
    const path = normalize(destination.split('?')[0]);
    const served = path === undefined ? undefined : servedAt(this.root, this.routes, path, false);
    return served?.kind === 'page' ? this.anchor(link, joinUri(this.root.uri, served.file), fragment) : undefined;
  }

  /**
   * `/x.mdx`: a 404 on the live site whether or not the page exists; with the page, the fix drops the extension. A
   * bare `x.md` naming a page of the page's own folder is read from the site root (only `./` and `../` links are
   * resolved from the page's file): ambiguous, not missing.
   */
  private withExtension(link: PageLink, path: string, fromFolder: string | undefined): Finding {
    const page = path.replace(/\.mdx?$/, '');
    const served = servedAt(this.root, this.routes, page);
    const inFolder = fromFolder?.replace(/\.mdx?$/, '');
    if (!isServed(served) && inFolder !== undefined && isServed(servedAt(this.root, this.routes, inFolder)))
      return this.report(
        link,
        'link-ambiguous-relative',
        `\`${link.target}\` is read from the site root, where there is no page; from this page's folder it names ` +
          `\`/${inFolder}\`. Write \`/${inFolder}\` (or \`./${link.target}\` in a Markdown link).`,
        { fix: 'replace', replacements: [rewritten(link, `/${inFolder}`)] },
      );
    if (!isServed(served)) return this.missing(link, page, served);
    return this.report(
      link,
      'link-with-extension',
      `Links name pages without \`.md\`/\`.mdx\`: \`${link.target}\` is a 404 on the live site.`,
      { fix: 'replace', replacements: [link.target.replace(/\.mdx?(?=$|[#?])/, '')] },
    );
  }

  private missing(link: PageLink, path: string, served: Served): Finding {
    if (served.kind === 'redirect')
      return this.report(
        link,
        'link-missing-page',
        `\`${link.target}\` is redirected (\`${served.source}\`) to \`${served.destination}\`, which is no page.`,
      );
    if (looksLikeAsset(path)) return this.report(link, 'link-missing-asset', `No file \`/${path}\` in the docs.`);
    const suggestion = closestPage(this.root, path);
    return this.report(
      link,
      'link-missing-page',
      `No page \`/${path}\` (no ${path}.mdx, .md or /index.mdx, no generated endpoint page, no redirect).` +
        (suggestion ? ` Did you mean \`/${suggestion}\`?` : ''),
      { fix: 'missingPageLink', path, ...(suggestion ? { suggestion: `/${suggestion}` } : {}) },
    );
  }

  private asset(link: PageLink, path: string, fromFolder: string | undefined): Finding | undefined {
    if (this.root.files.has(path) || (fromFolder !== undefined && this.root.files.has(fromFolder))) return undefined;
    if (isServed(servedAt(this.root, this.routes, path, false))) return undefined; // `/llms.txt`, a page
    // a site's own component may take `src` as a name (`<FeedbackCTA src="docs-search">`): a path only as written so
    if (link.kind === 'src' && /^[A-Z]/.test(link.element ?? '') && !/[./]/.test(link.target)) return undefined;
    return this.report(
      link,
      'link-missing-asset',
      `No file \`/${path}\` in the docs${link.element ? ` (\`src\` of \`<${link.element}>\`)` : ''}.`,
    );
  }

  private snippet(link: PageLink, target: LinkTarget): Finding | undefined {
    const written = link.target.trim();
    if (!written.startsWith('/') && !written.startsWith('.')) return undefined; // a package
    const path = target.kind === 'path' ? target.path : undefined;
    if (path !== undefined && SNIPPET_EXTENSIONS.some((ext) => this.root.files.has(path + ext))) return undefined;
    return this.report(link, 'snippet-missing', `No snippet file \`${written}\` in the docs.`);
  }

  private anchor(link: PageLink, pageUri: string, fragment: string): Finding | undefined {
    if (fragment === '' || fragment.startsWith(':~:')) return undefined;
    const anchors = pageAnchors(this.project, pageUri);
    if (!anchors || fragmentForms(fragment).some((form) => anchors.has(form))) return undefined;
    // the platform's own check compares both cleaned of signs and emoji, and its renderer cleans heading ids
    if (cleanedAnchors(anchors).has(cleanHeadingId(fragment))) return undefined;
    const page = pageUri === this.uri ? 'this page' : `\`/${pagePathOf(pageUri.slice(this.root.uri.length + 1))}\``;
    const typeset = typesetIdFor(fragment, anchors);
    return this.report(
      link,
      'link-missing-anchor',
      `No heading or id \`#${fragment}\` on ${page}.` +
        (typeset
          ? ` The heading's id is \`#${typeset}\`: it keeps curly quotes, dashes and ellipses (the platform typesets ` +
            '`"`, `\'`, `--` and `...` as those).'
          : ''),
    );
  }

  /** A finding on the link; `data` of the type the rule's fixer takes (checked at each call by its code). */
  private report<C extends RuleCode>(
    link: PageLink,
    code: C,
    message: string,
    data?: Extract<Finding, { code: C }>['data'],
  ): Finding {
    return { uri: this.uri, range: link.range, code, message, ...(data ? { data } : {}) } as Extract<
      Finding,
      { code: C }
    >;
  }
}

/** The link written with another path: escaped as its kind needs, its anchor and query kept. */
function rewritten(link: PageLink, path: string): string {
  return escapeLinkPath(link.kind, path) + lastLineFromFirstOf(link.target.trim(), '#?');
}

/** Whether two served results are the same place (undefined when that cannot be told). */
function samePlace(a: Served, b: Served): boolean | undefined {
  if ((a.kind === 'page' || a.kind === 'file') && (b.kind === 'page' || b.kind === 'file')) return a.file === b.file;
  return undefined;
}

/** Curly quotes, dashes and ellipses the platform's typesetting puts into heading ids. */
const TYPESET_SIGNS = /[“”‘’—…]/g;

/** The page's id that is `fragment` with typeset signs, where a link was written without them. */
function typesetIdFor(fragment: string, anchors: ReadonlySet<string>): string | undefined {
  for (const id of anchors) {
    const withoutSigns = id.replace(TYPESET_SIGNS, '');
    // only an id the typesetting changed (one that lost an emoji at its end differs from the link otherwise)
    if (withoutSigns !== id && withoutSigns.replace(/-{2,}/g, '-').replace(/^-|-$/g, '') === fragment) return id;
  }
  return undefined;
}

// What a rule module declares (engine/rules/**/*.rule.ts, one module a rule): its catalogue entry, the examples of
// its documentation page, which run as tests, and, for a rule on page bodies written as one module, its check.
// `npm run rules` reads every module: the catalogue (ruleCatalog.generated.ts), the registry of checks
// (registry.generated.ts), the README's rules table and docs/rules/<code>.md are generated from them.
import { Report } from '../findings';
import { PageContent } from '../mdx';
import { DocsRoot, Project } from '../project';
import { ViewedPaths } from '../project';
import type { ExternalLinkResult } from '../project';
import { PartialSettings } from '../settings';
import { RuleCheck, RuleInput, SafeFix, Severity } from '../ruleCatalog';
import { SiteRoutes } from './links/siteRoutes';

/**
 * A site in a few files, by path from the docs root. Spans the rule must report are written `⟦like this⟧` in an
 * invalid example (the markers are removed before the site is checked); a valid one has none. Without a
 * `docs.json`, one listing every page of the example is added.
 */
export interface RuleExample {
  readonly kind: 'invalid' | 'valid';
  /** What the example shows, one sentence (the doc page's heading of the example). */
  readonly title: string;
  readonly files: Readonly<Record<string, string>>;
  readonly settings?: PartialSettings;
  /** Files saved in another encoding than UTF-8 (a page an old editor wrote as Latin-1), by path: their bytes. */
  readonly encodings?: Readonly<Record<string, 'latin1'>>;
  /** Files that exist but cannot be read, by path, with the system's reason (`EACCES`): every read of them fails. */
  readonly unreadable?: Readonly<Record<string, string>>;
  /**
   * What URLs answer (a remote spec, a `$schema`): the text, or `{ error }` for a download that fails. Nothing is
   * fetched for real: a URL not listed fails. Only settings with `openapi.allowRemote` download at all.
   */
  readonly remote?: Readonly<Record<string, string | { readonly error: string }>>;
  /** The paths readers viewed, as the editor sends them from analytics. */
  readonly viewedPaths?: ViewedPaths;
  /**
   * What external links answer, by URL without its fragment (`URL.href`: `https://a.dev/`), as a checker tells the
   * engine. Nothing is requested for real: a URL not listed is not checked. Only with `externalLinks.check`.
   */
  readonly external?: Readonly<Record<string, ExternalLinkResult>>;
}

/** What a page rule is given: one page of a docs root, its parsed body, and the site's routes. */
export interface PageRuleContext {
  readonly project: Project;
  readonly root: DocsRoot;
  readonly uri: string;
  /** From the docs root, with its extension. */
  readonly path: string;
  readonly content: PageContent;
  readonly routes: SiteRoutes;
  readonly report: Report;
}

interface RuleFields<C extends string> {
  readonly code: C;
  readonly severity: Severity;
  /** One line: what the rule catches. */
  readonly summary: string;
  /** More on what the platform does and why it matters, in Markdown (the rule's page), where the summary is not all. */
  readonly details?: string;
  readonly reads: readonly RuleInput[];
  readonly fix?: string;
  /**
   * Whether `check --fix` applies the rule's quick fix without asking anyone, when its finding offers exactly one:
   * `always` (the one possible change: a link's `.mdx` dropped), `near` (a "did you mean" whose change of the text
   * is at most two characters, a typo's distance). Absent: never, the fix needs a human choice.
   */
  readonly safeFix?: SafeFix;
  readonly examples: readonly RuleExample[];
}

/** A rule whose check lives elsewhere: `producedIn` names the files that report it, from server/src/. */
interface ReportedElsewhere<C extends string> extends RuleFields<C> {
  readonly check: Exclude<RuleCheck, 'page.rule'>;
  readonly producedIn: readonly string[];
}

/** A rule on page bodies written as one module: its check runs on every page that parses (snippets aside). */
export interface PageRule<C extends string = string> extends RuleFields<C> {
  readonly checkPage: (page: PageRuleContext) => void;
}

export type RuleDefinition<C extends string = string> = ReportedElsewhere<C> | PageRule<C>;

export function defineRule<const C extends string>(rule: PageRule<C>): PageRule<C>;
export function defineRule<const C extends string>(rule: ReportedElsewhere<C>): ReportedElsewhere<C>;
export function defineRule(rule: RuleDefinition): RuleDefinition {
  return rule;
}

export function isPageRule(rule: RuleDefinition): rule is PageRule<string> {
  return 'checkPage' in rule;
}

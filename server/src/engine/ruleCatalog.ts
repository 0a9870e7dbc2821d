// The rule catalogue: every rule's code, default severity, summary, what it reads and which check reports it. Each
// rule declares these in its own module (engine/rules/**/*.rule.ts); `npm run rules` gathers them into
// ruleCatalog.generated.ts, which this file types and answers questions of. A finding with a code that is not here
// does not compile.
import { RULES } from './ruleCatalog.generated';

export { RULES };

export type Severity = 'error' | 'warning' | 'info' | 'hint';

/**
 * What a rule reads. An edit re-runs the rules that read what it changed: an edit of a page path in docs.json those
 * reading `navigation.pageEntries`, of a group's label those reading `navigation.elements`, of a setting those of the
 * `config.settings` check.
 */
export type RuleInput =
  /** docs.json's text and the files it pulls in with `$ref`, as JSON. */
  | 'config.text'
  /** the navigation's shape: which elements hold which children and fields. */
  | 'navigation.structure'
  /** the page paths the navigation lists (`pages` entries). */
  | 'navigation.pageEntries'
  /** an element's own fields: its label, `href`, a group's `root`, `expanded`. */
  | 'navigation.elements'
  /** the languages and versions: their codes and names. */
  | 'navigation.divisions'
  /** the `openapi` values of the navigation and of `api.openapi`. */
  | 'navigation.openapi'
  /** docs.json's settings outside `navigation`. */
  | 'config.settings'
  /** the `redirects` of docs.json. */
  | 'config.redirects'
  /** which files exist under the docs root. */
  | 'files'
  /** a page's frontmatter. */
  | 'pages.frontmatter'
  /** a page's body: its links, ids, imports and components. */
  | 'pages.body'
  /** OpenAPI documents. */
  | 'specs'
  /** what is downloaded (remote specs and schemas), when the user allows it. */
  | 'remote'
  /** the paths readers viewed, from the analytics API. */
  | 'analytics';

/**
 * The check that reports a rule's findings. The checks of docs.json run in the order of CONFIG_RULES
 * (rules/config/configRules.ts) after the model is built (`config.model`), which decides the order of findings at
 * one position; `page.rule` is a rule module's own page check (rules/registry.generated.ts).
 */
export type RuleCheck =
  | 'config.model'
  | 'config.pages'
  | 'config.elements'
  | 'config.openapi'
  | 'config.settings'
  | 'config.duplicateKeys'
  | 'config.legacy'
  | 'config.unreachable'
  | 'config.deadPaths'
  | 'config.redirects'
  | 'reader'
  | 'spec'
  | 'spec.remote'
  | 'references'
  | 'frontmatter'
  | 'page.body'
  | 'page.rule'
  | 'external'
  | 'settings'
  | 'suppressions';

export interface RuleInfo {
  readonly code: string;
  readonly severity: Severity;
  /** One line: what the rule catches (the README's rules table, the SARIF rule's description). */
  readonly summary: string;
  readonly reads: readonly RuleInput[];
  readonly check: RuleCheck;
  /** The kind of quick-fix data the rule's findings carry (findings.ts), when they carry any. */
  readonly fix?: string;
  /** Whether `check --fix` applies the fix without asking (the rule module's `safeFix`). */
  readonly safeFix?: SafeFix;
}

/**
 * When `check --fix` applies a rule's quick fix, if its finding offers exactly one: `always`, or `near` (the change
 * of the text is at most two characters).
 */
export type SafeFix = 'always' | 'near';

const CATALOGUE: readonly RuleInfo[] = RULES;

/** Every rule code of the catalogue. */
export type RuleCode = (typeof RULES)[number]['code'];

/** The kind of quick-fix data each rule's findings carry, for the rules whose findings carry any. */
export type RuleFixKinds = {
  [R in (typeof RULES)[number] as R extends { fix: string } ? R['code'] : never]: R extends { fix: infer K }
    ? K
    : never;
};

const RULES_BY_CODE: ReadonlyMap<string, RuleInfo> = new Map(CATALOGUE.map((rule) => [rule.code, rule]));

export function ruleInfo(code: string): RuleInfo | undefined {
  return RULES_BY_CODE.get(code);
}

export function isRuleCode(code: string): code is RuleCode {
  return RULES_BY_CODE.has(code);
}

/** The codes a check reports, only those reading `input` when it is given. */
export function codesOf(check: RuleCheck, input?: RuleInput): ReadonlySet<RuleCode> {
  return new Set(
    CATALOGUE.filter((rule) => rule.check === check && (input === undefined || rule.reads.includes(input))).map(
      (rule) => rule.code as RuleCode,
    ),
  );
}

/** Where each rule's page is read: docs/rules/<code>.md of the project's repository. */
export const RULE_DOCS_URL = 'https://github.com/docs-lsp/docs-lsp/blob/main/docs/rules/';

export function ruleDocUrl(code: RuleCode): string {
  return `${RULE_DOCS_URL}${code}.md`;
}

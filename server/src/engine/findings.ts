// Findings: what the rules report, as values (never exceptions), with the quick-fix data each rule may carry.
import { DiagnosticTag, Range } from 'vscode-languageserver-types';
import { RuleCode, RuleFixKinds } from './ruleCatalog';
import { rangeOf, TextDocument } from './text';

interface FindingBase {
  readonly uri: string;
  readonly range: Range;
  readonly message: string;
  readonly tags?: DiagnosticTag[];
}

/** What each kind of quick fix needs (its fixer is in features/codeActions.ts). */
interface FixArguments {
  replace: { readonly replacements: readonly string[] };
  /** A JSX element's name (the diagnostic's range, in its opening tag) and its closing tag's, to the first name. */
  renameElement: { readonly replacements: readonly string[] };
  renameKey: { readonly key: string };
  removeProperty: object;
  /** `replacements`: existing pages to change the entry to instead. */
  createPage: { readonly path: string; readonly title: string; readonly replacements: readonly string[] };
  addSpecFile: { readonly specs: readonly string[] };
  /** mint.json: write the equivalent docs.json beside it. */
  upgradeToDocsJson: object;
  /** analytics-dead-path: a `redirects` entry from the dead path to the closest page. */
  addRedirect: { readonly source: string; readonly destination: string };
  /** A link in a page to no page: `path` from the root (no leading `/`); `suggestion`: the closest page, as `/x`. */
  missingPageLink: { readonly path: string; readonly suggestion?: string };
  /** An external link's URL replaced by `url` (where it redirects for good); the title shows it redacted. */
  replaceUrl: { readonly url: string };
  /** No quick fix is offered yet for these two: the data says what one would need. */
  addField: { readonly key: string };
  addToNavigation: { readonly page: string };
}

export type FixKind = keyof FixArguments;

/** A quick fix's payload: `fix` names the fixer, the rest is its input. */
export type Fix<K extends FixKind = FixKind> = { [P in K]: { readonly fix: P } & FixArguments[P] }[K];

/** The rules whose findings may carry quick-fix data (the catalogue names the kind), each with its data type. */
type RuleFixes = { [C in keyof RuleFixKinds]: Fix<Extract<RuleFixKinds[C], FixKind>> };
type FixableRuleCode = keyof RuleFixes;

/**
 * A rule's finding: a diagnostic before its severity is resolved from the settings. What its quick fix needs travels
 * in `data` (never parsed out of the message), of the type the rule's fixer takes.
 */
export type Finding =
  | (FindingBase & { readonly code: RuleCode; readonly data?: undefined })
  | { [C in FixableRuleCode]: FindingBase & { readonly code: C; readonly data?: RuleFixes[C] } }[FixableRuleCode];

export type Report = (finding: Finding) => void;

/** Why a file was not parsed (too large, too deep, not UTF-8, unreadable), at the offset where the reason lies. */
export interface FileProblem {
  readonly code: 'input-limit' | 'file-encoding' | 'file-unreadable';
  readonly message: string;
  readonly offset: number;
}

/** A file's problem as a finding at its position (the start of the file when the text was not read). */
export function problemFinding(uri: string, problem: FileProblem, text = ''): Finding {
  const doc = TextDocument.create(uri, 'text', 0, text);
  return { uri, range: rangeOf(doc, problem.offset, 0), code: problem.code, message: problem.message };
}

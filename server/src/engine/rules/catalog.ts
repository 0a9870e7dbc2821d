// Every rule the engine reports, with its default severity: the README's rules table is tested against this list.
export type Severity = 'error' | 'warning' | 'info' | 'hint';

export interface RuleInfo {
  readonly code: string;
  readonly severity: Severity;
  readonly description: string;
}

export const NAVIGATION_RULES: readonly RuleInfo[] = [
  { code: 'json-syntax', severity: 'error', description: 'docs.json (or a file it pulls in) is not valid JSON; every syntax error at its position' },
  { code: 'json-ref', severity: 'error', description: 'a `$ref` in docs.json that names no readable JSON file, or refers back to a file that includes it' },
  { code: 'nav-missing', severity: 'error', description: 'no `navigation` object (or docs.json is not an object)' },
  { code: 'nav-root', severity: 'error', description: 'the navigation root has no primary pattern, or more than one' },
  { code: 'nav-mixed-children', severity: 'error', description: 'an element holds more than one kind of child at one level' },
  { code: 'nav-child-not-allowed', severity: 'error', description: 'a child that its parent may not hold (a tab in a tab, `menu` outside a tab, ...)' },
  { code: 'nav-required-field', severity: 'error', description: 'a missing required field or an empty label (`group`, `pages`, `tab`, ...)' },
  { code: 'nav-type', severity: 'error', description: 'a field of the wrong type (`expanded: "yes"`, `pages: "intro"`, ...)' },
  { code: 'nav-unknown-field', severity: 'warning', description: 'a key the element does not have, with "did you mean"' },
  { code: 'nav-expanded-top-level', severity: 'warning', description: '`expanded` on a top-level group, where it has no effect' },
  { code: 'nav-missing-page', severity: 'error', description: 'a page path with no `.mdx`/`.md` file (also `path/index.mdx`) under the docs root' },
  { code: 'nav-duplicate-page', severity: 'warning', description: 'the same page listed twice in one navigation scope (version and language)' },
  { code: 'nav-href-with-children', severity: 'warning', description: 'an element with `href` and also pages or groups (the `href` replaces them)' },
  { code: 'nav-invalid-href', severity: 'error', description: 'an `href` that is neither an absolute URL nor a page of the docs' },
  { code: 'nav-language-code', severity: 'error', description: 'a language code outside the supported list' },
  { code: 'nav-duplicate-entry', severity: 'error', description: 'two languages with one code, two versions with one name' },
  { code: 'nav-openapi-value', severity: 'error', description: '`openapi` that is neither a non-empty string, `{ source, directory? }`, nor an array of those' },
  { code: 'nav-openapi-missing-file', severity: 'error', description: 'an `openapi` local path whose file does not exist' },
  { code: 'config-value', severity: 'error', description: '`styling.eyebrows` not `breadcrumbs`/`section`; `interaction.drilldown` not boolean' },
  { code: 'page-not-in-navigation', severity: 'info', description: 'an MDX page under a docs root that no navigation entry reaches (snippets folders excluded)' },
];

/** Problems of a file as a whole, before any parser sees it. */
export const FILE_RULES: readonly RuleInfo[] = [
  { code: 'input-limit', severity: 'error', description: 'a file over the size or nesting-depth limit: not parsed, one diagnostic' },
  { code: 'file-encoding', severity: 'error', description: 'a file that is not valid UTF-8' },
  { code: 'file-unreadable', severity: 'error', description: 'a file that exists but cannot be read' },
];

export const RULES: readonly RuleInfo[] = [...NAVIGATION_RULES, ...FILE_RULES];

export function ruleInfo(code: string): RuleInfo | undefined {
  return RULES.find((rule) => rule.code === code);
}

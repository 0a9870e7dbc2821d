// Every rule the engine reports, with its default severity: the README's rules table is tested against this list.
export type Severity = 'error' | 'warning' | 'info' | 'hint';

export interface RuleInfo {
  readonly code: string;
  readonly severity: Severity;
  readonly description: string;
}

export const NAVIGATION_RULES: readonly RuleInfo[] = [
  {
    code: 'json-syntax',
    severity: 'error',
    description: 'docs.json (or a file it pulls in) is not valid JSON; every syntax error at its position',
  },
  {
    code: 'json-ref',
    severity: 'error',
    description: 'a `$ref` in docs.json that names no readable JSON file, or refers back to a file that includes it',
  },
  { code: 'nav-missing', severity: 'error', description: 'no `navigation` object (or docs.json is not an object)' },
  { code: 'nav-root', severity: 'error', description: 'the navigation root has no primary pattern, or more than one' },
  {
    code: 'nav-mixed-children',
    severity: 'error',
    description: 'an element holds more than one kind of child at one level',
  },
  {
    code: 'nav-child-not-allowed',
    severity: 'error',
    description:
      "a child the platform's schema does not allow in its parent (a tab in a tab, `menu` outside a tab or product, ...)",
  },
  {
    code: 'nav-required-field',
    severity: 'error',
    description: 'a missing or empty (`""`) label (`group`, `tab`, ...) or another field the schema requires',
  },
  {
    code: 'nav-empty-group',
    severity: 'warning',
    description: 'a group without `pages` (nor `openapi` or `root`): the platform shows it as an empty group',
  },
  {
    code: 'nav-type',
    severity: 'error',
    description: 'a field of the wrong type (`expanded: "yes"`, `pages: "intro"`, ...)',
  },
  {
    code: 'nav-unknown-field',
    severity: 'warning',
    description: 'a key the platform\'s schema does not define for the element, with "did you mean"',
  },
  {
    code: 'nav-expanded-top-level',
    severity: 'warning',
    description:
      '`expanded` on a group directly in a `groups` array (top-level in its sidebar), where it has no effect',
  },
  {
    code: 'nav-missing-page',
    severity: 'error',
    description: 'a page path with no `.mdx`/`.md` file (also `path/index.mdx`) under the docs root',
  },
  {
    code: 'nav-duplicate-page',
    severity: 'warning',
    description: 'the same page listed twice in one sidebar (one tab, anchor, dropdown, product or menu item)',
  },
  {
    code: 'nav-cross-listed-page',
    severity: 'hint',
    description: 'a page listed in two sidebars of one version and language (deliberate cross-listing: shown in both)',
  },
  {
    code: 'nav-href-with-children',
    severity: 'warning',
    description: 'an element with `href` and also pages or groups (the `href` replaces them)',
  },
  {
    code: 'nav-invalid-href',
    severity: 'error',
    description: 'an `href` that is neither an absolute URL nor a page of the docs',
  },
  {
    code: 'nav-language-code',
    severity: 'error',
    description: "a language code outside the platform's schema enum (quick fix `ua` -> `uk`, ...)",
  },
  {
    code: 'nav-duplicate-entry',
    severity: 'error',
    description: 'two languages with one code, two versions with one name',
  },
  {
    code: 'nav-openapi-value',
    severity: 'error',
    description: '`openapi` that is neither a non-empty string, `{ source, directory? }`, nor an array of those',
  },
  {
    code: 'nav-openapi-missing-file',
    severity: 'error',
    description: 'an `openapi` local path whose file does not exist',
  },
  {
    code: 'config-schema',
    severity: 'error',
    description:
      "a setting outside `navigation` that the platform's schema rejects: wrong type, a value outside its enum, a pattern, a missing required property",
  },
  {
    code: 'config-unknown-field',
    severity: 'warning',
    description: 'a key outside `navigation` that the platform ignores, with "did you mean"',
  },
  {
    code: 'page-not-in-navigation',
    severity: 'info',
    description: 'an MDX page under a docs root that no navigation entry reaches (snippets folders excluded)',
  },
];

/** Problems of a file as a whole, before any parser sees it. */
export const FILE_RULES: readonly RuleInfo[] = [
  {
    code: 'input-limit',
    severity: 'error',
    description: 'a file over the size or nesting-depth limit: not parsed, one diagnostic',
  },
  { code: 'file-encoding', severity: 'error', description: 'a file that is not valid UTF-8' },
  { code: 'file-unreadable', severity: 'error', description: 'a file that exists but cannot be read' },
];

export const OPENAPI_RULES: readonly RuleInfo[] = [
  { code: 'openapi-parse', severity: 'error', description: 'the spec is not valid JSON/YAML (at the position)' },
  { code: 'openapi-version', severity: 'error', description: 'not OpenAPI 3.0/3.1 (e.g. Swagger 2.0)' },
  {
    code: 'openapi-structure',
    severity: 'error',
    description:
      'a violation of the OpenAPI 3.0/3.1 JSON Schema (the schemas swagger-parser uses, with Ajv; for 3.1 as revised since 2022-10-07: a Reference Object may have sibling keys) at the offending node, every one; `oneOf` noise collapsed to one per node; faults of the specific rules below not repeated',
  },
  {
    code: 'openapi-external-ref',
    severity: 'error',
    description:
      "a `$ref` to another file or a URL in a spec the site uses (docs.json or a page names it, or a page's endpoint is found in it): the platform resolves internal references only; never read or fetched",
  },
  {
    code: 'openapi-source-external-ref',
    severity: 'info',
    description:
      'the same in a spec nothing on the site uses, such as the multi-file source that a bundler turns into the spec the site uses',
  },
  { code: 'openapi-unresolved-ref', severity: 'error', description: 'an internal `$ref` whose target does not exist' },
  { code: 'openapi-webhooks-version', severity: 'error', description: '`webhooks` in a 3.0 spec' },
  {
    code: 'openapi-x-docs',
    severity: 'error',
    description:
      '`x-docs` (or `x-mint`) of the wrong shape: `metadata.openapi`, non-string `content`/`href`, non-boolean `metadata.public`, `metadata.groups` not a string array, unknown `metadata.playground`',
  },
  {
    code: 'openapi-security-scheme',
    severity: 'error',
    description: 'a `security` requirement that names no scheme of `components.securitySchemes`',
  },
  { code: 'openapi-no-servers', severity: 'info', description: 'no `servers`: the playground runs in simple mode' },
  {
    code: 'openapi-fetch',
    severity: 'error',
    description: 'a URL spec that could not be loaded while remote specs are allowed',
  },
  {
    code: 'openapi-remote-unchecked',
    severity: 'info',
    description:
      'a URL spec that is not loaded (remote specs off, or loading): how many references to it went unchecked',
  },
  {
    code: 'ref-syntax',
    severity: 'error',
    description:
      'an endpoint reference not of the form `[spec] METHOD /path` or `[spec] webhook NAME` (schema: `[spec] Name`)',
  },
  {
    code: 'ref-no-spec',
    severity: 'error',
    description:
      '`METHOD /path` with no spec in scope (none inherited through the navigation, no `api.openapi`; for a page: no OpenAPI file in its docs root)',
  },
  {
    code: 'ref-unknown-spec',
    severity: 'error',
    description: 'a named spec file that does not exist or is not a spec, with "did you mean"',
  },
  {
    code: 'ref-unknown-endpoint',
    severity: 'error',
    description:
      'method and path not in the spec (path exact, method in any letter case); "did you mean" for trailing slash, parameter names, other method, closest path',
  },
  {
    code: 'ref-ambiguous-endpoint',
    severity: 'warning',
    description:
      'frontmatter without a spec file whose endpoint is in several specs (the first in alphabetical order is used)',
  },
  { code: 'ref-hidden-endpoint', severity: 'warning', description: 'a reference to an `x-hidden` operation' },
  {
    code: 'ref-unknown-schema',
    severity: 'error',
    description: '`openapi-schema` naming no key of `components.schemas`',
  },
  {
    code: 'ref-ambiguous-schema',
    severity: 'warning',
    description: '`openapi-schema` without a spec file, found in several specs',
  },
  {
    code: 'ref-unknown-webhook',
    severity: 'error',
    description: "a webhook name that is no key of the spec's `webhooks` (or the spec is 3.0)",
  },
  {
    code: 'fm-syntax',
    severity: 'error',
    description:
      'MDX frontmatter that is not valid YAML, unclosed, or fenced other than plain `---` (`---js`, `---toml`): never evaluated',
  },
  {
    code: 'fm-type',
    severity: 'error',
    description: '`title`/`description`/`version`/`openapi`/`openapi-schema` not strings, `deprecated` not boolean',
  },
];

export const PAGE_BODY_RULES: readonly RuleInfo[] = [
  {
    code: 'mdx-syntax',
    severity: 'error',
    description: "the page does not parse as MDX (the platform's build would fail), at the parser's position",
  },
  {
    code: 'link-missing-page',
    severity: 'error',
    description:
      'an internal link (Markdown, reference-style definition, `href` on `<a>` or any component) to no page, no generated endpoint page and no redirect',
  },
  {
    code: 'link-missing-anchor',
    severity: 'warning',
    description: '`page#id` or `#id` where the target page has no such heading, `id` or titled component',
  },
  {
    code: 'link-missing-asset',
    severity: 'error',
    description:
      'an image or file (`![](...)`, `src` on `<img>`, `<video>`, `<source>` or any component) that does not exist',
  },
  {
    code: 'snippet-missing',
    severity: 'error',
    description: 'an `import` from `/snippets/...` (or a relative path) naming no file',
  },
  {
    code: 'link-ambiguous-relative',
    severity: 'warning',
    description:
      "a link without `./` (`x/y`) that the site reads from its root and a browser from the page's folder, to different places",
  },
  {
    code: 'link-with-extension',
    severity: 'warning',
    description: 'an internal link written with `.md`/`.mdx` (a 404 on the live site)',
  },
];

export const RULES: readonly RuleInfo[] = [...NAVIGATION_RULES, ...FILE_RULES, ...OPENAPI_RULES, ...PAGE_BODY_RULES];

export function ruleInfo(code: string): RuleInfo | undefined {
  return RULES.find((rule) => rule.code === code);
}

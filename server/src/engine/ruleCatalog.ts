// Every rule the engine reports, with its default severity and what it catches: the one source of rule codes (a
// finding with a code that is not here does not compile) and of the README's rules table (scripts/rulesTable.ts).
export type Severity = 'error' | 'warning' | 'info' | 'hint';

export interface RuleInfo {
  readonly code: string;
  readonly severity: Severity;
  readonly description: string;
  /** The kind of quick-fix data the rule's findings carry (findings.ts), when they carry any. */
  readonly fix?: string;
}

export const NAVIGATION_RULES = [
  {
    code: 'json-syntax',
    severity: 'error',
    description: 'docs.json (or a file it pulls in with `$ref`) is not valid JSON; every syntax error at its position',
  },
  {
    code: 'json-ref',
    severity: 'error',
    description:
      'a `$ref` in docs.json that names no readable JSON file, refers back to a file that includes it, or leaves ' +
      'the docs root (a URL, `../outside.json`: reported, never followed)',
  },
  {
    code: 'nav-missing',
    severity: 'error',
    description: 'no `navigation` object (or docs.json is not an object)',
  },
  {
    code: 'nav-root',
    severity: 'error',
    description:
      'the navigation root has no primary pattern, or more than one (`global` may stand beside it): the schema ' +
      'accepts two, the platform keeps one and drops the rest',
  },
  {
    code: 'json-duplicate-key',
    severity: 'warning',
    description:
      'a key written twice in one object of docs.json: the platform keeps the last one and ignores the others',
  },
  {
    code: 'nav-mixed-children',
    severity: 'error',
    description:
      'an element holds more than one kind of child at one level (a tab with anchors and groups): the platform ' +
      'keeps one kind and drops the other',
  },
  {
    code: 'nav-child-not-allowed',
    severity: 'error',
    description:
      "a child the platform's schema does not allow in its parent: a tab in a tab, `menu` outside a tab or " +
      'product, `global` holding groups or pages, `pages` entries other than paths and groups',
  },
  {
    code: 'nav-required-field',
    severity: 'error',
    description:
      'a missing label or an empty one (`""`; a label of spaces is accepted: an untitled group, an icon-only ' +
      'anchor) of a `group`, `tab`, `anchor`, `dropdown`, `product`, `version`, `language`, `item`; a global ' +
      'link without `href`',
    fix: 'addField',
  },
  {
    code: 'nav-empty-group',
    severity: 'warning',
    description: 'a group without `pages` (nor `openapi` or `root`): the platform keeps it and shows an empty group',
  },
  {
    code: 'nav-type',
    severity: 'error',
    description:
      "a field of the wrong type or outside what the platform's schema allows, at the deepest node (`expanded: " +
      '"yes"`, `pages: "intro"`, `tag: 3`, an icon `style` or `library` outside its list, a `color` that is not ' +
      '`#RGB`/`#RRGGBB`, a banner `type` outside `info`/`warning`/`critical`)',
    fix: 'replace',
  },
  {
    code: 'nav-unknown-field',
    severity: 'warning',
    description:
      "a key the platform's schema does not define for the element or for an object it holds (`icon`, `color`, a " +
      'banner; `additionalProperties: false`), with "did you mean" (`grups`, `page`)',
    fix: 'renameKey',
  },
  {
    code: 'nav-expanded-top-level',
    severity: 'warning',
    description:
      '`expanded` on a top-level group (directly in a `groups` array), where it has no effect; a group in a ' +
      '`pages` array is nested and `expanded` applies',
    fix: 'removeProperty',
  },
  {
    code: 'nav-missing-page',
    severity: 'error',
    description:
      "a page path (in `pages`, a group's `root`, a global anchor's relative `href`) with no `.mdx`/`.md` file " +
      '(also `path/index.mdx`); case-sensitive, as on Linux CI',
    fix: 'createPage',
  },
  {
    code: 'nav-duplicate-page',
    severity: 'warning',
    description:
      'the same page listed twice in one sidebar (the same tab, anchor, dropdown, product or menu item, within ' +
      'one version and language)',
  },
  {
    code: 'nav-cross-listed-page',
    severity: 'hint',
    description:
      'a page listed in two sidebars of one version and language: deliberate cross-listing, which the platform ' +
      'shows in both',
  },
  {
    code: 'nav-href-with-children',
    severity: 'warning',
    description: 'an element with `href` and also pages or groups (the link replaces them)',
  },
  {
    code: 'nav-invalid-href',
    severity: 'error',
    description: 'an `href` that is neither an absolute URL nor a page of the docs',
  },
  {
    code: 'nav-language-code',
    severity: 'error',
    description:
      "a language code outside the schema's enum (`en`, `ja`, `jp`, `zh`, `cn`, `zh-Hans`, `uk`, `pt`, `da`, " +
      '...; quick fix: `ua`→`uk`, `kr`→`ko`, ...)',
    fix: 'replace',
  },
  {
    code: 'nav-duplicate-entry',
    severity: 'error',
    description: 'two languages with one code, two versions with one name',
  },
  {
    code: 'nav-openapi-value',
    severity: 'error',
    description:
      '`openapi` that is neither a non-empty string, `{ source, directory? }`, nor an array of those (also ' +
      '`api.openapi`)',
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
      "a setting outside `navigation` that the platform's schema rejects, at the key or value: a wrong type " +
      '(`"name": 42`), a value outside its enum (all values listed), a pattern explained (`#RGB` or `#RRGGBB`), ' +
      'a missing required property (named)',
    fix: 'replace',
  },
  {
    code: 'config-unknown-field',
    severity: 'warning',
    description:
      'a key outside `navigation` that the platform ignores (`css`, `hreff`), with "did you mean" and a quick fix',
    fix: 'renameKey',
  },
  {
    code: 'config-schema-fetch',
    severity: 'warning',
    description:
      "a `$schema` URL other than the platform's that could not be used while remote loading is allowed (download " +
      "failed, too large, too slow, not JSON, not a JSON Schema): the platform's schema is used instead",
  },
  {
    code: 'config-schema-remote-unchecked',
    severity: 'info',
    description:
      "a `$schema` URL other than the platform's that is not downloaded (remote loading off, or still loading): " +
      "the platform's schema is used meanwhile",
  },
  {
    code: 'page-not-in-navigation',
    severity: 'info',
    description: 'an MDX page under a docs root that no navigation entry reaches (snippets folders excluded)',
    fix: 'addToNavigation',
  },
  {
    code: 'legacy-config',
    severity: 'info',
    description:
      'a `mint.json` configures the site (no docs.json beside it): the legacy format, with the upgrade to docs.json',
    fix: 'upgradeToDocsJson',
  },
  {
    code: 'legacy-config-ignored',
    severity: 'hint',
    description: 'a `mint.json` beside a docs.json: the platform reads only docs.json',
  },
  {
    code: 'analytics-dead-path',
    severity: 'warning',
    description:
      'a path readers viewed in the analytics period (editor only, with analytics set up) that has no page, no ' +
      'endpoint page generated from an `openapi` entry and matches no `redirects` source (`:param`, `*`): a 404 ' +
      'for them; the fix adds a redirect to the closest page',
    fix: 'addRedirect',
  },
] as const satisfies readonly RuleInfo[];

export const FILE_RULES = [
  {
    code: 'input-limit',
    severity: 'error',
    description:
      'a file over the size limit or nesting brackets deeper than the depth limit (in a page also inside quotes, ' +
      'and `[...]` around more text than the MDX parser can read in time): not parsed, one diagnostic',
  },
  {
    code: 'file-encoding',
    severity: 'error',
    description: 'a file that is not valid UTF-8',
  },
  {
    code: 'file-unreadable',
    severity: 'error',
    description: 'a file that exists but cannot be read',
  },
] as const satisfies readonly RuleInfo[];

export const OPENAPI_RULES = [
  {
    code: 'openapi-parse',
    severity: 'error',
    description: 'the spec is not valid JSON/YAML (at the position)',
  },
  {
    code: 'openapi-version',
    severity: 'error',
    description: 'not OpenAPI 3.0/3.1 (e.g. Swagger 2.0)',
  },
  {
    code: 'openapi-structure',
    severity: 'error',
    description:
      'a violation of the OpenAPI 3.0/3.1 JSON Schema (the schemas swagger-parser uses, with Ajv; for 3.1 as ' +
      'revised since 2022-10-07: a Reference Object may have sibling keys) at the offending node, every one; ' +
      '`oneOf` noise collapsed to one per node; faults of the specific rules below not repeated',
  },
  {
    code: 'openapi-external-ref',
    severity: 'error',
    description:
      "a `$ref` to another file or a URL in a spec the site uses (docs.json or a page names it, or a page's " +
      'endpoint is found in it): the platform resolves internal references only; never read or fetched',
  },
  {
    code: 'openapi-source-external-ref',
    severity: 'info',
    description:
      'the same in a spec nothing on the site uses, such as the multi-file source that a bundler turns into the ' +
      'spec the site uses',
  },
  {
    code: 'openapi-unresolved-ref',
    severity: 'error',
    description: 'an internal `$ref` whose target does not exist',
  },
  {
    code: 'openapi-webhooks-version',
    severity: 'error',
    description: '`webhooks` in a 3.0 spec',
  },
  {
    code: 'openapi-x-docs',
    severity: 'error',
    description:
      '`x-docs` (or `x-mint`) of the wrong shape: `metadata.openapi`, non-string `content`/`href`, non-boolean ' +
      '`metadata.public`, `metadata.groups` not a string array, unknown `metadata.playground`',
  },
  {
    code: 'openapi-security-scheme',
    severity: 'error',
    description: 'a `security` requirement that names no scheme of `components.securitySchemes`',
  },
  {
    code: 'openapi-no-servers',
    severity: 'info',
    description: 'no `servers`: the playground runs in simple mode',
  },
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
      '`METHOD /path` with no spec in scope (none inherited through the navigation, no `api.openapi`; for a ' +
      'page: no OpenAPI file in its docs root)',
  },
  {
    code: 'ref-unknown-spec',
    severity: 'error',
    description: 'a named spec file that does not exist or is not a spec, with "did you mean"',
    fix: 'replace',
  },
  {
    code: 'ref-unknown-endpoint',
    severity: 'error',
    description:
      'method and path not in the spec (path exact, method in any letter case); "did you mean" for trailing ' +
      'slash, parameter names, other method, closest path',
    fix: 'replace',
  },
  {
    code: 'ref-ambiguous-endpoint',
    severity: 'warning',
    description:
      'frontmatter without a spec file whose endpoint is in several specs (the first in alphabetical order is used)',
    fix: 'addSpecFile',
  },
  {
    code: 'ref-hidden-endpoint',
    severity: 'warning',
    description: 'a reference to an `x-hidden` operation',
  },
  {
    code: 'ref-unknown-schema',
    severity: 'error',
    description: '`openapi-schema` naming no key of `components.schemas`',
    fix: 'replace',
  },
  {
    code: 'ref-ambiguous-schema',
    severity: 'warning',
    description: '`openapi-schema` without a spec file, found in several specs',
    fix: 'addSpecFile',
  },
  {
    code: 'ref-unknown-webhook',
    severity: 'error',
    description: "a webhook name that is no key of the spec's `webhooks` (or the spec is 3.0)",
    fix: 'replace',
  },
  {
    code: 'fm-syntax',
    severity: 'error',
    description:
      'MDX frontmatter that is not valid YAML, unclosed, or fenced other than plain `---` (`---js`, `---toml`): ' +
      'never evaluated',
  },
  {
    code: 'fm-type',
    severity: 'error',
    description: '`title`/`description`/`version`/`openapi`/`openapi-schema` not strings, `deprecated` not boolean',
  },
] as const satisfies readonly RuleInfo[];

export const PAGE_BODY_RULES = [
  {
    code: 'mdx-syntax',
    severity: 'error',
    description:
      'a page (`.mdx` or `.md`: the platform compiles both as MDX) that does not parse as MDX, at the ' +
      "parser's position in plain words (an unclosed `<Card>`, a `{` that starts an expression, a stray " +
      '`<`); every other page is still checked',
  },
  {
    code: 'link-missing-page',
    severity: 'error',
    description:
      'an internal link (Markdown `[t](x)`, reference-style definitions, `href` on `<a>` or any component: ' +
      '`Card`, `Link`, `Button`, ...) to no page, no endpoint page generated from an `openapi` entry, no ' +
      'folder holding pages and no `redirects` entry (`:param`, `*`; a redirect to no page is reported ' +
      'too); "did you mean"',
    fix: 'missingPageLink',
  },
  {
    code: 'link-missing-anchor',
    severity: 'warning',
    description:
      '`page#id` or `#id` where the page has no such heading, `id` or titled component (`Accordion`, `Tab`, ' +
      '`Step`, `Update`, `ParamField`, `ResponseField`), its imported snippets included',
  },
  {
    code: 'link-missing-asset',
    severity: 'error',
    description:
      'an image or file (`![](...)`, `src` on `<img>`, `<video>`, `<source>` or any component, a link to ' +
      '`/files/x.pdf`) that does not exist',
  },
  {
    code: 'snippet-missing',
    severity: 'error',
    description: 'an `import` from `/snippets/...` or a relative path that names no file',
  },
  {
    code: 'link-ambiguous-relative',
    severity: 'warning',
    description:
      "a link without `./` (`x/y`) that the site reads from its root and a browser from the page's folder, " +
      'to different places',
    fix: 'replace',
  },
  {
    code: 'link-with-extension',
    severity: 'warning',
    description: 'an internal link written with `.md`/`.mdx` (a 404 on the live site); quick fix: drop it',
    fix: 'replace',
  },
] as const satisfies readonly RuleInfo[];

export const RULES = [...NAVIGATION_RULES, ...FILE_RULES, ...OPENAPI_RULES, ...PAGE_BODY_RULES] as const;

/** Every rule code of the catalogue. */
export type RuleCode = (typeof RULES)[number]['code'];

/** The kind of quick-fix data each rule's findings carry, for the rules whose findings carry any. */
export type RuleFixKinds = {
  [R in (typeof RULES)[number] as R extends { fix: string } ? R['code'] : never]: R extends { fix: infer K }
    ? K
    : never;
};

const RULES_BY_CODE: ReadonlyMap<string, RuleInfo> = new Map(RULES.map((rule) => [rule.code, rule]));

export function ruleInfo(code: string): RuleInfo | undefined {
  return RULES_BY_CODE.get(code);
}

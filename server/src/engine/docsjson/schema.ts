// What each navigation element may hold: the platform's documented navigation (one kind of child per level) and,
// where its lists are open ("other navigation fields"), what real sites use.

export type ElementKind =
  | 'navigation'
  | 'tab'
  | 'anchor'
  | 'dropdown'
  | 'product'
  | 'version'
  | 'language'
  | 'item'
  | 'group'
  | 'global'
  | 'globalAnchor';

/** Keys whose value is a collection of child elements, and the kind of element each entry is. */
export const COLLECTION_KINDS = {
  tabs: 'tab',
  anchors: 'anchor',
  dropdowns: 'dropdown',
  products: 'product',
  versions: 'version',
  languages: 'language',
  groups: 'group',
  pages: 'group',
  menu: 'item',
} as const satisfies Record<string, ElementKind>;

export type CollectionKey = keyof typeof COLLECTION_KINDS;

export function isCollectionKey(key: string): key is CollectionKey {
  return Object.prototype.hasOwnProperty.call(COLLECTION_KINDS, key);
}

/** The navigation's primary patterns: exactly one stands at the root. */
export const PRIMARY_KEYS: readonly CollectionKey[] = [
  'pages',
  'groups',
  'tabs',
  'anchors',
  'dropdowns',
  'products',
  'versions',
  'languages',
];

export type FieldType = 'string' | 'boolean' | 'number' | 'icon' | 'openapi' | 'banner' | 'pages' | 'object' | 'any';

export interface ElementSpec {
  /** The key that names the element (`tab`, `group`, ...): required and non-empty. */
  readonly labelKey?: string;
  /** Child collections it may hold: one of them at a time. */
  readonly collections: readonly CollectionKey[];
  /** May it hold `global` (the navigation root, a language). */
  readonly global?: boolean;
  readonly fields: Readonly<Record<string, FieldType>>;
  /** Fields that must be present besides the label, unless the field named by `unless` stands in their place. */
  readonly required?: readonly { readonly key: string; readonly unless?: string }[];
  /** What a user calls it in messages. */
  readonly title: string;
  /** What the platform's documentation says it does, for hovers. */
  readonly doc: string;
}

const divisionFields = {
  icon: 'icon',
  href: 'string',
  hidden: 'boolean',
  public: 'boolean',
  openapi: 'openapi',
  asyncapi: 'any',
  color: 'any',
  description: 'string',
  boost: 'number',
  directory: 'string',
} as const satisfies Record<string, FieldType>;

const allDivisions: readonly CollectionKey[] = [
  'tabs',
  'anchors',
  'dropdowns',
  'products',
  'versions',
  'languages',
  'groups',
  'pages',
];
const without = (key: CollectionKey) => allDivisions.filter((k) => k !== key);

export const ELEMENT_SPECS: Readonly<Record<ElementKind, ElementSpec>> = {
  navigation: {
    collections: PRIMARY_KEYS,
    global: true,
    fields: {},
    title: 'navigation',
    doc:
      'The structure of the sidebar, tabs and other navigation elements. Exactly one primary pattern stands ' +
      'at its root (pages, groups, tabs, anchors, dropdowns, products, versions or languages); `global` may ' +
      'stand beside it.',
  },
  tab: {
    labelKey: 'tab',
    collections: [...without('tabs'), 'menu'],
    fields: { ...divisionFields, searchable: 'boolean', align: 'string' },
    title: 'tab',
    doc:
      'A tab at the top of the site. Holds one kind of child: anchors, dropdowns, products, versions, ' +
      'languages, groups, pages or a menu. `href` links to an external page instead.',
  },
  anchor: {
    labelKey: 'anchor',
    collections: without('anchors'),
    fields: divisionFields,
    title: 'anchor',
    doc:
      'A link at the top of the sidebar. Holds groups, pages or other navigation elements, or links elsewhere ' +
      'with `href`.',
  },
  dropdown: {
    labelKey: 'dropdown',
    collections: without('dropdowns'),
    fields: divisionFields,
    title: 'dropdown',
    doc:
      'An entry of the dropdown menu above the sidebar. Holds groups, pages or other navigation elements, or ' +
      'links elsewhere with `href`.',
  },
  product: {
    labelKey: 'product',
    collections: without('products'),
    fields: divisionFields,
    title: 'product',
    doc:
      'A product of the product switcher, with an optional description and icon. Holds groups, pages or other ' +
      'navigation elements.',
  },
  version: {
    labelKey: 'version',
    collections: without('versions'),
    fields: { ...divisionFields, tag: 'string', default: 'boolean' },
    title: 'version',
    doc: 'A version of the docs in the version selector. `tag` is an optional badge (Latest, Beta, ...).',
  },
  language: {
    labelKey: 'language',
    collections: without('languages'),
    global: true,
    fields: { ...divisionFields, banner: 'banner', default: 'boolean', navbar: 'object', footer: 'object' },
    title: 'language',
    doc: 'A language of the docs, by its code. `banner` shows a notice (`content`, `dismissible`).',
  },
  item: {
    labelKey: 'item',
    collections: ['groups', 'pages'],
    fields: {
      icon: 'icon',
      description: 'string',
      href: 'string',
      hidden: 'boolean',
      public: 'boolean',
      root: 'string',
      openapi: 'openapi',
      asyncapi: 'any',
    },
    title: 'menu item',
    doc: 'An entry of a tab’s menu. Menu items hold only groups, pages and external links.',
  },
  group: {
    labelKey: 'group',
    collections: [],
    required: [{ key: 'pages', unless: 'openapi' }], // with `openapi` and no pages, every endpoint gets a page
    fields: {
      pages: 'pages',
      icon: 'icon',
      tag: 'string',
      root: 'string',
      expanded: 'boolean',
      openapi: 'openapi',
      asyncapi: 'any',
      hidden: 'boolean',
      public: 'boolean',
      boost: 'number',
      directory: 'string',
      collapsed: 'boolean',
      deprecated: 'boolean',
      description: 'string',
    },
    title: 'group',
    doc:
      'A group of pages in the sidebar, labelled by `group`. `pages` lists page paths, nested groups and ' +
      'endpoint references; `root` names the page the group title opens; `expanded` opens a nested group by default.',
  },
  global: {
    collections: ['anchors'],
    fields: {},
    title: 'global',
    doc:
      'Navigation shown on every page, beside the primary pattern: `anchors` with external URLs or paths ' +
      'inside the docs.',
  },
  globalAnchor: {
    labelKey: 'anchor',
    collections: [],
    required: [{ key: 'href' }],
    fields: { icon: 'icon', href: 'string', color: 'any', hidden: 'boolean' },
    title: 'global anchor',
    doc: 'A link shown on every page: `href` is an external URL or a path inside the docs.',
  },
};

/** What the platform's documentation says of each field, for hovers on keys. */
export const FIELD_DOCS: Readonly<Record<string, string>> = {
  icon: 'The icon shown beside the element: a name, or `{ "name", "style" }`.',
  href: 'A link (an external URL or a path inside the docs) shown instead of the element’s own pages.',
  hidden: 'Hides the element from the navigation while keeping its pages reachable.',
  public: 'Makes the pages publicly visible on a site that requires authentication.',
  openapi:
    'An OpenAPI spec for this element and its children (inherited unless a child sets its own): a path, a URL, ' +
    '`{ "source", "directory" }` or an array of them.',
  tag: 'A badge shown beside the label (free text: Latest, Beta, New, ...).',
  root: 'A page opened when the group title is clicked.',
  expanded:
    'Whether a nested group is expanded by default. It has no effect on top-level groups, which are always expanded.',
  pages:
    'Page paths (relative to the docs root, without extension), nested groups and OpenAPI endpoint references ' +
    '(`METHOD /path`).',
  groups: 'Groups of pages, each with a `group` label and `pages`.',
  tabs: 'Tabs at the top of the site.',
  anchors: 'Links at the top of the sidebar.',
  dropdowns: 'Entries of a dropdown menu above the sidebar.',
  products: 'Products of the product switcher.',
  versions: 'Versions of the docs in the version selector.',
  languages: 'Languages of the docs in the language selector.',
  menu: 'A dropdown menu of a tab: items holding groups, pages or an external link.',
  global: 'Navigation shown on every page beside the primary pattern: `anchors`.',
  banner: 'A notice shown at the top of the pages of this language: `content` (string) and `dismissible` (boolean).',
  default: 'The entry selected when a reader first arrives.',
  description: 'A short description shown beside the label.',
  searchable: 'Whether the pages of this tab appear in search results.',
};

/** The language codes the platform supports. */
export const LANGUAGE_CODES: readonly string[] = [
  'ar',
  'cs',
  'cn',
  'zh-Hant',
  'nl',
  'en',
  'fr',
  'de',
  'he',
  'hi',
  'id',
  'it',
  'jp',
  'ko',
  'lv',
  'no',
  'pl',
  'pt-BR',
  'ro',
  'ru',
  'es',
  'sv',
  'tr',
  'ua',
  'uz',
  'vi',
];

/** Codes people write for a supported language under another code. */
export const LANGUAGE_CODE_ALIASES: Readonly<Record<string, string>> = {
  ja: 'jp',
  zh: 'cn',
  'zh-cn': 'cn',
  'zh-hans': 'cn',
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  uk: 'ua',
  pt: 'pt-BR',
  nb: 'no',
  iw: 'he',
  kr: 'ko',
};

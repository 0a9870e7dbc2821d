// What each navigation element may hold, read from the platform's schema (platformSchema.ts), with the words we use
// for each element in messages and hovers.
import { allowedValues, docsSchemaReader, JsonSchema } from './platformSchema';

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
  | 'globalLink';

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
  /** May it hold `global`. */
  readonly global?: boolean;
  readonly fields: Readonly<Record<string, FieldType>>;
  /** The values a string field may take, where the schema lists them (`directory`, `align`). */
  readonly fieldValues: Readonly<Record<string, readonly string[]>>;
  /** Each field's schemas (one per form of the element), for the fields whose value is checked against them. */
  readonly fieldSchemas: Readonly<Record<string, readonly JsonSchema[]>>;
  /**
   * The element's object forms in the platform's schema (one per kind of child, or with `graphql`...), and for each
   * key the slots it has in them (`<form's pointer>/properties/<key>`): what the validator's refinements and strict
   * objects are recorded by (validatorChecks.ts).
   */
  readonly forms: readonly JsonSchema[];
  readonly slots: Readonly<Record<string, readonly string[]>>;
  /** Fields that every form of the element requires besides the label. */
  readonly required?: readonly string[];
  /** What a user calls it in messages. */
  readonly title: string;
  /** What it does, for hovers. */
  readonly doc: string;
}

// Where each element is defined in the platform's schema. Its fields and children are read from there: a key the
// schema does not list for an element (`additionalProperties: false`) is one the platform ignores.
const DEFINITIONS: Readonly<Record<Exclude<ElementKind, 'globalLink'>, JsonSchema>> = {
  navigation: { $ref: '#/definitions/navigationSchema' },
  tab: { $ref: '#/definitions/tabSchema' },
  anchor: { $ref: '#/definitions/anchorSchema' },
  dropdown: { $ref: '#/definitions/dropdownSchema' },
  product: { $ref: '#/definitions/productSchema' },
  version: { $ref: '#/definitions/versionSchema' },
  language: { $ref: '#/definitions/languageSchema' },
  item: { $ref: '#/definitions/menuItemSchema' },
  group: { $ref: '#/definitions/pageOrGroupSchema' },
  global: { $ref: '#/definitions/navigationSchema/anyOf/0/properties/global' },
};

/** The element's shape in the schema: its fields with their types, children, and what every form requires. */
function shapeOf(schema: JsonSchema, labelKey: string | undefined) {
  const objectForms = docsSchemaReader.branches(schema).filter((b) => b.type === 'object');
  const properties = docsSchemaReader.properties({ anyOf: objectForms });
  const collections = [...properties.keys()].filter(isCollectionKey);
  const fields: Record<string, FieldType> = {};
  const fieldValues: Record<string, string[]> = {};
  const fieldSchemas: Record<string, readonly JsonSchema[]> = {};
  for (const [key, schemas] of properties) {
    // a group's `pages` is a field of its own kind (paths and nested groups); elsewhere `pages` is a collection
    if (key === labelKey || key === 'global' || (isCollectionKey(key) && (key !== 'pages' || labelKey !== 'group')))
      continue;
    fields[key] = fieldType(key, schemas);
    fieldSchemas[key] = schemas;
    const values = schemas.map((schema) => allowedValues(docsSchemaReader, schema));
    if (fields[key] === 'string' && values.every((v) => v?.every((x) => typeof x === 'string')))
      fieldValues[key] = [...new Set(values.flat() as string[])];
  }
  const slots: Record<string, string[]> = {};
  for (const form of objectForms) {
    const pointer = docsSchemaReader.pointerOf(form);
    if (pointer === undefined) continue;
    for (const [key, value] of Object.entries(form.properties ?? {}))
      if (!isNeverSchema(docsSchemaReader.resolve(value)))
        (slots[key] ??= []).push(`${pointer}/properties/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
  const required = (objectForms[0]?.required ?? []).filter(
    (key) => key !== labelKey && objectForms.every((form) => form.required?.includes(key)),
  );
  return {
    collections: labelKey === 'group' ? [] : collections,
    global: properties.has('global'),
    fields,
    fieldValues,
    fieldSchemas,
    forms: objectForms,
    slots,
    required,
  };
}

function isNeverSchema(schema: JsonSchema): boolean {
  return schema.not !== undefined && Object.keys(schema.not).length === 0;
}

function fieldType(key: string, schemas: readonly JsonSchema[]): FieldType {
  if (key === 'icon' || key === 'openapi' || key === 'banner' || key === 'pages') return key;
  const types = new Set(schemas.flatMap((s) => docsSchemaReader.branches(s).map((b) => b.type)));
  if (types.size !== 1) return 'any';
  const [type] = types;
  if (type === 'integer') return 'number';
  return type === 'string' || type === 'boolean' || type === 'number' || type === 'object' ? type : 'any';
}

const TEXT: Readonly<Record<ElementKind, { labelKey?: string; title: string; doc: string }>> = {
  navigation: {
    title: 'navigation',
    doc:
      'The structure of the sidebar, tabs and other navigation elements. Exactly one primary pattern stands ' +
      'at its root (pages, groups, tabs, anchors, dropdowns, products, versions or languages); `global` may ' +
      'stand beside it.',
  },
  tab: {
    labelKey: 'tab',
    title: 'tab',
    doc:
      'A tab at the top of the site. Holds one kind of child: anchors, dropdowns, products, versions, ' +
      'languages, groups, pages or a menu. `href` links to an external page instead.',
  },
  anchor: {
    labelKey: 'anchor',
    title: 'anchor',
    doc:
      'A link at the top of the sidebar. Holds groups, pages or other navigation elements, or links elsewhere ' +
      'with `href`.',
  },
  dropdown: {
    labelKey: 'dropdown',
    title: 'dropdown',
    doc:
      'An entry of the dropdown menu above the sidebar. Holds groups, pages or other navigation elements, or ' +
      'links elsewhere with `href`.',
  },
  product: {
    labelKey: 'product',
    title: 'product',
    doc:
      'A product of the product switcher, with an optional description and icon. Holds groups, pages or other ' +
      'navigation elements.',
  },
  version: {
    labelKey: 'version',
    title: 'version',
    doc: 'A version of the docs in the version selector. `tag` is an optional badge (Latest, Beta, ...).',
  },
  language: {
    labelKey: 'language',
    title: 'language',
    doc: 'A language of the docs, by its code. `banner` shows a notice (`content`, `dismissible`).',
  },
  item: {
    labelKey: 'item',
    title: 'menu item',
    doc: 'An entry of a tab’s menu. Holds groups, pages or other navigation elements, or links elsewhere with `href`.',
  },
  group: {
    labelKey: 'group',
    title: 'group',
    doc:
      'A group of pages in the sidebar, labelled by `group`. `pages` lists page paths, nested groups and ' +
      'endpoint references; `root` names the page the group title opens; `expanded` opens a nested group by default.',
  },
  global: {
    title: 'global',
    doc:
      'Navigation shown on every page, beside the primary pattern: links (`anchors`, `tabs`, `dropdowns`, ' +
      '`products`, `versions`, `languages`), each with an `href`.',
  },
  globalLink: {
    title: 'global link',
    doc: 'A link shown on every page: `href` is an external URL or a path inside the docs.',
  },
};

const specs = new Map<string, ElementSpec>();

/**
 * The spec of an element: a global link's depends on the collection it stands in (`anchors` when it stands in none
 * the schema gives `global`). Each is read from the schema when first asked for: the shapes of all of them are 5 ms,
 * a good part of a `check` of a small site, which meets two or three kinds.
 */
export function elementSpec(kind: ElementKind, collection?: CollectionKey): ElementSpec {
  if (kind !== 'globalLink') {
    let spec = specs.get(kind);
    if (!spec) specs.set(kind, (spec = { ...TEXT[kind], ...shapeOf(DEFINITIONS[kind], TEXT[kind].labelKey) }));
    return spec;
  }
  const links = docsSchemaReader.resolve(DEFINITIONS.global).properties ?? {};
  const linkCollection = collection && isCollectionKey(collection) && links[collection] ? collection : 'anchors';
  const key = `global ${linkCollection}`;
  let spec = specs.get(key);
  if (!spec) {
    const labelKey = COLLECTION_KINDS[linkCollection];
    const items = docsSchemaReader.resolve(links[linkCollection] ?? {}).items ?? {};
    spec = { ...TEXT.globalLink, title: `global ${TEXT[labelKey].title}`, labelKey, ...shapeOf(items, labelKey) };
    specs.set(key, spec);
  }
  return spec;
}

/** Every kind of element but a global link (whose spec depends on its collection). */
export const ELEMENT_KINDS = Object.keys(DEFINITIONS) as readonly Exclude<ElementKind, 'globalLink'>[];

/** The title of the kind of element a key labels (`tab`: a tab), groups aside. */
export function titleOfKindLabelledBy(key: string): string | undefined {
  const kind = ELEMENT_KINDS.find((k) => k !== 'group' && TEXT[k].labelKey === key);
  return kind && TEXT[kind].title;
}

/** The words of the top-level `navigation`, for its hover. */
export const NAVIGATION_DOC = TEXT.navigation.doc;

/** What each field does, for hovers on keys. */
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

let languageCodeList: readonly string[] | undefined;

/** The language codes the platform accepts: the schema's enum for `language` (read when first asked for). */
export function languageCodes(): readonly string[] {
  return (languageCodeList ??= (allowedValues(
    docsSchemaReader,
    docsSchemaReader.properties(DEFINITIONS.language).get('language')?.[0] ?? {},
  ) ?? []) as string[]);
}

/** Codes people write for a supported language under another code. */
export const LANGUAGE_CODE_ALIASES: Readonly<Record<string, string>> = {
  ua: 'uk',
  'zh-hk': 'zh-Hant',
  nb: 'no',
  iw: 'he',
  kr: 'ko',
  br: 'pt-BR',
};

/** The keys of an `openapi` object in the platform's schema: `source`, `directory`, `overlays`. */
export const OPENAPI_OBJECT_KEYS: readonly string[] = [
  ...docsSchemaReader
    .properties({
      anyOf: docsSchemaReader
        .at({ $ref: '#/definitions/anchorSchema' }, ['openapi'])
        .filter((form) => form.type === 'object'),
    })
    .keys(),
];

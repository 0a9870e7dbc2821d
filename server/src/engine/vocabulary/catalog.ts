// The platform's vocabulary: the components its MDX pipeline keeps and their props, the page frontmatter keys, the
// icon names of each library a site may choose. A catalogue generated from the platform's own packages by
// `npm run update-catalog` (platform/*.json, each recording its sources and their versions and licenses); each file
// is read when first asked for: a run that never looks at a component, a key or an icon never loads it.
import { onFirstUse } from '../text';

/** The kinds of value a prop or a key takes. `node` is anything React renders: text, elements, an expression. */
export type ValueKind = 'string' | 'number' | 'boolean' | 'node' | 'function' | 'array' | 'object' | 'any';

/** Where a part of the catalogue came from: an npm package (with its version and license), the docs, or a file. */
export interface CatalogSource {
  readonly package?: string;
  readonly version?: string;
  readonly license?: string;
  /** A checkout of the platform's documentation: `github.com/mintlify/docs@<commit>`. */
  readonly docs?: string;
  /** A file of this repository (the descriptions). */
  readonly file?: string;
  readonly use: string;
}

export interface CatalogProp {
  readonly name: string;
  /** The type as written by the prop types (`ReactNode | string`, `"gray" | "blue"`) or the docs (`string[]`). */
  readonly text: string;
  readonly kinds: readonly ValueKind[];
  /** The values it takes, when it is an enum (a union of literals, or the values the docs list). */
  readonly values?: readonly (string | number | boolean)[];
  /**
   * Who says the prop is required: the types of @mintlify/components, the platform's documentation, or both. The
   * types also require what the platform's app passes itself (`Update`'s `id`), the docs list props the types lack.
   */
  readonly required?: readonly ('types' | 'docs')[];
  /** The default the docs state, as written there (`false`, `gray`, `2`). */
  readonly default?: string;
  readonly deprecated?: boolean;
  /** Passed by the platform's app, never written by an author: callbacks, refs, `_`-prefixed props. */
  readonly internal?: boolean;
  /** The platform's documentation lists it. */
  readonly documented?: boolean;
  readonly description?: string;
}

export interface CatalogComponent {
  /** The name as written in MDX: `Card`, `Tree.Folder`. */
  readonly name: string;
  /** The page of the platform's documentation that documents it. */
  readonly docs?: string;
  readonly description?: string;
  /** The export of @mintlify/components its props were read from: `@mintlify/components Steps.Item`. */
  readonly types?: string;
  /** Its props type also takes every attribute of an HTML element (not listed). */
  readonly htmlAttributes?: boolean;
  /** Documented, but not on the pipeline's allow-list: the pipeline removes it. */
  readonly removed?: boolean;
  /** Sorted by name. Empty when neither the types nor the docs list any: the props are then unknown. */
  readonly props: readonly CatalogProp[];
}

/** The names the platform's MDX pipeline (@mintlify/common) treats specially. */
export interface MdxPipeline {
  /** `@mintlify/common@<version>`. */
  readonly source: string;
  /**
   * The flow elements the pipeline keeps (its `remarkMdxRemoveUnknownJsx`): any other, unless the page exports it or
   * a snippet defines it, is replaced by a comment, with its contents. Components and HTML elements, sorted.
   */
  readonly allowList: readonly string[];
  /** The comment that replaces a removed element, `{name}` standing for its name. */
  readonly removedComment: string;
  /** The element replaced by a snippet's content before that (`<Snippet file="...">`). */
  readonly snippet: string;
  /** Inline components: a block written inside them is unwrapped. */
  readonly inline: readonly string[];
  /** Components whose `title` is read as Markdown. */
  readonly titleMarkdown: readonly string[];
  /** How each component's `id` reaches the page: not at all, cleaned as a heading's, or as written. */
  readonly ids: {
    readonly none: readonly string[];
    readonly cleaned: readonly string[];
    readonly raw: readonly string[];
  };
}

export interface ComponentCatalog {
  readonly sources: readonly CatalogSource[];
  readonly pipeline: MdxPipeline;
  /** Sorted by name: every component of the allow-list and every documented one. */
  readonly components: readonly CatalogComponent[];
  component(name: string): CatalogComponent | undefined;
  /** Whether the pipeline keeps a flow element of this name on any page (page and snippet components aside). */
  isAllowed(name: string): boolean;
}

export interface FrontmatterKey {
  readonly name: string;
  readonly kinds: readonly ValueKind[];
  readonly values?: readonly (string | number | boolean)[];
  /** Where the values were taken from when the schema has none (`mode`: the platform's documentation). */
  readonly valuesFrom?: string;
  readonly deprecated?: boolean;
  /** A meta tag the platform renders from frontmatter (`og:image`), outside the schema, which passes it through. */
  readonly metaTag?: boolean;
  readonly docs?: string;
  readonly description?: string;
}

export interface FrontmatterCatalog {
  readonly sources: readonly CatalogSource[];
  /** Sorted by name. */
  readonly keys: readonly FrontmatterKey[];
  key(name: string): FrontmatterKey | undefined;
  /**
   * The platform's page schema as JSON Schema (draft 7). It is the schema of the page after the platform filled
   * `title` and `href`, and it passes other keys through: its `required` says nothing of what an author writes.
   */
  readonly schema: Readonly<Record<string, unknown>>;
}

export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

export interface IconCatalog {
  readonly sources: readonly CatalogSource[];
  /** The libraries docs.json's `icons.library` accepts. */
  readonly libraries: readonly IconLibrary[];
  /** The Font Awesome styles the platform accepts (`iconType`, an icon's `style`). */
  readonly styles: readonly string[];
  readonly fontawesome: {
    readonly version: string;
    /** Every icon name of that version, Pro and Free, aliases included: what the platform may serve. */
    readonly names: ReadonlySet<string>;
    /** The Free icons per style. */
    readonly free: {
      readonly solid: ReadonlySet<string>;
      readonly regular: ReadonlySet<string>;
      readonly brands: ReadonlySet<string>;
    };
    /** Alias -> name, of the Free icons. */
    readonly aliases: ReadonlyMap<string, string>;
    /** The names the platform serves from the brands style, whatever the `iconType`. */
    readonly brands: ReadonlySet<string>;
    /** Where the package ships SVG files. */
    readonly svg: string;
  };
  readonly lucide: {
    readonly version: string;
    /** Every name, aliases included. */
    readonly names: ReadonlySet<string>;
    /** Alias -> name. */
    readonly aliases: ReadonlyMap<string, string>;
    readonly svg: string;
  };
  readonly tabler: {
    readonly version: string;
    readonly outline: ReadonlySet<string>;
    readonly filled: ReadonlySet<string>;
    readonly svg: string;
  };
  /**
   * The names of a library, sorted: for Font Awesome its names and the platform's brands, for Tabler the outline and
   * the filled ones.
   */
  names(library: IconLibrary): readonly string[];
  has(library: IconLibrary, name: string): boolean;
}

interface ComponentsSnapshot {
  readonly sources: readonly CatalogSource[];
  readonly pipeline: MdxPipeline;
  readonly components: readonly CatalogComponent[];
}

interface FrontmatterSnapshot {
  readonly sources: readonly CatalogSource[];
  readonly keys: readonly FrontmatterKey[];
  readonly schema: Readonly<Record<string, unknown>>;
}

/** Names are stored space-separated and sorted; aliases as `alias:name`. */
interface IconsSnapshot {
  readonly sources: readonly CatalogSource[];
  readonly libraries: readonly IconLibrary[];
  readonly styles: readonly string[];
  readonly fontawesome: {
    readonly version: string;
    readonly names: string;
    readonly free: { readonly solid: string; readonly regular: string; readonly brands: string };
    readonly aliases: string;
    readonly brands: string;
    readonly svg: string;
  };
  readonly lucide: { readonly version: string; readonly names: string; readonly aliases: string; readonly svg: string };
  readonly tabler: {
    readonly version: string;
    readonly outline: string;
    readonly filled: string;
    readonly svg: string;
  };
}

const words = (list: string): string[] => (list === '' ? [] : list.split(' '));
const aliasMap = (list: string): Map<string, string> =>
  new Map(words(list).map((pair) => pair.split(':', 2) as [string, string]));

export const componentCatalog: () => ComponentCatalog = onFirstUse(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const snapshot = require('./platform/components.json') as ComponentsSnapshot;
  const byName = new Map(snapshot.components.map((c) => [c.name, c]));
  const allowed = new Set(snapshot.pipeline.allowList);
  return {
    ...snapshot,
    component: (name) => byName.get(name),
    isAllowed: (name) => allowed.has(name),
  };
});

export const frontmatterCatalog: () => FrontmatterCatalog = onFirstUse(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const snapshot = require('./platform/frontmatter.json') as FrontmatterSnapshot;
  const byName = new Map(snapshot.keys.map((k) => [k.name, k]));
  return { ...snapshot, key: (name) => byName.get(name) };
});

export const iconCatalog: () => IconCatalog = onFirstUse(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const snapshot = require('./platform/icons.json') as IconsSnapshot;
  const { fontawesome: fa, lucide, tabler } = snapshot;
  const sorted = {
    // the platform's brand list may hold a name newer than the Font Awesome release it names (`linear`)
    fontawesome: [...new Set([...words(fa.names), ...words(fa.brands)])].sort(),
    lucide: words(lucide.names),
    tabler: [...new Set([...words(tabler.outline), ...words(tabler.filled)])].sort(),
  };
  const sets = {
    fontawesome: new Set(sorted.fontawesome),
    lucide: new Set(sorted.lucide),
    tabler: new Set(sorted.tabler),
  };
  return {
    sources: snapshot.sources,
    libraries: snapshot.libraries,
    styles: snapshot.styles,
    fontawesome: {
      version: fa.version,
      names: new Set(words(fa.names)),
      free: {
        solid: new Set(words(fa.free.solid)),
        regular: new Set(words(fa.free.regular)),
        brands: new Set(words(fa.free.brands)),
      },
      aliases: aliasMap(fa.aliases),
      brands: new Set(words(fa.brands)),
      svg: fa.svg,
    },
    lucide: { version: lucide.version, names: sets.lucide, aliases: aliasMap(lucide.aliases), svg: lucide.svg },
    tabler: {
      version: tabler.version,
      outline: new Set(words(tabler.outline)),
      filled: new Set(words(tabler.filled)),
      svg: tabler.svg,
    },
    names: (library) => sorted[library],
    has: (library, name) => sets[library].has(name),
  };
});

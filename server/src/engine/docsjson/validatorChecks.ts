// What the platform's validator (`validateDocsConfig` of @mintlify/validation, written with zod) checks beyond its
// published JSON Schema, as data and small checks: which objects are strict (an unknown key there makes the platform
// refuse the whole docs.json, where elsewhere the key is dropped), and the refinements the JSON Schema cannot say
// (`footer.socials` must be HTTPS, an icon must not start with `fa-`, a `fonts` entry with a `source` needs a
// `format`, ...). `npm run update-validator` finds both by probing the installed validator with generated configs and
// writes `platform/docs.validator.json` (the package's version recorded); each check kind below is what one kind of
// refinement accepts, and the script proves that on its probes before it writes a path down.
import snapshot from './platform/docs.validator.json';

/** One refinement of the validator at an instance path of docs.json (`*`: any key or index). */
export interface Refinement {
  /** `/navbar/links/[]/href`, `/footer/socials/*`: keys, `[]` for any item of an array, `*` for any key. */
  readonly path: string;
  readonly check: CheckKind;
  /** For `unique`: the key of the items that must differ (`""`: the item itself); for `requires`: the pair. */
  readonly key?: string;
  readonly requires?: readonly [string, string];
  /** The validator's message for each reason the check gives. */
  readonly messages: Readonly<Record<string, string>>;
  /** The themes whose settings hold the path, when not all of them do. */
  readonly themes?: readonly string[];
  /** A rule of docs-lsp's own that already reports it (`redirect-duplicate-source`). */
  readonly coveredBy?: string;
}

/**
 * One refinement of the validator in the navigation, by the slot of the schema its value stands in (the navigation is
 * recursive, so no instance path names every place; one string schema serves many parents, and the validator refines
 * it in some of them only).
 */
export interface NavigationRefinement extends Omit<Refinement, 'themes' | 'coveredBy'> {
  /**
   * For a string: the pointer of the property, items or additional properties of its parent object schema
   * (`#/definitions/...global/properties/anchors/items/properties/href`), before a `$ref` is followed. For an array
   * (`unique`) or an object (`requires`): the pointer of its own schema.
   */
  readonly slot: string;
}

export interface ValidatorSnapshot {
  readonly source: string;
  readonly license: string;
  /** JSON Pointers into the docs.json schema snapshot of the object schemas the validator holds strict. */
  readonly strict: readonly string[];
  /** Pointers of the string schemas whose `pattern` the validator matches once the spaces around are trimmed. */
  readonly trimmed: readonly string[];
  readonly refinements: readonly Refinement[];
  /** The navigation's refinements (`path` is where the probe met each first, for a reader of the snapshot). */
  readonly navigation: readonly NavigationRefinement[];
}

export const VALIDATOR_SNAPSHOT: ValidatorSnapshot = snapshot as unknown as ValidatorSnapshot;

const DANGEROUS_EXTENSIONS = ['.svg', '.exe', '.zip'];

/** A URL as the validator's `z.string().url()` takes it: what the WHATWG parser parses. */
function parsed(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The platform's link normalisation before its checks: the fragment dropped, a trailing slash of the path too. */
function normalized(value: string): string {
  const hash = value.indexOf('#');
  let result = hash > 0 ? value.slice(0, hash) : value;
  const url = parsed(result);
  if (url) {
    if (url.pathname !== '/' && url.pathname.endsWith('/')) {
      url.pathname = withoutTrailingSlashes(url.pathname);
      result = url.toString();
    }
  } else if (!result.startsWith('mailto:')) {
    const query = result.indexOf('?');
    const path = query === -1 ? result : result.slice(0, query);
    const trimmed = path.length > 1 ? withoutTrailingSlashes(path) : path;
    result = trimmed + (query === -1 ? '' : result.slice(query));
  }
  return result;
}

function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end--;
  return text.slice(0, end);
}

function safeHttps(url: URL): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname).toLowerCase();
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !DANGEROUS_EXTENSIONS.some((ext) => path.endsWith(ext));
}

const SEO_SEGMENT = /^[^\s/\\?#]+$/;

/**
 * Each kind of string refinement: undefined when the value passes, else the reason it fails (a key of the
 * snapshot's messages). A value the JSON Schema already refuses is reported by the schema check alone.
 */
export const STRING_CHECKS = {
  /** `https:` only, not to an `.svg`, `.exe` or `.zip` file (`footer.socials`). */
  secureUrl: (value: string) => {
    const url = parsed(value);
    if (!url) return 'url';
    const secure = parsed(normalized(value));
    return secure && safeHttps(secure) ? undefined : 'secure';
  },
  /** A path from the root, `#anchor`, `mailto:`, or an `https:` URL not to an `.svg`, `.exe` or `.zip` file. */
  secureHref: (raw: string) => {
    const value = normalized(raw);
    if (value.startsWith('//')) return 'secure';
    if (value.startsWith('/') || value.startsWith('mailto:') || value.startsWith('#')) return undefined;
    const url = parsed(value);
    return url && safeHttps(url) ? undefined : 'secure';
  },
  /** An absolute URL (tried before `href`, which also takes paths). */
  url: (value: string) => (parsed(value) ? undefined : 'url'),
  /** A path from the root, `#anchor`, `mailto:` or an absolute URL. */
  href: (value: string) =>
    value.startsWith('/') || value.startsWith('#') || value.startsWith('mailto:') || parsed(value) ? undefined : 'href',
  /** An icon name without Font Awesome's `fa-` prefix. */
  iconName: (value: string) => (value.startsWith('fa-') ? 'prefix' : undefined),
  /** A host name, not a URL (`plausible.domain`). */
  noHttpsPrefix: (value: string) => (value.startsWith('https://') ? 'prefix' : undefined),
  /** An `https://` URL. */
  httpsUrl: (value: string) => (!parsed(value) ? 'url' : value.startsWith('https://') ? undefined : 'https'),
  /** An `https://` URL without a query or a fragment (`segment.cdnUrl`). */
  httpsUrlNoQuery: (value: string) => {
    const url = parsed(value);
    if (!url) return 'url';
    if (!value.startsWith('https://')) return 'https';
    return url.search || url.hash ? 'query' : undefined;
  },
  /** A file path or an `http(s):` URL (a font's or a spec's `source`); surrounding spaces are trimmed. */
  source: (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return 'blank';
    const url = URL.canParse(trimmed) ? parsed(trimmed) : undefined;
    if (!url) return URL.canParse(trimmed) ? 'url' : undefined;
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'protocol';
  },
  /** A file path or an `https:` URL (a GraphQL or SDK schema's `source`); surrounding spaces are trimmed. */
  localOrHttps: (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return 'blank';
    const url = URL.canParse(trimmed) ? parsed(trimmed) : undefined;
    return !url || url.protocol === 'https:' ? undefined : 'protocol';
  },
  /** Not empty once trimmed (`name`). */
  nonBlank: (value: string) => (value.trim() === '' ? 'blank' : undefined),
  /** A folder path relative to the docs root: `guides/v2` (`seo.paths[].path`). */
  seoPath: (value: string) =>
    value.split('/').every((segment) => SEO_SEGMENT.test(segment) && segment !== '.' && segment !== '..')
      ? undefined
      : 'path',
} satisfies Record<string, (value: string) => string | undefined>;

export type StringCheckKind = keyof typeof STRING_CHECKS;
/** `unique`: the items of an array must differ (by `key`); `requires`: an object with `requires[0]` needs `[1]`. */
export type CheckKind = StringCheckKind | 'unique' | 'requires';

export function isStringCheck(kind: string): kind is StringCheckKind {
  return Object.hasOwn(STRING_CHECKS, kind);
}

const NAVIGATION_BY_SLOT = new Map<string, NavigationRefinement[]>();
for (const refinement of VALIDATOR_SNAPSHOT.navigation ?? []) {
  const known = NAVIGATION_BY_SLOT.get(refinement.slot);
  if (known) known.push(refinement);
  else NAVIGATION_BY_SLOT.set(refinement.slot, [refinement]);
}

/**
 * The string refinements of the navigation that a value standing in any of `slots` meets: those every slot has (a
 * value is judged by the forms of its element it may be, and the validator refuses it only when all of them do).
 */
export function navigationStringRefinements(slots: readonly string[]): NavigationRefinement[] {
  if (slots.length === 0) return [];
  const first = NAVIGATION_BY_SLOT.get(slots[0]) ?? [];
  return first.filter(
    (r) =>
      isStringCheck(r.check) && slots.every((slot) => NAVIGATION_BY_SLOT.get(slot)?.some((o) => o.check === r.check)),
  );
}

const STRICT_POINTERS: ReadonlySet<string> = new Set(VALIDATOR_SNAPSHOT.strict);

/** Whether the validator holds the object schema at a pointer strict (an unknown key there refuses docs.json). */
export function isStrictSchema(pointer: string | undefined): boolean {
  return pointer !== undefined && STRICT_POINTERS.has(pointer);
}

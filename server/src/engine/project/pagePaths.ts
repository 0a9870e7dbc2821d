// How a navigation page path maps to a file: `intro` and `/intro` mean intro.mdx, intro.md, intro/index.mdx or
// intro/index.md relative to the docs root, matched case-sensitively (as on Linux CI). Lookups are memoized per
// revision of the root's files: every edit of docs.json resolves every page again, and most of them are unchanged.
import { withoutSlashes } from '../text';
import { ClosestMatcher } from './closestMatcher';
import { DocsRoot } from './fileIndex';
import { joinUri } from '../workspace';

export const PAGE_EXTENSIONS = ['.mdx', '.md'];
const SLASH = 47;

export function normalizePagePath(value: string): string {
  const trimmed = value.trim();
  // most paths have no slash at either end (every page entry, every edit of docs.json): no pattern for them
  if (trimmed.charCodeAt(0) !== SLASH && trimmed.charCodeAt(trimmed.length - 1) !== SLASH) return trimmed;
  return withoutSlashes(trimmed);
}

export function pageCandidates(value: string): string[] {
  const path = normalizePagePath(value);
  const candidates = PAGE_EXTENSIONS.flatMap((ext) => [`${path}${ext}`, `${path}/index${ext}`]);
  return PAGE_EXTENSIONS.some((ext) => path.endsWith(ext)) ? [path, ...candidates] : candidates;
}

/** The file a page path names, relative to the root; undefined when there is none. */
export function findPageFile(root: DocsRoot, value: string): string | undefined {
  const { files } = lookupsOf(root);
  const known = files.get(value);
  if (known !== undefined) return known ?? undefined;
  const file = pageCandidates(value).find((candidate) => root.files.has(candidate));
  files.set(value, file ?? null);
  return file;
}

/** The existing page whose path is closest to a mistyped one (a letter-case mistake first, distance 0). */
export function closestPage(root: DocsRoot, value: string): string | undefined {
  const lookups = lookupsOf(root);
  if (lookups.suggestions.has(value)) return lookups.suggestions.get(value);
  lookups.matcher ??= new ClosestMatcher(pageFiles(root).map((page) => page.path));
  const suggestion = lookups.matcher.closest(normalizePagePath(value));
  lookups.suggestions.set(value, suggestion);
  return suggestion;
}

export interface PageFile {
  /** Relative to the root: `guides/intro.mdx`. */
  readonly file: string;
  /** As the navigation names it: `guides/intro`. */
  readonly path: string;
  readonly lowerCasePath: string;
}

/** Every page file of the root (.mdx, .md). */
export function pageFiles(root: DocsRoot): readonly PageFile[] {
  const lookups = lookupsOf(root);
  lookups.pages ??= [...root.files].filter(isPageFile).map((file) => {
    const path = pagePathOf(file);
    return { file, path, lowerCasePath: path.toLowerCase() };
  });
  return lookups.pages;
}

/**
 * The URI of a file of the root (`joinUri`, remembered): the walks over every page of a large site (the link index,
 * the spec references of frontmatter, a rename) built 25 000 URIs each time.
 */
export function fileUriOf(root: DocsRoot, path: string): string {
  const { uris } = lookupsOf(root);
  let uri = uris.get(path);
  if (uri === undefined) uris.set(path, (uri = joinUri(root.uri, path)));
  return uri;
}

interface Lookups {
  readonly revision: number;
  readonly uris: Map<string, string>;
  /** null: no file. */
  readonly files: Map<string, string | null>;
  readonly suggestions: Map<string, string | undefined>;
  pages?: PageFile[];
  matcher?: ClosestMatcher;
}

const lookups = new WeakMap<DocsRoot, Lookups>();
/** Values typed one keystroke at a time pile up: start afresh past this many per root. */
const MAX_REMEMBERED = 100_000;

function lookupsOf(root: DocsRoot): Lookups {
  let memo = lookups.get(root);
  if (!memo || memo.revision !== root.revision || memo.files.size + memo.suggestions.size > MAX_REMEMBERED) {
    memo = { revision: root.revision, files: new Map(), suggestions: new Map(), uris: new Map() };
    lookups.set(root, memo);
  }
  return memo;
}

export function isPageFile(path: string): boolean {
  return PAGE_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/** The navigation path of a page file: `guides/intro.mdx` -> `guides/intro`, `guides/index.mdx` -> `guides/index`. */
export function pagePathOf(file: string): string {
  return file.replace(/\.mdx?$/, '');
}

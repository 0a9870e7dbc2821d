// How a navigation page path maps to a file: `intro` and `/intro` mean intro.mdx, intro.md, intro/index.mdx or
// intro/index.md relative to the docs root, matched case-sensitively (as on Linux CI).
import { DocsRoot } from './fileIndex';

export const PAGE_EXTENSIONS = ['.mdx', '.md'];

export function normalizePagePath(value: string): string {
  return value.trim().replace(/^\/+/, '').replace(/\/+$/, '');
}

export function pageCandidates(value: string): string[] {
  const path = normalizePagePath(value);
  const candidates = PAGE_EXTENSIONS.flatMap((ext) => [`${path}${ext}`, `${path}/index${ext}`]);
  return PAGE_EXTENSIONS.some((ext) => path.endsWith(ext)) ? [path, ...candidates] : candidates;
}

/** The file a page path names, relative to the root; undefined when there is none. */
export function findPageFile(root: DocsRoot, value: string): string | undefined {
  return pageCandidates(value).find((candidate) => root.files.has(candidate));
}

export function isPageFile(path: string): boolean {
  return PAGE_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/** The navigation path of a page file: `guides/intro.mdx` -> `guides/intro`, `guides/index.mdx` -> `guides/index`. */
export function pagePathOf(file: string): string {
  return file.replace(/\.mdx?$/, '');
}

// Between page slugs and files of the workspace's docs roots (folders holding a docs.json).
import * as path from 'node:path';
import { slugCandidates } from '../../../../shared/src/analytics/pagePath';

const PAGE_EXTENSIONS = ['.mdx', '.md'];

/** Files that could hold a page, most likely first. */
export function pageFileCandidates(docsRoots: readonly string[], slug: string): string[] {
  return slugCandidates(slug).flatMap((candidate) =>
    docsRoots.flatMap((root) => [
      ...PAGE_EXTENSIONS.map((ext) => path.join(root, candidate + ext)),
      ...PAGE_EXTENSIONS.map((ext) => path.join(root, candidate, `index${ext}`)),
    ]),
  );
}

/** The slug of a page file, from the innermost docs root that holds it. */
export function slugOfFile(docsRoots: readonly string[], file: string): string | undefined {
  const root = docsRoots.filter((r) => file.startsWith(r + path.sep)).sort((a, b) => b.length - a.length)[0];
  if (!root || !PAGE_EXTENSIONS.includes(path.extname(file))) return undefined;
  return path
    .relative(root, file)
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '')
    .replace(/\/index$/, '');
}

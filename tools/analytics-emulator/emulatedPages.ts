// The pages of a docs site (by default the bundled example) that the emulator's feedback and conversations point at.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CodeBlock, findCodeBlocks } from '../../shared/src/analytics/codeBlocks';

export interface SitePage {
  /** `guides/errors` for guides/errors.mdx. */
  readonly slug: string;
  readonly title: string;
  readonly codeBlocks: readonly CodeBlock[];
}

export const EXAMPLE_SITE_DIR = path.resolve(__dirname, '../../example');

export function readSitePages(dir: string = EXAMPLE_SITE_DIR): SitePage[] {
  const pages: SitePage[] = [];
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (
        entry.isDirectory() &&
        entry.name !== 'snippets' &&
        !entry.name.startsWith('.') &&
        entry.name !== 'node_modules'
      )
        visit(full);
      else if (entry.isFile() && entry.name.endsWith('.mdx')) {
        const text = fs.readFileSync(full, 'utf8');
        const slug = path
          .relative(dir, full)
          .split(path.sep)
          .join('/')
          .replace(/\.mdx$/, '');
        const title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(text)?.[1] ?? slug;
        pages.push({ slug, title, codeBlocks: findCodeBlocks(text) });
      }
    }
  };
  visit(dir);
  return pages;
}

// The page of links that the end-to-end suites add to their copy of the example site: a broken link, a link to
// complete, and links of every style into guides/, the folder they rename to a name with a space.
import { writeFileSync } from 'node:fs';
import { Site } from './exampleSiteCopy';

export const LINKS_PAGE = 'links.mdx';

/** The misspelt link target, reported as `link-missing-page`. */
export const BROKEN_LINK = '/guides/authentcation';

/** The folder renamed, and its new name. */
export const RENAME = { from: 'guides', to: 'how to' } as const;

/** The page's text; `next` is what is already typed in the last link (the suites complete it). */
export function linksPageText(next: string): string {
  return [
    '---',
    'title: "Links"',
    'description: "Where to go next."',
    '---',
    '',
    'Read [authentication](/guides/authentication) and [errors](./guides/errors), then the',
    '[CLI](/quickstart#install-the-cli).',
    '',
    '<Card title="Pagination" href="/guides/pagination" />',
    '',
    `A [broken link](${BROKEN_LINK}).`,
    '',
    `Next: [next](${next})`,
    '',
  ].join('\n');
}

/** The page once `next` was completed to `/guides/authentication` and guides/ renamed: each link in its style. */
export function linksPageRenamed(): string {
  return linksPageText('/how%20to/authentication')
    .replace('(/guides/authentication)', '(/how%20to/authentication)')
    .replace('(./guides/errors)', '(./how%20to/errors)')
    .replace('href="/guides/pagination"', 'href="/how to/pagination"');
}

export function writeLinksPage(site: Site, next: string): string {
  const text = linksPageText(next);
  writeFileSync(site.file(LINKS_PAGE), text);
  return text;
}

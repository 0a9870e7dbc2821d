// The page of components that the end-to-end suites add to their copy of the example site: a misspelt component
// (`<Carde>`, which the platform drops with its content), and a line where the suites type a component and a prop.
import { writeFileSync } from 'node:fs';
import { Site } from './exampleSiteCopy';

export const COMPONENTS_PAGE = 'components.mdx';

/** The misspelt component, reported as `component-unknown` with the quick fix to `<Card>`. */
export const MISSPELT = 'Carde';

/** The page's text; `typed` is what is already written on its last line (the suites complete it). */
export function componentsPageText(typed: string): string {
  return [
    '---',
    'title: "Components"',
    'description: "Cards and notes."',
    '---',
    '',
    `<${MISSPELT} title="Setup" href="/quickstart">`,
    '  Install the CLI first.',
    `</${MISSPELT}>`,
    '',
    '<Note>Every card links to a page.</Note>',
    '',
    typed,
    '',
  ].join('\n');
}

export function writeComponentsPage(site: Site, typed: string): string {
  const text = componentsPageText(typed);
  writeFileSync(site.file(COMPONENTS_PAGE), text);
  return text;
}

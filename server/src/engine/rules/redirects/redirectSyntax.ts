// What makes a redirect never apply as written (redirect-syntax). A source is a path the platform matches with
// `:name` parameters (`:name*` for any number of segments) and `*` wildcards, and without the `#anchor` or `?query`
// it documents a source cannot hold; the destination takes the source's parameters by name and its `*` by position,
// and whatever else it holds is left in the URL as written.
import { SCHEME } from '../../mdx';
import { upToFirstOf } from '../../text';

/** Whether a `?` starts a query: not the `?` that makes a parameter optional (`:lang?`). */
function hasQuery(source: string): boolean {
  return source.replace(/:\w+[*+?]?/g, '').includes('?');
}

/** Why a source never matches as written, one sentence each. */
export function sourceProblems(source: string): string[] {
  const problems: string[] = [];
  if (source.includes('#'))
    problems.push(
      `A redirect source cannot hold an anchor (\`#...\`): browsers never send it to the site, so no redirect can ` +
        `tell \`${source}\` from the page without it.`,
    );
  if (hasQuery(source))
    problems.push(
      `A redirect source cannot hold a query (\`?...\`): the platform matches the path alone, so \`${source}\` ` +
        `does not do what it says.`,
    );
  if (!SCHEME.test(source) && /:(?!\w)/.test(upToFirstOf(source, '?#')))
    problems.push(`\`:\` starts a parameter of the source and needs a name (\`:slug\`, \`:slug*\`).`);
  return problems;
}

/** Why a destination leads to a URL nobody meant: parameters and wildcards the source does not have. */
export function destinationProblems(source: string, destination: string): string[] {
  const path = upToFirstOf(destination.trim().replace(/^[a-z][a-z0-9+.-]*:(\/\/[^/]*)?/i, ''), '?#');
  const names = new Set([...source.matchAll(/:(\w+)/g)].map((match) => match[1]));
  const problems = [...new Set([...path.matchAll(/:(\w+)/g)].map((match) => match[1]))]
    .filter((name) => !names.has(name))
    .map(
      (name) =>
        `\`:${name}\` is no parameter of the source \`${source}\`: it is left in the URL as written, a page that ` +
        `does not exist.`,
    );
  if (path.includes('*') && !source.includes('*'))
    problems.push(
      `\`*\` in the destination takes what the source's \`*\` matched, and \`${source}\` has none: it is left in ` +
        `the URL as written.`,
    );
  return problems;
}

// The sites of the redirect rules' examples: a docs.json with its `redirects` written one entry a line (so the
// spans an example marks stand where a reader looks) and the pages it lists.

/** Pages by path without extension; `redirects`: each entry's JSON text, `⟦⟧` marks included. */
export function siteWithRedirects(pages: readonly string[], redirects: readonly string[]): Record<string, string> {
  const docsJson =
    '{\n' +
    '  "theme": "mint",\n' +
    '  "name": "Example Docs",\n' +
    '  "colors": { "primary": "#0D9373" },\n' +
    '  "navigation": {\n' +
    `    "groups": [{ "group": "Guides", "pages": [${pages.map((page) => JSON.stringify(page)).join(', ')}] }]\n` +
    '  },\n' +
    '  "redirects": [\n' +
    redirects.map((entry) => `    ${entry}`).join(',\n') +
    '\n  ]\n' +
    '}\n';
  const files: Record<string, string> = { 'docs.json': docsJson };
  for (const page of pages) files[`${page}.mdx`] = `---\ntitle: ${titleOf(page)}\n---\n\nWhat the page says.\n`;
  return files;
}

function titleOf(page: string): string {
  const name = page.slice(page.lastIndexOf('/') + 1).replace(/-/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

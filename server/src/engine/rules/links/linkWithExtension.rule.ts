import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-with-extension',
  severity: 'warning',
  summary:
    'an internal link written with `.md`/`.mdx` that the platform leaves as written (`/x.mdx`, `x.mdx`, a ' +
    'reference definition, `href` of a component other than `<a>`/`<Card>`): a 404 on the live site; quick fix: ' +
    'drop it',
  details:
    "The platform's renderer resolves `./` and `../` links of Markdown links, `<a href>` and `<Card href>` from the " +
    "page's file and drops their `.md`/`.mdx` (and `/index`): those reach the page and are checked as links to it, " +
    'anchor included.',
  reads: ['pages.body', 'files', 'navigation.openapi', 'config.redirects', 'specs'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  fix: 'replace',
  safeFix: 'always',
  examples: [
    {
      kind: 'invalid',
      title: 'A link to the page file, with its `.mdx`',
      files: {
        'index.mdx': '---\ntitle: Home\n---\n\nStart with [the setup](⟦/guides/setup.mdx⟧).\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install the CLI\n\nRun the installer.\n',
      },
    },
    {
      kind: 'valid',
      title: 'A relative link with its extension, which the platform resolves to the page',
      files: {
        'guides/index.mdx': '---\ntitle: Guides\n---\n\nStart with [the setup](./setup.mdx#install-the-cli).\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install the CLI\n\nRun the installer.\n',
      },
    },
    {
      kind: 'valid',
      title: "The link to the page's path",
      files: {
        'index.mdx': '---\ntitle: Home\n---\n\nStart with [the setup](/guides/setup).\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install the CLI\n\nRun the installer.\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-with-extension',
  severity: 'warning',
  summary: 'an internal link written with `.md`/`.mdx` (a 404 on the live site); quick fix: drop it',
  reads: ['pages.body', 'files', 'navigation.openapi', 'config.redirects', 'specs'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  fix: 'replace',
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
      title: "The link to the page's path",
      files: {
        'index.mdx': '---\ntitle: Home\n---\n\nStart with [the setup](/guides/setup).\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install the CLI\n\nRun the installer.\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-ambiguous-relative',
  severity: 'warning',
  summary:
    "a link without `./` (`x/y`) that the site reads from its root and a browser from the page's folder, to " +
    'different places',
  reads: ['pages.body', 'files', 'navigation.openapi', 'config.redirects', 'specs'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  fix: 'replace',
  examples: [
    {
      kind: 'invalid',
      title: 'A translated page linking `deploy/ci` without `./` or `/`',
      files: {
        'changelog.mdx': '---\ntitle: Changelog\n---\n\nRead [the CI guide](/deploy/ci).\n',
        'deploy/ci.mdx': '---\ntitle: CI\n---\n\nRun the checks in CI.\n',
        'es/changelog.mdx': '---\ntitle: Registro de cambios\n---\n\nLee [la guía de CI](⟦deploy/ci⟧).\n',
        'es/deploy/ci.mdx': '---\ntitle: CI\n---\n\nEjecuta las comprobaciones en CI.\n',
      },
    },
    {
      kind: 'invalid',
      title: 'A bare `setup.md` naming a page of the same folder, which the site reads from its root',
      files: {
        'guides/intro.mdx': '---\ntitle: Intro\n---\n\nThen [set up](⟦setup.md⟧) the project.\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\nInstall it.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The link from the root, as the site and a browser both read it',
      files: {
        'changelog.mdx': '---\ntitle: Changelog\n---\n\nRead [the CI guide](/deploy/ci).\n',
        'deploy/ci.mdx': '---\ntitle: CI\n---\n\nRun the checks in CI.\n',
        'es/changelog.mdx': '---\ntitle: Registro de cambios\n---\n\nLee [la guía de CI](/es/deploy/ci).\n',
        'es/deploy/ci.mdx': '---\ntitle: CI\n---\n\nEjecuta las comprobaciones en CI.\n',
      },
    },
  ],
});

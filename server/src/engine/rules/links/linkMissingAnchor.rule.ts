import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-missing-anchor',
  severity: 'warning',
  summary:
    '`page#id` or `#id` where the page has no such heading, `id` or titled component (`Accordion`, `Tab`, `Step`, ' +
    '`Update`, `ParamField`, `ResponseField`), its imported snippets included',
  reads: ['pages.body', 'files', 'navigation.openapi', 'config.redirects', 'specs'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A misspelt section of another page, and of the page itself',
      files: {
        'index.mdx':
          '---\ntitle: Home\n---\n\n' +
          'First [install the CLI](⟦/guides/setup#instal-the-cli⟧), then read [the next ' +
          'steps](⟦#next-step⟧).\n\n## Next steps\n\nDeploy.\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install the CLI\n\nRun the installer.\n',
      },
    },
    {
      kind: 'invalid',
      title: 'A section of a moved page, through its redirect (a browser keeps the `#id`)',
      files: {
        'docs.json':
          '{\n  "theme": "mint",\n  "name": "Docs",\n  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": { "pages": ["index", "guides/setup"] },\n' +
          '  "redirects": [{ "source": "/setup", "destination": "/guides/setup" }]\n}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nFirst [install the CLI](⟦/setup#install-cli⟧).\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install the CLI\n\nRun the installer.\n',
      },
    },
    {
      kind: 'valid',
      title: 'Sections by the ids the platform gives headings and titled components',
      files: {
        'index.mdx':
          '---\ntitle: Home\n---\n\n' +
          'First [install the CLI](/guides/setup#install-the-cli), then read [the next ' +
          'steps](#next-steps) or [the FAQ](#is-there-a-free-plan).\n\n## Next steps\n\nDeploy.\n\n' +
          '<Accordion title="Is there a free plan?">\n  Yes.\n</Accordion>\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install the CLI\n\nRun the installer.\n',
      },
    },
  ],
});

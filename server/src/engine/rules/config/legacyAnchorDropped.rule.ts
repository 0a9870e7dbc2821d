import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'legacy-anchor-dropped',
  severity: 'warning',
  summary:
    'a mint.json anchor whose `url` prefix matches no page of the navigation: the platform drops it when it ' +
    'upgrades the site to docs.json',
  details:
    'In mint.json an anchor holds the pages whose paths start with its `url` folder. When the platform upgrades the ' +
    'site to docs.json (and `docs-lsp migrate` does as it does), an anchor left with no page (its prefix is the ' +
    'folder of no page, or of none that a longer prefix or an earlier anchor did not take, or none of its version) ' +
    'is dropped without a word, unless it generates pages from its own `openapi` or links elsewhere. Which anchors ' +
    "those are is the upgrade's own computation, held to the platform's `upgradeToDocsConfig` by the tests.",
  reads: ['config.text'],
  check: 'config.legacy',
  producedIn: ['engine/rules/config/legacyConfig.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'An anchor for a folder no page of the navigation is in',
      files: {
        'mint.json':
          '{\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "anchors": [{ "name": "Guides", "icon": "book", "url": ⟦"guide"⟧ }],\n' +
          '  "navigation": [{ "group": "Guides", "pages": ["index", "guides/setup"] }]\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\nSet up.\n',
      },
    },
    {
      kind: 'valid',
      title: "The anchor's prefix is the folder of its pages",
      files: {
        'mint.json':
          '{\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "anchors": [{ "name": "Guides", "icon": "book", "url": "guides" }],\n' +
          '  "navigation": [{ "group": "Guides", "pages": ["index", "guides/setup"] }]\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'guides/setup.mdx': '---\ntitle: Setup\n---\n\nSet up.\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'fm-unknown-key',
  severity: 'warning',
  summary:
    'a frontmatter key that narrowly misses one the platform reads (`sidebar_title`, `sidebarTitel`, `Title`): it ' +
    'is ignored; keys of your own are never reported',
  details:
    "The platform's page schema (`@mintlify/validation`) reads its own keys and passes every other through, so a " +
    'key of your own is fine, and a misspelt one is ignored without a word. Reported are only keys that differ ' +
    'from a known key by letter case, `_` or `-` in place of camelCase, or one or two typos.',
  reads: ['pages.frontmatter'],
  check: 'frontmatter',
  producedIn: ['engine/rules/frontmatter/frontmatter.ts'],
  fix: 'replace',
  examples: [
    {
      kind: 'invalid',
      title: 'A sidebar title in snake case, and a misspelt description',
      files: {
        'setup.mdx': '---\ntitle: Setup\n⟦sidebar_title⟧: Install\n⟦descripton⟧: Get started\n---\n\nSteps.\n',
      },
    },
    {
      kind: 'valid',
      title: "The platform's keys, and keys of the site's own",
      files: {
        'setup.mdx':
          '---\ntitle: Setup\nsidebarTitle: Install\ndescription: Get started\nowner: docs-team\ntags: [cli]\n---\n\n' +
          'Steps.\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'fm-syntax',
  severity: 'error',
  summary:
    'MDX frontmatter that is not valid YAML, unclosed, or fenced other than plain `---` (`---js`, `---toml`): never ' +
    'evaluated',
  reads: ['pages.frontmatter'],
  check: 'frontmatter',
  producedIn: ['engine/rules/frontmatter/frontmatter.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A title holding a colon, unquoted',
      files: {
        'guides/setup.mdx': '---\ntitle: ⟦S⟧etup: the basics\n---\n\nInstall the CLI.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The title in quotes',
      files: {
        'guides/setup.mdx': '---\ntitle: "Setup: the basics"\n---\n\nInstall the CLI.\n',
      },
    },
  ],
});

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
  examples: [],
});

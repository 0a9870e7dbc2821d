import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'mdx-syntax',
  severity: 'error',
  summary:
    "a page (`.mdx` or `.md`: the platform compiles both as MDX) that does not parse as MDX, at the parser's " +
    'position in plain words (an unclosed `<Card>`, a `{` that starts an expression, a stray `<`); every other page ' +
    'is still checked',
  reads: ['pages.body'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'Braces in prose, which MDX reads as an expression',
      files: {
        'guides/paths.mdx': '---\ntitle: Paths\n---\n\nReplace {user⟦⟧ id} with the id of the user.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The placeholder in code',
      files: {
        'guides/paths.mdx': '---\ntitle: Paths\n---\n\nReplace `{user id}` with the id of the user.\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'fm-type',
  severity: 'error',
  summary: '`title`/`description`/`version`/`openapi`/`openapi-schema` not strings, `deprecated` not boolean',
  reads: ['pages.frontmatter'],
  check: 'frontmatter',
  producedIn: ['engine/rules/frontmatter/frontmatter.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A title that YAML reads as a number, and `deprecated` as a string',
      files: {
        'not-found.mdx': '---\ntitle: ⟦404⟧\ndeprecated: ⟦"true"⟧\n---\n\nThis page does not exist.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The title quoted, `deprecated` a boolean',
      files: {
        'not-found.mdx': '---\ntitle: "404"\ndeprecated: true\n---\n\nThis page does not exist.\n',
      },
    },
  ],
});

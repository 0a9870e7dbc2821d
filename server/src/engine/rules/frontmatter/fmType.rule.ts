import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'fm-type',
  severity: 'error',
  summary:
    '`title`/`description`/`version`/`openapi`/`openapi-schema` not strings, `deprecated` not boolean, with ' +
    "unquoted values typed as the platform's YAML reader types them (`01.2025` is text, `1.5` a number)",
  details:
    'The platform reads frontmatter with js-yaml 3 (through the `front-matter` package), whose default schema is ' +
    'not YAML 1.2: `01.2025` and `yes` stay text, `017` is the octal 15, `2024-01-05` a date. docs-lsp types ' +
    "unquoted values with js-yaml 3's own rules.",
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

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'fm-value',
  severity: 'warning',
  summary:
    'a frontmatter value outside its key\'s type or values (`hidden: "yes"`, `mode: wide-ish`): the platform does ' +
    'not read it as meant',
  details:
    'Types come from the platform\'s page schema (`@mintlify/validation`); where it says only "string" the values ' +
    'are those the platform renders and documents (`mode`). `title`, `description` and the other keys of `fm-type` ' +
    'are judged there.',
  reads: ['pages.frontmatter'],
  check: 'frontmatter',
  producedIn: ['engine/rules/frontmatter/frontmatter.ts'],
  fix: 'replace',
  examples: [
    {
      kind: 'invalid',
      title: 'A page hidden with a string, and a mode the platform does not have',
      files: { 'setup.mdx': '---\ntitle: Setup\nhidden: ⟦"yes"⟧\nmode: ⟦wide-ish⟧\n---\n\nSteps.\n' },
    },
    {
      kind: 'valid',
      title: 'A boolean and a mode of the list',
      files: { 'setup.mdx': '---\ntitle: Setup\nhidden: true\nmode: wide\n---\n\nSteps.\n' },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'unused-suppression',
  severity: 'info',
  summary:
    'a suppression comment (`{/* docs-lsp-disable-next-line CODE */}`, `docs-lsp-disable` ... `docs-lsp-enable`) ' +
    'that hides no problem, or names a rule that does not exist (with "did you mean")',
  details:
    'Suppression comments hide the problems of one rule (or of every rule, without a code) on the next line ' +
    '(`docs-lsp-disable-next-line`), on their own line (`docs-lsp-disable-line`, at the end of a list item) or from ' +
    '`docs-lsp-disable` to `docs-lsp-enable` (or the end of the page). They ' +
    'are MDX comments, which the platform keeps out of the rendered page, in `.mdx` and `.md` pages alike: the ' +
    'platform compiles both as MDX, where an HTML comment (`<!-- -->`) does not compile. Text after ` -- ` is a ' +
    'reason for readers. Once the problem is fixed the comment hides nothing, and would hide the next problem ' +
    'of that rule written there: it is reported, as ESLint reports unused `eslint-disable` comments. A code ' +
    'that names no rule is reported here too (it would hide nothing).',
  reads: ['pages.body'],
  check: 'suppressions',
  producedIn: ['engine/rules/settings/suppressions.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A suppression whose link was fixed, and a mistyped code',
      files: {
        'index.mdx':
          '---\ntitle: Home\n---\n\n⟦{/* docs-lsp-disable-next-line link-missing-page */}⟧\n' +
          'Read [the guide](/guide).\n\n' +
          '{/* docs-lsp-disable-next-line ⟦link-mising-anchor⟧ -- the section moves in the next release */}\n' +
          'See [setup](/guide#setup).\n',
        'guide.mdx': '---\ntitle: Guide\n---\n\n## Setup\n',
      },
    },
    {
      kind: 'valid',
      title: 'Suppressions that each hide a problem',
      files: {
        'index.mdx':
          '---\ntitle: Home\n---\n\n{/* docs-lsp-disable-next-line link-missing-page -- written before the page */}\n' +
          'Read [the guide](/guide).\n\n{/* docs-lsp-disable link-missing-anchor */}\nSee [setup](/index#setup) ' +
          'and [usage](/index#usage).\n{/* docs-lsp-enable */}\n',
      },
    },
  ],
});

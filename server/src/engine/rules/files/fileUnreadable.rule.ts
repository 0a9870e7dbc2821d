import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'file-unreadable',
  severity: 'error',
  summary: 'a file that exists but cannot be read',
  reads: ['files'],
  check: 'reader',
  producedIn: ['engine/project/textReader.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A page whose permissions keep docs-lsp from reading it (written by another user, mode 600)',
      files: {
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'changelog.mdx': '⟦⟧---\ntitle: Changelog\n---\n\nWhat changed.\n',
      },
      unreadable: { 'changelog.mdx': 'EACCES' },
    },
    {
      kind: 'valid',
      title: 'The same page, readable',
      files: {
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'changelog.mdx': '---\ntitle: Changelog\n---\n\nWhat changed.\n',
      },
    },
  ],
});

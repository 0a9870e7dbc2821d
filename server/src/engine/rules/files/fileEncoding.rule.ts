import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'file-encoding',
  severity: 'error',
  summary: 'a file that is not valid UTF-8',
  reads: ['files'],
  check: 'reader',
  producedIn: ['engine/project/textReader.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A page saved as Latin-1 by an old editor',
      files: {
        'cafe.mdx': '⟦⟧---\ntitle: Café\n---\n\nOur café opens at nine.\n',
      },
      encodings: { 'cafe.mdx': 'latin1' },
    },
    {
      kind: 'valid',
      title: 'The same page saved as UTF-8',
      files: {
        'cafe.mdx': '---\ntitle: Café\n---\n\nOur café opens at nine.\n',
      },
    },
  ],
});

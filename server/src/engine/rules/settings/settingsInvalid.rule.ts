import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'settings-invalid',
  severity: 'error',
  summary:
    'docs-lsp.json that is not valid JSON, names a rule that does not exist (with "did you mean"), gives a ' +
    'severity other than `error`/`warning`/`info`/`hint`/`off`, or holds a key docs-lsp does not read there: the ' +
    'value is ignored, at its key',
  details:
    'A mistyped rule code in docs-lsp.json would otherwise change nothing and say nothing: the rule the team meant ' +
    'to turn off keeps reporting. Every value that is right still applies.',
  reads: ['files'],
  check: 'settings',
  producedIn: ['engine/project/settingsFile.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A mistyped rule code and a severity that does not exist',
      files: {
        'docs-lsp.json':
          '{\n  "rules": {\n    ⟦"nav-missng-page"⟧: "off",\n    "link-missing-anchor": ⟦"warn"⟧\n  },\n' +
          '  ⟦"diagnostic"⟧: { "scope": "workspace" }\n}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
    {
      kind: 'valid',
      title: 'Rules by their codes, and the scope of diagnostics',
      files: {
        'docs-lsp.json':
          '{\n  "rules": { "nav-missing-page": "off", "link-missing-anchor": "warning" },\n' +
          '  "diagnostics": { "scope": "workspace" }\n}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
  ],
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-external-broken',
  severity: 'warning',
  summary:
    'an http(s) link or image of a page or docs.json that answers 404 or 410, whose host does not resolve, whose TLS ' +
    'fails, or whose `#fragment` the HTML page has no id for (checked only with `check --external` or ' +
    '`docsLsp.externalLinks.check`)',
  details:
    'External links are requested only when you ask: `docs-lsp check --external`, or the editor setting ' +
    '`docsLsp.externalLinks.check` (off by default). Each URL is requested once (HEAD, GET where HEAD is refused ' +
    'or a `#fragment` is to be found), a few at a time per host, and its answer is kept in `.docs-lsp-cache/` at ' +
    'the docs root for a day (`--external-cache-ttl`). A rate limit (429, 503) is retried as `Retry-After` says; ' +
    'what still does not answer, or answers too slowly, is counted as not checked, never reported as broken. ' +
    '`localhost`, `example.com` and private addresses are never requested; add your own patterns to ' +
    '`externalLinks.exclude` in `docs-lsp.json`.',
  reads: ['pages.body', 'config.text', 'remote'],
  check: 'external',
  producedIn: ['engine/rules/links/externalLinkRules.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A link to a page that is gone, an image on a host that does not resolve, a section that is not there',
      files: {
        'guides/setup.mdx':
          '---\ntitle: Setup\n---\n\nRead [the old guide](⟦https://blog.acme.dev/setup-2019⟧) and ' +
          '[the install section](⟦https://github.com/acme/cli#instal⟧).\n\n' +
          '![The dashboard](⟦https://cdn.acme-old.dev/dashboard.png⟧)\n',
      },
      external: {
        'https://blog.acme.dev/setup-2019': { kind: 'broken', reason: 'HTTP 404' },
        'https://cdn.acme-old.dev/dashboard.png': {
          kind: 'broken',
          reason: 'the host cdn.acme-old.dev does not resolve',
        },
        'https://github.com/acme/cli': { kind: 'ok', fragments: { instal: false } },
      },
      settings: { externalLinks: { check: true } },
    },
    {
      kind: 'valid',
      title: 'Links that answer, one rate limited (not checked), and one to a placeholder host (never requested)',
      files: {
        'guides/setup.mdx':
          '---\ntitle: Setup\n---\n\nRead [the guide](https://blog.acme.dev/setup) and ' +
          '[the install section](https://github.com/acme/cli#install); [status](https://status.acme.dev) ' +
          'was busy. Your API lives at [your host](https://api.example.com).\n',
      },
      external: {
        'https://blog.acme.dev/setup': { kind: 'ok' },
        'https://github.com/acme/cli': { kind: 'ok', fragments: { install: true } },
        'https://status.acme.dev/': { kind: 'unchecked', reason: 'rate limited (429)' },
      },
      settings: { externalLinks: { check: true } },
    },
  ],
});

import { defineRule } from '../ruleDefinition';
import { siteWithRedirects } from './exampleSite';

export default defineRule({
  code: 'redirect-missing-destination',
  severity: 'error',
  summary:
    'a `redirects` destination that is no page, no endpoint page generated from an `openapi` entry, no folder of ' +
    'pages and no URL, itself or at the end of the redirects it goes on through; "did you mean"',
  details:
    'The platform sends readers of the source to the destination as written, whether or not anything is there: ' +
    'they get a 404. A destination with `:param` or `*` names no one page and is judged where a link goes through ' +
    'it (`link-missing-page`); a link through a redirect whose destination is written as a path is not reported ' +
    'again, this rule reports the redirect once, in docs.json. A destination whose first segment is no folder or ' +
    "page of the docs may lead beyond them, on the same domain (docs hosted under `/docs` beside the product's " +
    'pages): it is reported only when it is a near miss of a page, and one that names a page after that first ' +
    'segment (`/docs/guides/setup`) is taken for the subpath the docs are hosted under.',
  reads: ['config.redirects', 'files', 'navigation.openapi', 'specs'],
  check: 'config.redirects',
  producedIn: ['engine/rules/redirects/redirectRules.ts'],
  fix: 'replace',
  examples: [
    {
      kind: 'invalid',
      title: 'A redirect to a page that was renamed since, and one to a misspelt page',
      files: siteWithRedirects(
        ['index', 'guides/setup', 'guides/deploy'],
        [
          '{ "source": "/getting-started", "destination": "⟦/guides/install⟧" }',
          '{ "source": "/deploying", "destination": "⟦/guides/deplyo⟧" }',
        ],
      ),
    },
    {
      kind: 'valid',
      title: 'Redirects to a page, a folder of pages and another site',
      files: siteWithRedirects(
        ['index', 'guides/setup', 'guides/deploy'],
        [
          '{ "source": "/getting-started", "destination": "/guides/setup" }',
          '{ "source": "/how-to", "destination": "/guides" }',
          '{ "source": "/status", "destination": "https://status.example.com" }',
        ],
      ),
    },
  ],
});

import { defineRule } from '../ruleDefinition';
import { siteWithRedirects } from './exampleSite';

export default defineRule({
  code: 'redirect-chain',
  severity: 'warning',
  summary:
    'a redirect whose destination is itself redirected: readers take two redirects or more where one does; quick ' +
    'fix: point it at the final page',
  details:
    'The platform follows each redirect as the reader arrives, so a chain works but costs a round trip a step, and ' +
    'search engines may stop following before the end. It usually comes from a page moved twice, each move adding ' +
    'a redirect. A destination that is a page is never followed further, even when it is also a source.',
  reads: ['config.redirects', 'files', 'navigation.openapi', 'specs'],
  check: 'config.redirects',
  producedIn: ['engine/rules/redirects/redirectRules.ts'],
  fix: 'replace',
  examples: [
    {
      kind: 'invalid',
      title: 'A page moved twice',
      files: siteWithRedirects(
        ['index', 'guides/setup'],
        [
          '{ "source": "/quickstart", "destination": "⟦/getting-started⟧" }',
          '{ "source": "/getting-started", "destination": "/guides/setup" }',
        ],
      ),
    },
    {
      kind: 'valid',
      title: 'Both old paths sent to the page itself',
      files: siteWithRedirects(
        ['index', 'guides/setup'],
        [
          '{ "source": "/quickstart", "destination": "/guides/setup" }',
          '{ "source": "/getting-started", "destination": "/guides/setup" }',
        ],
      ),
    },
  ],
});

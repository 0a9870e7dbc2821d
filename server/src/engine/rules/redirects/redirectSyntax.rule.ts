import { defineRule } from '../ruleDefinition';
import { siteWithRedirects } from './exampleSite';

export default defineRule({
  code: 'redirect-syntax',
  severity: 'error',
  summary:
    'a redirect that never applies as written: a source with `#anchor` or `?query`, a `:` without a parameter ' +
    'name, a destination with a `:param` or `*` its source does not define',
  details:
    'The platform matches a source as a path, with `:name` parameters (`:name*` for any number of segments) and ' +
    '`*` wildcards, and documents that a source cannot hold an anchor or a query: the browser never sends the ' +
    "anchor, and the path is matched without the query. The destination takes the source's parameters by name " +
    'and its `*` by position; anything else is left in the URL as written. A space is not reported: the ' +
    "platform's link checker compares a source with the percent-decoded path (`%20` read as a space).",
  reads: ['config.redirects'],
  check: 'config.redirects',
  producedIn: ['engine/rules/redirects/redirectRules.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'An anchor in a source, and a destination naming a parameter the source does not have',
      files: siteWithRedirects(
        ['index', 'guides/setup'],
        [
          '{ "source": "⟦/setup#install⟧", "destination": "/guides/setup" }',
          '{ "source": "/old/:page", "destination": "⟦/guides/:slug⟧" }',
        ],
      ),
    },
    {
      kind: 'valid',
      title: 'An anchor in a destination, parameters passed by name',
      files: siteWithRedirects(
        ['index', 'guides/setup'],
        [
          '{ "source": "/install", "destination": "/guides/setup#install" }',
          '{ "source": "/old/:slug*", "destination": "/guides/:slug*" }',
        ],
      ),
    },
  ],
});

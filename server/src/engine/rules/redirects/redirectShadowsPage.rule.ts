import { defineRule } from '../ruleDefinition';
import { siteWithRedirects } from './exampleSite';

export default defineRule({
  code: 'redirect-shadows-page',
  severity: 'warning',
  summary:
    'a redirect source that is an existing page (or an endpoint page generated from an `openapi` entry): readers ' +
    'get one of the two, never both',
  details:
    "Redirects apply at request time in the platform's hosting layer, whose code is not published: whether the " +
    'redirect hides the page or the page makes the redirect dead cannot be read in its packages, and either way one ' +
    'of the two is never seen, and where such a redirect leads is not judged further. Only sources written as one ' +
    'path are reported; a wildcard source over a folder that still holds pages is the usual way to catch the ' +
    'pages removed from it.',
  reads: ['config.redirects', 'files', 'navigation.openapi', 'specs'],
  check: 'config.redirects',
  producedIn: ['engine/rules/redirects/redirectRules.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'A redirect left behind after the page came back',
      files: siteWithRedirects(
        ['index', 'guides/setup', 'guides/deploy'],
        ['{ "source": "⟦/guides/deploy⟧", "destination": "/guides/setup" }'],
      ),
    },
    {
      kind: 'valid',
      title: 'A redirect from a path with no page, and a wildcard over a folder of pages',
      files: siteWithRedirects(
        ['index', 'guides/setup', 'guides/deploy'],
        [
          '{ "source": "/guides/install", "destination": "/guides/setup" }',
          '{ "source": "/guides/:slug*", "destination": "/guides/setup" }',
        ],
      ),
    },
  ],
});

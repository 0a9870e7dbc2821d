import { defineRule } from '../ruleDefinition';
import { siteWithRedirects } from './exampleSite';

export default defineRule({
  code: 'redirect-duplicate-source',
  severity: 'error',
  summary:
    'a redirect source written twice (the platform refuses the docs.json), or twice but for a leading slash ' +
    '(`/a`, `a`: only one of the redirects applies)',
  details:
    "The platform's docs.json validation refuses a `redirects` list in which two entries have the same `source` " +
    'text ("Each source path can only be used once"), and the site is not built. Sources that differ only by a ' +
    'leading slash pass that validation but name the same path (the platform reads a source from the docs root ' +
    'either way), so only one of the two redirects can ever apply. The later entry is reported. A trailing slash ' +
    'is not taken for the same path: whether the hosting layer tells `/a/` from `/a` is not published, and sites ' +
    'write both.',
  reads: ['config.redirects'],
  check: 'config.redirects',
  producedIn: ['engine/rules/redirects/redirectRules.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'One source twice, and one with and without its leading slash',
      files: siteWithRedirects(
        ['index', 'guides/setup', 'guides/deploy'],
        [
          '{ "source": "/setup", "destination": "/guides/setup" }',
          '{ "source": "/deploy", "destination": "/guides/deploy" }',
          '{ "source": "⟦/setup⟧", "destination": "/guides/deploy" }',
          '{ "source": "⟦deploy⟧", "destination": "/guides/deploy" }',
        ],
      ),
    },
    {
      kind: 'valid',
      title: 'Each path once, a wildcard beside a literal path',
      files: siteWithRedirects(
        ['index', 'guides/setup', 'guides/deploy'],
        [
          '{ "source": "/setup", "destination": "/guides/setup" }',
          '{ "source": "/setup/:slug*", "destination": "/guides/:slug*" }',
        ],
      ),
    },
  ],
});

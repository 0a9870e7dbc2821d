import { defineRule } from '../ruleDefinition';
import { siteWithRedirects } from './exampleSite';

export default defineRule({
  code: 'redirect-loop',
  severity: 'error',
  summary:
    'redirects that lead back to a path they came through (`/a` → `/b` → `/a`), wildcards included ' +
    '(`/docs/:slug*` → `/help/:slug*` → `/docs/:slug*`): readers get an error page',
  details:
    'The platform applies each redirect as the reader arrives, so a cycle sends the browser round until it gives ' +
    'up with a too-many-redirects error; the platform documents circular redirects as the thing to avoid. A path ' +
    'that is a page ends the way: only cycles through paths that are no page are reported.',
  reads: ['config.redirects', 'files', 'navigation.openapi', 'specs'],
  check: 'config.redirects',
  producedIn: ['engine/rules/redirects/redirectRules.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'Two sections that send readers to each other',
      files: siteWithRedirects(
        ['index', 'guides/setup'],
        [
          '{ "source": "/docs/:slug*", "destination": "⟦/help/:slug*⟧" }',
          '{ "source": "/help/:slug*", "destination": "⟦/docs/:slug*⟧" }',
          '{ "source": "/start", "destination": "⟦/begin⟧" }',
          '{ "source": "/begin", "destination": "⟦/start⟧" }',
        ],
      ),
    },
    {
      kind: 'valid',
      title: 'A section moved, and an old path sent to a page',
      files: siteWithRedirects(
        ['index', 'guides/setup'],
        [
          '{ "source": "/docs/:slug*", "destination": "/guides/:slug*" }',
          '{ "source": "/start", "destination": "/guides/setup" }',
        ],
      ),
    },
  ],
});

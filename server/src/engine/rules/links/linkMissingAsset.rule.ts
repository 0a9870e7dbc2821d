import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-missing-asset',
  severity: 'error',
  summary:
    'an image or file (`![](...)`, `src` on `<img>`, `<video>`, `<source>` or any component, a link to ' +
    '`/files/x.pdf`) that does not exist',
  reads: ['pages.body', 'files', 'navigation.openapi', 'config.redirects', 'specs'],
  check: 'page.body',
  producedIn: ['engine/rules/links/pageBodyRules.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'An image whose file name is misspelt',
      files: {
        'guides/dashboard.mdx':
          '---\ntitle: Dashboard\n---\n\nThe dashboard:\n\n![The dashboard](⟦/images/dashbaord.svg⟧)\n',
        'images/dashboard.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"/>\n',
      },
    },
    {
      kind: 'valid',
      title: 'The image by its path from the docs root, and relatively',
      files: {
        'guides/dashboard.mdx':
          '---\ntitle: Dashboard\n---\n\nThe dashboard:\n\n![The dashboard](/images/dashboard.svg)\n\n' +
          '<img src="../images/dashboard.svg" alt="The dashboard" />\n',
        'images/dashboard.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"/>\n',
      },
    },
  ],
});

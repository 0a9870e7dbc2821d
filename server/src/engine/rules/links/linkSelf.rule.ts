import { folderOf } from '../../project';
import { parseLinkTarget } from '../../mdx';
import { findPageFile } from '../../project';
import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'link-self',
  severity: 'info',
  summary: 'a link from a page to itself without an anchor: it goes nowhere (a leftover, or a `#id` left out)',
  details:
    'A reader who follows the link stays where they are, at the top of the page. Such a link is usually a ' +
    'copy of a link from another page, or a link to a section whose `#id` was left out. Links to a section of ' +
    'the page itself (`#id`, `/page#id`) are what anchors are for and are not reported.',
  reads: ['pages.body', 'files'],
  examples: [
    {
      kind: 'invalid',
      title: 'A page linking to itself, by its path and relatively',
      files: {
        'guides/setup.mdx':
          '---\ntitle: Setup\n---\n\nSee [the setup](⟦/guides/setup⟧) or [this page](⟦./setup⟧).\n\n## Install\n',
      },
    },
    {
      kind: 'valid',
      title: 'Links to a section of the page itself, and to other pages',
      files: {
        'guides/setup.mdx':
          '---\ntitle: Setup\n---\n\nJump to [install](#install) or [install](/guides/setup#install); back to ' +
          '[the start](/index).\n\n## Install\n',
        'index.mdx': '---\ntitle: Start\n---\n\nRead [the setup](/guides/setup).\n',
      },
    },
  ],
  checkPage: ({ root, uri, path, content, report }) => {
    for (const link of content.links) {
      if (link.kind !== 'link' && link.kind !== 'href' && link.kind !== 'definition') continue;
      const target = parseLinkTarget(link.target, folderOf(path));
      if (target.kind !== 'path' || target.path === undefined || target.fragment !== undefined) continue;
      if (findPageFile(root, target.path) === path)
        report({
          uri,
          range: link.range,
          code: 'link-self',
          message: `\`${link.target}\` is this page: the link goes nowhere. Link a section (\`#id\`) or another page.`,
        });
    }
  },
});

import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'image-missing-alt',
  severity: 'info',
  summary:
    'an image without alternative text: `![](x)` with an empty description, `<img>` without `alt` (also inside ' +
    '`<Frame>`); `alt=""` written on `<img>` marks a decorative image and is fine',
  details:
    "Screen readers read an image's alternative text, and search engines and the platform's AI assistant index " +
    "it; without it a reader hears the file name or nothing. The platform's CLI checks the same in its " +
    'accessibility command. An empty `alt=""` written on `<img>` is the accessible way to mark an image as ' +
    'decoration, so it is not reported; `![](x)` says nothing either way and is. `<Frame>` shows the image it holds, ' +
    'whose own text is what counts (a caption is not alternative text). `<img>` with a `{...spread}` may get its ' +
    '`alt` from it and is not reported. Information: the page works, for most readers.',
  reads: ['pages.body'],
  examples: [
    {
      kind: 'invalid',
      title: 'A Markdown image with an empty description, and an `<img>` in a frame without `alt`',
      files: {
        'guides/dashboard.mdx':
          '---\ntitle: Dashboard\n---\n\n![](⟦/images/dashboard.png⟧)\n\n<Frame caption="The dashboard">\n' +
          '  <⟦img⟧ src="/images/dashboard.png" />\n</Frame>\n',
        'images/dashboard.png': 'png',
      },
    },
    {
      kind: 'valid',
      title: 'Images described, and a decorative one marked with an empty `alt`',
      files: {
        'guides/dashboard.mdx':
          '---\ntitle: Dashboard\n---\n\n![The dashboard, with the usage chart](/images/dashboard.png)\n\n' +
          '<Frame>\n  <img src="/images/dashboard.png" alt="The dashboard" />\n</Frame>\n\n' +
          '<img src="/images/divider.png" alt="" />\n',
        'images/dashboard.png': 'png',
        'images/divider.png': 'png',
      },
    },
  ],
  checkPage: ({ uri, content, report }) => {
    for (const link of content.links)
      if (link.withoutAlt)
        report({
          uri,
          range: link.range,
          code: 'image-missing-alt',
          message: 'This image has no alternative text: describe it between `![` and `]`.',
        });
    for (const element of content.elements) {
      if (element.name !== 'img') continue;
      if (element.attributes.some((a) => a.name === 'alt' || a.kind === 'spread')) continue;
      report({
        uri,
        range: element.range,
        code: 'image-missing-alt',
        message: '`<img>` without `alt`: describe the image, or write `alt=""` if it is decoration.',
      });
    }
  },
});

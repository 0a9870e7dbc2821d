import { defineRule } from '../ruleDefinition';
import { judgedComponent } from './vocabularyChecks';

export default defineRule({
  code: 'component-missing-prop',
  severity: 'warning',
  summary:
    "a prop the component cannot render without (an `Accordion`'s or a `Tab`'s `title`), where both its types and " +
    "the platform's documentation say it is required",
  details:
    "Only props that both `@mintlify/components`' types and the platform's documentation mark required are " +
    'asked for: the types alone also require what the platform passes itself. An element with a `{...spread}` is ' +
    'not judged.',
  reads: ['pages.body'],
  examples: [
    {
      kind: 'invalid',
      title: 'An accordion without a title',
      files: { 'index.mdx': '---\ntitle: Start\n---\n\n<⟦Accordion⟧>\n  Details.\n</Accordion>\n' },
    },
    {
      kind: 'valid',
      title: 'An accordion with its title',
      files: { 'index.mdx': '---\ntitle: Start\n---\n\n<Accordion title="More">\n  Details.\n</Accordion>\n' },
    },
  ],
  checkPage: ({ uri, content, report }) => {
    for (const element of content.elements) {
      const component = judgedComponent(element, content);
      if (!component || element.attributes.some((a) => a.kind === 'spread')) continue;
      const missing = component.props.filter(
        (prop) =>
          prop.name !== 'children' &&
          !prop.internal &&
          prop.required?.includes('types') &&
          prop.required.includes('docs') &&
          !element.attributes.some((a) => a.name === prop.name),
      );
      if (missing.length > 0)
        report({
          uri,
          range: element.range,
          code: 'component-missing-prop',
          message:
            `\`<${element.name}>\` has no ${missing.map((p) => `\`${p.name}\``).join(' and ')}, which the platform's ` +
            'component and its documentation require: it renders without what that prop shows.',
        });
    }
  },
});

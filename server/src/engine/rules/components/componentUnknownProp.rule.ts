import { defineRule } from '../ruleDefinition';
import { judgedComponent, nearest, takesProp } from './vocabularyChecks';

export default defineRule({
  code: 'component-unknown-prop',
  severity: 'warning',
  summary:
    "a prop the platform's component does not take (`<Card titel=...>`): it is ignored; props every element takes " +
    '(`className`, `id`, `key`, `style`, `aria-*`, `data-*`) are fine',
  details:
    "The props a component takes are those of its types in `@mintlify/components` and of the platform's " +
    'documentation. Any other is passed on and ignored: a misspelt `title` leaves the card without one. ' +
    'Components whose props are not known, and components the page defines itself, are not judged.',
  reads: ['pages.body'],
  fix: 'replace',
  examples: [
    {
      kind: 'invalid',
      title: 'A misspelt title on a card',
      files: {
        'index.mdx': '---\ntitle: Start\n---\n\n<Card ⟦titel⟧="Setup" href="/index">\n  Install the CLI.\n</Card>\n',
      },
    },
    {
      kind: 'valid',
      title: 'Documented props, and props every element takes',
      files: {
        'index.mdx':
          '---\ntitle: Start\n---\n\n<Card title="Setup" href="/index" className="wide" data-kind="x">\n' +
          '  Install the CLI.\n</Card>\n',
      },
    },
  ],
  checkPage: ({ uri, content, report }) => {
    for (const element of content.elements) {
      const component = judgedComponent(element, content);
      if (!component) continue;
      for (const attribute of element.attributes) {
        if (attribute.kind === 'spread' || takesProp(component, attribute.name)) continue;
        const names = component.props.filter((p) => !p.internal && !p.deprecated).map((p) => p.name);
        const suggestion = nearest(attribute.name, names);
        report({
          uri,
          range: attribute.range,
          code: 'component-unknown-prop',
          message:
            `\`<${element.name}>\` takes no prop \`${attribute.name}\`: it is ignored.` +
            (suggestion ? ` Did you mean \`${suggestion}\`?` : ''),
          ...(suggestion && { data: { fix: 'replace', replacements: [suggestion] } }),
        });
      }
    }
  },
});

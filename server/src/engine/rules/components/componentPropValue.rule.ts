import { defineRule } from '../ruleDefinition';
import { judgedComponent, nearest, propOf } from './vocabularyChecks';

/** Strings that read as false to a person, and as true to React. */
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

export default defineRule({
  code: 'component-prop-value',
  severity: 'warning',
  summary:
    'a quoted value outside what the prop takes: not one of its values (`<Badge color="pink">`), or a string ' +
    'where it takes true or false (`defaultOpen="false"` is a string, so true: the accordion opens)',
  details:
    'A quoted value is always a string. A prop that takes `true` or `false` is given one with `{false}`, or by ' +
    'its name alone for `true`; any string, `"false"` included, counts as true. A value outside the values a prop ' +
    'lists is rendered as nothing, or as the default.',
  reads: ['pages.body'],
  fix: 'replace',
  examples: [
    {
      kind: 'invalid',
      title: 'An accordion meant to stay closed, and a colour the badge does not have',
      files: {
        'index.mdx':
          '---\ntitle: Start\n---\n\n<Accordion title="More" defaultOpen=⟦"false"⟧>\n  Details.\n</Accordion>\n\n' +
          '<Badge color="⟦pink⟧">New</Badge>\n',
      },
    },
    {
      kind: 'valid',
      title: 'A boolean as an expression, and a listed colour',
      files: {
        'index.mdx':
          '---\ntitle: Start\n---\n\n<Accordion title="More" defaultOpen={false}>\n  Details.\n</Accordion>\n\n' +
          '<Badge color="green">New</Badge>\n',
      },
    },
  ],
  checkPage: ({ uri, content, report }) => {
    for (const element of content.elements) {
      const component = judgedComponent(element, content);
      if (!component) continue;
      for (const attribute of element.attributes) {
        if (attribute.kind !== 'string' || attribute.value === undefined || !attribute.valueRange) continue;
        const prop = propOf(component, attribute.name);
        if (!prop) continue;
        const value = attribute.value;
        if (prop.kinds.length === 1 && prop.kinds[0] === 'boolean') {
          // a string that says true does what it says; one that says false turns the prop on
          if (!FALSE_WORDS.has(value.trim().toLowerCase())) continue;
          const range = {
            start: { ...attribute.valueRange.start, character: attribute.valueRange.start.character - 1 },
            end: { ...attribute.valueRange.end, character: attribute.valueRange.end.character + 1 },
          };
          report({
            uri,
            range,
            code: 'component-prop-value',
            message:
              `\`${attribute.name}="${value}"\` turns \`${attribute.name}\` on: a quoted value is a string, and any ` +
              `string counts as true. Write \`${attribute.name}={false}\`, or leave the prop out.`,
            data: { fix: 'replace', replacements: ['{false}'] },
          });
          continue;
        }
        const values = prop.values?.filter((v): v is string => typeof v === 'string');
        if (!values || values.length === 0 || values.includes(value) || prop.kinds.some((k) => k !== 'string'))
          continue;
        if (prop.text.includes('string &') || /\|\s*string\b/.test(prop.text)) continue; // open-ended
        const suggestion = values.find((v) => v.toLowerCase() === value.toLowerCase()) ?? nearest(value, values);
        report({
          uri,
          range: attribute.valueRange,
          code: 'component-prop-value',
          message:
            `\`${value}\` is not a value of \`${attribute.name}\` on \`<${element.name}>\`, which takes ` +
            `${values.map((v) => `\`${v}\``).join(', ')}.` +
            (suggestion ? ` Did you mean \`${suggestion}\`?` : ''),
          ...(suggestion && { data: { fix: 'replace', replacements: [suggestion] } }),
        });
      }
    }
  },
});

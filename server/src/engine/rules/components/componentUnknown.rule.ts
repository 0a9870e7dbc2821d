import { componentCatalog } from '../../vocabulary';
import { PageElement } from '../../mdx';
import { defineRule } from '../ruleDefinition';
import { definedHere, looksLikePlaceholder, nearest } from './vocabularyChecks';

export default defineRule({
  code: 'component-unknown',
  severity: 'error',
  summary:
    'a block element the platform does not know, that the page neither defines nor imports: the platform removes ' +
    'it with everything inside it; and text MDX reads as a tag (`<YOUR_API_KEY>`)',
  details:
    "The platform's MDX pipeline (`@mintlify/common`) replaces a JSX element written as a block (its tags alone " +
    'on their lines) whose name is not on its list of components, not a function the page exports and not a ' +
    'component of a snippet the page imports, with a comment: the element and all its contents are missing from ' +
    'the live site, without a word. Lowercase HTML elements not on that list (`<details>`, `<summary>`) are removed ' +
    'the same way. A placeholder written in angle brackets (`<YOUR_API_KEY>`) is read by MDX as a tag too: put it ' +
    'in backticks.',
  reads: ['pages.body'],
  fix: 'renameElement',
  examples: [
    {
      kind: 'invalid',
      title: 'A misspelt card, an HTML element the platform drops, and a placeholder read as a tag',
      files: {
        'index.mdx':
          '---\ntitle: Start\n---\n\n<⟦Carde⟧ title="Setup" href="/index">\n  Install the CLI.\n</Carde>\n\n' +
          '<⟦details⟧>\n  More.\n</details>\n\n<⟦YOUR_API_KEY⟧ />\n',
      },
    },
    {
      kind: 'valid',
      title: "The platform's components, a component the page exports and one it imports from a snippet",
      files: {
        'index.mdx':
          "---\ntitle: Start\n---\n\nimport { Banner } from '/snippets/banner.mdx';\n\n" +
          'export const Hello = () => <p>Hello</p>;\n\n<Card title="Setup" href="/index">\n  Install the CLI.\n' +
          '</Card>\n\n<Hello />\n\n<Banner />\n\nUse `<YOUR_API_KEY>` in the header.\n',
        'snippets/banner.mdx': 'export const Banner = () => <div>New</div>;\n',
      },
    },
  ],
  checkPage: ({ uri, content, report }) => {
    if (content.elements.length === 0) return;
    const catalog = componentCatalog();
    for (const element of content.elements) {
      const name = element.name;
      if (name === '' || catalog.isAllowed(name) || name === catalog.pipeline.snippet) continue;
      if (definedHere(name, content)) continue;
      if (!element.flow) {
        if (looksLikePlaceholder(name) && element.attributes.length === 0)
          report({ uri, range: element.range, code: 'component-unknown', message: placeholderMessage(name) });
        continue;
      }
      if (looksLikePlaceholder(name) && element.attributes.length === 0) {
        report({ uri, range: element.range, code: 'component-unknown', message: placeholderMessage(name) });
        continue;
      }
      const suggestion = suggestionFor(element);
      report({
        uri,
        range: element.range,
        code: 'component-unknown',
        message:
          `\`<${name}>\` is not a component the platform knows, nor one this page defines or imports: the platform ` +
          'removes it from the page with everything inside it.' +
          (suggestion ? ` Did you mean \`<${suggestion}>\`?` : ''),
        ...(suggestion && { data: { fix: 'renameElement', replacements: [suggestion] } }),
      });
    }
  },
});

function placeholderMessage(name: string): string {
  return (
    `MDX reads \`<${name}>\` as a tag, not as text: it does not show as written. Put it in backticks ` +
    `(\`\` \`<${name}>\` \`\`) or write \`\\<\` to show it as written.`
  );
}

/** The component meant: one of the platform's (by case, or a typo), never an HTML element for a component. */
function suggestionFor(element: PageElement): string | undefined {
  const catalog = componentCatalog();
  const components = catalog.pipeline.allowList.filter((name) => /^[A-Z]/.test(name));
  const sameCase = components.find((name) => name.toLowerCase() === element.name.toLowerCase());
  if (sameCase) return sameCase;
  if (!/^[A-Z]/.test(element.name)) return undefined;
  return nearest(element.name, components);
}

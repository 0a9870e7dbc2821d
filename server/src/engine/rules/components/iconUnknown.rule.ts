import { defineRule } from '../ruleDefinition';
import { rangeOf } from '../../text';
import { iconFinding, iconLibraryOf, judgedComponent } from './vocabularyChecks';

export default defineRule({
  code: 'icon-unknown',
  severity: 'warning',
  summary:
    "an icon name that is not in the site's icon library (a page's `icon`, a component's `icon` prop, a navigation " +
    "element's `icon` in docs.json), with the name meant; `fa-` prefixes too",
  details:
    "Icons are names of the site's library: Font Awesome unless docs.json's `icons.library` names `lucide` or " +
    '`tabler` (an icon written `{ "name", "library" }` in docs.json names its own). The platform lower-cases the ' +
    'name; one the library does not have shows no icon. Font Awesome names are written without `fa-`. A URL or a ' +
    'path to an image is not a name and is not judged. In the navigation of docs.json the platform refuses a ' +
    "`fa-` name outright (its validator's rule): `nav-type` says so there, as an error.",
  reads: ['pages.body', 'pages.frontmatter', 'config.settings', 'files'],
  fix: 'replace',
  examples: [
    {
      kind: 'invalid',
      title: 'A misspelt icon on a card, and a page icon with its Font Awesome prefix',
      files: {
        'index.mdx':
          '---\ntitle: Start\nicon: ⟦fa-rocket⟧\n---\n\n<Card title="Setup" icon="⟦rocekt⟧" href="/index">\n' +
          '  Install the CLI.\n</Card>\n',
      },
    },
    {
      kind: 'invalid',
      title: 'Misspelt and prefixed icons of groups in docs.json',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Start", "icon": "⟦rocekt⟧", "pages": ["index"] },\n' +
          '      { "group": "Code", "icon": { "name": "code", "style": "solid" }, "pages": ["code"] },\n' +
          '      { "group": "Shell", "icon": { "name": "house", "library": "lucide" }, "pages": ["shell"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Start\n---\n\nWelcome.\n',
        'code.mdx': '---\ntitle: Code\n---\n\nCode.\n',
        'shell.mdx': '---\ntitle: Shell\n---\n\nShell.\n',
      },
    },
    {
      kind: 'valid',
      title: "Names of the site's library, and an image",
      files: {
        'index.mdx':
          '---\ntitle: Start\nicon: rocket\n---\n\n<Card title="Setup" icon="Terminal" href="/index">\n' +
          '  Install the CLI.\n</Card>\n\n<Card title="Logo" icon="/images/logo.svg" href="/index" />\n',
      },
    },
  ],
  checkPage: ({ project, root, uri, content, report }) => {
    let library: ReturnType<typeof iconLibraryOf> | undefined;
    const check = (name: string, range: Parameters<typeof report>[0]['range']) => {
      library ??= iconLibraryOf(project, root);
      const finding = iconFinding(library, name, uri, range);
      if (finding) report(finding);
    };
    const page = project.frontmatter.get(uri);
    const icon = page?.fields.find((field) => field.key === 'icon');
    if (page && icon && icon.valueKind === 'scalar' && typeof icon.value === 'string')
      check(icon.value, rangeOf(page.doc, icon.contentStart, icon.contentEnd - icon.contentStart));
    for (const element of content.elements) {
      if (element.attributes.length === 0 || !judgedComponent(element, content)) continue;
      for (const attribute of element.attributes)
        if (attribute.name === 'icon' && attribute.kind === 'string' && attribute.valueRange)
          check(attribute.value ?? '', attribute.valueRange);
    }
  },
});

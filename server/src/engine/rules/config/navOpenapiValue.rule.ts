import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-openapi-value',
  severity: 'error',
  summary:
    '`openapi` that is neither a non-empty string, `{ source, directory? }`, nor an array of those (also ' +
    '`api.openapi`); a spec source of `openapi` or `asyncapi` the platform refuses (blank, or a URL neither ' +
    '`https:` nor `http:`)',
  details:
    "Where the platform's validator judges a spec source (on a tab, an anchor, a dropdown, a product, a version or " +
    'a language), a blank one or a URL of another scheme (`ftp:`, `file:`, the `c:` of a Windows path) refuses ' +
    'the whole docs.json; a file path (`openapi.json`, `/specs/a.yaml`, `../a.json`) is a valid source. A ' +
    "group's bad `openapi` or `asyncapi` the validator drops alone, and a fault in a menu item drops its tab's " +
    'whole menu: it takes the docs.json there, so an unknown key of an `openapi` object there is the warning ' +
    '`nav-unknown-field`, and a source of another scheme the missing file it names. Which places refuse is read ' +
    'from the validator itself (`npm run update-validator`).',
  reads: ['navigation.openapi'],
  check: 'config.openapi',
  producedIn: ['engine/rules/config/openapiValue.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'The spec given as `{ "file": ... }` instead of `{ "source": ... }`',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Get started", "pages": ["index"] },\n' +
          '      { "group": "API reference", "openapi": ⟦{ "file": "openapi.yaml", "directory": "api" }⟧ }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n  - url: https://api.example.com\n' +
          'paths:\n  /users:\n    get:\n      summary: List users\n      responses:\n        "200":\n' +
          '          description: The users\n',
      },
    },
    {
      kind: 'valid',
      title: 'The spec as `{ source, directory }`',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [\n' +
          '      { "group": "Get started", "pages": ["index"] },\n' +
          '      { "group": "API reference", "openapi": { "source": "openapi.yaml", "directory": "api" } }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n  - url: https://api.example.com\n' +
          'paths:\n  /users:\n    get:\n      summary: List users\n      responses:\n        "200":\n' +
          '          description: The users\n',
      },
    },
  ],
});

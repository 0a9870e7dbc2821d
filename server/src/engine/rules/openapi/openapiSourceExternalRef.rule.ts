import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'openapi-source-external-ref',
  severity: 'info',
  summary:
    'the same in a spec nothing on the site uses, such as the multi-file source that a bundler turns into the spec ' +
    'the site uses',
  details:
    'A `$ref` to another file or a URL, as `openapi-external-ref` reports it, but in a spec that neither docs.json ' +
    'nor any page uses: only noted, since a bundler resolves it before the platform sees the spec. Once the site ' +
    'uses the spec itself, the platform does not follow the reference and `openapi-external-ref` reports it.',
  reads: ['specs', 'navigation.openapi', 'pages.frontmatter'],
  check: 'spec',
  producedIn: ['engine/rules/openapi/openapiFindings.ts'],
  examples: [
    {
      kind: 'invalid',
      title: 'The multi-file source of the spec beside the bundle the site uses',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "API reference", "openapi": "openapi.yaml" }]\n' +
          '  }\n' +
          '}\n',
        'openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    get:\n      summary: List users\n' +
          '      responses:\n        "200":\n          description: The users\n',
        'src/openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    $ref: ⟦"./paths/users.yaml"⟧\n',
        'src/paths/users.yaml': 'get:\n  summary: List users\n  responses:\n    "200":\n      description: The users\n',
      },
    },
    {
      kind: 'valid',
      title: 'The same reference in the spec the site uses: openapi-external-ref reports it, not this rule',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "groups": [{ "group": "API reference", "openapi": "src/openapi.yaml" }]\n' +
          '  }\n' +
          '}\n',
        'src/openapi.yaml':
          'openapi: 3.1.0\ninfo:\n  title: Example API\n  version: 1.0.0\nservers:\n' +
          '  - url: https://api.example.com\npaths:\n  /users:\n    $ref: "./paths/users.yaml"\n',
        'src/paths/users.yaml': 'get:\n  summary: List users\n  responses:\n    "200":\n      description: The users\n',
      },
    },
  ],
});

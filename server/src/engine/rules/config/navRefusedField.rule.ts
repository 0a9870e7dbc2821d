import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-refused-field',
  severity: 'error',
  summary:
    "a key the platform does not define, in a navigation object it holds strict (`global`, an anchor's `color`, " +
    'a tab with `graphql` or `sdk`, an `sdk` object): it refuses the whole docs.json; with "did you mean" and a ' +
    'quick fix',
  details:
    "The platform's validator drops an unknown key from most objects of the navigation (`nav-unknown-field`, a " +
    'warning), but refuses one in the few objects it declares strict, and the site is not built. Which objects ' +
    'those are is read from the validator itself (`npm run update-validator` probes every object of the ' +
    "navigation's schema with an unknown key). The settings' twin is `config-refused-field`.",
  reads: ['navigation.structure'],
  check: 'config.model',
  producedIn: ['engine/docsjson/model.ts'],
  fix: 'renameKey',
  safeFix: 'near',
  examples: [
    {
      kind: 'invalid',
      title: 'A misspelt key in `global`, and a colour the platform has no key for',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "global": { ⟦"anchor"⟧: [{ "anchor": "Blog", "href": "https://example.com/blog" }] },\n' +
          '    "anchors": [\n' +
          '      { "anchor": "Guides", "color": { "light": "#0D9373", ⟦"hover"⟧: "#07C983" }, "pages": ["index"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
    {
      kind: 'valid',
      title: 'The keys the platform defines',
      files: {
        'docs.json':
          '{\n' +
          '  "theme": "mint",\n' +
          '  "name": "Example Docs",\n' +
          '  "colors": { "primary": "#0D9373" },\n' +
          '  "navigation": {\n' +
          '    "global": { "anchors": [{ "anchor": "Blog", "href": "https://example.com/blog" }] },\n' +
          '    "anchors": [\n' +
          '      { "anchor": "Guides", "color": { "light": "#0D9373", "dark": "#07C983" }, "pages": ["index"] }\n' +
          '    ]\n' +
          '  }\n' +
          '}\n',
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      },
    },
  ],
});

// Every setting outside `navigation` checked against the platform's schema, in our words, at the exact key or value.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { createSite, cursor, page } from '../helpers/site';
import { MINT_SCHEMA } from '../../server/src/engine/docsjson/platformSchema';
import { SchemaValidator } from '../../server/src/engine/docsjson/schemaValidation';
import { TextDocument } from 'vscode-languageserver-textdocument';

const EVERY_SETTING = readFileSync(path.join(__dirname, '../fixtures/settings/every-setting.docs.json'), 'utf8');

/** A new user's docs.json with ten faults (and a navbar link whose `type` only github/discord links need). */
const TEN_FAULTS = readFileSync(path.join(__dirname, '../fixtures/settings/ten-faults.docs.json'), 'utf8');

describe('settings outside navigation', () => {
  it('reports the ten faults of a new docs.json, each once at its key or value, without union noise', () => {
    const site = createSite({ 'docs.json': TEN_FAULTS, 'index.mdx': page('Home') });
    assert.deepEqual(site.findings('docs.json'), [
      'config-schema: "mintt"',
      'config-schema: 42',
      'config-schema: "blue-ish"',
      'config-schema: "logo"',
      'config-schema: {',
      'config-unknown-field: "hreff"',
      'config-schema: "twitterx"',
      'config-schema: "sometimes"',
      'config-schema: {',
      'config-unknown-field: "unknownTop"',
    ]);
    const messages = site.diagnostics('docs.json').map((d) => d.message);
    assert.match(
      messages[0],
      /^`theme` must be one of "mint", "maple", .*"sequoia", not "mintt"\. Did you mean "mint"\?$/,
    );
    assert.equal(messages[1], '`name` must be a string, not the number 42.');
    assert.equal(
      messages[2],
      '`colors.primary`: "blue-ish" does not fit: a color is `#RGB` or `#RRGGBB` (hexadecimal).',
    );
    assert.match(messages[3], /^`logo` needs `dark`/);
    assert.match(messages[4], /^`navbar.links\[0\]` needs `href`/);
    assert.match(
      messages[5],
      /^`hreff` is not a setting of `navbar.links\[0\]`: the platform ignores it\. Did you mean `href`\?$/,
    );
    assert.match(messages[6], /^`footer.socials` has no `twitterx`: its keys are "x", .*Did you mean `twitter`\?$/);
    assert.equal(messages[7], '`seo.indexing` must be one of "navigable", "all", not "sometimes".');
    assert.match(messages[8], /^`redirects\[0\]` needs `destination`/);
    assert.equal(messages[9], '`unknownTop` is not a setting of docs.json: the platform ignores it.');
    for (const message of messages) assert.doesNotMatch(message, /Matches multiple|Expected one of|"type"|`type`/);
    assert.deepEqual(
      site.diagnostics('docs.json').map((d) => d.severity),
      [1, 1, 1, 1, 1, 2, 1, 1, 1, 2],
    );
  });

  it('accepts a docs.json that uses every setting validly (the platform accepts it too)', async () => {
    const { validateDocsConfig } = await import('@mintlify/validation');
    const verdict = (await validateDocsConfig(JSON.parse(EVERY_SETTING))) as { success: boolean };
    assert.equal(verdict.success, true, 'the platform validator accepts the fixture');
    const spec = JSON.stringify({ openapi: '3.1.0', info: { title: 'A', version: '1' }, paths: {} });
    const site = createSite({
      'docs.json': EVERY_SETTING,
      'index.mdx': page('Home'),
      'quickstart.mdx': page('Q'),
      'openapi.json': spec,
      'v2/openapi.json': spec,
    });
    assert.deepEqual(site.findings('docs.json'), []);
  });

  it('checks each theme by its own settings (variations belong to willow)', () => {
    const docs = (theme: string) =>
      JSON.stringify({
        theme,
        name: 'A',
        colors: { primary: '#000' },
        variations: { options: [{ id: 'cloud', label: 'Cloud' }] },
        navigation: { pages: ['index'] },
      });
    const codes = (theme: string) =>
      createSite({ 'docs.json': docs(theme), 'index.mdx': page('Home') }).findings('docs.json');
    assert.deepEqual(codes('willow'), []);
    assert.deepEqual(codes('maple'), ['config-unknown-field: "variations"']);
  });

  it('fixes an unknown key and an enum value', () => {
    const site = createSite({ 'docs.json': TEN_FAULTS, 'index.mdx': page('Home') });
    const uri = site.uri('docs.json');
    const diagnostics = site.diagnostics('docs.json');
    const fix = (index: number) => {
      const [action] = site.service.getCodeActions(uri, [diagnostics[index]]);
      return TextDocument.applyEdits(
        TextDocument.create(uri, 'json', 0, site.text('docs.json')),
        action.edit!.changes![uri],
      );
    };
    assert.match(fix(5), /"href": "mailto:x@y.z"/);
    assert.match(fix(0), /"theme": "mint",/);
  });

  it('leaves navigation faults to the navigation rules; checks a value pulled in with $ref in its own file', () => {
    const site = createSite({
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'A',
        colors: { primary: '#000' },
        redirects: { $ref: './redirects.json' },
        footer: { socials: { $ref: 'socials.json' } },
        navigation: { groups: [{ group: 'G', pages: ['index'], grups: 1 }] },
      }),
      'redirects.json': '[{ "source": "/a", "destination": "/" }, { "source": "/b" }]',
      'socials.json': '{ "x": "https://x.com/a", "mastodon": "https://m.social/@a" }',
      'index.mdx': page('Home'),
    });
    assert.deepEqual(site.findings('docs.json'), ['nav-unknown-field: "grups"']);
    assert.deepEqual(site.findings('redirects.json'), ['config-schema: {']);
    assert.match(site.diagnostics('redirects.json')[0].message, /^`redirects\[1\]` needs `destination`/);
    assert.deepEqual(site.findings('socials.json'), ['config-schema: "mastodon"']);
    assert.match(site.diagnostics('socials.json')[0].message, /^`footer.socials` has no `mastodon`/);
  });

  it('honours a $schema that names a local file; a missing one is reported and the platform schema used', () => {
    const schema = {
      type: 'object',
      properties: { name: { enum: ['Acme'] }, navigation: { type: 'object' } },
      additionalProperties: false,
    };
    const docs = (schemaPath: string) =>
      JSON.stringify({ $schema: schemaPath, name: 'Other', navigation: { pages: ['index'] } });
    const local = createSite({
      'docs.json': docs('./schema/docs.schema.json'),
      'schema/docs.schema.json': JSON.stringify(schema),
      'index.mdx': page('Home'),
    });
    assert.deepEqual(local.findings('docs.json'), ['config-unknown-field: "$schema"', 'config-schema: "Other"']);
    // with the platform's schema, the platform's validator judges `$schema` too: it takes only a URL
    const missing = createSite({ 'docs.json': docs('./nope.json'), 'index.mdx': page('Home') });
    assert.deepEqual(missing.findings('docs.json'), [
      'config-schema: {',
      'config-schema: {',
      'json-ref: "./nope.json"',
      'config-schema: "./nope.json"',
    ]);
  });

  it('reports a $ref that leaves the docs root, and does not follow it', () => {
    const site = createSite({
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'A',
        colors: { primary: '#000' },
        redirects: { $ref: '../outside.json' },
        navigation: { pages: ['index'] },
      }),
      'index.mdx': page('Home'),
    });
    assert.deepEqual(site.findings('docs.json'), ['json-ref: "../outside.json"']);
    assert.match(site.diagnostics('docs.json')[0].message, /leaves the docs root: it is not followed/);
  });
});

describe('completion and hover of settings', () => {
  const at = (text: string) => {
    const { text: clean, position } = cursor(text);
    const site = createSite({ 'docs.json': clean, 'index.mdx': page('Home') });
    return { site, uri: site.uri('docs.json'), position };
  };
  const NAV = '"navigation": { "pages": ["index"] }';

  it('completes the keys of an object with their descriptions and a value snippet, not those present', () => {
    const { site, uri, position } = at(`{ "theme": "mint", "styling": { "latex": true, ‸ }, ${NAV} }`);
    const items = site.service.doComplete(uri, position).items;
    assert.deepEqual(
      items.map((i) => i.label),
      ['eyebrows', 'codeblocks'],
    );
    assert.equal(items[0].insertText, '"eyebrows": "${1|section,breadcrumbs|}"');
    assert.match(String(items[0].documentation), /eyebrows style/);
  });

  it('completes the top-level settings of the theme', () => {
    const { site, uri, position } = at(`{ "theme": "willow", ‸ ${NAV} }`);
    const labels = site.service.doComplete(uri, position).items.map((i) => i.label);
    assert.ok(['name', 'colors', 'seo', 'integrations', 'variations'].every((key) => labels.includes(key)));
    assert.ok(!labels.includes('theme') && !labels.includes('navigation'));
    // `theme` written twice: the platform reads the last one
    const twice = at(`{ "theme": "maple", "theme": "willow", ‸ ${NAV} }`);
    const twiceLabels = twice.site.service.doComplete(twice.uri, twice.position).items.map((i) => i.label);
    assert.ok(twiceLabels.includes('variations'), twiceLabels.join(', '));
  });

  it('completes enum values and booleans', () => {
    const values = (text: string) => {
      const { site, uri, position } = at(text);
      return site.service.doComplete(uri, position).items.map((i) => i.label);
    };
    assert.deepEqual(values(`{ "theme": "mint", "icons": { "library": ‸ }, ${NAV} }`), [
      '"fontawesome"',
      '"lucide"',
      '"tabler"',
    ]);
    assert.deepEqual(values(`{ "theme": "mint", "interaction": { "drilldown": ‸ }, ${NAV} }`), ['true', 'false']);
    assert.ok(values(`{ "theme": "‸", ${NAV} }`).includes('"sequoia"'));
  });

  it('hovers a setting with its description and allowed values', () => {
    const { site, uri, position } = at(`{ "theme": "mint", "seo": { "ind‸exing": "all" }, ${NAV} }`);
    const hover = site.service.doHover(uri, position);
    assert.match(
      (hover?.contents as { value: string }).value,
      /^`indexing`: .*\n\nAllowed: `"navigable"`, `"all"`\.$/s,
    );
  });
});

describe('the validator on another document and schema', () => {
  it('checks a legacy mint.json against the platform mint.json schema, in the same words', () => {
    const validator = new SchemaValidator(MINT_SCHEMA.schema, 'mint.json');
    const text =
      '{ "name": 3, "favicon": "/f.svg", "colors": { "primary": "red" }, "navigation": [{ "group": "G", "pages": ["index"] }], "topbarLinks": [{ "nam": "x", "url": "https://x.test" }] }';
    assert.deepEqual(
      validator.validate(text).map((p) => `${p.code}: ${p.message}`),
      [
        'config-schema: `name` must be a string, not the number 3.',
        'config-schema: `colors.primary`: "red" does not fit: a color is `#RGB` or `#RRGGBB` (hexadecimal).',
        'config-unknown-field: `nam` is not a setting of `topbarLinks[0]`: the platform ignores it. Did ' +
          'you mean `name`?',
      ],
    );
    assert.match(MINT_SCHEMA.source, /^@mintlify\/validation@\d/);
  });
});

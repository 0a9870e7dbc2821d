// docs.json's settings judged as the platform's validator judges them, with the validator itself
// (`validateDocsConfig` of @mintlify/validation) as the oracle, on configs generated along the places of its schema:
// an unknown key is an error exactly where the validator refuses it (else the "ignored" warning), and each refinement
// of the validator beyond its JSON Schema is an error exactly where the validator errs.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as jsonc from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { createSite, page } from '../helpers/site';
import { VALIDATOR_SNAPSHOT } from '../../server/src/engine/docsjson/validatorChecks';
import {
  concretePath,
  configWith,
  fits,
  isObjectPlace,
  isStringPlace,
  issuesAt,
  NavigationPlace,
  navigationPlaces,
  refusesUnknownKey,
  sample,
  SchemaPlace,
  settingsPlaces,
  STRING_PROBES,
  UNKNOWN_KEY,
  validation,
  validationVersion,
} from '../../scripts/validatorProbe';

const PLACES = settingsPlaces();

/** One place per schema node and instance path (the themes share most of them), the first theme's. */
function distinct(places: readonly SchemaPlace[]): SchemaPlace[] {
  const seen = new Set<string>();
  return places.filter((p) => !seen.has(`${p.pointer} ${p.path}`) && !!seen.add(`${p.pointer} ${p.path}`));
}

/** docs-lsp's diagnostics on docs.json that start inside the value at a concrete path, with that value's range. */
function diagnosticsAt(config: Record<string, unknown>, path: readonly (string | number)[], key?: string) {
  const text = JSON.stringify(config, null, 2);
  const site = createSite({ 'docs.json': text, 'index.mdx': page('Home') });
  const node = jsonc.findNodeAtLocation(jsonc.parseTree(text)!, [...path]);
  assert.ok(node, `no value at ${path.join('/')}`);
  const target = key ? node.children?.find((p) => p.children?.[0].value === key)?.children?.[0] : node;
  assert.ok(target, `no key ${key} at ${path.join('/')}`);
  const doc = TextDocument.create('x', 'json', 0, text);
  return site.diagnostics('docs.json').filter((d) => {
    const offset = doc.offsetAt(d.range.start);
    return offset >= target.offset && offset < target.offset + target.length;
  });
}

/** The codes that say the platform refuses the docs.json's settings (the openapi values have their own rule). */
const REFUSED = new Set(['config-schema', 'config-refused-field', 'nav-openapi-value', 'redirect-duplicate-source']);
const isError = (d: { severity?: DiagnosticSeverity; code?: string | number }) =>
  d.severity === DiagnosticSeverity.Error && REFUSED.has(String(d.code));

describe('docs.json against the platform validator beyond its JSON Schema', () => {
  it('the snapshot is of the installed validator', () => {
    assert.equal(VALIDATOR_SNAPSHOT.source, `@mintlify/validation@${validationVersion}`);
  });

  it('an unknown key is an error in every object the validator holds strict, and a warning in every other', () => {
    const disagreements: string[] = [];
    const objects = distinct(PLACES.filter(isObjectPlace)).filter((p) => p.path !== '');
    for (const place of objects) {
      const refused = refusesUnknownKey(place);
      const object = { ...(sample(place.node, place.pointer) as object), [UNKNOWN_KEY]: 1 };
      const found = diagnosticsAt(configWith(place, object), concretePath(place), UNKNOWN_KEY);
      const ours = found.some(isError) ? 'error' : found.length ? 'warning' : 'nothing';
      if (ours !== (refused ? 'error' : 'warning'))
        disagreements.push(
          `${place.path} (${place.pointer}): validator ${refused ? 'refuses' : 'drops'}, docs-lsp ${ours}`,
        );
    }
    assert.ok(objects.length > 60, `${objects.length} objects probed`);
    // an object holding nothing but an unknown key where a union also allows strings (`styling.codeblocks`)
    // included: the key is what is wrong, not the object
    assert.deepEqual(disagreements, []);
  });

  it('each string of a pattern: an error exactly where the validator errs, spaces around the value included', () => {
    const disagreements: string[] = [];
    const places = distinct(PLACES.filter((p) => isStringPlace(p) && p.node.pattern !== undefined));
    for (const place of places) {
      const path = concretePath(place);
      const fitting = sample(place.node, place.pointer) as string;
      for (const value of [fitting, ` ${fitting} `, `\t${fitting}\n`, `${fitting} ${fitting}`, '', '  ']) {
        const config = configWith(place, value);
        const refused = issuesAt(config, path).length > 0;
        const ours = diagnosticsAt(config, path).some(isError);
        if (refused !== ours)
          disagreements.push(`${place.path} = ${JSON.stringify(value)}: validator ${refused}, docs-lsp ${ours}`);
      }
    }
    assert.ok(places.length >= 5, `${places.length} places probed`);
    assert.deepEqual(disagreements, []);
  });

  it('each string refinement: an error exactly where the validator errs, on every probe value', () => {
    const disagreements: string[] = [];
    const refined = new Set(VALIDATOR_SNAPSHOT.refinements.map((r) => r.path));
    const places = distinct(PLACES.filter((p) => isStringPlace(p) && refined.has(p.path)));
    for (const place of places) {
      const path = concretePath(place);
      for (const value of STRING_PROBES) {
        const config = configWith(place, value);
        const refused = issuesAt(config, path).length > 0;
        const ours = diagnosticsAt(config, path).some(isError);
        if (refused !== ours)
          disagreements.push(`${place.path} = ${JSON.stringify(value)}: validator ${refused}, docs-lsp ${ours}`);
      }
    }
    assert.ok(places.length >= 30, `${places.length} places probed`);
    assert.deepEqual(disagreements, []);
  });

  it('the array and object refinements and the shapes of the issue, each where the validator errs', () => {
    const base = { theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } };
    const cases: { title: string; extra: Record<string, unknown>; expected: string[] }[] = [
      {
        title: 'footer socials over http, and a link to an .svg',
        extra: { footer: { socials: { x: 'http://x.com/acme', github: 'https://github.com/acme/logo.svg' } } },
        expected: ['config-schema: "http://x.com/acme"', 'config-schema: "https://github.com/acme/logo.svg"'],
      },
      {
        title: 'a footer link to an http page',
        extra: { footer: { links: [{ items: [{ label: 'Blog', href: 'http://acme.com/blog' }] }] } },
        expected: ['config-schema: "http://acme.com/blog"'],
      },
      {
        title: 'a navbar link written as a relative path, with a Font Awesome class for icon',
        extra: { navbar: { links: [{ label: 'Blog', href: 'blog', icon: 'fa-rss' }] } },
        expected: ['config-schema: "blog"', 'config-schema: "fa-rss"'],
      },
      {
        title: 'the same SEO path twice',
        extra: {
          seo: {
            paths: [
              { path: 'guides', metatags: {} },
              { path: 'guides', metatags: {} },
            ],
          },
        },
        expected: ['config-schema: "guides"'],
      },
      {
        title: 'an SEO path from the root',
        extra: { seo: { paths: [{ path: '/guides', metatags: {} }] } },
        expected: ['config-schema: "/guides"'],
      },
      {
        title: 'a self-hosted font without its format',
        extra: { fonts: { heading: { family: 'Acme Sans', source: '/fonts/acme.woff2' } } },
        expected: ['config-schema: "source"'],
      },
      {
        title: 'a contextual option twice',
        extra: { contextual: { options: ['copy', 'view', 'copy'] } },
        expected: ['config-schema: "copy"'],
      },
      {
        title: 'Plausible given a URL for its domain, Segment a CDN URL with a query',
        extra: {
          integrations: {
            plausible: { domain: 'https://acme.com' },
            segment: { key: 'k', cdnUrl: 'https://cdn.acme.com/a?b=c' },
          },
        },
        expected: ['config-schema: "https://acme.com"', 'config-schema: "https://cdn.acme.com/a?b=c"'],
      },
      { title: 'a blank name', extra: { name: '   ' }, expected: ['config-schema: "   "'] },
      {
        title: 'variation ids twice (willow)',
        extra: {
          theme: 'willow',
          variations: {
            options: [
              { id: 'a', label: 'A' },
              { id: 'a', label: 'B' },
            ],
          },
        },
        expected: ['config-schema: "a"'],
      },
      {
        title: 'the valid forms of each',
        extra: {
          footer: {
            socials: { x: 'https://x.com/acme' },
            links: [{ items: [{ label: 'Blog', href: '/blog' }] }],
          },
          navbar: { links: [{ label: 'Blog', href: 'https://acme.com/blog', icon: 'rss' }] },
          seo: {
            paths: [
              { path: 'guides', metatags: {} },
              { path: 'guides/v2', metatags: {} },
            ],
          },
          fonts: { heading: { family: 'Acme Sans', source: '/fonts/acme.woff2', format: 'woff2' } },
          contextual: { options: ['copy', 'view'] },
          integrations: { plausible: { domain: 'acme.com' } },
        },
        expected: [],
      },
    ];
    for (const { title, extra, expected } of cases) {
      const config = { ...base, ...extra };
      const verdict = validation.validateDocsConfig(config);
      assert.equal(verdict.success, expected.length === 0, `the validator on: ${title}`);
      const site = createSite({ 'docs.json': JSON.stringify(config, null, 2), 'index.mdx': page('Home') });
      assert.deepEqual(site.findings('docs.json'), expected, title);
    }
  });

  it('says what the platform refuses, at the value, in the words of the validator, with a fix', () => {
    const config = {
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#0D9373' },
      footer: { socials: { x: 'http://x.com/acme' } },
      navbar: { links: [{ label: 'Blog', href: '/blog', icon: 'fa-rss' }] },
      fonts: { family: 'Acme Sans', source: '/fonts/acme.woff2' },
      navigation: { pages: ['index'] },
    };
    const site = createSite({ 'docs.json': JSON.stringify(config, null, 2), 'index.mdx': page('Home') });
    const [socials, icon, font] = site.diagnostics('docs.json');
    assert.equal(
      socials.message,
      '`footer.socials.x`: must be an `https:` URL, and not to an `.svg`, `.exe` or `.zip` file. The platform ' +
        'refuses the docs.json ("Must be a valid HTTPS URL.").',
    );
    assert.match(icon.message, /^`navbar\.links\[0\]\.icon`: an icon is named without Font Awesome's `fa-` prefix\./);
    assert.deepEqual(icon.data, { fix: 'replace', replacements: ['"rss"'] });
    assert.match(font.message, /^`fonts` has `source` but no `format`/);
  });
});

/** docs-lsp's codes that say the platform refuses the navigation (an href only in the validator's words). */
const NAV_REFUSED = new Set(['nav-type', 'nav-refused-field', 'nav-openapi-value', 'nav-required-field']);
const isNavError = (d: { severity?: DiagnosticSeverity; code?: string | number; message: string }) =>
  d.severity === DiagnosticSeverity.Error &&
  (NAV_REFUSED.has(String(d.code)) || (d.code === 'nav-invalid-href' && d.message.includes('The platform refuses')));

/** One navigation place per schema node and slot. */
function distinctSlots(places: readonly NavigationPlace[]): NavigationPlace[] {
  const seen = new Set<string>();
  return places.filter((p) => !seen.has(`${p.pointer} ${p.slot}`) && !!seen.add(`${p.pointer} ${p.slot}`));
}

describe("docs.json's navigation against the platform validator beyond its JSON Schema", () => {
  const places = navigationPlaces();

  it('an unknown key is an error in every navigation object the validator holds strict, else no error', () => {
    const disagreements: string[] = [];
    const objects = distinctSlots(places.filter(isObjectPlace));
    for (const place of objects) {
      const refused = refusesUnknownKey(place);
      const object = { ...(sample(place.node, place.pointer) as object), [UNKNOWN_KEY]: 1 };
      const found = diagnosticsAt(configWith(place, object), concretePath(place), UNKNOWN_KEY);
      const ours = found.some(isNavError) ? 'error' : found.length ? 'warning' : 'nothing';
      if ((ours === 'error') !== refused)
        disagreements.push(
          `${place.path} (${place.pointer}): validator ${refused ? 'refuses' : 'drops'}, docs-lsp ${ours}`,
        );
    }
    assert.ok(objects.length > 250, `${objects.length} objects probed`);
    assert.deepEqual(disagreements, []);
  });

  it('each refined string of the navigation: an error exactly where the validator errs, on every probe value', () => {
    const disagreements: string[] = [];
    const refined = new Set(VALIDATOR_SNAPSHOT.navigation.map((r) => r.slot));
    const strings = distinctSlots(places.filter((p) => isStringPlace(p) && refined.has(p.slot)));
    for (const place of strings) {
      const path = concretePath(place);
      for (const value of STRING_PROBES) {
        if (!fits(place.node, value)) continue; // the JSON Schema's to tell
        const config = configWith(place, value);
        const refused = issuesAt(config, path).length > 0;
        const ours = diagnosticsAt(config, path).some(isNavError);
        if (refused !== ours)
          disagreements.push(`${place.path} = ${JSON.stringify(value)}: validator ${refused}, docs-lsp ${ours}`);
      }
    }
    assert.ok(strings.length > 60, `${strings.length} places probed`);
    assert.deepEqual(disagreements, []);
  });

  it('each spec source of an `openapi` or `asyncapi` value: an error exactly where the validator errs', () => {
    const shapes = (v: string) => ({
      openapi: [v, [v], { source: v }, [{ source: v }], { source: 'a.json', overlays: [v] }],
      asyncapi: [v, [v], { source: v }],
    });
    const holders: [string, (key: string, value: unknown) => unknown][] = [
      ['a tab', (key, value) => ({ tabs: [{ tab: 'T', pages: ['index'], [key]: value }] })],
      ['an anchor', (key, value) => ({ anchors: [{ anchor: 'A', pages: ['index'], [key]: value }] })],
      ['a language', (key, value) => ({ languages: [{ language: 'en', pages: ['index'], [key]: value }] })],
      ['a group', (key, value) => ({ groups: [{ group: 'G', pages: ['index'], [key]: value }] })],
      [
        'a menu item',
        (key, value) => ({ tabs: [{ tab: 'T', menu: [{ item: 'I', pages: ['index'], [key]: value }] }] }),
      ],
      [
        'a tab of an anchor',
        (key, value) => ({ anchors: [{ anchor: 'A', tabs: [{ tab: 'T', pages: ['index'], [key]: value }] }] }),
      ],
    ];
    const disagreements: string[] = [];
    let refusals = 0;
    for (const source of [
      'a.json',
      '/specs/a.yaml',
      'http://example.com/a.json',
      'ftp://example.com/a',
      'c:\\a.json',
      ' file:///a.json ',
      '   ',
    ])
      for (const [where, holder] of holders) {
        // a blank `openapi` is malformed to nav-openapi-value (an error) even where the validator drops the value
        // (a group's) or what holds it (a menu item's tab loses its menu): told, though the platform takes it
        if (source.trim() === '' && !['a tab', 'an anchor', 'a language'].includes(where)) continue;
        for (const [key, values] of Object.entries(shapes(source)))
          for (const value of values) {
            const config = {
              theme: 'mint',
              name: 'Acme',
              colors: { primary: '#0D9373' },
              navigation: holder(key, value),
            };
            const refused = !validation.validateDocsConfig(config).success;
            refusals += refused ? 1 : 0;
            const site = createSite({ 'docs.json': JSON.stringify(config, null, 2), 'index.mdx': page('Home') });
            const ours = site.diagnostics('docs.json').some(isNavError);
            if (refused !== ours)
              disagreements.push(
                `${key} of ${where} = ${JSON.stringify(value)}: validator ${refused}, docs-lsp ${ours}`,
              );
          }
      }
    assert.ok(refusals > 40, `${refusals} refusals`);
    assert.deepEqual(disagreements, []);
  });
});

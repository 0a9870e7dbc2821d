// The catalogue of the platform's vocabulary (server/src/engine/vocabulary/platform/*.json, written by
// `npm run update-catalog` from the platform's packages): what it holds of real components, props, frontmatter keys
// and icons, its lists sorted and without duplicates, and its record of where each part came from, in step with the
// installed packages, the documentation facts and the descriptions it is built from (no network: the packages the
// script fetches are checked through the versions it recorded).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  componentCatalog,
  frontmatterCatalog,
  iconCatalog,
  type CatalogSource,
} from '../../server/src/engine/vocabulary/catalog';

const REPO = join(__dirname, '../..');
const PLATFORM = join(REPO, 'server/src/engine/vocabulary/platform');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const raw = {
  components: readJson(join(PLATFORM, 'components.json')),
  frontmatter: readJson(join(PLATFORM, 'frontmatter.json')),
  icons: readJson(join(PLATFORM, 'icons.json')),
};
const docsFacts = readJson(join(REPO, 'scripts/catalog/platform-docs.json'));
const descriptions = readJson(join(REPO, 'scripts/catalog/descriptions.json'));

function assertSortedUnique(list: readonly string[], what: string) {
  const sorted = [...new Set(list)].sort();
  assert.deepEqual(list, sorted, `${what}: sorted, without duplicates`);
}

const words = (list: string) => list.split(' ');

describe('vocabulary catalogue: components', () => {
  const catalog = componentCatalog();
  const prop = (component: string, name: string) => {
    const found = catalog.component(component)?.props.find((p) => p.name === name);
    assert.ok(found, `${component} has the prop ${name}`);
    return found;
  };

  it('holds the platform components with their props and types', () => {
    for (const name of ['title', 'icon', 'href', 'img', 'horizontal', 'cta', 'arrow'])
      assert.ok(prop('Card', name).documented, `Card's ${name} is documented`);
    assert.deepEqual(prop('Card', 'href').kinds, ['string']);
    assert.ok(prop('Card', 'icon').kinds.includes('string'), 'an icon is a name');
    assert.equal(prop('Card', 'horizontal').text, 'boolean');
    // required as the types and the docs say: Accordion's title by both, defaultOpen by the types alone
    assert.deepEqual(prop('Accordion', 'title').required, ['types', 'docs']);
    assert.deepEqual(prop('Accordion', 'defaultOpen').required, ['types']);
    assert.equal(prop('Accordion', 'defaultOpen').default, 'false');
    assert.deepEqual(prop('Accordion', 'defaultOpen').kinds, ['boolean']);
    assert.equal(prop('Card', 'title').required, undefined);
    assert.deepEqual(prop('Tab', 'title').required, ['types', 'docs']);
    // callbacks and `_` props are the app's, never an author's
    assert.ok(prop('Accordion', 'trackOpen').internal);
    assert.ok(prop('Accordion', '_disabled').internal);
    assert.equal(prop('Accordion', 'description').internal, undefined);
  });

  it('lists enum values from the types, as the docs list them', () => {
    const color = prop('Badge', 'color');
    assert.deepEqual(color.values, [
      'blue',
      'gray',
      'green',
      'orange',
      'purple',
      'red',
      'surface',
      'surface-destructive',
      'white',
      'white-destructive',
      'yellow',
    ]);
    assert.deepEqual([...(color.values ?? [])].sort(), [...docsFacts.components.Badge.props.color.values].sort());
    assert.equal(color.default, 'gray');
    assert.deepEqual(prop('Badge', 'size').values, ['lg', 'md', 'sm', 'xs']);
    assert.deepEqual(prop('Visibility', 'for').values, ['agents', 'humans']);
    assert.deepEqual(prop('Steps', 'titleSize').values, ['h2', 'h3', 'h4', 'p']);
    // `cols={2}` and `cols="2"` alike
    assert.deepEqual(prop('Columns', 'cols').values, [1, '1', 2, '2', 3, '3', 4, '4']);
    assert.deepEqual(prop('Card', 'iconType').values, iconCatalog().styles);
  });

  it('keeps the props only the documentation lists, and the MDX names of the library parts', () => {
    assert.deepEqual(prop('Tooltip', 'tip').required, ['docs']);
    assert.ok(prop('Frame', 'caption').documented);
    assert.deepEqual(prop('ParamField', 'query').kinds, ['string']);
    assert.equal(catalog.component('Step')?.types, '@mintlify/components Steps.Item');
    assert.equal(catalog.component('Tab')?.types, '@mintlify/components Tabs.Item');
    assert.equal(catalog.component('AccordionGroup')?.types, '@mintlify/components Accordion.Group');
    assert.equal(catalog.component('Tree.Folder')?.types, '@mintlify/components Tree.Folder');
    assert.ok(catalog.component('Update')?.htmlAttributes, 'Update takes the attributes of a div');
  });

  it("reads the MDX pipeline's allow-list and special names", () => {
    const { pipeline } = catalog;
    for (const name of ['Card', 'Accordion', 'AccordionGroup', 'CodeGroup', 'ParamField', 'Tree.Folder', 'div', 'img'])
      assert.ok(catalog.isAllowed(name), `${name} is kept`);
    for (const name of ['Carde', 'Accordian', 'Codegroup', 'details', 'Snippet'])
      assert.ok(!catalog.isAllowed(name), `${name} is removed`);
    assert.ok(pipeline.allowList.length > 100);
    assert.equal(pipeline.removedComment, 'Component {name} does not exist.');
    assert.equal(pipeline.snippet, 'Snippet');
    assert.deepEqual(pipeline.inline, ['Badge', 'Tooltip']);
    assert.ok(pipeline.titleMarkdown.includes('Accordion'));
    assert.deepEqual(pipeline.ids.cleaned, ['Heading', 'Step', 'Update']);
    assert.ok(pipeline.ids.raw.includes('Accordion') && pipeline.ids.none.includes('Card'));
    for (const list of [pipeline.allowList, pipeline.inline, pipeline.titleMarkdown, ...Object.values(pipeline.ids)])
      assertSortedUnique(list, 'a pipeline list');
  });

  it('has every component once, sorted, each with its props sorted and once', () => {
    assertSortedUnique(
      catalog.components.map((c) => c.name),
      'components',
    );
    assert.ok(catalog.components.length >= 50);
    for (const component of catalog.components)
      assertSortedUnique(
        component.props.map((p) => p.name),
        component.name,
      );
    for (const name of catalog.pipeline.allowList.filter((n) => /^[A-Z]/.test(n)))
      assert.ok(catalog.component(name), `${name} has an entry`);
    assert.ok(catalog.components.reduce((n, c) => n + c.props.length, 0) > 200);
  });

  it("links every documented component to its page, with docs-lsp's description", () => {
    for (const [name, facts] of Object.entries<{ docs: string }>(docsFacts.components)) {
      const component = catalog.component(name);
      assert.equal(component?.docs, facts.docs);
      assert.match(facts.docs, /^https:\/\/www\.mintlify\.com\/docs\/components\/[a-z-]+(#[a-z-]+)?$/);
      assert.ok(component?.description, `${name} is described`);
    }
    assert.equal(catalog.component('Accordion')?.docs, 'https://www.mintlify.com/docs/components/accordions');
    assert.ok(prop('Badge', 'color').description);
    assert.ok(prop('Card', 'icon').description, 'a shared description');
    assert.equal(prop('Accordion', 'trackOpen').description, undefined, 'internal props take no shared description');
  });
});

describe('vocabulary catalogue: frontmatter', () => {
  const catalog = frontmatterCatalog();
  const key = (name: string) => {
    const found = catalog.key(name);
    assert.ok(found, `the key ${name}`);
    return found;
  };

  it("holds the keys of the platform's page schema, with their types", () => {
    for (const name of [
      'title',
      'sidebarTitle',
      'description',
      'icon',
      'iconType',
      'mode',
      'tag',
      'hidden',
      'noindex',
      'public',
      'url',
      'api',
      'openapi',
      'asyncapi',
      'openapi-schema',
      'version',
      'deprecated',
      'keywords',
      'canonical',
      'og:title',
      'og:image',
      'hideFooterPagination',
      'boost',
    ])
      key(name);
    assert.deepEqual(key('hidden').kinds, ['boolean']);
    assert.deepEqual(key('boost').kinds, ['number']);
    assert.deepEqual(key('keywords').kinds, ['array']);
    assert.deepEqual(key('icon').kinds, ['object', 'string']);
    assert.deepEqual(key('iconType').values, iconCatalog().styles);
    assert.deepEqual(key('playground').values, ['auth', 'interactive', 'none', 'simple']);
    assert.ok(key('og:image').metaTag);
    assert.equal(catalog.key('sidebar_title'), undefined);
    assert.equal(key('sidebarTitle').docs, 'https://www.mintlify.com/docs/organize/pages#param-sidebar-title');
  });

  it('takes the values of `mode` from the documentation, where the schema says only "string"', () => {
    const mode = key('mode');
    assert.deepEqual(mode.kinds, ['string']);
    assert.deepEqual(mode.values, ['assistant', 'center', 'custom', 'frame', 'wide']);
    assert.equal(mode.valuesFrom, 'https://www.mintlify.com/docs/organize/pages#page-mode');
    // the modes @mintlify/common's pipeline itself tests for (AVOIDED_PAGE_MODES of remarkComponentIds)
    for (const value of ['custom', 'frame']) assert.ok(mode.values?.includes(value));
    const schemaMode = (catalog.schema.properties as Record<string, { type: string; enum?: unknown }>).mode;
    assert.deepEqual(schemaMode, { type: 'string' });
  });

  it('has every key once, sorted, the schema properties among them', () => {
    assertSortedUnique(
      catalog.keys.map((k) => k.name),
      'keys',
    );
    const properties = Object.keys(catalog.schema.properties as object);
    assert.ok(properties.length >= 35);
    assert.deepEqual(
      catalog.keys
        .filter((k) => !k.metaTag)
        .map((k) => k.name)
        .sort(),
      [...properties].sort(),
    );
    assert.equal(catalog.schema.additionalProperties, true, 'other keys pass through');
  });
});

describe('vocabulary catalogue: icons', () => {
  const catalog = iconCatalog();

  it('holds the names of each library, with Font Awesome styles', () => {
    assert.deepEqual(catalog.libraries, ['fontawesome', 'lucide', 'tabler']);
    assert.ok(
      catalog.styles.includes('solid') && catalog.styles.includes('brands') && catalog.styles.includes('duotone'),
    );
    for (const name of ['rocket', 'house', 'home', 'github', 'alien-8bit'])
      assert.ok(catalog.has('fontawesome', name), `fontawesome ${name}`);
    assert.ok(catalog.fontawesome.free.solid.has('rocket'));
    assert.ok(!catalog.fontawesome.free.solid.has('alien-8bit'), 'a Pro icon is not Free');
    assert.ok(catalog.fontawesome.free.brands.has('github') && catalog.fontawesome.brands.has('github'));
    assert.equal(catalog.fontawesome.aliases.get('home'), 'house');
    for (const name of ['rocket', 'house', 'book-open']) assert.ok(catalog.has('lucide', name), `lucide ${name}`);
    assert.ok(catalog.lucide.aliases.size > 100);
    for (const name of ['rocket', 'home', 'brand-github']) assert.ok(catalog.has('tabler', name), `tabler ${name}`);
    assert.ok(catalog.tabler.filled.has('home'));
    assert.ok(!catalog.has('fontawesome', 'fa-rocket') && !catalog.has('lucide', 'rocket-ship'));
  });

  it('has thousands of names, sorted and once each, aliases naming real icons', () => {
    assert.ok(catalog.fontawesome.names.size > 4000);
    assert.ok(catalog.fontawesome.free.solid.size > 1000 && catalog.fontawesome.free.brands.size > 400);
    assert.ok(catalog.lucide.names.size > 1500);
    assert.ok(catalog.tabler.outline.size > 4500 && catalog.tabler.filled.size > 800);
    const { fontawesome, lucide, tabler } = raw.icons;
    for (const [what, list] of Object.entries({
      'fontawesome names': fontawesome.names,
      'fontawesome free solid': fontawesome.free.solid,
      'fontawesome free regular': fontawesome.free.regular,
      'fontawesome free brands': fontawesome.free.brands,
      'fontawesome aliases': fontawesome.aliases,
      'fontawesome brands': fontawesome.brands,
      'lucide names': lucide.names,
      'lucide aliases': lucide.aliases,
      'tabler outline': tabler.outline,
      'tabler filled': tabler.filled,
    }))
      assertSortedUnique(words(list as string), what);
    for (const style of ['solid', 'regular', 'brands'] as const)
      for (const name of catalog.fontawesome.free[style]) assert.ok(catalog.fontawesome.names.has(name), name);
    for (const [alias, name] of catalog.fontawesome.aliases)
      assert.ok(catalog.fontawesome.names.has(alias) && catalog.fontawesome.names.has(name), alias);
    for (const [alias, name] of catalog.lucide.aliases)
      assert.ok(catalog.lucide.names.has(alias) && catalog.lucide.names.has(name), alias);
    assertSortedUnique(catalog.names('fontawesome'), 'fontawesome completion names');
    assertSortedUnique(catalog.names('tabler'), 'tabler completion names');
  });

  it('records where each package ships its SVG files (no SVG in the snapshot)', () => {
    assert.match(catalog.fontawesome.svg, /svgs\//);
    assert.match(catalog.lucide.svg, /icons\/<name>\.svg/);
    assert.match(catalog.tabler.svg, /icons\/\{outline,filled\}/);
    assert.doesNotMatch(readFileSync(join(PLATFORM, 'icons.json'), 'utf8'), /<svg|<path/);
  });
});

describe('vocabulary catalogue: what it was made from', () => {
  const sources = (file: { sources: CatalogSource[] }) =>
    new Map(file.sources.filter((s) => s.package).map((s) => [s.package, s]));

  it('records the version and license of every package, each file its own', () => {
    for (const file of Object.values(raw))
      for (const source of file.sources as CatalogSource[]) {
        assert.ok(source.use);
        if (source.package) assert.ok(source.version && source.license, `${source.package}: version and license`);
      }
    const icons = sources(raw.icons);
    assert.equal(icons.get('lucide-static')?.license, 'ISC');
    assert.equal(icons.get('@tabler/icons')?.license, 'MIT');
    assert.match(icons.get('@fortawesome/fontawesome-free')?.license ?? '', /CC-BY-4\.0/);
    assert.equal(sources(raw.components).get('@mintlify/components')?.license, 'MIT');
    // the icon libraries at the versions the platform serves, named in the same @mintlify/components
    assert.equal(
      icons.get('@mintlify/components')?.version,
      sources(raw.components).get('@mintlify/components')?.version,
    );
    assert.equal(icons.get('@fortawesome/fontawesome-free')?.version, raw.icons.fontawesome.version);
    assert.equal(icons.get('@fortawesome/fontawesome-common-types')?.version, raw.icons.fontawesome.version);
    assert.equal(icons.get('lucide-static')?.version, raw.icons.lucide.version);
    assert.equal(
      raw.components.pipeline.source,
      `@mintlify/common@${sources(raw.components).get('@mintlify/common')?.version}`,
    );
  });

  it('was written from the installed @mintlify/validation and the recorded documentation facts', () => {
    const frontmatter = sources(raw.frontmatter);
    for (const name of ['@mintlify/validation', '@mintlify/models']) {
      const installed = readJson(join(REPO, 'node_modules', name, 'package.json'));
      assert.equal(frontmatter.get(name)?.version, installed.version, `${name}: run \`npm run update-catalog\``);
      assert.equal(frontmatter.get(name)?.license, installed.license);
    }
    for (const file of [raw.components, raw.frontmatter])
      assert.ok(file.sources.some((s: CatalogSource) => s.docs === docsFacts.source));
    // every documented prop and key, and the modes, as platform-docs.json holds them
    for (const [name, facts] of Object.entries<{ props: Record<string, { default?: string }> }>(docsFacts.components))
      for (const [propName, prop] of Object.entries(facts.props)) {
        const found = componentCatalog()
          .component(name)
          ?.props.find((p) => p.name === propName);
        assert.ok(found?.documented, `${name} ${propName}`);
        assert.equal(found?.default, prop.default);
      }
    assert.deepEqual(frontmatterCatalog().key('mode')?.values, docsFacts.frontmatter.modes.values);
  });

  it('holds every description of descriptions.json (the script ran after their last edit)', () => {
    const catalog = componentCatalog();
    for (const [name, entry] of Object.entries<{ description?: string; props?: Record<string, string> }>(
      descriptions.components,
    )) {
      assert.equal(catalog.component(name)?.description, entry.description, name);
      for (const [propName, text] of Object.entries(entry.props ?? {}))
        assert.equal(catalog.component(name)?.props.find((p) => p.name === propName)?.description, text);
    }
    for (const [name, text] of Object.entries(descriptions.frontmatter))
      assert.equal(frontmatterCatalog().key(name)?.description, text, name);
  });

  it('matches a checkout of the documentation at the recorded commit, when one is beside the project', async () => {
    const { CORPUS } = await import('../../scripts/corpus.mjs');
    const checkout = join(CORPUS, 'mintlify__docs');
    if (!existsSync(join(checkout, '_source.json'))) return;
    const { extractPlatformDocs } = await import('../../scripts/catalog/platformDocs.mjs');
    const facts = extractPlatformDocs(checkout);
    if (facts.source !== docsFacts.source) return;
    assert.deepEqual(facts, docsFacts);
  });

  it('names every package in the third-party notices, at its version', () => {
    const notices = readFileSync(join(REPO, 'THIRD-PARTY-NOTICES.md'), 'utf8');
    for (const file of Object.values(raw))
      for (const source of file.sources as CatalogSource[])
        if (source.package && !source.package.startsWith('@mintlify/'))
          assert.ok(notices.includes(`${source.package} ${source.version}`), `${source.package} ${source.version}`);
    assert.ok(notices.includes('<!-- the platform vocabulary catalogue: written by `npm run update-catalog` -->'));
  });

  it('is described in the README with the versions it records', () => {
    const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
    const row = (file: string) => readme.split('\n').find((line) => line.startsWith(`| \`${file}\` |`)) ?? '';
    for (const [file, snapshot] of Object.entries(raw))
      for (const source of snapshot.sources as CatalogSource[])
        if (source.package?.startsWith('@mintlify/'))
          assert.ok(
            row(`${file}.json`).includes(`\`${source.package}\` ${source.version}`),
            `${file}: ${source.package}`,
          );
    const icons = row('icons.json');
    for (const library of ['fontawesome', 'lucide', 'tabler'] as const)
      assert.ok(icons.includes(raw.icons[library].version), `icons.json: ${library} ${raw.icons[library].version}`);
  });

  it('loads each file once', () => {
    assert.equal(componentCatalog(), componentCatalog());
    assert.equal(frontmatterCatalog(), frontmatterCatalog());
    assert.equal(iconCatalog(), iconCatalog());
  });
});

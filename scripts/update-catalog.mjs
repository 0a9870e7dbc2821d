// Writes the catalogue of the platform's vocabulary (server/src/engine/vocabulary/platform/): the components its MDX
// pipeline keeps, with their props; the page frontmatter keys with their types; the icon names of the libraries a
// site may choose. Every fact comes from the platform's published packages, fetched with `npm pack` into a temporary
// folder (@mintlify/common cannot be installed from the registry: a dependency of it is not served), or from the
// installed @mintlify/validation; the facts its documentation states (which page documents a component, props the
// packages do not type, the page modes) from scripts/catalog/platform-docs.json, and the descriptions, in docs-lsp's
// own words, from scripts/catalog/descriptions.json. Nothing of the snapshot is written by hand.
//   npm run update-catalog                       latest @mintlify/common and @mintlify/components; the icon
//                                                libraries at the versions the platform's icon URLs name
//   npm run update-catalog -- --docs DIR         also reads the facts again from a checkout of the platform's
//                                                documentation (github.com/mintlify/docs) into platform-docs.json
//   --common VERSION, --components VERSION, --tabler VERSION   other versions than the latest
// Then run the tests (test/engine/vocabularyCatalog.test.ts) and update the README's row if the sizes moved.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPlatformDocs } from './catalog/platformDocs.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const OUT = join(repo, 'server/src/engine/vocabulary/platform');
const DOCS_FACTS = join(repo, 'scripts/catalog/platform-docs.json');
const DESCRIPTIONS = join(repo, 'scripts/catalog/descriptions.json');
const NOTICES = join(repo, 'THIRD-PARTY-NOTICES.md');
export const NOTICE_START = '<!-- the platform vocabulary catalogue: written by `npm run update-catalog` -->';
export const NOTICE_END = '<!-- end of the platform vocabulary catalogue -->';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const sorted = (values) => [...new Set(values)].sort(byName);

// ---------------------------------------------------------------------------------------------------------------
// Packages: each fetched with `npm pack` into one temporary folder, unpacked in a folder of its own

const work = mkdtempSync(join(tmpdir(), 'docs-lsp-catalog-'));
function unpack(spec) {
  const [tarball] = execFileSync('npm', ['pack', spec, '--silent'], { cwd: work })
    .toString()
    .trim()
    .split('\n')
    .slice(-1);
  const folder = join(work, tarball.replace(/\.tgz$/, ''));
  mkdirSync(folder, { recursive: true });
  execFileSync('tar', ['xzf', join(work, tarball), '-C', folder]);
  const root = join(folder, 'package');
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return { root, name: manifest.name, version: manifest.version, license: manifest.license, manifest };
}
const source = ({ name, version, license }, use) => ({ package: name, version, license, use });

/** The string items of `name = [ ... ]` or `name = new Set([ ... ])` in a file of a package's dist. */
function listIn(file, name) {
  const text = readFileSync(file, 'utf8');
  const items = new RegExp(`\\b${name} = (?:new Set\\()?\\[([^\\]]*)\\]`).exec(text)?.[1];
  const strings = [...(items ?? '').matchAll(/'([^'\\]*)'/g)].map((m) => m[1]);
  if (strings.length === 0) throw new Error(`${name} not found in ${file}, or empty`);
  return strings;
}

// ---------------------------------------------------------------------------------------------------------------
// The MDX pipeline's component lists, from @mintlify/common's dist

function pipelineOf(common) {
  const mdx = join(common.root, 'dist/mdx');
  const comment = /const comment = ` (Component \$\{componentName\} does not exist\.) `/.exec(
    readFileSync(join(mdx, 'plugins/remark/remarkMdxRemoveUnknownJsx/createCommentNode.js'), 'utf8'),
  );
  if (!comment) throw new Error('the comment of remarkMdxRemoveUnknownJsx not found');
  const plugin = readFileSync(join(mdx, 'plugins/remark/remarkMdxRemoveUnknownJsx/index.js'), 'utf8');
  if (!plugin.includes('allowedComponents.includes(node.name)'))
    throw new Error('remarkMdxRemoveUnknownJsx no longer checks `allowedComponents`: read the plugin again');
  const snippet = /mdxJsxFlowElement\.name === '(\w+)'/.exec(
    readFileSync(join(mdx, 'plugins/remark/remarkMdxInjectSnippets.js'), 'utf8'),
  );
  if (!snippet) throw new Error('the element remarkMdxInjectSnippets replaces not found');
  const ids = join(mdx, 'componentIds.js');
  return {
    source: `${common.name}@${common.version}`,
    // remarkMdxRemoveUnknownJsx: a flow element named outside this list (and not defined by the page or a snippet)
    // is replaced by a comment, with its contents
    allowList: sorted(listIn(join(mdx, 'utils.js'), 'allowedComponents')),
    removedComment: comment[1].replace('${componentName}', '{name}'),
    // remarkMdxInjectSnippets: `<Snippet file="...">` is replaced by the snippet first
    snippet: snippet[1],
    // remarkUnwrapInlineJsx: inline components written as blocks
    inline: sorted(listIn(join(mdx, 'plugins/remark/remarkUnwrapInlineJsx.js'), 'INLINE_JSX_COMPONENTS')),
    // remarkTitleMarkdown: components whose `title` is read as Markdown
    titleMarkdown: sorted(listIn(join(mdx, 'plugins/remark/remarkTitleMarkdown.js'), 'TITLE_COMPONENTS')),
    // componentIds.js: how each component's `id` reaches the page (anchors)
    ids: {
      none: sorted(listIn(ids, 'COMPONENTS_WITHOUT_ID')),
      cleaned: sorted(listIn(ids, 'COMPONENTS_WITH_CLEANED_ID')),
      raw: sorted(listIn(ids, 'COMPONENTS_WITH_RAW_ID')),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Prop types from @mintlify/components' declarations, read with the TypeScript checker

/**
 * The platform's MDX names for parts of @mintlify/components exported under another name: the MDX pipeline's
 * `<Step>` is the library's `Steps.Item`, and so on. Other components have the name of their export (`Card`, and
 * `Tree.Folder` for the `Folder` member of `Tree`).
 */
const LIBRARY_NAMES = {
  AccordionGroup: 'Accordion.Group',
  Step: 'Steps.Item',
  Tab: 'Tabs.Item',
  ResponseField: 'Property',
};

function libraryProps(library) {
  const ts = require('typescript');
  const entry = join(library.root, 'dist/index.d.ts');
  const program = ts.createProgram([entry], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    esModuleInterop: true,
    jsx: ts.JsxEmit.ReactJSX,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    // React's types and the library's own dependencies' types, from the project's node_modules
    baseUrl: repo,
    paths: { '*': ['node_modules/*', 'node_modules/@types/*'] },
    types: [],
  });
  const checker = program.getTypeChecker();
  const exports = new Map(
    checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry))).map((s) => [s.name, s]),
  );
  const inLibrary = (declaration) => declaration.getSourceFile().fileName.startsWith(library.root);
  const fromReact = (declaration) => /node_modules\/@types\/react\//.test(declaration.getSourceFile().fileName);

  function componentType(path) {
    const [head, ...members] = path.split('.');
    let symbol = exports.get(head);
    if (!symbol) return undefined;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    let type = checker.getTypeOfSymbol(symbol);
    for (const member of members) {
      const property = type.getProperty(member);
      if (!property) return undefined;
      type = checker.getTypeOfSymbol(property);
    }
    return type;
  }

  /** A prop's type: the kinds of value it takes, its literal values, and its text. */
  function describe(type, declaredText) {
    if (checker.getNonNullableType(type).getCallSignatures().length > 0)
      return { kinds: ['function'], text: declaredText || checker.typeToString(type) };
    // React's node types are unions of everything renderable: named by their declaration, not expanded
    if (/\bReact(Node|Element)\b/.test(declaredText)) {
      const kinds = ['node'];
      if (/\bstring\b/.test(declaredText)) kinds.push('string');
      return { kinds, text: declaredText };
    }
    const members = type.isUnion() ? type.types : [type];
    const kinds = new Set();
    const values = [];
    for (const t of members) {
      const f = t.flags;
      if (f & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)) continue;
      if (f & ts.TypeFlags.StringLiteral) values.push(t.value);
      else if (f & ts.TypeFlags.NumberLiteral) values.push(t.value);
      else if (f & ts.TypeFlags.BooleanLiteral) kinds.add('boolean');
      else if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) kinds.add('string');
      else if (f & ts.TypeFlags.Number) kinds.add('number');
      else if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) kinds.add('any');
      else if (t.getCallSignatures().length > 0) kinds.add('function');
      else if (checker.isArrayType(t) || checker.isTupleType(t)) kinds.add('array');
      else kinds.add('object');
    }
    const nonNull = checker.getNonNullableType(type);
    const printed =
      type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)
        ? 'unknown'
        : checker.typeToString(nonNull, undefined, ts.TypeFormatFlags.NoTruncation);
    // the declared name where the printed type says less (`any`) or too much (a theme object's every field)
    const text = (/\bany\b/.test(printed) || printed.length > 200) && declaredText ? declaredText : printed;
    const result = { kinds: [...kinds].sort(byName), text };
    // a union of a few literals is an enum; hundreds (`as?: ElementType`: every HTML tag) are no list to offer
    if (values.length > 0 && values.length <= 100) {
      if (values.some((v) => typeof v === 'string')) result.kinds = sorted([...result.kinds, 'string']);
      if (values.some((v) => typeof v === 'number')) result.kinds = sorted([...result.kinds, 'number']);
      result.values = values.sort((a, b) => byName(String(a), String(b)) || byName(typeof a, typeof b));
    }
    return result;
  }

  return (mdxName) => {
    const path = LIBRARY_NAMES[mdxName] ?? mdxName;
    const type = componentType(path);
    const signature = type?.getCallSignatures()[0];
    if (!signature) return undefined;
    const parameter = signature.getParameters()[0];
    const props = [];
    let htmlAttributes = false;
    for (const property of parameter ? checker.getPropertiesOfType(checker.getTypeOfSymbol(parameter)) : []) {
      const declaration = property.declarations?.[0];
      if (!declaration) continue;
      if (fromReact(declaration) && !inLibrary(declaration)) {
        htmlAttributes = true;
        continue;
      }
      const declaredText = declaration.type ? declaration.type.getText().replace(/\s+/g, ' ') : '';
      const prop = { name: property.name, ...describe(checker.getTypeOfSymbol(property), declaredText) };
      if (!(property.flags & ts.SymbolFlags.Optional)) prop.required = true;
      const tags = property.getJsDocTags(checker);
      const comment = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
      const remarks = tags.map((t) => `${t.name} ${ts.displayPartsToString(t.text ?? [])}`).join('\n');
      if (tags.some((t) => t.name === 'deprecated')) prop.deprecated = true;
      // what the platform's app passes itself, never an author: callbacks, refs, `_`-prefixed and internal props
      if (
        /^(_|data-)/.test(property.name) ||
        (prop.kinds.length === 1 && prop.kinds[0] === 'function') ||
        /\bRef(Object)?</.test(declaredText) ||
        tags.some((t) => t.name === 'internal') ||
        /^(remarks\s+)?for internal use\b|^internal prop|should not set|^pass in/im.test(`${comment}\n${remarks}`)
      )
        prop.internal = true;
      if (comment && !prop.internal) prop.comment = comment.split('\n')[0];
      props.push(prop);
    }
    return { path, props, htmlAttributes };
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Components: the pipeline's names, the library's props, the documentation's facts, docs-lsp's descriptions

/** The kinds of value a type the documentation names takes (`string`, `boolean`, `string[]`, `React.ReactNode`). */
function docsKinds(text) {
  const kinds = new Set();
  for (const part of text.split(/\s*\|\s*|\s+or\s+/)) {
    if (/\[\]$|^array$/i.test(part)) kinds.add('array');
    else if (/^(string|boolean|number)$/i.test(part)) kinds.add(part.toLowerCase());
    else if (/^any$/i.test(part)) kinds.add('any');
    else if (/React|^[A-Z]\w*(\.\w+)?$/.test(part)) kinds.add('node');
    else kinds.add('object');
  }
  return [...kinds].sort(byName);
}

function componentsOf(pipeline, propsOf, docs, descriptions) {
  const names = sorted([...pipeline.allowList.filter((name) => /^[A-Z]/.test(name)), ...Object.keys(docs.components)]);
  const unknown = Object.keys(descriptions.components).filter((name) => !names.includes(name));
  if (unknown.length > 0) throw new Error(`descriptions.json describes components the platform lacks: ${unknown}`);
  return names.map((name) => {
    const library = propsOf(name);
    const documented = docs.components[name];
    const described = descriptions.components[name] ?? {};
    const entry = { name };
    if (!pipeline.allowList.includes(name)) entry.removed = true;
    if (documented) entry.docs = documented.docs;
    if (described.description) entry.description = described.description;
    if (library) entry.types = `@mintlify/components ${library.path}`;
    if (library?.htmlAttributes) entry.htmlAttributes = true;
    const props = new Map();
    for (const prop of library?.props ?? []) {
      const { name: propName, required, comment, ...rest } = prop;
      props.set(propName, { name: propName, ...rest, ...(required ? { required: ['types'] } : {}), comment });
    }
    for (const [propName, facts] of Object.entries(documented?.props ?? {})) {
      const prop = props.get(propName) ?? { name: propName, kinds: docsKinds(facts.type ?? 'string') };
      if (!props.has(propName)) prop.text = facts.type ?? 'string';
      if (!prop.values && facts.values) prop.values = sorted(facts.values);
      if (facts.required) prop.required = [...(prop.required ?? []), 'docs'];
      if (facts.default !== undefined) prop.default = facts.default;
      prop.documented = true;
      props.set(propName, prop);
    }
    const unknownProps = Object.keys(described.props ?? {}).filter((p) => !props.has(p));
    if (unknownProps.length > 0) throw new Error(`descriptions.json: ${name} has no props ${unknownProps}`);
    entry.props = [...props.values()]
      .map(({ comment, ...prop }) => {
        const description = described.props?.[prop.name] ?? (prop.internal ? undefined : descriptions.props[prop.name]);
        return { ...prop, ...(description ? { description } : comment ? { description: comment } : {}) };
      })
      .sort((a, b) => byName(a.name, b.name))
      .map(orderKeys);
    return entry;
  });
}

const PROP_KEYS = ['name', 'text', 'kinds', 'values', 'required', 'default', 'deprecated', 'internal', 'documented'];
function orderKeys(prop) {
  const keys = [
    ...PROP_KEYS,
    ...Object.keys(prop)
      .filter((k) => !PROP_KEYS.includes(k))
      .sort(byName),
  ];
  return Object.fromEntries(keys.filter((k) => prop[k] !== undefined).map((k) => [k, prop[k]]));
}

// ---------------------------------------------------------------------------------------------------------------
// Frontmatter: the page schema of @mintlify/validation

async function frontmatterOf(docs, descriptions) {
  const validation = await import('@mintlify/validation');
  const { zodToJsonSchema } = await import('zod-to-json-schema');
  const manifest = require('@mintlify/validation/package.json');
  const models = JSON.parse(
    readFileSync(join(dirname(require.resolve('@mintlify/models')), '..', 'package.json'), 'utf8'),
  );
  const { NATIVE_METADATA_TAG_KEYS_SET } = await import('@mintlify/models');
  const schema = zodToJsonSchema(validation.decoratedPageSchema, { $refStrategy: 'none', target: 'jsonSchema7' });
  delete schema.$schema;
  const keys = [];
  const summary = (s) => {
    const options = s.anyOf ?? [s];
    const kinds = new Set();
    const values = [];
    for (const option of options) {
      if (option.enum) values.push(...option.enum);
      if (option.const !== undefined) values.push(option.const);
      for (const type of [option.type ?? 'any'].flat()) kinds.add(type === 'integer' ? 'number' : type);
    }
    return { kinds: [...kinds].sort(byName), values };
  };
  const documented = docs.frontmatter.keys;
  for (const [name, property] of Object.entries(schema.properties)) {
    const { kinds, values } = summary(property);
    const key = { name, kinds };
    if (values.length > 0 && !(kinds.length === 1 && kinds[0] === 'boolean'))
      key.values = values.sort((a, b) => byName(String(a), String(b)));
    if (name === 'mode') {
      if (values.length > 0) throw new Error('the schema now lists the page modes: take them from it');
      key.values = docs.frontmatter.modes.values;
      key.valuesFrom = docs.frontmatter.modes.docs;
    }
    if (property.description && /deprecated/i.test(property.description)) key.deprecated = true;
    if (documented[name]) key.docs = documented[name].docs;
    keys.push(key);
  }
  // the meta tags the platform renders from frontmatter (`og:image`, `twitter:card`, ...), passed through the schema
  for (const name of NATIVE_METADATA_TAG_KEYS_SET)
    if (!schema.properties[name]) {
      // untyped: the schema passes them through (`og:image:width: 1200` is a number, `rss: true` a boolean)
      keys.push({ name, kinds: ['any'], metaTag: true });
    }
  for (const key of keys) {
    const description =
      descriptions.frontmatter[key.name] ??
      (key.metaTag || /^(og|twitter):/.test(key.name) ? descriptions.metaTag.replace('{name}', key.name) : undefined);
    if (description) key.description = description;
  }
  const unknown = Object.keys(descriptions.frontmatter).filter((name) => !keys.some((k) => k.name === name));
  if (unknown.length > 0)
    throw new Error(`descriptions.json describes frontmatter keys the platform lacks: ${unknown}`);
  const undocumented = Object.keys(documented).filter((name) => !keys.some((k) => k.name === name));
  if (undocumented.length > 0) console.warn(`documented frontmatter keys outside the schema: ${undocumented}`);
  keys.sort((a, b) => byName(a.name, b.name));
  return {
    sources: [
      source(manifest, 'the page schema (`decoratedPageSchema`), as JSON Schema'),
      source(models, 'the meta tags read from frontmatter (`NATIVE_METADATA_TAG_KEYS_SET`)'),
      { docs: docs.source, use: 'the page modes (`mode` is a string in the schema) and which keys are documented' },
      { file: 'scripts/catalog/descriptions.json', use: "descriptions, in docs-lsp's own words" },
    ],
    // the schema is the decorated page's, after the platform has filled `title` and `href`: its required keys say
    // nothing of what an author must write, and it passes every other key through (`additionalProperties`)
    keys,
    schema,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Icons: the names of each library at the version the platform serves

/** The versions of Font Awesome and Lucide the platform's icon URLs name (`.../v7.1.0/...`, `.../lucide/v0.545.0/`). */
function iconVersions(library) {
  const text = readFileSync(join(library.root, 'dist/utils/icon-utils.js'), 'utf8');
  const lucide = /\/lucide\/v([\d.]+)\//.exec(text)?.[1];
  const fontawesome = /\/v(\d+\.\d+\.\d+)\/brands\//.exec(text)?.[1];
  if (!lucide || !fontawesome) throw new Error('the icon URLs of @mintlify/components not found in icon-utils.js');
  return { lucide, fontawesome };
}

const svgBody = (text) =>
  text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\sclass="[^"]*"/, '')
    .replace(/\s+/g, ' ')
    .trim();

function iconsOf(library, versions, tablerVersion) {
  const brandsFile = readFileSync(join(library.root, 'dist/constants/brands.js'), 'utf8');
  const brands = [...brandsFile.matchAll(/^\s*"([^"\\]+)",?$/gm)].map((m) => m[1]);
  if (brands.length < 100) throw new Error('the brand icons of @mintlify/components not found in constants/brands.js');
  const types = unpack(`@fortawesome/fontawesome-common-types@${versions.fontawesome}`);
  const names = /export type IconName = ([^;]*);/.exec(readFileSync(join(types.root, 'index.d.ts'), 'utf8'))?.[1];
  const all = [...(names ?? '').matchAll(/'([^'\\]+)'/g)].map((m) => m[1]);
  if (all.length < 1000) throw new Error('IconName of @fortawesome/fontawesome-common-types not found');

  const free = unpack(`@fortawesome/fontawesome-free@${versions.fontawesome}`);
  const families = JSON.parse(readFileSync(join(free.root, 'metadata/icon-families.json'), 'utf8'));
  const styles = { solid: [], regular: [], brands: [] };
  const faAliases = [];
  for (const [name, icon] of Object.entries(families)) {
    for (const { family, style } of icon.familyStylesByLicense?.free ?? [])
      if (family === 'classic') (styles[style] ??= []).push(name);
    for (const alias of icon.aliases?.names ?? []) faAliases.push(`${alias}:${name}`);
  }

  const lucide = unpack(`lucide-static@${versions.lucide}`);
  const nodes = JSON.parse(readFileSync(join(lucide.root, 'icon-nodes.json'), 'utf8'));
  const files = readdirSync(join(lucide.root, 'icons'))
    .filter((f) => f.endsWith('.svg'))
    .map((f) => f.slice(0, -4));
  const bodies = new Map();
  for (const name of Object.keys(nodes).sort(byName)) {
    const body = svgBody(readFileSync(join(lucide.root, 'icons', `${name}.svg`), 'utf8'));
    if (!bodies.has(body)) bodies.set(body, name);
  }
  const lucideAliases = files
    .filter((name) => !(name in nodes))
    .map((name) => [name, bodies.get(svgBody(readFileSync(join(lucide.root, 'icons', `${name}.svg`), 'utf8')))])
    .filter(([, canonical]) => canonical)
    .map(([name, canonical]) => `${name}:${canonical}`);

  const tabler = unpack(`@tabler/icons@${tablerVersion}`);
  const tablerIcons = JSON.parse(readFileSync(join(tabler.root, 'icons.json'), 'utf8'));
  const tablerStyles = { outline: [], filled: [] };
  for (const [name, icon] of Object.entries(tablerIcons))
    for (const style of Object.keys(icon.styles ?? {})) (tablerStyles[style] ??= []).push(name);

  const list = (names) => sorted(names).join(' ');
  return {
    packages: { types, free, lucide, tabler },
    snapshot: {
      sources: [
        source(library, 'the versions of Font Awesome and Lucide its icon URLs name; its list of brand icons'),
        source(types, 'every Font Awesome icon name of that version, Pro and Free (`IconName`)'),
        source(free, 'the Free icons and their styles, and their aliases'),
        source(lucide, 'the Lucide icon names (its SVG files) and the aliases among them'),
        source(tabler, 'the Tabler icon names and styles (icons.json); the platform names no version of it'),
      ],
      // names are space-separated, sorted; aliases are `alias:name`
      fontawesome: {
        version: versions.fontawesome,
        names: list(all),
        free: Object.fromEntries(Object.entries(styles).map(([style, names]) => [style, list(names)])),
        aliases: list(faAliases),
        // the platform serves these from its brands style, whatever the iconType (@mintlify/components)
        brands: list(brands),
        svg: `${free.name} ships svgs/{solid,regular,brands}/<name>.svg (Free icons only)`,
      },
      lucide: {
        version: lucide.version,
        names: list(files),
        aliases: list(lucideAliases),
        svg: `${lucide.name} ships icons/<name>.svg`,
      },
      tabler: {
        version: tabler.version,
        outline: list(tablerStyles.outline),
        filled: list(tablerStyles.filled),
        svg: `${tabler.name} ships icons/{outline,filled}/<name>.svg`,
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Notices: the license of each package the catalogue takes names from

function licenseText(pkg) {
  const file = readdirSync(pkg.root).find((f) => /^licen[cs]e(\.(md|txt))?$/i.test(f));
  return file ? readFileSync(join(pkg.root, file), 'utf8').replace(/\r\n/g, '\n').trim() : undefined;
}

/** `text` wrapped at `width` columns. */
function wrap(text, width = 116) {
  const lines = [''];
  for (const word of text.split(/\s+/)) {
    const last = lines.length - 1;
    if (lines[last] && lines[last].length + 1 + word.length > width) lines.push(word);
    else lines[last] = lines[last] ? `${lines[last]} ${word}` : word;
  }
  return lines;
}

function noticeSection(common, library, icons) {
  const lines = [
    NOTICE_START,
    '',
    '## The platform vocabulary catalogue',
    '',
    ...wrap(
      "docs-lsp carries a catalogue of the platform's vocabulary, `server/src/engine/vocabulary/platform/*.json`, " +
        'written by `npm run update-catalog` (each file records the packages, versions and licenses it was taken ' +
        `from): the component lists of the MDX pipeline of \`${common.name}\` ${common.version} (declared ` +
        `\`${common.license}\`, with the Elastic License 2.0 text above as its LICENSE file), the page schema of ` +
        '`@mintlify/validation` and the meta tags of `@mintlify/models` (Elastic-2.0, above), the component prop ' +
        `types and doc comments of \`${library.name}\` ${library.version} (its package.json and README declare ` +
        `\`${library.license}\`, copyright ${library.manifest.author}; the package ships no license file), and the ` +
        'icon names of the packages below, under their licenses. No code, SVG or font of these packages is carried.',
    ),
  ];
  // one license text once, with every package that ships it
  const groups = new Map();
  for (const pkg of [icons.types, icons.free, icons.lucide, icons.tabler]) {
    const text = licenseText(pkg) ?? `(the package has no license file; its package.json declares ${pkg.license})`;
    if (!groups.has(text)) groups.set(text, []);
    groups.get(text).push(pkg);
  }
  for (const [text, packages] of groups) {
    const names = packages.map((pkg) => `${pkg.name} ${pkg.version} (${pkg.license.replace(/^\((.*)\)$/, '$1')})`);
    lines.push('', `### ${names.join('; ')}`, '', '```text', text, '```');
  }
  lines.push('', NOTICE_END);
  return lines.join('\n') + '\n';
}

/** THIRD-PARTY-NOTICES.md with the catalogue's section (in place of the one it holds, or before the bundles'). */
function writeNotices(section) {
  const current = readFileSync(NOTICES, 'utf8');
  const start = current.indexOf(NOTICE_START);
  const end = current.indexOf(NOTICE_END);
  let next;
  if (start >= 0 && end > start) next = current.slice(0, start) + section + current.slice(end + NOTICE_END.length + 1);
  else {
    const bundles = current.indexOf('<!-- bundled npm packages');
    const at = bundles >= 0 ? bundles : current.length;
    next = `${current.slice(0, at).trimEnd()}\n\n${section}\n${current.slice(at)}`;
  }
  writeFileSync(NOTICES, next);
}

// ---------------------------------------------------------------------------------------------------------------

try {
  const docsDir = option('docs');
  if (docsDir) {
    writeFileSync(DOCS_FACTS, `${JSON.stringify(extractPlatformDocs(resolve(docsDir)), null, 1)}\n`);
    console.log(`platform-docs.json: read from ${docsDir}`);
  }
  if (!existsSync(DOCS_FACTS)) throw new Error('scripts/catalog/platform-docs.json is missing: run with --docs DIR');
  const docs = JSON.parse(readFileSync(DOCS_FACTS, 'utf8'));
  const descriptions = JSON.parse(readFileSync(DESCRIPTIONS, 'utf8'));

  const common = unpack(`@mintlify/common@${option('common', 'latest')}`);
  const library = unpack(`@mintlify/components@${option('components', 'latest')}`);
  const pipeline = pipelineOf(common);
  const components = {
    sources: [
      source(common, 'the MDX pipeline: the allow-list and the components it treats specially (dist/mdx)'),
      source(library, 'the prop types of its components (.d.ts), read with the TypeScript checker'),
      { docs: docs.source, use: 'the page of each component; the props, defaults and values it documents' },
      { file: 'scripts/catalog/descriptions.json', use: "descriptions, in docs-lsp's own words" },
    ],
    pipeline,
    components: componentsOf(pipeline, libraryProps(library), docs, descriptions),
  };
  const frontmatter = await frontmatterOf(docs, descriptions);
  const icons = iconsOf(library, iconVersions(library), option('tabler', 'latest'));
  const models = await import('@mintlify/models');
  // the styles and libraries the platform's schema accepts (`iconType`, `icons.library`)
  icons.snapshot.styles = sorted(models.iconTypes);
  icons.snapshot.libraries = sorted(models.iconLibraries);

  mkdirSync(OUT, { recursive: true });
  for (const [file, snapshot] of [
    ['components.json', components],
    ['frontmatter.json', frontmatter],
    ['icons.json', icons.snapshot],
  ]) {
    const text = `${JSON.stringify(snapshot)}\n`;
    writeFileSync(join(OUT, file), text);
    console.log(`${file}: ${(text.length / 1024).toFixed(1)} KB`);
  }
  writeNotices(noticeSection(common, library, icons.packages));
  console.log(
    `@mintlify/common ${common.version}, @mintlify/components ${library.version}, ` +
      `@mintlify/validation ${require('@mintlify/validation/package.json').version}, ` +
      `Font Awesome ${icons.snapshot.fontawesome.version}, Lucide ${icons.snapshot.lucide.version}, ` +
      `Tabler ${icons.snapshot.tabler.version}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

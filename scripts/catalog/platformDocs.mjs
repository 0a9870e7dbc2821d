// Reads the facts the platform's own documentation states about its components and page frontmatter: which page
// documents each component, and, per property, its name, the type it names, whether it is required, its default and
// the values it lists ("Options: `a`, `b`", "One of ..."). Only facts are kept, never the documentation's prose: the
// descriptions docs-lsp shows are its own (scripts/catalog/descriptions.json). The pages are MDX files of a checkout
// of the platform's documentation (github.com/mintlify/docs); `npm run update-catalog -- --docs DIR` runs this and
// writes scripts/catalog/platform-docs.json, which the catalogue is then built from without the checkout.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the documentation is published; a page `components/cards` is at `${DOCS_BASE}/components/cards`. */
export const DOCS_BASE = 'https://www.mintlify.com/docs';

/**
 * The component pages and which component each properties section describes: a page with one component names it;
 * a page with several maps the heading that opens each section to its component (`A > B`: heading B within the
 * section of heading A). A section's properties are the fields written at the start of a line after its heading, up
 * to the next heading of its level or above.
 */
const COMPONENT_PAGES = {
  'components/accordions': { Properties: ['Accordion'] },
  'components/badge': { Properties: ['Badge'] },
  'components/callouts': { 'Custom callout properties': ['Callout'] },
  'components/cards': { Properties: ['Card'] },
  'components/color': { Color: ['Color'], 'Color.Row': ['Color.Row'], 'Color.Item': ['Color.Item'] },
  'components/columns': { Properties: ['Columns'] },
  'components/examples': { Properties: ['RequestExample', 'ResponseExample'] },
  'components/expandables': { Properties: ['Expandable'] },
  'components/fields': {
    'Parameter field > Properties': ['ParamField'],
    'Response field > Properties': ['ResponseField'],
  },
  'components/frames': { Properties: ['Frame'] },
  'components/github': { Properties: ['GitHub'] },
  'components/icons': { Properties: ['Icon'] },
  'components/mermaid-diagrams': { Properties: ['Mermaid'] },
  'components/prompt': { Properties: ['Prompt'] },
  'components/steps': { 'Steps properties': ['Steps'], 'Individual step properties': ['Step'] },
  'components/tabs': { 'Tabs properties': ['Tabs'], 'Tab properties': ['Tab'] },
  'components/tiles': { Properties: ['Tile'] },
  'components/tooltips': { Properties: ['Tooltip'] },
  'components/tree': { 'Tree.Folder': ['Tree.Folder'], 'Tree.File': ['Tree.File'] },
  'components/update': { Props: ['Update'] },
  'components/view': { Properties: ['View'] },
  'components/visibility': { Properties: ['Visibility'] },
};

/**
 * The page (and heading) that documents each component. Components whose page has no properties section, and the
 * parts of a component documented on its page, are listed here too; each heading is checked to exist.
 */
const COMPONENT_DOCS = {
  Accordion: 'components/accordions',
  AccordionGroup: 'components/accordions#Accordion groups',
  Badge: 'components/badge',
  Callout: 'components/callouts',
  Card: 'components/cards',
  CardGroup: 'components/cards#Group cards',
  Check: 'components/callouts',
  CodeGroup: 'components/code-groups',
  Color: 'components/color',
  'Color.Item': 'components/color#Color.Item',
  'Color.Row': 'components/color#Color.Row',
  Column: 'components/columns#Column sub-component',
  Columns: 'components/columns',
  Danger: 'components/callouts',
  Expandable: 'components/expandables',
  Frame: 'components/frames',
  GitHub: 'components/github',
  Icon: 'components/icons',
  Info: 'components/callouts',
  Mermaid: 'components/mermaid-diagrams',
  Note: 'components/callouts',
  Panel: 'components/panel',
  ParamField: 'components/fields#Parameter field',
  Prompt: 'components/prompt',
  RequestExample: 'components/examples#RequestExample',
  ResponseExample: 'components/examples#ResponseExample',
  ResponseField: 'components/responses',
  Step: 'components/steps',
  Steps: 'components/steps',
  Tab: 'components/tabs',
  Tabs: 'components/tabs',
  Tile: 'components/tiles',
  Tip: 'components/callouts',
  Tooltip: 'components/tooltips',
  Tree: 'components/tree',
  'Tree.File': 'components/tree#Tree.File',
  'Tree.Folder': 'components/tree#Tree.Folder',
  Update: 'components/update',
  View: 'components/view',
  Visibility: 'components/visibility',
  Warning: 'components/callouts',
};

/** The page that documents the frontmatter keys, the section that lists them, and the section of the page modes. */
const FRONTMATTER_PAGE = 'organize/pages';
const FRONTMATTER_SECTION = 'Page metadata';
const MODE_SECTION = 'Page mode';

/** The anchor the platform gives a heading: lower case, runs of other characters as one dash (ASCII headings). */
function anchorOf(heading) {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The anchor of a documented field (`<ResponseField name="sidebarTitle">`): `param-sidebar-title`. */
function fieldAnchor(name) {
  return anchorOf(`param-${name.replace(/([a-z\d])([A-Z])/g, '$1-$2')}`);
}

function readPage(dir, page) {
  const file = join(dir, `${page}.mdx`);
  if (!existsSync(file)) throw new Error(`the documentation has no page ${page}.mdx`);
  return readFileSync(file, 'utf8');
}

/** The lines of a page outside fenced code blocks, each with its heading level (0 for other lines). */
function linesOutsideCode(text) {
  const lines = [];
  let fence;
  for (const line of text.split('\n')) {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && line.trim() === open[1])
        fence = undefined;
      continue;
    }
    if (open) {
      fence = open[1];
      continue;
    }
    lines.push(line);
  }
  return lines;
}

/** The value of an attribute in an opening tag: `a="x"`, `a='x'`, `a={x}`, or true for a bare `a`. */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|\\{([^}]*)\\}))?(?=[\\s>/])`).exec(tag);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? true;
}

/** Values a field's text lists: "Options: `a`, `b`.", "One of `a`, `b`" or "one of:" followed by "- `a`: ..." items. */
function listedValues(body) {
  const start = /\boptions\s*:|\bone of\b\s*:?/i.exec(body);
  if (!start) return undefined;
  const rest = body.slice(start.index + start[0].length);
  const values = /^\s*\n\s*[-*]\s/.test(rest)
    ? [...rest.matchAll(/^\s*[-*]\s+`([^`]+)`/gm)].map((m) => m[1])
    : [...rest.split(/\n\s*\n/)[0].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  return values.length > 0 ? values : undefined;
}

/** The fields (`<ResponseField>`, `<ParamField>`) at the start of a line in `lines`, with snippets expanded. */
function fieldsOf(lines, dir, imports) {
  const fields = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const snippet = /^<([A-Z]\w*)\s*\/>\s*$/.exec(line);
    if (snippet && imports.has(snippet[1])) {
      const text = readFileSync(join(dir, imports.get(snippet[1])), 'utf8');
      fields.push(...fieldsOf(linesOutsideCode(text), dir, new Map()));
      continue;
    }
    const open = /^<(ResponseField|ParamField)\b/.exec(line);
    if (!open) continue;
    let tag = line;
    while (!/>\s*$/.test(tag) && i + 1 < lines.length) tag += ` ${lines[++i]}`;
    const body = [];
    if (!tag.trimEnd().endsWith('/>')) {
      while (i + 1 < lines.length && !new RegExp(`^</${open[1]}>`).test(lines[i + 1])) body.push(lines[++i]);
      i++;
    }
    const text = body.join('\n');
    // A <ParamField> documents a prop with the name of its location (`body="required"`)
    const label = open[1] === 'ParamField' ? attribute(tag, 'body') : attribute(tag, 'name');
    if (typeof label !== 'string') continue;
    // "query, path, body, or header": one field standing for several props
    const names = label.split(/,\s*(?:or\s+)?|\s+or\s+/).filter((n) => /^[\w:.-]+$/.test(n));
    const type = attribute(tag, 'type');
    const fallback = attribute(tag, 'default');
    for (const name of names) {
      const field = { name };
      if (typeof type === 'string') field.type = type;
      if (attribute(tag, 'required') !== undefined) field.required = true;
      if (fallback !== undefined && fallback !== true) field.default = fallback;
      const values = listedValues(text);
      if (values) field.values = values;
      fields.push(field);
    }
  }
  return fields;
}

/** The snippets a page imports by name (`import X from "/snippets/x.mdx"`), as paths inside the documentation. */
function importsOf(text) {
  return new Map(
    [...text.matchAll(/^import\s+(\w+)\s+from\s+["']\/?([^"']+\.mdx)["'];?\s*$/gm)].map((m) => [m[1], m[2]]),
  );
}

/** The sections of a page: each heading with its level and the lines up to the next heading of its level or above. */
function sectionsOf(lines) {
  const headings = lines
    .map((line, index) => ({ match: /^(#{1,6})\s+(.+?)\s*$/.exec(line), index }))
    .filter((h) => h.match)
    .map(({ match, index }) => ({ level: match[1].length, title: match[2], index }));
  return headings.map((heading, i) => {
    const next = headings.slice(i + 1).find((h) => h.level <= heading.level);
    return { ...heading, lines: lines.slice(heading.index + 1, next ? next.index : lines.length) };
  });
}

/** The section at a heading path (`A > B`: heading B within the section of heading A). */
function sectionAt(sections, path) {
  let within;
  for (const title of path.split(' > ')) {
    within = sections.find(
      (s) =>
        s.title === title && (!within || (s.index > within.index && s.index <= within.index + within.lines.length)),
    );
    if (!within) return undefined;
  }
  return within;
}

function sourceOf(dir) {
  const recorded = join(dir, '_source.json');
  if (existsSync(recorded)) {
    const { repo, commit } = JSON.parse(readFileSync(recorded, 'utf8'));
    return `github.com/${repo}@${commit}`;
  }
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir }).toString().trim();
  return `github.com/mintlify/docs@${commit}`;
}

/** The facts of the documentation checkout at `dir`, as scripts/catalog/platform-docs.json holds them. */
export function extractPlatformDocs(dir) {
  const components = {};
  for (const [name, where] of Object.entries(COMPONENT_DOCS)) {
    const [page, heading] = where.split('#');
    const text = readPage(dir, page);
    if (heading && !sectionsOf(linesOutsideCode(text)).some((s) => s.title === heading))
      throw new Error(`${page}.mdx has no heading "${heading}" (documentation of ${name})`);
    components[name] = { docs: `${DOCS_BASE}/${page}${heading ? `#${anchorOf(heading)}` : ''}`, props: {} };
  }
  for (const [page, sections] of Object.entries(COMPONENT_PAGES)) {
    const text = readPage(dir, page);
    const all = sectionsOf(linesOutsideCode(text));
    for (const [title, names] of Object.entries(sections)) {
      const section = sectionAt(all, title);
      if (!section) throw new Error(`${page}.mdx has no heading "${title}"`);
      const fields = fieldsOf(section.lines, dir, importsOf(text));
      if (fields.length === 0) throw new Error(`${page}.mdx, "${title}": no properties found`);
      for (const name of names)
        for (const field of fields) {
          const { name: prop, ...facts } = field;
          components[name].props[prop] ??= facts;
        }
    }
  }
  const text = readPage(dir, FRONTMATTER_PAGE);
  const sections = sectionsOf(linesOutsideCode(text));
  const keysSection = sections.find((s) => s.title === FRONTMATTER_SECTION);
  if (!keysSection) throw new Error(`${FRONTMATTER_PAGE}.mdx has no heading "${FRONTMATTER_SECTION}"`);
  const keys = {};
  for (const { name, ...facts } of fieldsOf(keysSection.lines, dir, importsOf(text)))
    if (/^[\w:-]+$/.test(name))
      keys[name] ??= { docs: `${DOCS_BASE}/${FRONTMATTER_PAGE}#${fieldAnchor(name)}`, ...facts };
  // the modes are the values of `mode:` in the examples of the page-mode section (code blocks included)
  const start = text.indexOf(`## ${MODE_SECTION}`);
  const end = text.indexOf('\n## ', start + 1);
  if (start < 0) throw new Error(`${FRONTMATTER_PAGE}.mdx has no heading "${MODE_SECTION}"`);
  const modes = [...text.slice(start, end < 0 ? undefined : end).matchAll(/^mode:\s*["']?([\w-]+)["']?\s*$/gm)].map(
    (m) => m[1],
  );
  if (modes.length === 0) throw new Error(`${FRONTMATTER_PAGE}.mdx, "${MODE_SECTION}": no mode found`);
  return {
    source: sourceOf(dir),
    base: DOCS_BASE,
    components: sortedObject(components, (c) => ({ docs: c.docs, props: sortedObject(c.props) })),
    frontmatter: {
      docs: `${DOCS_BASE}/${FRONTMATTER_PAGE}`,
      keys: sortedObject(keys),
      modes: {
        docs: `${DOCS_BASE}/${FRONTMATTER_PAGE}#${anchorOf(MODE_SECTION)}`,
        values: [...new Set(modes)].sort(),
      },
    },
  };
}

function sortedObject(object, map = (v) => v) {
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, map(object[key])]),
  );
}

// The navigation checked against the platform's own validator (`validateDocsConfig` of @mintlify/validation) as an
// oracle: a navigation using every element and field validly, then each field of each element mutated (a value of
// the wrong type, a string outside what the schema allows, an unknown key in the element and in each object value).
// Where the platform rejects the mutation, we report it once, at the mutated node; where it accepts it, we report no
// error (a key it ignores may get its warning). Below `languages` the platform's validator checks nothing of the
// elements (it accepts a number as a tab's label there) while its published JSON Schema, which editors show, checks
// them as anywhere else: there the schema is the oracle, and the test lists where the two differ.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import * as jsonc from 'jsonc-parser';
import { createSite, page } from '../helpers/site';
import { ELEMENT_KINDS, elementSpec, isCollectionKey } from '../../server/src/engine/docsjson/schema';
import { SchemaValidator } from '../../server/src/engine/docsjson/schemaValidation';
import { DOCS_SCHEMA } from '../../server/src/engine/docsjson/platformSchema';

const icon = { name: 'book', style: 'solid', library: 'fontawesome' };
const color = { light: '#112233', dark: '#445566' };
const group = {
  group: 'Start',
  icon,
  tag: 'New',
  root: 'index',
  hidden: false,
  public: true,
  boost: 2,
  searchable: true,
  directory: 'card',
  pages: ['index', { group: 'Nested', icon: 'star', expanded: false, pages: ['quickstart'] }],
};
const NAVIGATION = {
  global: {
    anchors: [{ anchor: 'Blog', href: 'https://blog.example.com', icon, color, hidden: false }],
    tabs: [{ tab: 'Status', href: 'https://status.example.com', icon: 'signal', align: 'end' }],
    dropdowns: [{ dropdown: 'More', href: 'https://more.example.com', description: 'More', icon, color }],
  },
  languages: [
    {
      language: 'en',
      default: true,
      hidden: false,
      banner: { content: 'Welcome', dismissible: true, type: 'warning', color },
      versions: [
        {
          version: 'v2',
          default: true,
          tag: 'Latest',
          hidden: false,
          tabs: [
            {
              tab: 'Guides',
              icon,
              hidden: false,
              searchable: true,
              align: 'start',
              directory: 'accordion',
              menu: [{ item: 'Basics', icon, description: 'The basics', hidden: false, groups: [group] }],
            },
            {
              tab: 'More',
              anchors: [
                {
                  anchor: 'Products',
                  icon,
                  color,
                  hidden: false,
                  dropdowns: [
                    {
                      dropdown: 'Suite',
                      icon,
                      color,
                      description: 'All of them',
                      hidden: false,
                      products: [
                        {
                          product: 'Core',
                          name: 'Core',
                          icon,
                          color,
                          description: 'The core',
                          hidden: false,
                          pages: ['guides/intro'],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const FILES = {
  'index.mdx': page('Home'),
  'quickstart.mdx': page('Quickstart'),
  'guides/intro.mdx': page('Intro'),
};
// facts of the site the schema does not know (files, duplicates): not the schema's business
const SITE_CODES = /^(nav-missing-page|nav-invalid-href|nav-duplicate|nav-cross-listed|page-not-in-navigation)/;

function config(navigation: unknown): Record<string, unknown> {
  return {
    $schema: 'https://mintlify.com/docs.json',
    name: 'Acme',
    theme: 'mint',
    colors: { primary: '#0D9373' },
    navigation,
  };
}

async function platformAccepts(docs: unknown): Promise<boolean> {
  const { validateDocsConfig } = await import('@mintlify/validation');
  return ((await validateDocsConfig(docs as never)) as { success: boolean }).success;
}

const publishedSchema = new SchemaValidator(DOCS_SCHEMA.schema);

/** The published schema's verdict, unknown keys aside (the platform ignores them). */
function schemaRejects(text: string): boolean {
  return publishedSchema.validate(text).some((problem) => problem.code === 'config-schema');
}

function ourDiagnostics(text: string) {
  return createSite({ 'docs.json': text, ...FILES }).diagnostics('docs.json');
}

type Path = (string | number)[];
interface Mutation {
  readonly name: string;
  readonly path: Path;
  /** undefined: a key `zzzUnknown` added to the object at `path`. */
  readonly value?: unknown;
}

const LABELS = new Set(ELEMENT_KINDS.flatMap((kind) => elementSpec(kind).labelKey ?? []));

/** Every mutation of the navigation's elements and of their fields' values. */
function mutations(): Mutation[] {
  const found: Mutation[] = [];
  const wrongType = (value: unknown) =>
    typeof value === 'string' ? 12345 : typeof value === 'object' || typeof value === 'boolean' ? 'zzz' : true;
  const visitValue = (value: unknown, path: Path) => {
    found.push({ name: `${path.join('.')}: wrong type`, path, value: wrongType(value) });
    if (typeof value === 'string' && !LABELS.has(String(path.at(-1))))
      found.push({ name: `${path.join('.')}: "zzz"`, path, value: 'zzz' });
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      found.push({ name: `${path.join('.')}: unknown key`, path });
      for (const [key, inner] of Object.entries(value)) visitValue(inner, [...path, key]);
    }
  };
  const visitElement = (element: Record<string, unknown>, path: Path) => {
    found.push({ name: `${path.join('.') || 'navigation'}: unknown key`, path });
    for (const [key, value] of Object.entries(element)) {
      if (key === 'pages' || key === 'global' || isCollectionKey(key)) {
        const list = key === 'global' ? [value] : (value as unknown[]);
        list.forEach((child, i) => {
          const at = key === 'global' ? [...path, key] : [...path, key, i];
          if (child && typeof child === 'object') visitElement(child as Record<string, unknown>, at);
        });
        if (key === 'global') continue;
        // global's collections are lists of links
        continue;
      }
      visitValue(value, [...path, key]);
    }
  };
  visitElement(NAVIGATION, []);
  return found;
}

function apply(mutation: Mutation): { text: string; offset: number; length: number } {
  const base = JSON.stringify(config(NAVIGATION), null, 2);
  const path = ['navigation', ...mutation.path];
  const formatting = { tabSize: 2, insertSpaces: true };
  const edits =
    mutation.value === undefined
      ? jsonc.modify(base, [...path, 'zzzUnknown'], 1, { formattingOptions: formatting })
      : jsonc.modify(base, path, mutation.value, { formattingOptions: formatting });
  const text = jsonc.applyEdits(base, edits);
  const tree = jsonc.parseTree(text)!;
  const node = jsonc.findNodeAtLocation(tree, mutation.value === undefined ? [...path, 'zzzUnknown'] : path)!;
  // an added key is covered from its key; a replaced value by the value
  const at = mutation.value === undefined ? node.parent! : node;
  return { text, offset: at.offset, length: at.length };
}

describe('the navigation against the platform validator', () => {
  it('the base navigation is valid for the platform and for us, and uses every field of every element', async () => {
    assert.equal(await platformAccepts(config(NAVIGATION)), true);
    assert.deepEqual(
      ourDiagnostics(JSON.stringify(config(NAVIGATION), null, 2)).map((d) => `${d.code}: ${d.message}`),
      [],
    );
    const used = new Set(mutations().map((m) => String(m.path.at(-1))));
    const unchecked = ['openapi', 'asyncapi', 'graphql', 'sdk', 'footer', 'navbar', 'href', 'directory'];
    for (const kind of ELEMENT_KINDS)
      for (const field of Object.keys(elementSpec(kind).fields))
        if (!unchecked.includes(field) && field !== 'pages')
          assert.ok(used.has(field), `the base navigation has no ${kind} field ${field}`);
  });

  it('reports each mutation the platform rejects once, at the mutated node; no error where it accepts', async () => {
    const disagreements: string[] = [];
    const divergences: string[] = [];
    for (const mutation of mutations()) {
      const { text, offset, length } = apply(mutation);
      const accepted = await platformAccepts(JSON.parse(text));
      const rejected = !accepted || schemaRejects(text);
      if (accepted && rejected) divergences.push(mutation.path.slice(0, 1).join('.'));
      const all = ourDiagnostics(text);
      const doc = TextDocument.create('x', 'json', 0, text);
      const inside = (d: (typeof all)[number]) =>
        doc.offsetAt(d.range.start) >= offset && doc.offsetAt(d.range.end) <= offset + length;
      const shown = (list: typeof all) =>
        list.map((d) => `${d.code}@${doc.getText(d.range)}: ${d.message}`).join(' | ');
      if (!rejected) {
        // facts of the site the schema does not know (a page that does not exist) are not the schema's business
        const errors = all.filter(
          (d) =>
            !SITE_CODES.test(String(d.code)) &&
            (d.severity === DiagnosticSeverity.Error || !/unknown-field$/.test(String(d.code))),
        );
        if (errors.length > 0) disagreements.push(`${mutation.name}: accepted, we say ${shown(errors)}`);
      } else if (all.length !== 1 || !inside(all[0]))
        disagreements.push(`${mutation.name}: rejected, we say ${shown(all) || 'nothing'}`);
    }
    assert.deepEqual(new Set(divergences), new Set(['languages']));
    assert.deepEqual(disagreements, []);
  });
});

// The random series of edits that checks the docs.json findings brought forward by an edit (modelPatch.test.ts, which
// runs the first edits of each series, and modelPatch.slow.test.ts, the whole series, `npm run test:slow`): after
// every edit, the diagnostics of the incremental engine must be exactly those of an engine that sees the files for
// the first time.
import assert from 'node:assert/strict';
import * as jsonc from 'jsonc-parser';
import { Project } from '../../server/src/engine/project/project';
import { DiagnosticsComputer } from '../../server/src/engine/features/diagnostics';
import { silentLogger } from '../../server/src/engine/logger';
import { createSite, docsJson, page } from '../helpers/site';
import { MemoryWorkspace } from '../helpers/memoryWorkspace';
import { seededRandom as random } from '../helpers/seededRandom';

const PAGES = ['index', 'quickstart', 'a/b', 'a/c', 'a/index', 'guides/one', 'guides/two', 'shared/page', 'old/moved'];

const NAVIGATION = {
  versions: [
    {
      version: 'v1',
      tabs: [
        {
          tab: 'Guides',
          groups: [
            {
              group: 'Start',
              expanded: true,
              root: 'nowhere',
              pages: ['index', 'quickstart', 'quickstart', { group: 'Nested', href: 'x', pages: ['a/b', 'a/c'] }],
              icon: { name: 'book', style: 'odd' },
            },
            { group: 'More', openapi: 'none.yaml', pages: ['guides/one', 'guides/on', '', '/a/', 'shared/page'] },
            { $ref: './more.json' },
          ],
        },
        { tab: 'Other', groups: [{ group: 'Shared', pages: ['shared/page', 'guides/two', 'GET /pets'] }] },
      ],
    },
    { version: 'v2', groups: [{ group: 'Again', pages: ['index', 'a/b', 'missing/one'] }] },
  ],
};
const MORE = JSON.stringify({ group: 'From a file', pages: ['guides/two', 'a/c', 'nowhere'] }, null, 2);

/**
 * Pretty-printed, and on one line (every finding after an edit on its line moves), with a setting's fault after;
 * a key written twice in a group, unknown there too (two findings on one key, from two rules).
 */
export const TEXTS = [
  docsJson(NAVIGATION, {
    description: 'A site',
    seo: { indexing: 'sometimes' },
    navbar: { links: [{ label: 'Blog', href: 'https://example.com/blog' }] },
    redirects: [{ source: '/old', destination: '/old/moved' }],
  }),
  JSON.stringify({
    name: 'One line',
    theme: 'mint',
    colors: { primary: '#0D9373', light: 'nocolor' },
    api: { openapi: 'none.yaml' },
    navigation: NAVIGATION,
    x: 1,
    description: 'After the navigation',
    footer: { socials: { x: 'https://x.com/a' } },
  }),
].map((text) => text.replace(/"group": ?"More",/, '"group": "More", "pagez": 1, "pagez": 2,'));
export const FILES = Object.fromEntries(PAGES.map((path) => [`${path}.mdx`, page(path)]));
const LETTERS = ['a', 'b', 'c', '/', '-', 'e', 'o', 'n', 'w', ' ', 'é', '"', '\\'];

interface Span {
  readonly start: number;
  readonly end: number;
}

/** Top-level settings that only the settings' check reads, and settings that other rules read too. */
const SAFE_SETTINGS = new Set(['name', 'description', 'colors', 'seo', 'navbar', 'footer']);
const READ_SETTINGS = new Set(['theme', 'api', 'redirects']);

type Setting = 'safe' | 'read' | undefined;

/**
 * The strings of a JSON text (where their content starts and ends): the entries of `pages` arrays, the values of
 * `group` keys (labels), the values below a safe setting, those below a setting other rules read, and the others.
 */
function strings(text: string): Record<'entries' | 'labels' | 'settings' | 'read' | 'others', Span[]> {
  const found = {
    entries: [] as Span[],
    labels: [] as Span[],
    settings: [] as Span[],
    read: [] as Span[],
    others: [] as Span[],
  };
  const root = jsonc.parseTree(text);
  const visit = (node: jsonc.Node | undefined, inPages: boolean, setting: Setting) => {
    if (!node) return;
    const span = { start: node.offset + 1, end: node.offset + node.length - 1 };
    const key = node.parent?.type === 'property' && node.parent.children?.[0] === node;
    const label = !key && node.parent?.type === 'property' && node.parent.children?.[0]?.value === 'group';
    const kind = inPages
      ? 'entries'
      : label
        ? 'labels'
        : key || !setting
          ? 'others'
          : setting === 'safe'
            ? 'settings'
            : 'read';
    if (node.type === 'string') found[kind].push(span);
    const pages = node.type === 'property' && node.children?.[0]?.value === 'pages';
    const name = node.parent === root && node.type === 'property' ? node.children?.[0]?.value : undefined;
    const below = setting ?? (SAFE_SETTINGS.has(name) ? 'safe' : READ_SETTINGS.has(name) ? 'read' : undefined);
    node.children?.forEach((child, i) => visit(child, (pages && i === 1) || (inPages && node.type === 'array'), below));
  };
  visit(root, false, undefined);
  return found;
}

/** The same JSON but for the values of page entries. */
function samePaths(text: string, before: string): boolean {
  const { entries } = strings(text);
  const cut = (t: string, spans: Span[]) =>
    spans.reduceRight((rest, { start, end }) => rest.slice(0, start) + rest.slice(end), t);
  return cut(text, entries) === cut(before, strings(before).entries);
}

function jsonErrors(text: string): number {
  const errors: jsonc.ParseError[] = [];
  jsonc.parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  return errors.length;
}

/**
 * Mostly a key typed or deleted inside a page path; else inside a group's label, a safe setting's value, a value
 * other rules read, another string (a key, a navigation field), or now and then anywhere.
 */
function edited(text: string, next: () => number): string {
  const { entries, labels, settings, read, others } = strings(text);
  const pick = (n: number) => Math.floor(next() * n);
  const where = next();
  if (where < 0.05 || entries.length + others.length === 0) {
    const at = pick(text.length);
    return text.slice(0, at) + LETTERS[pick(LETTERS.length)] + text.slice(at + pick(2));
  }
  const inside = where < 0.6 ? entries : where < 0.75 ? labels : where < 0.88 ? settings : where < 0.94 ? read : others;
  if (inside.length === 0) return text;
  const { start, end } = inside[pick(inside.length)];
  const at = start + pick(end - start + 1);
  if (next() < 0.4 && at < end) return text.slice(0, at) + text.slice(at + 1 + pick(Math.min(3, end - at)));
  const typed = next() < 0.1 ? LETTERS[pick(LETTERS.length)] : LETTERS[pick(9)];
  return text.slice(0, at) + typed + text.slice(at);
}

/**
 * `count` random edits of docs.json (TEXTS[n]: 0 pretty-printed, 1 on one line) and more.json, seeded by n: after
 * each, the incremental engine's diagnostics are a fresh engine's, and many edits brought the model forward.
 */
export function editSeries(n: number, count: number): void {
  const next = random(20261126 + n);
  const files: Record<string, string> = { ...FILES, 'docs.json': TEXTS[n], 'more.json': MORE };
  const workspace = new MemoryWorkspace(
    Object.fromEntries(Object.entries(files).map(([path, text]) => [`/site/${path}`, text])),
    ['/site'],
  );
  const project = new Project(workspace, undefined, silentLogger);
  const diagnostics = new DiagnosticsComputer(project);
  const check = (path: string, edit: number) => {
    const uri = MemoryWorkspace.uri(`/site/${path}`);
    const fresh = createSite(files).diagnostics(path);
    assert.deepEqual(diagnostics.diagnostics(uri), fresh, `${path} after edit ${edit}: ${files[path]}`);
  };
  const good = { ...files };
  check('docs.json', 0);
  const forward = { page: 0, label: 0, setting: 0 };
  for (let i = 1; i <= count; i++) {
    const path = next() < 0.8 ? 'docs.json' : 'more.json';
    // an edit outside page paths is mostly undone next, as is a broken file, so that the navigation keeps its
    // shape and the series goes on typing page paths
    const undo = files[path] !== good[path] && next() < 0.7;
    files[path] = undo ? good[path] : edited(files[path], next);
    if (jsonErrors(files[path]) === 0 && samePaths(files[path], good[path])) good[path] = files[path];
    workspace.write(`/site/${path}`, files[path]);
    check('docs.json', i);
    check('more.json', i);
    check('old/moved.mdx', i); // unreachable but for a redirect to it
    const built = project.config(project.index.getRoots()[0]);
    if (built?.pageEdit) forward.page++;
    if (built?.labelEdit) forward.label++;
    if (built?.settingEdit) forward.setting++;
  }
  // the series must exercise the path it tests: many edits brought the model forward
  assert.ok(
    forward.page > count * 0.15 && forward.label > count * 0.05 && forward.setting > count * 0.075,
    `brought forward: ${JSON.stringify(forward)} of ${count}`,
  );
}

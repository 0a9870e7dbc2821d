// Typing a page path changes one page entry of the navigation model and nothing else; typing a group's label
// changes that label and what describes the group and everything below it. The model is then brought forward
// instead of built again (a walk over 50 000 entries on a big site, every keystroke): the entry is replaced, or the
// label; every other element and entry is kept. What the walk reported is unchanged but for the positions after the
// edit on its line, which move with it, and, for a label, what the group's own walk reports.
import * as jsonc from 'jsonc-parser';
import { Position } from 'vscode-languageserver-types';
import { Finding } from '../findings';
import { JsonFile, StringEdit } from './json';
import { DocsConfig, elementFindings, isEndpointReference, NavElement, PageEntry } from './model';

/** A model brought forward by an edit inside one page entry: the entry before and after it. */
export interface PageEntryEdit {
  readonly before: PageEntry;
  readonly after: PageEntry;
  readonly edit: StringEdit;
}

/** A model brought forward by an edit inside a group's label. */
export interface GroupLabelEdit {
  readonly group: NavElement;
  readonly edit: StringEdit;
  /** What the group's own walk reports now (the model's findings inside the group's object, before: replaced). */
  readonly findings: readonly Finding[];
}

/**
 * Each model's page entries by their string node (null: a node stands twice, a file pulled in twice), by the
 * model's list of entries (a model brought forward by a label edit keeps it).
 */
const entryIndexes = new WeakMap<readonly PageEntry[], Map<jsonc.Node, number> | null>();

/**
 * The model of `file`'s new version, when it differs from `config` (built from the version before) by an edit
 * inside the string of one page path that stays a page path; undefined otherwise (build the model again). `config`
 * is taken over: the element holding the entry holds the new one.
 */
export function modelAfterPageEdit(
  config: DocsConfig,
  file: JsonFile,
): { config: DocsConfig; change: PageEntryEdit } | undefined {
  const edit = file.edit;
  // a page entry is an item of an array (a label, a key, a setting is not: no index is built for them)
  if (!edit || file.errors.length > 0 || edit.node.parent?.type !== 'array') return undefined;
  const index = entryIndexOf(config);
  const at = index?.get(edit.node);
  if (!index || at === undefined) return undefined;
  const before = config.pages[at];
  const value = edit.node.value as string;
  if (before.kind !== 'page' || before.value !== edit.oldValue || before.node.file !== file) return undefined;
  if (isEndpointReference(value)) return undefined; // an endpoint reference now: other rules read it
  const after: PageEntry = { ...before, value };
  const pages = config.pages.slice();
  pages[at] = after;
  const siblings = before.parent.pages;
  siblings[siblings.indexOf(before)] = after;
  entryIndexes.delete(config.pages);
  entryIndexes.set(pages, index);
  return { config: { ...config, pages }, change: { before, after, edit } };
}

function entryIndexOf(config: DocsConfig): Map<jsonc.Node, number> | undefined {
  let index = entryIndexes.get(config.pages);
  if (index === undefined) {
    index = new Map(config.pages.map((page, i) => [page.node.node, i]));
    if (index.size !== config.pages.length) index = null;
    entryIndexes.set(config.pages, index);
  }
  return index ?? undefined;
}

/**
 * The model of `file`'s new version, when it differs from `config` by an edit inside the label of a group that holds
 * no `$ref`, the label neither empty before nor after (an empty label is a problem of its own); undefined otherwise.
 * `config` is taken over: the group holds the new label.
 */
export function modelAfterLabelEdit(
  config: DocsConfig,
  file: JsonFile,
): { config: DocsConfig; change: GroupLabelEdit } | undefined {
  const edit = file.edit;
  const labelProperty = edit?.node.parent;
  const object = labelProperty?.parent;
  if (!edit || file.errors.length > 0 || labelProperty?.type !== 'property' || object?.type !== 'object')
    return undefined;
  // the object's first `group` key is its label, and its value the edited string
  const first = object.children?.find((p) => p.children?.[0]?.value === 'group');
  if (first !== labelProperty || labelProperty.children?.[1] !== edit.node) return undefined;
  // one element of that object (a file pulled in twice stands at two places, each an element)
  const [group, twice] = config.elements.filter((e) => e.node.node === object);
  const value = edit.node.value as string;
  if (twice || group?.kind !== 'group' || group.node.file !== file || group.label !== edit.oldValue) return undefined;
  if (edit.oldValue === '' || value === '') return undefined;
  const start = object.offset;
  const end = object.offset + object.length;
  const holdsRef = config.refs.some(
    ({ holder }) => holder.file === file && holder.node.offset >= start && holder.node.offset < end,
  );
  if (holdsRef) return undefined;
  (group as { label: string | undefined }).label = value;
  return { config: { ...config }, change: { group, edit, findings: elementFindings(config, group) } };
}

/** Whether a finding lies inside an element's object (in its file, in the positions after the edit). */
export function isInside(finding: Finding, element: NavElement): boolean {
  const { file, node } = element.node;
  if (finding.uri !== file.uri) return false;
  const offset = file.doc.offsetAt(finding.range.start);
  return offset >= node.offset && offset < node.offset + node.length;
}

/** Findings moved by an edit: the model's and the diagnostics' lists, moved apart, hold the same objects. */
const moves = new WeakMap<Finding, { edit: StringEdit; moved: Finding }>();

/** A finding of the version before the edit, at its place after it (the same object when it did not move). */
export function findingAfterEdit(finding: Finding, uri: string, edit: StringEdit): Finding {
  if (finding.uri !== uri) return finding;
  const known = moves.get(finding);
  if (known?.edit === edit) return known.moved;
  const { start, end } = finding.range;
  const movedStart = positionAfterEdit(start, edit);
  const movedEnd = positionAfterEdit(end, edit);
  const moved =
    movedStart === start && movedEnd === end ? finding : { ...finding, range: { start: movedStart, end: movedEnd } };
  moves.set(finding, { edit, moved });
  return moved;
}

/**
 * A position after the edit on its line moves by the edit's length; any other stays. A position at the edit's start
 * stays too: only the edited string's own content starts there, and what is said of it is worked out again.
 */
function positionAfterEdit(position: Position, edit: StringEdit): Position {
  return position.line === edit.line && position.character > edit.character
    ? { line: position.line, character: position.character + edit.delta }
    : position;
}

/** A model kept as it was by an edit inside one string of docs.json's settings (outside `navigation`). */
export interface SettingEdit {
  readonly edit: StringEdit;
}

/**
 * The top-level settings whose strings no part of the engine reads but the check of the settings against the
 * platform's schema (rules/config/configSchema.ts). An allow-list, not a list of what rules read: a setting added
 * to the platform's schema, or one read by a new rule, is built and checked in full until it is named here. Left
 * out, because something else reads them or what they mean reaches beyond their own value: `navigation` (the model),
 * `theme` (which of the platform's schemas applies), `$schema` (the schema itself, a local file or a download),
 * `api` (`api.openapi`: specs and their endpoints), `redirects` (site routes, reachable pages, renames, dead paths),
 * `variables` and `variations` (what the platform substitutes into pages).
 */
const SETTINGS_READ_ONLY_BY_THE_SCHEMA: ReadonlySet<string> = new Set([
  'name',
  'description',
  'public',
  'colors',
  'logo',
  'favicon',
  'appearance',
  'background',
  'navbar',
  'footer',
  'search',
  'seo',
  'fonts',
  'icons',
  'styling',
  'integrations',
  'banner',
  'errors',
  'contextual',
  'thumbnails',
  'interaction',
  'metadata',
  'markdown',
]);

/**
 * Whether `file`'s new version differs from the one `config` was built from by an edit inside one string value of
 * docs.json's settings that only the settings' check reads (see SETTINGS_READ_ONLY_BY_THE_SCHEMA): the model then
 * holds the same elements and entries (its nodes are the edited tree's), and only that check runs again. It is
 * still given as a new object: what is remembered per model (the cursor's last location, the reachable pages)
 * holds offsets or settings of the version before. Not for a key (a key renamed is
 * another setting), nor for a value inside an object holding `$ref` (what it pulls in is another file).
 */
export function isSettingEdit(config: DocsConfig, file: JsonFile): boolean {
  const edit = file.edit;
  const top = config.top;
  if (!edit || file.errors.length > 0 || file.uri !== config.configUri || !top) return false;
  if (top.file !== file || top.node !== file.root) return false;
  let node = edit.node;
  for (let parent = node.parent; parent; node = parent, parent = node.parent) {
    if (parent.type === 'property' && parent.children?.[1] !== node) return false; // a key
    if (parent.type === 'object' && parent.children?.some((p) => p.children?.[0]?.value === '$ref')) return false;
    if (parent === top.node) {
      const key = node.children?.[0]?.value;
      return typeof key === 'string' && SETTINGS_READ_ONLY_BY_THE_SCHEMA.has(key);
    }
  }
  return false;
}

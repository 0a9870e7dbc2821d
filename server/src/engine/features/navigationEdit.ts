// Changes of the navigation made from a tree view: move a page or an element, add a page (its file and its entry),
// rename what the sidebar shows, remove an entry. Each is one workspace edit whose text edit of docs.json touches
// only the entries concerned (the rest of the file, its formatting and anything between, is kept as written); the
// result must parse when the file did, and never lists a page twice in one navigation scope. A drop the platform
// would not accept (a tab into a group, a page beside tabs) is refused with the reason. Entries that come through
// `$ref` move too: a page out of (or into) a list written in another file is one edit of each file, and an element
// that is a whole file moves as its `{ "$ref" }` object (the path written again when it lands in another folder);
// a file pulled in at two places is never edited from the tree, since the change would show at both.
import * as jsonc from 'jsonc-parser';
import { TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import type { NavigationEditParams, NavigationEditResult } from '../../../../shared/src/protocol/navigationTree';
import { JsonFile, JsonNode, keptProperty, property } from '../docsjson';
import { describeElement, DocsConfig, FollowedRef, followRefs, NavElement, PageEntry } from '../docsjson';
import { COLLECTION_KINDS, elementSpec } from '../docsjson';
import { DocsRoot } from '../project';
import { findPageFile, normalizePagePath } from '../project';
import { Project } from '../project';
import { rangeOf } from '../text';
import { dirnameUri, joinUri, relativePath } from '../workspace';
import { entriesOf, entryById, NavEntry } from './navigationTree';

interface Splice {
  readonly file: JsonFile;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u2028\u2029]/;

const refused = (reason: string): NavigationEditResult => ({ refused: reason });

export function editNavigation(project: Project, params: NavigationEditParams): NavigationEditResult {
  const root = project.index.getRoots().find((r) => r.uri === params.rootUri);
  const config = root && project.config(root)?.config;
  if (!root || !config?.navigation) return refused('This folder has no docs.json with a navigation.');
  if (config.files.some((f) => !f.root || syntaxErrors(f.errors) > 0))
    return refused('docs.json does not parse: fix its syntax errors first.');
  switch (params.action) {
    case 'move':
      return move(config, params.source, params.target, params.index);
    case 'addPage':
      return addPage(project, root, config, params.target, params.path, params.title);
    case 'rename':
      return rename(project, root, config, params.source, params.title);
    case 'remove': {
      const source = entryById(config, params.source);
      if (!source || isRoot(source)) return refused('That entry is no longer in the navigation.');
      const item = itemOf(config, nodeOf(source));
      if (typeof item === 'string') return refused(item);
      const removal = removeItem(item);
      return removal ? edited(config, [removal]) : refused('That entry is not written directly in a list.');
    }
  }
}

function move(config: DocsConfig, sourceId: string, targetId: string, index: number | undefined): NavigationEditResult {
  const source = entryById(config, sourceId);
  const target = entryById(config, targetId);
  if (!source || isRoot(source)) return refused('The dragged entry is no longer in the navigation.');
  if (!target || !('element' in target)) return refused('Entries can be dropped only into a group or another element.');
  const into = target.element;
  if ('element' in source)
    for (let e: NavElement | undefined = into; e; e = e.parent)
      if (e === source.element) return refused(`${describe(source)} cannot be moved into itself.`);
  const list = listFor(config, into, source);
  if (typeof list === 'string') return refused(list);
  const item = itemOf(config, nodeOf(source));
  if (typeof item === 'string') return refused(item);
  if (placesOf(config, item.file) !== 1) return refused(pulledInTwice(config, item.file));
  if ('page' in source) {
    const duplicate = listedElsewhere(into, source.page.value, source.page);
    if (duplicate) return refused(`"${source.page.value}" is already listed in ${describeElement(duplicate.parent)}.`);
  }
  const removal = removeItem(item);
  if (!removal) return refused(`${capitalize(describe(source))} is not written directly in a list.`);
  const entries = entriesOf(into);
  const before = index !== undefined && index < entries.length ? itemOf(config, nodeOf(entries[index])) : undefined;
  if (typeof before === 'string') return refused(before);
  if (before && before.node === item.node) return { edit: { changes: {} } }; // dropped onto itself
  const text = movedText(config, item, list.file);
  const insertion = insertItem(list, before, (indent) => reindent(text, indentOf(item), indent));
  if (!insertion) return refused(`The entry cannot be placed there (the list is in another file).`);
  return edited(config, [removal, insertion]);
}

/**
 * The array item that stands for an entry: the entry itself, or, for an element that is a whole file, the
 * `{ "$ref" }` object that pulls the file in; or why there is none to move.
 */
function itemOf(config: DocsConfig, entry: JsonNode): JsonNode | string {
  let item = entry;
  while (item.node.parent === undefined && item.file.uri !== config.configUri) {
    const holders = config.refs.filter((r) => r.file.uri === item.file.uri);
    if (holders.length !== 1) return pulledInTwice(config, item.file);
    item = holders[0].holder;
  }
  return item;
}

/**
 * The text of a moved item; the path of every `$ref` object in it (the item itself, or one nested in it) written again
 * from the folder of the file it lands in.
 */
function movedText(config: DocsConfig, item: JsonNode, into: JsonFile): string {
  const text = textOf(item);
  if (dirnameUri(item.file.uri) === dirnameUri(into.uri)) return text;
  const start = item.node.offset;
  const end = start + item.node.length;
  // a file pulled in twice lists its holders twice: each is written once, from the last one back
  const holders = new Map<number, FollowedRef>();
  for (const ref of config.refs)
    if (ref.holder.file.uri === item.file.uri && ref.holder.node.offset >= start && ref.holder.node.offset < end)
      holders.set(ref.holder.node.offset, ref);
  let result = text;
  for (const [, followed] of [...holders].sort(([a], [b]) => b - a)) {
    const ref = property(followed.holder, '$ref')?.valueNode;
    if (!ref) continue;
    const at = ref.node.offset - start;
    const path = relativeFrom(config.rootUri, dirnameUri(into.uri), followed.file.uri);
    result = result.slice(0, at) + JSON.stringify(path) + result.slice(at + ref.node.length);
  }
  return result;
}

/** The path of `target` from the folder `from`, both inside the docs root (`../groups/more.json`). */
function relativeFrom(rootUri: string, from: string, target: string): string {
  const segments = (uri: string) => (uri === rootUri ? [] : (relativePath(rootUri, uri) ?? '').split('/'));
  const up = segments(from);
  const down = segments(target);
  let common = 0;
  while (common < up.length && common < down.length - 1 && up[common] === down[common]) common++;
  return [...up.slice(common).map(() => '..'), ...down.slice(common)].join('/');
}

/** How many places of the navigation show a file's entries: docs.json one, a `$ref` file one per `$ref` above it. */
function placesOf(config: DocsConfig, file: JsonFile, seen: ReadonlySet<string> = new Set()): number {
  if (file.uri === config.configUri) return 1;
  if (seen.has(file.uri)) return 0;
  const inside = new Set([...seen, file.uri]);
  return config.refs
    .filter((r) => r.file.uri === file.uri)
    .reduce((sum, r) => sum + placesOf(config, r.holder.file, inside), 0);
}

function pulledInTwice(config: DocsConfig, file: JsonFile): string {
  const name = relativePath(config.rootUri, file.uri) ?? file.uri;
  return (
    `"${name}" is pulled in with \`$ref\` at ${placesOf(config, file)} places of the navigation: a change of it ` +
    `would show at each of them. Edit it by hand, or give each place its own file.`
  );
}

/** The list an entry goes into when dropped on `into`, or why it may not go there. */
function listFor(config: DocsConfig, into: NavElement, source: NavEntry): JsonNode | string {
  const what = describe(source);
  const sourceKind = 'page' in source ? 'page' : source.element.kind;
  const key = into.kind === 'group' ? 'pages' : into.collectionKey;
  const where = describeElement(into);
  if (!key) return `${capitalize(where)} has no list of pages or groups to drop into.`;
  const kindHere = into.kind === 'global' ? 'globalLink' : COLLECTION_KINDS[key];
  const fits =
    sourceKind === 'page' || sourceKind === 'group'
      ? key === 'pages' || (key === 'groups' && sourceKind === 'group')
      : kindHere === sourceKind;
  if (!fits) {
    const oneKind = '(an element holds one kind of child)';
    if (sourceKind === 'page' && key === 'groups')
      return `${capitalize(where)} holds groups: drop ${what} into one of its groups ${oneKind}.`;
    if (into.kind === 'group') return `A group holds pages and groups, not ${what}.`;
    return `${capitalize(where)} holds \`${key}\`: ${what} cannot stand beside them ${oneKind}.`;
  }
  // a key written twice: the platform reads the last list
  const list = followRefs(config, keptProperty(into.node, key)?.valueNode);
  if (!list || list.node.type !== 'array') return `${capitalize(where)} has no \`${key}\` list to drop into.`;
  return list;
}

/** An entry of the same page path in the navigation scope of `into` (its version or language), other than `except`. */
function listedElsewhere(into: NavElement, value: string, except?: PageEntry): PageEntry | undefined {
  let scope = into;
  while (scope.parent && scope.kind !== 'version' && scope.kind !== 'language') scope = scope.parent;
  const wanted = normalizePagePath(value);
  const search = (element: NavElement): PageEntry | undefined =>
    element.pages.find((p) => p !== except && p.kind === 'page' && normalizePagePath(p.value) === wanted) ??
    element.children.reduce<PageEntry | undefined>((found, child) => found ?? search(child), undefined);
  return search(scope);
}

function addPage(
  project: Project,
  root: DocsRoot,
  config: DocsConfig,
  targetId: string,
  written: string,
  title: string,
): NavigationEditResult {
  const target = entryById(config, targetId);
  if (!target || !('element' in target)) return refused('Pages can be added only to a group or another element.');
  const problem = pagePathProblem(written);
  if (problem) return refused(problem);
  const path = normalizePagePath(written);
  const list = listFor(config, target.element, { page: { value: path } as PageEntry });
  if (typeof list === 'string') return refused(list);
  const duplicate = listedElsewhere(target.element, path);
  if (duplicate) return refused(`"${path}" is already listed in ${describeElement(duplicate.parent)}.`);
  const insertion = insertItem(list, undefined, () => JSON.stringify(path));
  if (!insertion) return refused('The list is in another file.');
  const result = edited(config, [insertion]);
  if ('refused' in result || findPageFile(root, path)) return result; // an existing page only gets its entry
  const uri = joinUri(root.uri, `${path}.mdx`);
  // never through a symbolic link out of the root: the file made there, or the frontmatter put on one that exists
  if (!project.mayEdit(uri))
    return refused(`"${path}.mdx" lies behind a symbolic link that leads out of the docs root: it is not written.`);
  const content = `---\ntitle: ${yamlString(title.trim() || lastSegment(path))}\n---\n\n`;
  return {
    edit: {
      documentChanges: [
        { kind: 'create' as const, uri, options: { ignoreIfExists: true } },
        { textDocument: { uri, version: null }, edits: [TextEdit.insert({ line: 0, character: 0 }, content)] },
        ...(result.edit.documentChanges ?? []),
      ],
    },
  };
}

/** Why a typed page path cannot name a page file of the docs root. */
export function pagePathProblem(written: string): string | undefined {
  const path = normalizePagePath(written);
  if (path === '') return 'The page path is empty.';
  if (CONTROL_CHARACTERS.test(path)) return 'A page path cannot hold control characters.';
  if (path.includes('\\')) return 'Use `/` between folders in a page path, not `\\`.';
  if (path.split('/').some((s) => s === '' || s === '.' || s === '..'))
    return 'A page path is relative to the docs root, without empty, `.` or `..` segments.';
  if (/\.mdx?$/.test(path)) return 'Leave the extension out of the page path (`guides/intro`, not `guides/intro.mdx`).';
  if (path.toWellFormed() !== path) return 'The page path holds a broken character.';
  return undefined;
}

function rename(
  project: Project,
  root: DocsRoot,
  config: DocsConfig,
  sourceId: string,
  wanted: string,
): NavigationEditResult {
  const source = entryById(config, sourceId);
  const title = oneLine(wanted);
  if (!source || isRoot(source)) return refused('That entry is no longer in the navigation.');
  if (title === '') return refused('The title is empty.');
  if ('element' in source) {
    const labelKey = elementSpec(source.element.kind, source.element.within).labelKey;
    const label = labelKey && keptProperty(source.element.node, labelKey)?.valueNode;
    if (!label) return refused(`${describe(source)} has no label to rename.`);
    return edited(config, [{ ...span(label), text: JSON.stringify(title) }]);
  }
  if (source.page.kind === 'endpoint')
    return refused("An endpoint's title comes from its operation's summary in the spec.");
  const file = findPageFile(root, source.page.value);
  const uri = file && joinUri(root.uri, file);
  const page = uri ? project.frontmatter.get(uri) : undefined;
  if (!uri || !page || page.problem) return refused(`"${source.page.value}" has no readable page file to rename.`);
  const field = page.fields.find((f) => f.key === 'sidebarTitle') ?? page.fields.find((f) => f.key === 'title');
  const value = yamlString(title);
  const doc = page.doc;
  let edit: TextEdit;
  if (field) edit = TextEdit.replace(rangeOf(doc, field.valueStart, field.valueEnd - field.valueStart), value);
  else if (page.frontmatter)
    edit = TextEdit.insert(doc.positionAt(doc.getText().indexOf('\n') + 1), `title: ${value}\n`);
  else edit = TextEdit.insert({ line: 0, character: 0 }, `---\ntitle: ${value}\n---\n\n`);
  return { edit: { documentChanges: [{ textDocument: { uri, version: null }, edits: [edit] }] } };
}

/** The removal of an array item with its separator, the layout of the other items kept. */
function removeItem(item: JsonNode): Splice | undefined {
  const array = item.node.parent;
  if (array?.type !== 'array') return undefined;
  const items = array.children ?? [];
  const i = items.indexOf(item.node);
  if (items.length === 1)
    return { file: item.file, start: array.offset + 1, end: array.offset + array.length - 1, text: '' };
  if (i < items.length - 1) {
    // the item, its comma and the blank up to the next item: the next item takes its place and its indentation
    return { file: item.file, start: item.node.offset, end: items[i + 1].offset, text: '' };
  }
  // the last item: from the end of the one before (its comma goes)
  const previous = items[i - 1];
  return {
    file: item.file,
    start: previous.offset + previous.length,
    end: item.node.offset + item.node.length,
    text: '',
  };
}

/**
 * The insertion of a value into an array, before `before` or at the end, laid out like the items around it.
 * `value(indent)` writes the value for the indentation it will stand at.
 */
function insertItem(
  list: JsonNode,
  before: JsonNode | undefined,
  value: (indent: string) => string,
): Splice | undefined {
  if (before && before.file !== list.file) return undefined;
  const text = list.file.doc.getText();
  const array = list.node;
  const items = array.children ?? [];
  if (before) {
    const gap = leadingGap(text, before.node.offset);
    return {
      file: list.file,
      start: before.node.offset,
      end: before.node.offset,
      text: `${value(indentAfter(text, gap, before.node.offset))},${gap}`,
    };
  }
  if (items.length === 0) {
    const outer = lineIndent(text, array.offset);
    const unit = indentUnit(text);
    const close = array.offset + array.length - 1;
    return {
      file: list.file,
      start: array.offset + 1,
      end: close,
      text: `\n${outer}${unit}${value(outer + unit)}\n${outer}`,
    };
  }
  const last = items[items.length - 1];
  const gap = leadingGap(text, last.offset);
  const end = last.offset + last.length;
  return { file: list.file, start: end, end, text: `,${gap}${value(indentAfter(text, gap, end))}` };
}

/** The blank before a value, after the `[` or `,` that precedes it. */
function leadingGap(text: string, offset: number): string {
  let start = offset;
  while (start > 0 && /\s/.test(text[start - 1])) start--;
  return text.slice(start, offset) || ' ';
}

/** The indentation a value placed after `gap` stands at: the gap's last line, or that of the line it joins. */
function indentAfter(text: string, gap: string, offset: number): string {
  return gap.includes('\n') ? gap.slice(gap.lastIndexOf('\n') + 1) : lineIndent(text, offset);
}

function lineIndent(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))![0];
}

function indentUnit(text: string): string {
  const match = /\n([ \t]+)\S/.exec(text);
  return match ? match[1] : '  ';
}

function indentOf(n: JsonNode): string {
  return lineIndent(n.file.doc.getText(), n.node.offset);
}

/** A value's text moved from one indentation to another (strings in JSON hold no line breaks). */
function reindent(value: string, from: string, to: string): string {
  if (from === to || !value.includes('\n')) return value;
  return value
    .split('\n')
    .map((line, i) => (i === 0 ? line : line.startsWith(from) ? to + line.slice(from.length) : line))
    .join('\n');
}

/** The splices applied, checked (the result parses, no file shown at two places), as one edit per file. */
function edited(config: DocsConfig, splices: readonly Splice[]): NavigationEditResult {
  const byFile = new Map<JsonFile, Splice[]>();
  for (const s of splices) byFile.set(s.file, [...(byFile.get(s.file) ?? []), s]);
  const documentChanges: WorkspaceEdit['documentChanges'] = [];
  for (const [file, list] of byFile) {
    if (placesOf(config, file) !== 1) return refused(pulledInTwice(config, file));
    const before = file.doc.getText();
    const after = applySplices(before, list);
    const errors: jsonc.ParseError[] = [];
    jsonc.parseTree(after, errors, { allowTrailingComma: false, disallowComments: false });
    if (syntaxErrors(errors) > 0) {
      const name = relativePath(config.rootUri, file.uri) ?? file.uri;
      return refused(`The change would leave ${name} invalid; nothing was changed.`);
    }
    let start = 0;
    while (start < before.length && start < after.length && before[start] === after[start]) start++;
    let end = 0;
    while (
      end < before.length - start &&
      end < after.length - start &&
      before[before.length - 1 - end] === after[after.length - 1 - end]
    )
      end++;
    const edit = TextEdit.replace(
      rangeOf(file.doc, start, before.length - end - start),
      after.slice(start, after.length - end),
    );
    documentChanges.push({
      textDocument: { uri: file.uri, version: typeof file.version === 'number' ? file.version : null },
      edits: [edit],
    });
  }
  return { edit: { documentChanges } };
}

/** Splices of one text, at offsets of the original; an insertion at the edge of a removal stays outside it. */
function applySplices(text: string, splices: readonly Splice[]): string {
  const sorted = [...splices].sort((a, b) => a.start - b.start || a.end - a.start - (b.end - b.start));
  let result = '';
  let at = 0;
  for (const s of sorted) {
    result += text.slice(at, Math.max(at, s.start)) + s.text;
    at = Math.max(at, s.end);
  }
  return result + text.slice(at);
}

/** Comments are kept as written (docs.json reports them as errors, but they are no reason to refuse an edit). */
function syntaxErrors(errors: readonly jsonc.ParseError[]): number {
  return errors.filter((e) => e.error !== jsonc.ParseErrorCode.InvalidCommentToken).length;
}

function span(n: JsonNode): Splice {
  return { file: n.file, start: n.node.offset, end: n.node.offset + n.node.length, text: '' };
}

function textOf(n: JsonNode): string {
  return n.file.doc.getText().slice(n.node.offset, n.node.offset + n.node.length);
}

function nodeOf(entry: NavEntry): JsonNode {
  return 'page' in entry ? entry.page.node : entry.element.node;
}

function isRoot(entry: NavEntry): boolean {
  return 'element' in entry && entry.element.kind === 'navigation';
}

function describe(entry: NavEntry): string {
  return 'page' in entry ? `the page "${entry.page.value}"` : describeElement(entry.element);
}

/** A title on one line: control characters (line breaks, tabs, ...) become spaces, broken characters U+FFFD. */
function oneLine(text: string): string {
  return text
    .toWellFormed()
    .replace(new RegExp(`${CONTROL_CHARACTERS.source}+`, 'g'), ' ')
    .trim();
}

/** A YAML double-quoted scalar: JSON's escapes are YAML's. */
function yamlString(text: string): string {
  return JSON.stringify(oneLine(text));
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

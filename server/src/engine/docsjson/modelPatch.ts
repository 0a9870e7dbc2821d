// Typing a page path changes one page entry of the navigation model and nothing else. The model is then brought
// forward instead of built again (a walk over 50 000 entries on a big site, every keystroke): the entry is replaced,
// every other element and entry is kept. What the walk reported is unchanged but for the positions after the edit on
// its line, which move with it.
import * as jsonc from 'jsonc-parser';
import { Position } from 'vscode-languageserver-types';
import { Finding } from '../findings';
import { JsonFile, StringEdit } from './json';
import { DocsConfig, isEndpointReference, PageEntry } from './model';

/** A model brought forward by an edit inside one page entry: the entry before and after it. */
export interface PageEntryEdit {
  readonly before: PageEntry;
  readonly after: PageEntry;
  readonly edit: StringEdit;
}

/** Each model's page entries by their string node (null: a node stands twice, a file pulled in twice). */
const entryIndexes = new WeakMap<DocsConfig, Map<jsonc.Node, number> | null>();

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
  const next: DocsConfig = { ...config, pages };
  entryIndexes.delete(config);
  entryIndexes.set(next, index);
  return { config: next, change: { before, after, edit } };
}

function entryIndexOf(config: DocsConfig): Map<jsonc.Node, number> | undefined {
  let index = entryIndexes.get(config);
  if (index === undefined) {
    index = new Map(config.pages.map((page, i) => [page.node.node, i]));
    if (index.size !== config.pages.length) index = null;
    entryIndexes.set(config, index);
  }
  return index ?? undefined;
}

/** A finding of the version before the edit, at its place after it (the same object when it did not move). */
export function findingAfterEdit(finding: Finding, uri: string, edit: StringEdit): Finding {
  if (finding.uri !== uri) return finding;
  const { start, end } = finding.range;
  const movedStart = positionAfterEdit(start, edit);
  const movedEnd = positionAfterEdit(end, edit);
  return movedStart === start && movedEnd === end
    ? finding
    : { ...finding, range: { start: movedStart, end: movedEnd } };
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

// Completion in docs.json: page paths (those not yet in the navigation first), the keys valid at the cursor,
// language codes and enum values; outside the navigation, the settings of the platform's schema.
import {
  CompletionItem,
  CompletionItemKind,
  CompletionList,
  InsertTextFormat,
  Position,
  Range,
  TextEdit,
} from 'vscode-languageserver-types';
import { properties, stringContentRange, jsonStringContent } from '../docsjson';
import { locate } from '../docsjson';
import { NavElement } from '../docsjson';
import { COLLECTION_KINDS, elementSpec, FIELD_DOCS, FieldType, languageCodes } from '../docsjson';
import { DocsRoot } from '../project';
import { PageFile, pageFiles } from '../project';
import { Project } from '../project';
import { reachablePageFiles, isSnippet } from '../rules';
import { rangeOf } from '../text';
import { configDocument, ConfigDocument } from './documents';
import { settingsCompletion } from './settingsCompletion';

export function doComplete(project: Project, uri: string, position: Position): CompletionList {
  const empty: CompletionList = { isIncomplete: false, items: [] };
  const context = configDocument(project, uri);
  if (!context) return empty;
  const offset = context.doc.offsetAt(position);
  const where = locate(context.built.config, uri, offset);
  const stringNode =
    where.page?.node ??
    (where.property && !where.property.onKey && where.property.valueNode?.node.type === 'string'
      ? where.property.valueNode
      : undefined);

  const typed = stringNode ? context.doc.getText().slice(stringNode.node.offset + 1, offset) : '';
  if (where.page || (where.json.path.at(-2) === 'pages' && !where.json.isAtPropertyKey)) {
    return pageItems(context, stringNode ? stringContentRange(stringNode) : undefined, !stringNode, typed);
  }
  const valueKey =
    where.property && !where.property.onKey
      ? where.property.key
      : !where.json.isAtPropertyKey
        ? where.json.path.at(-1)
        : undefined;
  if (typeof valueKey === 'string' && where.element) {
    const key = valueKey;
    if (key === 'root' && where.element.kind === 'group')
      return pageItems(context, stringNode && stringContentRange(stringNode), !stringNode, typed);
    if (key === 'language' && where.element.kind === 'language')
      return {
        isIncomplete: false,
        items: languageItems(stringNode ? stringContentRange(stringNode) : undefined, !stringNode),
      };
    const type = elementSpec(where.element.kind, where.element.within).fields[key];
    if (type === 'boolean') return { isIncomplete: false, items: literalItems(['true', 'false']) };
  }
  if (where.json.isAtPropertyKey && where.element && where.json.path.length > 0) {
    return {
      isIncomplete: false,
      items: keyItems(
        where.element,
        context,
        offset,
        where.property?.keyNode && where.property.onKey
          ? rangeOf(context.doc, where.property.keyNode.node.offset, where.property.keyNode.node.length)
          : undefined,
      ),
    };
  }
  if (!where.element && uri === context.built.config.configUri)
    return settingsCompletion(context.doc, context.built.config.files[0].root, where.json) ?? empty;
  return empty;
}

/**
 * Past this many page paths the list holds only those matching what is typed before the cursor (its letters in
 * order, as editors filter), at most this many, and is marked incomplete so that the client asks again as the user
 * types: ten thousand items are megabytes of JSON on every keystroke, and nobody scrolls them.
 */
export const MAX_PAGE_ITEMS = 1000;

/** Whether the root has so many pages that completion in `pages` is cut to what is typed (see MAX_PAGE_ITEMS). */
export function isLargeSite(root: DocsRoot): boolean {
  return pageFiles(root).length > MAX_PAGE_ITEMS;
}

/** The items whose label holds the letters typed before the cursor, in order, at most MAX_PAGE_ITEMS. */
export function matchingTyped(items: readonly CompletionItem[], typed: string): CompletionItem[] {
  const pattern = typed.toLowerCase();
  return items.filter((item) => containsInOrder(item.label.toLowerCase(), pattern)).slice(0, MAX_PAGE_ITEMS);
}

/** Page paths of the root, those not yet in the navigation first. */
function pageItems(context: ConfigDocument, range: Range | undefined, quote: boolean, typed: string): CompletionList {
  const reached = reachablePageFiles(context.root, context.built.config);
  const pages = pageFiles(context.root);
  const isIncomplete = isLargeSite(context.root);
  const pattern = typed.toLowerCase();
  const unlisted: PageFile[] = [];
  const listed: PageFile[] = [];
  for (const page of pages) {
    if ((isIncomplete && !containsInOrder(page.lowerCasePath, pattern)) || isSnippet(page.file)) continue;
    (reached.has(page.file) ? listed : unlisted).push(page);
  }
  const item = ({ path }: PageFile, isListed: boolean): CompletionItem => {
    const text = quote ? JSON.stringify(path) : jsonStringContent(path); // a file may be named `we"ird.mdx`
    return {
      label: path,
      kind: CompletionItemKind.File,
      detail: isListed ? 'in navigation' : 'not yet in navigation',
      sortText: `${isListed ? 1 : 0}${path}`,
      ...(range ? { textEdit: TextEdit.replace(range, text), filterText: path } : { insertText: text }),
    };
  };
  const items = unlisted.slice(0, MAX_PAGE_ITEMS).map((page) => item(page, false));
  items.push(...listed.slice(0, MAX_PAGE_ITEMS - items.length).map((page) => item(page, true)));
  return { isIncomplete, items };
}

/** Whether the characters of `pattern` appear in `text` in order. */
export function containsInOrder(text: string, pattern: string): boolean {
  let at = 0;
  for (const char of pattern) {
    at = text.indexOf(char, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

function languageItems(range: Range | undefined, quote: boolean): CompletionItem[] {
  return languageCodes().map((code) => {
    const text = quote ? JSON.stringify(code) : code;
    return {
      label: code,
      kind: CompletionItemKind.EnumMember,
      ...(range ? { textEdit: TextEdit.replace(range, text) } : { insertText: text }),
    };
  });
}

function literalItems(values: string[]): CompletionItem[] {
  return values.map((value) => ({ label: value, kind: CompletionItemKind.Value }));
}

const SNIPPETS: Partial<Record<FieldType | 'collection', string>> = {
  string: '"$1"',
  boolean: '${1|true,false|}',
  number: '${1:0}',
  icon: '"$1"',
  openapi: '"$1"',
  banner: '{ "content": "$1", "dismissible": ${2|true,false|} }',
  object: '{$1}',
  pages: '[$1]',
  collection: '[$1]',
};

/** Keys the element may hold that it does not hold yet; child collections only while it has none of another kind. */
function keyItems(
  element: NavElement,
  context: ConfigDocument,
  offset: number,
  keyRange: Range | undefined,
): CompletionItem[] {
  const spec = elementSpec(element.kind, element.within);
  const present = new Set(properties(element.node).map((p) => p.key));
  const candidates: [string, FieldType | 'collection'][] = [];
  if (spec.labelKey) candidates.push([spec.labelKey, 'string']);
  for (const [key, type] of Object.entries(spec.fields)) candidates.push([key, type]);
  if (!element.collectionKey) for (const key of spec.collections) candidates.push([key, 'collection']);
  if (spec.global) candidates.push(['global', 'object']);
  const inString = context.doc.getText().charAt(keyRange ? context.doc.offsetAt(keyRange.start) : offset - 1) === '"';
  return candidates
    .filter(([key]) => !present.has(key) || (keyRange && context.doc.getText(keyRange).includes(key)))
    .map(([key, type]) => {
      const value = SNIPPETS[type] ?? '$1';
      const text = `"${key}": ${value}`;
      const doc =
        key === spec.labelKey
          ? `The ${spec.title}'s label.`
          : (FIELD_DOCS[key] ?? (key in COLLECTION_KINDS ? `Child ${key}.` : undefined));
      return {
        label: key,
        kind: CompletionItemKind.Property,
        documentation: doc,
        insertTextFormat: InsertTextFormat.Snippet,
        ...(keyRange
          ? { textEdit: TextEdit.replace(keyRange, text), filterText: `"${key}"` }
          : { insertText: inString ? text.slice(1) : text }),
      };
    });
}

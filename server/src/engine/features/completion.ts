// Completion in docs.json: page paths (those not yet in the navigation first), the keys valid at the cursor,
// language codes and enum values.
import { CompletionItem, CompletionItemKind, CompletionList, InsertTextFormat, Position, Range, TextEdit } from 'vscode-languageserver-types';
import { properties, stringContentRange } from '../docsjson/json';
import { locate } from '../docsjson/locate';
import { NavElement } from '../docsjson/model';
import { COLLECTION_KINDS, ELEMENT_SPECS, FIELD_DOCS, FieldType, LANGUAGE_CODES } from '../docsjson/schema';
import { isPageFile, pagePathOf } from '../project/pages';
import { Project } from '../project/project';
import { reachablePageFiles, isSnippet } from '../rules/navigation/unreachable';
import { rangeOf } from '../text';
import { configDocument, ConfigDocument } from './context';

export function doComplete(project: Project, uri: string, position: Position): CompletionList {
  const empty: CompletionList = { isIncomplete: false, items: [] };
  const context = configDocument(project, uri);
  if (!context) return empty;
  const offset = context.doc.offsetAt(position);
  const where = locate(context.built.config, uri, offset);
  const stringNode = where.page?.node ?? (where.property && !where.property.onKey && where.property.valueNode?.node.type === 'string' ? where.property.valueNode : undefined);

  if (where.page || (where.json.path.at(-2) === 'pages' && !where.json.isAtPropertyKey)) {
    return { isIncomplete: false, items: pageItems(context, stringNode ? stringContentRange(stringNode) : undefined, !stringNode) };
  }
  const valueKey = where.property && !where.property.onKey ? where.property.key : !where.json.isAtPropertyKey ? where.json.path.at(-1) : undefined;
  if (typeof valueKey === 'string' && where.element) {
    const key = valueKey;
    if (key === 'root' && where.element.kind === 'group') return { isIncomplete: false, items: pageItems(context, stringNode && stringContentRange(stringNode), !stringNode) };
    if (key === 'language' && where.element.kind === 'language') return { isIncomplete: false, items: languageItems(stringNode ? stringContentRange(stringNode) : undefined, !stringNode) };
    const type = ELEMENT_SPECS[where.element.kind].fields[key];
    if (type === 'boolean') return { isIncomplete: false, items: literalItems(['true', 'false']) };
  }
  if (where.json.isAtPropertyKey && where.element && where.json.path.length > 0) {
    return { isIncomplete: false, items: keyItems(where.element, context, offset, where.property?.keyNode && where.property.onKey ? rangeOf(context.doc, where.property.keyNode.node.offset, where.property.keyNode.node.length) : undefined) };
  }
  const path = where.json.path;
  if (path[0] === 'styling' && path[1] === 'eyebrows') return { isIncomplete: false, items: literalItems(['"breadcrumbs"', '"section"']) };
  if (path[0] === 'interaction' && path[1] === 'drilldown') return { isIncomplete: false, items: literalItems(['true', 'false']) };
  return empty;
}

function pageItems(context: ConfigDocument, range: Range | undefined, quote: boolean): CompletionItem[] {
  const reached = reachablePageFiles(context.root, context.built.config);
  const items: CompletionItem[] = [];
  for (const file of context.root.files) {
    if (!isPageFile(file) || isSnippet(file)) continue;
    const path = pagePathOf(file);
    const listed = reached.has(file);
    const text = quote ? JSON.stringify(path) : path;
    items.push({
      label: path,
      kind: CompletionItemKind.File,
      detail: listed ? 'in navigation' : 'not yet in navigation',
      sortText: `${listed ? 1 : 0}${path}`,
      ...(range ? { textEdit: TextEdit.replace(range, text), filterText: path } : { insertText: text }),
    });
  }
  return items;
}

function languageItems(range: Range | undefined, quote: boolean): CompletionItem[] {
  return LANGUAGE_CODES.map((code) => {
    const text = quote ? JSON.stringify(code) : code;
    return { label: code, kind: CompletionItemKind.EnumMember, ...(range ? { textEdit: TextEdit.replace(range, text) } : { insertText: text }) };
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
function keyItems(element: NavElement, context: ConfigDocument, offset: number, keyRange: Range | undefined): CompletionItem[] {
  const spec = ELEMENT_SPECS[element.kind];
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
      const doc = key === spec.labelKey ? `The ${spec.title}'s label.` : FIELD_DOCS[key] ?? (key in COLLECTION_KINDS ? `Child ${key}.` : undefined);
      return {
        label: key,
        kind: CompletionItemKind.Property,
        documentation: doc,
        insertTextFormat: InsertTextFormat.Snippet,
        ...(keyRange ? { textEdit: TextEdit.replace(keyRange, text), filterText: `"${key}"` } : { insertText: inString ? text.slice(1) : text }),
      };
    });
}

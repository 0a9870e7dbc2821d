// JSON files parsed once with exact ranges (jsonc-parser's trees; strict JSON's made faster, strictJsonTree.ts), and
// small helpers over their syntax trees.
import * as jsonc from 'jsonc-parser';
import { Range } from 'vscode-languageserver-types';
import { FileProblem } from '../findings';
import { createDocument, rangeOf, TextDocument } from '../text';
import { changedSpan, editString, TextSpan } from './stringEdit';
import { strictJsonTree } from './strictJsonTree';

export interface JsonFile {
  readonly uri: string;
  readonly version: string | number;
  readonly doc: TextDocument;
  readonly root: jsonc.Node | undefined;
  readonly errors: readonly jsonc.ParseError[];
  /** Why the file was not parsed (too large, too deep, not UTF-8, unreadable): `root` is then undefined. */
  readonly problem?: FileProblem;
  /** Set when this version came from the previous one by an edit inside one string (the tree was reused). */
  readonly edit?: StringEdit;
}

/**
 * An edit inside one string: what changed, for the caches that bring their results forward instead of computing
 * them again. A string holds no line break, so only positions on the edit's line, after it, move.
 */
export interface StringEdit {
  /** The version the edit was made to. */
  readonly fromVersion: string | number;
  /** The string node, holding the new value. */
  readonly node: jsonc.Node;
  readonly oldValue: string;
  /** Where the edit starts (the same before and after it). */
  readonly line: number;
  readonly character: number;
  /** How many characters the text grew by (negative: shrank). */
  readonly delta: number;
}

/** A node together with the file it lives in (docs.json may pull in other files with `$ref`). */
export interface JsonNode {
  readonly file: JsonFile;
  readonly node: jsonc.Node;
}

export function unparsedJsonFile(uri: string, version: string | number, text: string, problem: FileProblem): JsonFile {
  return { uri, version, doc: createDocument(uri, 'json', version, text), root: undefined, errors: [], problem };
}

/**
 * `previous`: the same file's last parse, whose tree is reused when the edit since stays inside one string (see
 * stringEdit.ts). It is taken over: it becomes the result, brought to the new version (so that the model's nodes,
 * which point at their file, name the version they now stand in).
 */
export function parseJsonFile(uri: string, version: string | number, text: string, previous?: JsonFile): JsonFile {
  if (previous?.root && previous.errors.length === 0) {
    const oldText = previous.doc.getText();
    const span = changedSpan(oldText, text);
    const at = previous.doc.positionAt(span.start);
    const edited = editString(previous.root, oldText, text, span);
    if (edited) {
      const file = previous as Mutable<JsonFile>;
      file.doc = documentAfterEdit(previous.doc, span, text, version);
      file.edit = { fromVersion: previous.version, ...edited, ...at, delta: text.length - oldText.length };
      file.version = version;
      return file;
    }
  }
  const errors: jsonc.ParseError[] = [];
  const root =
    strictJsonTree(text) ??
    jsonc.parseTree(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  return { uri, version, doc: createDocument(uri, 'json', version, text), root, errors };
}

/**
 * The previous version's document brought to `text` by the one edit between them: its line offsets are shifted
 * (a loop over the lines after the edit) instead of found again by a scan of the whole text (2.5 MB on a
 * 50 000-page docs.json). The previous document is taken over, as its tree is.
 */
function documentAfterEdit(doc: TextDocument, span: TextSpan, text: string, version: string | number): TextDocument {
  const newEnd = span.oldEnd + text.length - doc.getText().length;
  const range = { start: doc.positionAt(span.start), end: doc.positionAt(span.oldEnd) };
  const change = { range, text: text.slice(span.start, newEnd) };
  return TextDocument.update(doc, [change], typeof version === 'number' ? version : 0);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function nodeRange(n: JsonNode): Range {
  return rangeOf(n.file.doc, n.node.offset, n.node.length);
}

/** The range of an object's opening brace: where whole-element problems are shown. */
export function braceRange(n: JsonNode): Range {
  return rangeOf(n.file.doc, n.node.offset, 1);
}

export interface JsonProperty {
  readonly key: string;
  readonly keyNode: JsonNode;
  readonly valueNode: JsonNode | undefined;
}

export function properties(n: JsonNode): JsonProperty[] {
  if (n.node.type !== 'object') return [];
  const result: JsonProperty[] = [];
  for (const prop of n.node.children ?? []) {
    const [keyNode, valueNode] = prop.children ?? [];
    if (keyNode && typeof keyNode.value === 'string') result.push(jsonProperty(n.file, keyNode, valueNode));
  }
  return result;
}

/** The first property named `key`; looked up without listing the others (the model asks this of every entry). */
export function property(n: JsonNode, key: string): JsonProperty | undefined {
  if (n.node.type !== 'object') return undefined;
  for (const prop of n.node.children ?? []) {
    const [keyNode, valueNode] = prop.children ?? [];
    if (keyNode?.value === key) return jsonProperty(n.file, keyNode, valueNode);
  }
  return undefined;
}

/**
 * The property named `key` that the platform reads: the last one (JSON.parse, and the platform with it, keeps the last
 * of a key written twice, json-duplicate-key). Every edit of a key's value goes to this one.
 */
export function keptProperty(n: JsonNode, key: string): JsonProperty | undefined {
  const node = keptPropertyNode(n.node, key);
  return node && jsonProperty(n.file, node.children![0], node.children![1]);
}

/** The `property` node of `object` named `key` that the platform reads: the last one. */
export function keptPropertyNode(object: jsonc.Node | undefined, key: string): jsonc.Node | undefined {
  if (object?.type !== 'object') return undefined;
  let kept: jsonc.Node | undefined;
  for (const prop of object.children ?? []) if (prop.children?.[0]?.value === key) kept = prop;
  return kept;
}

function jsonProperty(file: JsonFile, keyNode: jsonc.Node, valueNode: jsonc.Node | undefined): JsonProperty {
  return {
    key: keyNode.value as string,
    keyNode: { file, node: keyNode },
    valueNode: valueNode && { file, node: valueNode },
  };
}

export function items(n: JsonNode): JsonNode[] {
  return n.node.type === 'array' ? (n.node.children ?? []).map((node) => ({ file: n.file, node })) : [];
}

export function stringValue(n: JsonNode | undefined): string | undefined {
  return n?.node.type === 'string' ? (n.node.value as string) : undefined;
}

/** The range of a string's content, without its quotes. */
export function stringContentRange(n: JsonNode): Range {
  return rangeOf(n.file.doc, n.node.offset + 1, Math.max(0, n.node.length - 2));
}

export function jsonTypeName(node: jsonc.Node): string {
  return node.type === 'null' ? 'null' : node.type;
}

/** A string as written between the quotes of a JSON string: every `"`, `\\` and control character escaped. */
export function jsonStringContent(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

// A spec parsed into one neutral tree with the source offsets of every key and value, from JSON (jsonc-parser) or
// YAML (`yaml`). Rules and the indexer walk this tree; it lives only while a spec is analysed (in the worker).
import * as jsonc from 'jsonc-parser';
import type { Node as YamlNode, Document } from 'yaml';
import { yamlLibrary } from '../yamlLibrary';
import { MAX_SYNTAX_ERRORS } from '../limits';

interface NodeBase {
  readonly start: number;
  readonly end: number;
}
export interface SpecObject extends NodeBase {
  readonly kind: 'object';
  readonly props: Map<string, SpecProp>;
}
export interface SpecProp {
  readonly key: string;
  readonly keyStart: number;
  readonly keyEnd: number;
  readonly value: SpecNode;
}
export interface SpecArray extends NodeBase {
  readonly kind: 'array';
  readonly items: SpecNode[];
}
export interface SpecScalar extends NodeBase {
  readonly kind: 'scalar';
  readonly value: string | number | boolean | null;
}
export type SpecNode = SpecObject | SpecArray | SpecScalar;

export interface SyntaxProblem {
  readonly start: number;
  readonly end: number;
  readonly message: string;
}

export interface ParsedSpec {
  readonly root: SpecNode | undefined;
  readonly problems: SyntaxProblem[];
  /** The document as a plain value, for the schema validator. */
  readonly plain: () => unknown;
}

/** A YAML document whose aliases expand to more nodes than this is refused (alias bombs). */
const MAX_EXPANDED_NODES = 2_000_000;

export function isYamlPath(uri: string): boolean {
  return /\.ya?ml$/i.test(uri);
}

/** `text` must have passed the nesting limit (checkLimits): both parsers recurse per level. */
export function parseSpec(uri: string, text: string): ParsedSpec {
  const parsed = isYamlPath(uri) || !/^\s*[[{]/.test(text) ? parseYaml(text) : parseJson(text);
  return parsed.problems.length > MAX_SYNTAX_ERRORS ? { ...parsed, problems: firstProblems(parsed.problems) } : parsed;
}

function firstProblems(problems: readonly SyntaxProblem[]): SyntaxProblem[] {
  const shown = problems.slice(0, MAX_SYNTAX_ERRORS);
  const next = problems[MAX_SYNTAX_ERRORS];
  const more = problems.length - MAX_SYNTAX_ERRORS;
  return [...shown, { ...next, message: `${next.message} (and ${more - 1} more syntax errors after it, not listed)` }];
}

function parseJson(text: string): ParsedSpec {
  const problems: SyntaxProblem[] = [];
  const root = buildJsonTree(text, problems);
  return { root: problems.length === 0 ? root : undefined, problems, plain: () => JSON.parse(text) as unknown };
}

/** Builds the tree straight from jsonc-parser's events: no intermediate syntax tree (4 MB specs, memory). */
function buildJsonTree(text: string, problems: SyntaxProblem[]): SpecNode | undefined {
  const stack: (SpecObject | SpecArray)[] = [];
  let root: SpecNode | undefined;
  let pendingKey: { key: string; start: number; end: number } | undefined;
  const place = (node: SpecNode) => {
    const parent = stack.at(-1);
    if (!parent) root = node;
    else if (parent.kind === 'array') parent.items.push(node);
    else if (pendingKey)
      parent.props.set(pendingKey.key, {
        key: pendingKey.key,
        keyStart: pendingKey.start,
        keyEnd: pendingKey.end,
        value: node,
      });
    pendingKey = undefined;
  };
  const open = (node: SpecObject | SpecArray) => {
    place(node);
    stack.push(node);
  };
  const close = (offset: number, length: number) => {
    const done = stack.pop();
    if (done) (done as { end: number }).end = offset + length;
  };
  jsonc.visit(
    text,
    {
      onObjectBegin: (offset) => open({ kind: 'object', start: offset, end: offset, props: new Map() }),
      onObjectEnd: close,
      onArrayBegin: (offset) => open({ kind: 'array', start: offset, end: offset, items: [] }),
      onArrayEnd: close,
      onObjectProperty: (key, offset, length) => void (pendingKey = { key, start: offset, end: offset + length }),
      onLiteralValue: (value, offset, length) =>
        place({ kind: 'scalar', start: offset, end: offset + length, value: value as SpecScalar['value'] }),
      onError: (error, offset, length) =>
        void problems.push({ start: offset, end: offset + length, message: `${jsonc.printParseErrorCode(error)}.` }),
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  return root;
}

function parseYaml(text: string): ParsedSpec {
  const { parseDocument, LineCounter } = yamlLibrary();
  // Each syntax error is an Error object whose stack trace V8 captures: on a text with 300 000 of them that was
  // two thirds of the parse
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(text, { lineCounter: new LineCounter(), uniqueKeys: true, prettyErrors: false });
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  const problems = doc.errors.map((e) => ({
    start: e.pos[0],
    end: Math.max(e.pos[1], e.pos[0] + 1),
    message: firstLine(e.message),
  }));
  if (problems.length > 0 || !doc.contents) return { root: undefined, problems, plain: () => undefined };
  const converter = new YamlConverter(doc);
  const root = converter.convert(doc.contents);
  if (expandedSize(root) > MAX_EXPANDED_NODES) {
    return {
      root: undefined,
      plain: () => undefined,
      problems: [
        {
          start: 0,
          end: 1,
          message:
            `YAML aliases expand to more than ${MAX_EXPANDED_NODES} nodes (an alias bomb?); the spec is ` +
            `not parsed.`,
        },
      ],
    };
  }
  return { root, problems, plain: () => toPlainValue(root) };
}

/** Aliases become shared subtrees (never copies), so an alias bomb costs no memory here. */
class YamlConverter {
  private readonly converted = new Map<YamlNode, SpecNode>();
  private readonly active = new Set<YamlNode>();
  private readonly yaml = yamlLibrary();

  constructor(private readonly doc: Document) {}

  convert(node: unknown): SpecNode {
    if (this.yaml.isAlias(node)) {
      const target = node.resolve(this.doc);
      const [start, end] = node.range ?? [0, 0];
      // a dangling or self-containing alias
      if (!target || this.active.has(target)) return { kind: 'scalar', start, end, value: null };
      return this.convert(target);
    }
    const yamlNode = node as YamlNode;
    const done = this.converted.get(yamlNode);
    if (done) return done;
    this.active.add(yamlNode);
    const result = this.build(yamlNode);
    this.active.delete(yamlNode);
    this.converted.set(yamlNode, result);
    return result;
  }

  private build(node: YamlNode): SpecNode {
    // [start, end of the value, end with trailing comments and line break]
    const [start, end] = node.range ?? [0, 0];
    const { isMap, isScalar, isSeq } = this.yaml;
    if (isMap(node)) {
      const props = new Map<string, SpecProp>();
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const [keyStart, keyEnd] = pair.key.range ?? [start, start];
        const value =
          pair.value == null
            ? { kind: 'scalar' as const, start: keyEnd, end: keyEnd, value: null }
            : this.convert(pair.value);
        props.set(String(pair.key.value), { key: String(pair.key.value), keyStart, keyEnd, value });
      }
      return { kind: 'object', start, end, props };
    }
    if (isSeq(node)) return { kind: 'array', start, end, items: node.items.map((item) => this.convert(item)) };
    const value = isScalar(node) ? node.value : null;
    return { kind: 'scalar', start, end, value: isPlainScalar(value) ? value : String(value) };
  }
}

function isPlainScalar(value: unknown): value is SpecScalar['value'] {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** The number of nodes the tree has once shared subtrees are counted at every use. */
function expandedSize(root: SpecNode): number {
  const sizes = new Map<SpecNode, number>();
  const size = (node: SpecNode): number => {
    const known = sizes.get(node);
    if (known !== undefined) return known;
    let total = 1;
    if (node.kind === 'object') for (const prop of node.props.values()) total += size(prop.value);
    else if (node.kind === 'array') for (const item of node.items) total += size(item);
    total = Math.min(total, MAX_EXPANDED_NODES + 1);
    sizes.set(node, total);
    return total;
  };
  return size(root);
}

function firstLine(message: string): string {
  return message.split('\n')[0];
}

// ---- small accessors ----

export function prop(node: SpecNode | undefined, key: string): SpecProp | undefined {
  return node?.kind === 'object' ? node.props.get(key) : undefined;
}

export function child(node: SpecNode | undefined, key: string): SpecNode | undefined {
  return prop(node, key)?.value;
}

export function str(node: SpecNode | undefined): string | undefined {
  return node?.kind === 'scalar' && typeof node.value === 'string' ? node.value : undefined;
}

/** The node a JSON pointer (`#/components/schemas/Pet`) names, or undefined. */
export function resolvePointer(root: SpecNode, pointer: string): SpecNode | undefined {
  if (pointer === '#' || pointer === '#/') return root;
  if (!pointer.startsWith('#/')) return undefined;
  let node: SpecNode | undefined = root;
  for (const raw of pointer.slice(2).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    if (node?.kind === 'object') node = node.props.get(segment)?.value;
    else if (node?.kind === 'array') node = /^\d+$/.test(segment) ? node.items[Number(segment)] : undefined;
    else return undefined;
  }
  return node;
}

/** Follows `$ref`s (internal only) to the node they name; stops after a few hops so that cycles end. */
export function deref(root: SpecNode, node: SpecNode | undefined): SpecNode | undefined {
  for (let hops = 0; hops < 16 && node; hops++) {
    const ref = str(child(node, '$ref'));
    if (ref === undefined) return node;
    node = resolvePointer(root, ref);
  }
  return node && str(child(node, '$ref')) === undefined ? node : undefined;
}

/** The node at a path of keys and indexes, and the deepest node found on the way. */
export function nodeAtPath(
  root: SpecNode,
  path: readonly string[],
): { node: SpecNode; prop?: SpecProp; complete: boolean } {
  let node: SpecNode = root;
  let last: SpecProp | undefined;
  for (const segment of path) {
    const next: SpecProp | SpecNode | undefined =
      node.kind === 'object'
        ? node.props.get(segment)
        : node.kind === 'array'
          ? node.items[Number(segment)]
          : undefined;
    if (!next) return { node, prop: last, complete: false };
    if ('key' in next) {
      last = next;
      node = next.value;
    } else {
      last = undefined;
      node = next;
    }
  }
  return { node, prop: last, complete: true };
}

/** The tree as a plain value (shared subtrees stay shared), for the schema validator. */
export function toPlainValue(root: SpecNode): unknown {
  const memo = new Map<SpecNode, unknown>();
  const convert = (node: SpecNode): unknown => {
    if (node.kind === 'scalar') return node.value;
    const known = memo.get(node);
    if (known !== undefined) return known;
    if (node.kind === 'array') {
      const list: unknown[] = [];
      memo.set(node, list);
      for (const item of node.items) list.push(convert(item));
      return list;
    }
    const object: Record<string, unknown> = {};
    memo.set(node, object);
    for (const [key, p] of node.props)
      Object.defineProperty(object, key, {
        value: convert(p.value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return object;
  };
  return convert(root);
}

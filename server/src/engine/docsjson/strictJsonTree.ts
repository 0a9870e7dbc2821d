// The syntax tree jsonc-parser's `parseTree` gives, made faster for the files nearly every docs.json is: strict JSON
// (no comments, no trailing commas, no errors). jsonc-parser scans character by character in JavaScript, which runs
// cold at the start of every `check` (8 ms for a 29 KB docs.json, 27 ms for 180 KB); here V8's own JSON parser
// says whether the text is strict JSON, and a regular expression finds its tokens, so only the tree is built in
// JavaScript. Anything else (comments, errors) gets undefined: jsonc-parser then reads it, and words its errors.
import type * as jsonc from 'jsonc-parser';

/** After JSON's whitespace: a string, a punctuation sign, a literal word or a number (JSON.parse has judged them). */
const TOKEN = /[ \t\n\r]*(?:("[^"\\]*(?:\\.[^"\\]*)*")|([{}[\]:,])|(true|false|null)|(-?[\d.eE+-]+))/y;

type Node = { -readonly [K in keyof jsonc.Node]: jsonc.Node[K] } & { children?: Node[]; parent?: Node };

/** `parseTree` of a strict JSON text (node for node, in the same shape), or undefined when it is not one. */
export function strictJsonTree(text: string): jsonc.Node | undefined {
  try {
    JSON.parse(text);
  } catch {
    return undefined;
  }
  // jsonc-parser's artificial root, and its rule for a property: complete when its value ends
  const root: Node = { type: 'array', offset: -1, length: -1, children: [], parent: undefined };
  let parent = root;
  const value = (node: Node) => void parent.children!.push(node);
  const completeProperty = (end: number) => {
    if (parent.type !== 'property') return;
    parent.length = end - parent.offset;
    parent = parent.parent!;
  };
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const end = TOKEN.lastIndex;
    const [, string, sign, word, number] = match;
    const token = string ?? sign ?? word ?? number;
    const offset = end - token.length;
    if (string !== undefined) {
      const decoded = string.includes('\\') ? (JSON.parse(string) as string) : string.slice(1, -1);
      if (parent.type === 'object') {
        const property: Node = { type: 'property', offset, length: -1, parent, children: [] };
        value(property);
        parent = property;
        value({ type: 'string', value: decoded, offset, length: string.length, parent });
      } else {
        value({ type: 'string', offset, length: string.length, parent, value: decoded });
        completeProperty(end);
      }
    } else if (sign === '{' || sign === '[') {
      const node: Node = { type: sign === '{' ? 'object' : 'array', offset, length: -1, parent, children: [] };
      value(node);
      parent = node;
    } else if (sign === '}' || sign === ']') {
      parent.length = end - parent.offset;
      parent = parent.parent!;
      completeProperty(end);
    } else if (sign === ':') parent.colonOffset = offset;
    else if (sign === undefined) {
      const literal = word === undefined ? Number(number) : word === 'null' ? null : word === 'true';
      const type = literal === null ? 'null' : typeof literal === 'boolean' ? 'boolean' : 'number';
      value({ type, offset, length: token.length, parent, value: literal });
      completeProperty(end);
    }
  }
  const result: Node | undefined = root.children![0];
  if (result) delete result.parent;
  return result;
}

// The syntax tree jsonc-parser's `parseTree` gives, made faster for the files nearly every docs.json is: strict JSON
// (no comments, no trailing commas, no errors). jsonc-parser scans character by character in JavaScript, which runs
// cold at the start of every `check` (8 ms for a 29 KB docs.json, 27 ms for 180 KB); here V8's own JSON parser
// says whether the text is strict JSON, and regular expressions step over its whitespace, strings and numbers, so
// that JavaScript runs once per token. Anything else (comments, errors) gets undefined: jsonc-parser then reads it,
// and words its errors.
import type * as jsonc from 'jsonc-parser';

// sticky: each matches at `lastIndex` only (JSON.parse has judged the text, so each token is whole)
const WHITESPACE = /[ \t\n\r]*/y;
const STRING_WITHOUT_ESCAPES = /"[^"\\]*"/y;
const STRING = /"[^"\\]*(?:\\.[^"\\]*)*"/y;
const NUMBER = /-?[\d.eE+-]+/y;

type Node = { -readonly [K in keyof jsonc.Node]: jsonc.Node[K] } & { children?: Node[]; parent?: Node };

/** Where the sticky expression's match at `at` ends. */
function endOf(expression: RegExp, text: string, at: number): number {
  expression.lastIndex = at;
  return expression.test(text) ? expression.lastIndex : -1;
}

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
  const completeProperty = (end: number) => {
    if (parent.type !== 'property') return;
    parent.length = end - parent.offset;
    parent = parent.parent!;
  };
  for (let at = endOf(WHITESPACE, text, 0); at < text.length; at = endOf(WHITESPACE, text, at)) {
    const code = text.charCodeAt(at);
    if (code === 0x22 /* " */) {
      let end = endOf(STRING_WITHOUT_ESCAPES, text, at);
      let value: string;
      if (end >= 0) value = text.slice(at + 1, end - 1);
      else {
        end = endOf(STRING, text, at);
        value = JSON.parse(text.slice(at, end)) as string;
      }
      if (parent.type === 'object') {
        const property: Node = { type: 'property', offset: at, length: -1, parent, children: [] };
        parent.children!.push(property);
        parent = property;
        property.children!.push({ type: 'string', value, offset: at, length: end - at, parent });
      } else {
        parent.children!.push({ type: 'string', offset: at, length: end - at, parent, value });
        completeProperty(end);
      }
      at = end;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      const node: Node = { type: code === 0x7b ? 'object' : 'array', offset: at, length: -1, parent, children: [] };
      parent.children!.push(node);
      parent = node;
      at++;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      parent.length = at + 1 - parent.offset;
      parent = parent.parent!;
      completeProperty(++at);
    } else if (code === 0x3a /* : */) parent.colonOffset = at++;
    else if (code === 0x2c /* , */) at++;
    else {
      // true, false, null or a number
      const word = code === 0x74 ? 4 : code === 0x66 ? 5 : code === 0x6e ? 4 : 0;
      const end = word > 0 ? at + word : endOf(NUMBER, text, at);
      const value = code === 0x74 ? true : code === 0x66 ? false : code === 0x6e ? null : Number(text.slice(at, end));
      const type = value === null ? 'null' : typeof value === 'boolean' ? 'boolean' : 'number';
      parent.children!.push({ type, offset: at, length: end - at, parent, value });
      completeProperty(end);
      at = end;
    }
  }
  const result: Node | undefined = root.children![0];
  if (result) delete result.parent;
  return result;
}

// The text of an endpoint, webhook or schema reference, split into tokens with their offsets:
// `[spec] METHOD /path`, `[spec] webhook NAME` (docs.json `pages`, frontmatter `openapi`) and `[spec] Name`
// (frontmatter `openapi-schema`).
import { HTTP_METHODS } from '../openapiDocument';

export interface Token {
  readonly text: string;
  /** Offset in the document. */
  readonly start: number;
  readonly end: number;
}

export type ParsedReference =
  | { readonly kind: 'endpoint'; readonly spec?: Token; readonly method: Token; readonly path: Token }
  | { readonly kind: 'webhook'; readonly spec?: Token; readonly name: Token }
  | { readonly kind: 'schema'; readonly spec?: Token; readonly name: Token }
  | { readonly kind: 'invalid'; readonly spec?: Token; readonly expected: string };

export function tokenize(text: string, offset: number): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\S+/g))
    tokens.push({ text: match[0], start: offset + match.index!, end: offset + match.index! + match[0].length });
  return tokens;
}

export function isHttpMethod(word: string): boolean {
  return (HTTP_METHODS as readonly string[]).includes(word.toLowerCase());
}

/** `openapi: ...` in frontmatter or an endpoint entry of `pages`. */
export function parseEndpointReference(text: string, offset: number): ParsedReference {
  const tokens = tokenize(text, offset);
  const expected = '`[spec-file] METHOD /path` or `[spec-file] webhook NAME`';
  const [a, b, c] = tokens;
  if (tokens.length === 2 && isHttpMethod(a.text) && b.text.startsWith('/'))
    return { kind: 'endpoint', method: a, path: b };
  if (tokens.length === 3 && isHttpMethod(b.text) && c.text.startsWith('/'))
    return { kind: 'endpoint', spec: a, method: b, path: c };
  if (tokens.length === 2 && a.text.toLowerCase() === 'webhook') return { kind: 'webhook', name: b };
  if (tokens.length === 3 && b.text.toLowerCase() === 'webhook') return { kind: 'webhook', spec: a, name: c };
  return { kind: 'invalid', spec: tokens.length === 3 ? a : undefined, expected };
}

/** `openapi-schema: ...` in frontmatter. */
export function parseSchemaReference(text: string, offset: number): ParsedReference {
  const tokens = tokenize(text, offset);
  if (tokens.length === 1) return { kind: 'schema', name: tokens[0] };
  if (tokens.length === 2) return { kind: 'schema', spec: tokens[0], name: tokens[1] };
  return { kind: 'invalid', expected: '`[spec-file] SchemaName`' };
}
